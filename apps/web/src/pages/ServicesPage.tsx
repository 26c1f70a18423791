import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LinkButton } from '../shared/components/LinkButton';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { CallToAction } from '../modules/marketing/components/CallToAction';
import { CheckList } from '../modules/marketing/components/CheckList';
import { FeatureCard, FeatureGrid } from '../modules/marketing/components/FeatureCard';
import { PageHero } from '../modules/marketing/components/PageHero';
import { Section } from '../modules/marketing/components/Section';
import { StepList } from '../modules/marketing/components/StepList';
import { Illustration } from '../modules/marketing/components/Illustration';
import artUrl from '../assets/illustrations/services.svg?no-inline';

const m = defineMessages({
  heroArt: {
    id: 'services.hero.art',
    defaultMessage: 'Drei Bausteine: Expertise nach Stunden, Teams aus Mensch und KI, Workshops',
  },
  metaTitle: { id: 'services.meta.title', defaultMessage: 'Leistungen' },
  metaDescription: {
    id: 'services.meta.description',
    defaultMessage:
      'Teilzeit-Expertise auf Stundenbasis, hybride Entwicklungsteams aus Mensch und KI und Community-Workshops: So unterstützen wir kleine und mittlere Unternehmen.',
  },
  eyebrow: { id: 'services.hero.eyebrow', defaultMessage: 'Leistungen' },
  title: {
    id: 'services.hero.title',
    defaultMessage: 'Innovationsberatung, die zu Ihrem Unternehmen passt',
  },
  lead: {
    id: 'services.hero.lead',
    defaultMessage:
      'Ob einzelne Fachfrage oder komplettes Entwicklungsprojekt: Wir stellen genau die Expertise zusammen, die Sie brauchen – stundenweise, als hybrides Team mit KI oder im Workshop.',
  },
  heroAction: { id: 'services.hero.action', defaultMessage: 'Projekt besprechen' },
  heroRequest: { id: 'services.hero.request', defaultMessage: 'Projekt anfragen' },
  blocksTitle: { id: 'services.blocks.title', defaultMessage: 'Drei Bausteine für Ihr Vorhaben' },
  blocksIntro: {
    id: 'services.blocks.intro',
    defaultMessage:
      'Sie können die Bausteine einzeln nutzen oder kombinieren – ganz so, wie es Ihr Projekt verlangt.',
  },
  partTimeMarker: { id: 'services.partTime.marker', defaultMessage: 'Auf Stundenbasis' },
  partTimeTitle: {
    id: 'services.partTime.title',
    defaultMessage: 'Expertinnen und Experten in Teilzeit',
  },
  partTimeText: {
    id: 'services.partTime.text',
    defaultMessage:
      'Erfahrene Fachleute aus Industrie, Forschung und Digitalwirtschaft unterstützen Ihr Innovationsvorhaben neben ihrem Hauptberuf. Jede Nebentätigkeit ist mit dem Hauptarbeitgeber abgestimmt und von ihm genehmigt.',
  },
  partTimeItem1: {
    id: 'services.partTime.item1',
    defaultMessage: 'Abrechnung nach tatsächlich geleisteten Stunden',
  },
  partTimeItem2: {
    id: 'services.partTime.item2',
    defaultMessage: 'Spezialwissen, ohne dauerhaft einstellen zu müssen',
  },
  partTimeItem3: {
    id: 'services.partTime.item3',
    defaultMessage: 'Transparente Stundensätze vor Projektbeginn',
  },
  hybridMarker: { id: 'services.hybrid.marker', defaultMessage: 'Mensch + KI' },
  hybridTitle: { id: 'services.hybrid.title', defaultMessage: 'Hybride Entwicklungsteams' },
  hybridText: {
    id: 'services.hybrid.text',
    defaultMessage:
      'Unsere Teams verbinden erfahrene Entwicklerinnen und Entwickler mit KI-Agenten, die Routinearbeit wie Tests, Dokumentation und Prototypen übernehmen. Architektur, Qualität und Entscheidungen bleiben in menschlicher Hand.',
  },
  hybridItem1: { id: 'services.hybrid.item1', defaultMessage: 'Bis zu 50\u00a0% Effizienzgewinn' },
  hybridItem2: {
    id: 'services.hybrid.item2',
    defaultMessage: 'Schnelle Prototypen und kurze Feedbackschleifen',
  },
  hybridItem3: {
    id: 'services.hybrid.item3',
    defaultMessage: 'Jede Zeile Code von Menschen geprüft und verantwortet',
  },
  workshopsMarker: { id: 'services.workshops.marker', defaultMessage: 'Gemeinsam lernen' },
  workshopsTitle: { id: 'services.workshops.title', defaultMessage: 'Community-Workshops' },
  workshopsText: {
    id: 'services.workshops.text',
    defaultMessage:
      'Praxisnahe Workshops für Einsteigerinnen und Einsteiger, Vereine und Selbstständige. Unser Flaggschiff: in zwei Stunden zur eigenen Website – mit KI-Werkzeugen und Open-Source-Bausteinen.',
  },
  workshopsItem1: {
    id: 'services.workshops.item1',
    defaultMessage: 'Jeden 2. und 4. Freitag im Monat',
  },
  workshopsItem2: {
    id: 'services.workshops.item2',
    defaultMessage: 'Betrieb der fertigen Website ab 0\u00a0€ pro Monat',
  },
  workshopsItem3: {
    id: 'services.workshops.item3',
    defaultMessage: 'Fertige Bausteine für Anmeldung, Tickets und Termine',
  },
  workshopsLink: {
    id: 'services.workshops.link',
    defaultMessage: 'Zum Workshop „Websites mit KI“',
  },
  processEyebrow: { id: 'services.process.eyebrow', defaultMessage: 'Vorgehen' },
  processTitle: { id: 'services.process.title', defaultMessage: 'In vier Schritten zum Projekt' },
  processIntro: {
    id: 'services.process.intro',
    defaultMessage:
      'Von der ersten Idee bis zum Projektstart begleiten wir Sie strukturiert und nachvollziehbar.',
  },
  step1Title: { id: 'services.process.step1.title', defaultMessage: 'Bedarfsanalyse' },
  step1Text: {
    id: 'services.process.step1.text',
    defaultMessage:
      'Wir klären gemeinsam Ziele, Rahmenbedingungen und Budget und beschreiben, welche Kompetenzen Ihr Vorhaben braucht.',
  },
  step2Title: { id: 'services.process.step2.title', defaultMessage: 'Expertenauswahl' },
  step2Text: {
    id: 'services.process.step2.text',
    defaultMessage:
      'Aus unserem Netzwerk wählen wir passende Fachleute aus und stellen sie Ihnen mit Profil und Stundensatz vor.',
  },
  step3Title: { id: 'services.process.step3.title', defaultMessage: 'Teamaufbau' },
  step3Text: {
    id: 'services.process.step3.text',
    defaultMessage:
      'Wir stellen das Team zusammen – auf Wunsch ergänzt um KI-Agenten – und legen Rollen, Kommunikation und Arbeitsrhythmus fest.',
  },
  step4Title: { id: 'services.process.step4.title', defaultMessage: 'Projektstart' },
  step4Text: {
    id: 'services.process.step4.text',
    defaultMessage:
      'Das Team legt los. Regelmäßige Abstimmungen und transparente Stundennachweise halten Sie jederzeit auf dem Laufenden.',
  },
  benefitsEyebrow: { id: 'services.benefits.eyebrow', defaultMessage: 'Vorteile' },
  benefitsTitle: {
    id: 'services.benefits.title',
    defaultMessage: 'Ein Modell mit Vorteilen für alle Beteiligten',
  },
  benefitsIntro: {
    id: 'services.benefits.intro',
    defaultMessage:
      'Teilzeit-Expertise funktioniert nur, wenn alle gewinnen: die Fachleute, die Unternehmen, die sie beauftragen, und die Arbeitgeber, die ihre Nebentätigkeit ermöglichen.',
  },
  specialistsTitle: { id: 'services.benefits.specialists.title', defaultMessage: 'Für Fachkräfte' },
  specialists1: {
    id: 'services.benefits.specialists.item1',
    defaultMessage: 'Zusätzliches Einkommen neben der Festanstellung',
  },
  specialists2: {
    id: 'services.benefits.specialists.item2',
    defaultMessage: 'Spannende Projekte jenseits des eigenen Arbeitsalltags',
  },
  specialists3: {
    id: 'services.benefits.specialists.item3',
    defaultMessage: 'Flexible Zeiteinteilung – Sie bestimmen Ihr Pensum',
  },
  specialists4: {
    id: 'services.benefits.specialists.item4',
    defaultMessage: 'Ein Netzwerk aus Gleichgesinnten',
  },
  smeTitle: {
    id: 'services.benefits.sme.title',
    defaultMessage: 'Für kleine und mittlere Unternehmen',
  },
  sme1: {
    id: 'services.benefits.sme.item1',
    defaultMessage: 'Zugang zu Spezialwissen ohne Festanstellung',
  },
  sme2: {
    id: 'services.benefits.sme.item2',
    defaultMessage: 'Bezahlung nur für tatsächlich geleistete Stunden',
  },
  sme3: {
    id: 'services.benefits.sme.item3',
    defaultMessage: 'Schneller Start ohne langes Recruiting',
  },
  sme4: { id: 'services.benefits.sme.item4', defaultMessage: 'Frische Perspektiven von außen' },
  employersTitle: { id: 'services.benefits.employers.title', defaultMessage: 'Für Arbeitgeber' },
  employers1: {
    id: 'services.benefits.employers.item1',
    defaultMessage: 'Mitarbeitende bringen neue Erfahrungen und Methoden zurück',
  },
  employers2: {
    id: 'services.benefits.employers.item2',
    defaultMessage: 'Mehr Zufriedenheit und Bindung durch eine sinnstiftende Nebentätigkeit',
  },
  employers3: {
    id: 'services.benefits.employers.item3',
    defaultMessage: 'Volle Transparenz: keine Tätigkeit ohne Ihre Zustimmung',
  },
  employers4: {
    id: 'services.benefits.employers.item4',
    defaultMessage: 'Keine Interessenkonflikte: Projekte bei Wettbewerbern schließen wir aus',
  },
  ctaTitle: {
    id: 'services.cta.title',
    defaultMessage: 'Lassen Sie uns über Ihr Vorhaben sprechen',
  },
  ctaText: {
    id: 'services.cta.text',
    defaultMessage:
      'Beschreiben Sie uns kurz Ihre Herausforderung – wir antworten innerhalb von 24 Stunden.',
  },
  ctaContact: { id: 'services.cta.contact', defaultMessage: 'Kontakt aufnehmen' },
  ctaRequest: { id: 'services.cta.request', defaultMessage: 'Projekt anfragen' },
  ctaProcess: { id: 'services.cta.experts', defaultMessage: 'Expertise teilen' },
});

