import { defineMessages, useIntl } from 'react-intl';
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
import artUrl from '../assets/illustrations/share-expertise.svg?no-inline';

const m = defineMessages({
  heroArt: {
    id: 'expertise.hero.art',
    defaultMessage: 'Eine Expertin erklärt ihr Wissen an einer Präsentationstafel',
  },
  metaTitle: { id: 'expertise.meta.title', defaultMessage: 'Expertise teilen' },
  metaDescription: {
    id: 'expertise.meta.description',
    defaultMessage:
      'Beraten Sie Unternehmen stundenweise neben Ihrem Hauptberuf – mit Zustimmung Ihres Arbeitgebers. In fünf Schritten vom Profil zum ersten Projekt.',
  },
  eyebrow: { id: 'expertise.hero.eyebrow', defaultMessage: 'Expertise teilen' },
  title: {
    id: 'expertise.hero.title',
    defaultMessage: 'Teilen Sie Ihr Wissen – neben Ihrem Hauptberuf',
  },
  lead: {
    id: 'expertise.hero.lead',
    defaultMessage:
      'Sie haben Erfahrung und möchten Unternehmen bei Innovationsprojekten unterstützen? Bei uns arbeiten Sie stundenweise, flexibel und mit dem Einverständnis Ihres Arbeitgebers.',
  },
  heroContact: { id: 'expertise.hero.contact', defaultMessage: 'Jetzt Kontakt aufnehmen' },
  heroRegister: { id: 'expertise.hero.register', defaultMessage: 'Profil anlegen' },
  stepsEyebrow: { id: 'expertise.steps.eyebrow', defaultMessage: 'So funktioniert es' },
  stepsTitle: {
    id: 'expertise.steps.title',
    defaultMessage: 'In fünf Schritten zum ersten Projekt',
  },
  step1Title: { id: 'expertise.steps.profile.title', defaultMessage: 'Profil anlegen' },
  step1Text: {
    id: 'expertise.steps.profile.text',
    defaultMessage:
      'Registrieren Sie sich und beschreiben Sie Ihre Erfahrung, Ihre Fähigkeiten und wie viele Stunden im Monat Sie einbringen möchten.',
  },
  step2Title: { id: 'expertise.steps.approval.title', defaultMessage: 'Freigabe erhalten' },
  step2Text: {
    id: 'expertise.steps.approval.text',
    defaultMessage:
      'Unser Team prüft Ihr Profil in der Regel innerhalb von 24 bis 48 Stunden und meldet sich bei Rückfragen.',
  },
  step3Title: { id: 'expertise.steps.projects.title', defaultMessage: 'Projekte erhalten' },
  step3Text: {
    id: 'expertise.steps.projects.text',
    defaultMessage:
      'Passt ein Projekt zu Ihrem Profil, stellen wir es Ihnen vor. Sie entscheiden, ob Sie es übernehmen.',
  },
  step4Title: { id: 'expertise.steps.partTime.title', defaultMessage: 'In Teilzeit arbeiten' },
  step4Text: {
    id: 'expertise.steps.partTime.text',
    defaultMessage:
      'Sie arbeiten stundenweise neben Ihrem Hauptberuf – in enger Abstimmung mit dem Team und zu klaren Konditionen.',
  },
  step5Title: { id: 'expertise.steps.grow.title', defaultMessage: 'Wachsen und vernetzen' },
  step5Text: {
    id: 'expertise.steps.grow.text',
    defaultMessage:
      'Sie erweitern Ihr Wissen, lernen neue Branchen kennen und werden Teil einer Gemeinschaft engagierter Fachleute.',
  },
  benefitsEyebrow: { id: 'expertise.benefits.eyebrow', defaultMessage: 'Ihre Vorteile' },
  benefitsTitle: {
    id: 'expertise.benefits.title',
    defaultMessage: 'Warum Fachleute mit uns arbeiten',
  },
  incomeTitle: { id: 'expertise.benefits.income.title', defaultMessage: 'Zusätzliches Einkommen' },
  incomeText: {
    id: 'expertise.benefits.income.text',
    defaultMessage:
      'Faire Stundensätze für Ihre Expertise – transparent vereinbart und verlässlich bezahlt.',
  },
  flexTitle: { id: 'expertise.benefits.flex.title', defaultMessage: 'Volle Flexibilität' },
  flexText: {
    id: 'expertise.benefits.flex.text',
    defaultMessage:
      'Sie bestimmen, wie viel Zeit Sie investieren, und können Projekte jederzeit ablehnen.',
  },
  meaningTitle: { id: 'expertise.benefits.meaning.title', defaultMessage: 'Projekte mit Sinn' },
  meaningText: {
    id: 'expertise.benefits.meaning.text',
    defaultMessage:
      'Sie helfen kleinen und mittleren Unternehmen, Vereinen und Gründungen, ihre Ideen umzusetzen.',
  },
  networkTitle: { id: 'expertise.benefits.network.title', defaultMessage: 'Starkes Netzwerk' },
  networkText: {
    id: 'expertise.benefits.network.text',
    defaultMessage:
      'Austausch mit anderen Fachleuten, gemeinsame Workshops und Weiterbildung rund um KI-Werkzeuge.',
  },
  ethicsEyebrow: { id: 'expertise.ethics.eyebrow', defaultMessage: 'Ethische Transparenz' },
  ethicsTitle: {
    id: 'expertise.ethics.title',
    defaultMessage: 'Klare Regeln, auf die sich alle verlassen können',
  },
  ethicsIntro: {
    id: 'expertise.ethics.intro',
    defaultMessage:
      'Nebenberufliche Beratung funktioniert nur, wenn Arbeitgeber, Kunden und Fachleute einander vertrauen. Deshalb gilt bei uns:',
  },
  ethics1: {
    id: 'expertise.ethics.permission',
    defaultMessage:
      'Zustimmung des Hauptarbeitgebers: Wir vermitteln keine Projekte, solange Ihre Nebentätigkeit nicht genehmigt ist.',
  },
  ethics2: {
    id: 'expertise.ethics.conflicts',
    defaultMessage:
      'Keine Interessenkonflikte: Projekte für Wettbewerber Ihres Arbeitgebers sind ausgeschlossen.',
  },
  ethics3: {
    id: 'expertise.ethics.confidentiality',
    defaultMessage:
      'Vertraulichkeit in beide Richtungen: Betriebsgeheimnisse Ihres Arbeitgebers und unserer Kunden bleiben geschützt.',
  },
  ethics4: {
    id: 'expertise.ethics.workingTime',
    defaultMessage:
      'Gesetzlicher Rahmen: Wir achten auf Höchstarbeitszeiten und Ruhezeiten – Ihr Pensum bleibt realistisch.',
  },
  ethics5: {
    id: 'expertise.ethics.terms',
    defaultMessage:
      'Offene Konditionen: Stundensätze und Abrechnung sind von Anfang an klar und nachvollziehbar.',
  },
  ctaTitle: { id: 'expertise.cta.title', defaultMessage: 'Bereit, Ihre Expertise zu teilen?' },
  ctaText: {
    id: 'expertise.cta.text',
    defaultMessage:
      'Erzählen Sie uns, was Sie können und wie viel Zeit Sie einbringen möchten. Wir melden uns innerhalb von 24 Stunden.',
  },
  ctaContact: { id: 'expertise.cta.contact', defaultMessage: 'Kontakt aufnehmen' },
});