export function ServicesPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageMeta({ title: t(m.metaTitle), description: t(m.metaDescription) });

  return (
    <>
      <PageHero
        eyebrow={t(m.eyebrow)}
        title={t(m.title)}
        lead={t(m.lead)}
        actions={
          <>
            <LinkButton to={PATHS.projectRequest}>{t(m.heroRequest)}</LinkButton>
            <LinkButton to={PATHS.contact} variant="secondary">
              {t(m.heroAction)}
            </LinkButton>
          </>
        }
        aside={<Illustration src={artUrl} alt={t(m.heroArt)} eager />}
      />

      <Section title={t(m.blocksTitle)} intro={t(m.blocksIntro)}>
        <FeatureGrid>
          <FeatureCard marker={t(m.partTimeMarker)} title={t(m.partTimeTitle)}>
            <p>{t(m.partTimeText)}</p>
            <CheckList items={[t(m.partTimeItem1), t(m.partTimeItem2), t(m.partTimeItem3)]} />
          </FeatureCard>
          <FeatureCard marker={t(m.hybridMarker)} title={t(m.hybridTitle)}>
            <p>{t(m.hybridText)}</p>
            <CheckList items={[t(m.hybridItem1), t(m.hybridItem2), t(m.hybridItem3)]} />
          </FeatureCard>
          <FeatureCard
            marker={t(m.workshopsMarker)}
            title={t(m.workshopsTitle)}
            footer={
              <Link to={PATHS.websiteWorkshop} className="mk-arrow-link">
                {t(m.workshopsLink)}
              </Link>
            }
          >
            <p>{t(m.workshopsText)}</p>
            <CheckList items={[t(m.workshopsItem1), t(m.workshopsItem2), t(m.workshopsItem3)]} />
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <Section
        tone="muted"
        eyebrow={t(m.processEyebrow)}
        title={t(m.processTitle)}
        intro={t(m.processIntro)}
      >
        <StepList
          steps={[
            { key: 'analysis', title: t(m.step1Title), text: t(m.step1Text) },
            { key: 'matching', title: t(m.step2Title), text: t(m.step2Text) },
            { key: 'team', title: t(m.step3Title), text: t(m.step3Text) },
            { key: 'start', title: t(m.step4Title), text: t(m.step4Text) },
          ]}
        />
      </Section>

      <Section eyebrow={t(m.benefitsEyebrow)} title={t(m.benefitsTitle)} intro={t(m.benefitsIntro)}>
        <FeatureGrid>
          <FeatureCard title={t(m.specialistsTitle)}>
            <CheckList
              items={[t(m.specialists1), t(m.specialists2), t(m.specialists3), t(m.specialists4)]}
            />
          </FeatureCard>
          <FeatureCard title={t(m.smeTitle)}>
            <CheckList items={[t(m.sme1), t(m.sme2), t(m.sme3), t(m.sme4)]} />
          </FeatureCard>
          <FeatureCard title={t(m.employersTitle)}>
            <CheckList
              items={[t(m.employers1), t(m.employers2), t(m.employers3), t(m.employers4)]}
            />
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <CallToAction
        title={t(m.ctaTitle)}
        text={t(m.ctaText)}
        actions={
          <>
            <LinkButton to={PATHS.projectRequest}>{t(m.ctaRequest)}</LinkButton>
            <LinkButton to={PATHS.contact} variant="secondary">
              {t(m.ctaContact)}
            </LinkButton>
            <LinkButton to={PATHS.shareExpertise} variant="ghost" className="mk-cta__ghost">
              {t(m.ctaProcess)}
            </LinkButton>
          </>
        }
      />
    </>
  );
}