export function ShareExpertisePage() {
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
            <LinkButton to={PATHS.contact}>{t(m.heroContact)}</LinkButton>
            <LinkButton to={PATHS.register} variant="secondary">
              {t(m.heroRegister)}
            </LinkButton>
          </>
        }
        aside={<Illustration src={artUrl} alt={t(m.heroArt)} eager />}
      />

      <Section eyebrow={t(m.stepsEyebrow)} title={t(m.stepsTitle)}>
        <StepList
          steps={[
            { key: 'profile', title: t(m.step1Title), text: t(m.step1Text) },
            { key: 'approval', title: t(m.step2Title), text: t(m.step2Text) },
            { key: 'projects', title: t(m.step3Title), text: t(m.step3Text) },
            { key: 'part-time', title: t(m.step4Title), text: t(m.step4Text) },
            { key: 'grow', title: t(m.step5Title), text: t(m.step5Text) },
          ]}
        />
      </Section>

      <Section tone="muted" eyebrow={t(m.benefitsEyebrow)} title={t(m.benefitsTitle)}>
        <FeatureGrid columns={4}>
          <FeatureCard title={t(m.incomeTitle)}>
            <p>{t(m.incomeText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.flexTitle)}>
            <p>{t(m.flexText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.meaningTitle)}>
            <p>{t(m.meaningText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.networkTitle)}>
            <p>{t(m.networkText)}</p>
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <Section
        eyebrow={t(m.ethicsEyebrow)}
        title={t(m.ethicsTitle)}
        intro={t(m.ethicsIntro)}
        narrow
      >
        <CheckList
          className="mk-checklist--spacious"
          items={[t(m.ethics1), t(m.ethics2), t(m.ethics3), t(m.ethics4), t(m.ethics5)]}
        />
      </Section>

      <CallToAction
        title={t(m.ctaTitle)}
        text={t(m.ctaText)}
        actions={
          <LinkButton to={PATHS.contact} variant="secondary">
            {t(m.ctaContact)}
          </LinkButton>
        }
      />
    </>
  );
}
