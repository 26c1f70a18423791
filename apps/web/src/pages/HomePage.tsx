import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LinkButton } from '../shared/components/LinkButton';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { CallToAction } from '../modules/marketing/components/CallToAction';
import { CheckList } from '../modules/marketing/components/CheckList';
import { FeatureCard, FeatureGrid } from '../modules/marketing/components/FeatureCard';
import { PageHero } from '../modules/marketing/components/PageHero';
import { Section } from '../modules/marketing/components/Section';
import { Illustration } from '../modules/marketing/components/Illustration';
import artUrl from '../assets/illustrations/hero.svg?no-inline';

const m = defineMessages({
  heroArt: {
    id: 'home.hero.art',
    defaultMessage:
      'Zwei Beraterinnen und Berater planen mit einem KI-Assistenten an einem Whiteboard',
  },
  metaDescription: {
    id: 'home.meta.description',
    defaultMessage:
      'Innovationsberatung mit Expertinnen und Experten in Teilzeit, hybriden Teams aus Mensch und KI und praxisnahen Community-Workshops – für kleine und mittlere Unternehmen.',
  },
  eyebrow: { id: 'home.hero.eyebrow', defaultMessage: 'Innovationsberatung aus der Praxis' },
  title: {
    id: 'home.hero.title',
    defaultMessage: 'Innovation mit Expertinnen und Experten in Teilzeit',
  },
  lead: {
    id: 'home.hero.lead',
    defaultMessage:
      'Wir verbinden erfahrene Fachleute, die neben ihrem Hauptberuf beraten, mit KI-gestützten hybriden Teams – für kleine und mittlere Unternehmen, die nachhaltig wachsen wollen.',
  },
  primaryAction: { id: 'home.hero.primaryAction', defaultMessage: 'Leistungen entdecken' },
  secondaryAction: { id: 'home.hero.secondaryAction', defaultMessage: 'Erstgespräch vereinbaren' },
  factsTitle: { id: 'home.facts.title', defaultMessage: 'Auf einen Blick' },
  factHourly: { id: 'home.facts.hourly', defaultMessage: 'Fachleute stundenweise buchbar' },
  factEfficiency: {
    id: 'home.facts.efficiency',
    defaultMessage: 'Bis zu 50\u00a0% mehr Effizienz mit hybriden Teams',
  },
  factReply: { id: 'home.facts.reply', defaultMessage: 'Antwort innerhalb von 24 Stunden' },
  factWorkshops: {
    id: 'home.facts.workshops',
    defaultMessage: 'Community-Workshops jeden 2. und 4. Freitag',
  },
  servicesEyebrow: { id: 'home.services.eyebrow', defaultMessage: 'Leistungen' },
  servicesTitle: { id: 'home.services.title', defaultMessage: 'Was wir für Sie tun' },
  servicesIntro: {
    id: 'home.services.intro',
    defaultMessage:
      'Drei Wege, wie wir kleine und mittlere Unternehmen bei Innovationsvorhaben unterstützen – flexibel, transparent und auf Augenhöhe.',
  },
  partTimeTitle: { id: 'home.services.partTime.title', defaultMessage: 'Expertise in Teilzeit' },
  partTimeText: {
    id: 'home.services.partTime.text',
    defaultMessage:
      'Erfahrene Fachleute beraten Sie stundenweise neben ihrem Hauptberuf – stets mit Zustimmung ihres Arbeitgebers. Sie bezahlen nur die Stunden, die Sie wirklich brauchen.',
  },
  hybridTitle: {
    id: 'home.services.hybrid.title',
    defaultMessage: 'Hybride Teams aus Mensch und KI',
  },
  hybridText: {
    id: 'home.services.hybrid.text',
    defaultMessage:
      'Unsere Entwicklungsteams verbinden menschliche Erfahrung mit KI-Agenten. So arbeiten sie bis zu 50\u00a0% effizienter – und die Verantwortung für das Ergebnis bleibt beim Menschen.',
  },
  workshopsTitle: { id: 'home.services.workshops.title', defaultMessage: 'Community-Workshops' },
  workshopsText: {
    id: 'home.services.workshops.text',
    defaultMessage:
      'In kompakten Workshops lernen Einsteigerinnen und Einsteiger, Vereine und Selbstständige, mit KI-Werkzeugen eigene digitale Lösungen zu bauen.',
  },
  allServices: { id: 'home.services.more', defaultMessage: 'Alle Leistungen ansehen' },
  workshopEyebrow: { id: 'home.workshop.eyebrow', defaultMessage: 'Community-Workshop' },
  workshopTitle: {
    id: 'home.workshop.title',
    defaultMessage: 'Websites mit KI bauen – in zwei Stunden',
  },
  workshopIntro: {
    id: 'home.workshop.intro',
    defaultMessage:
      'Wir zeigen Ihnen, wie Sie mit KI-Coding-Werkzeugen und erprobten Open-Source-Bausteinen Ihre eigene Website erstellen – und sie ab 0\u00a0€ im Monat betreiben.',
  },
  workshopDuration: {
    id: 'home.workshop.duration',
    defaultMessage: 'Zwei Stunden, kompakt und praxisnah',
  },
  workshopSchedule: {
    id: 'home.workshop.schedule',
    defaultMessage: 'Jeden 2. und 4. Freitag im Monat',
  },
  workshopAudience: {
    id: 'home.workshop.audience',
    defaultMessage: 'Für Einsteiger, Vereine und Selbstständige',
  },
  workshopCost: {
    id: 'home.workshop.cost',
    defaultMessage: 'Betrieb Ihrer Website ab 0\u00a0€ pro Monat',
  },
  workshopAction: { id: 'home.workshop.action', defaultMessage: 'Termine und Anmeldung' },
  workshopAcademy: {
    id: 'home.workshop.academy',
    defaultMessage: 'Alle Workshops in der Academy',
  },
  ctaTitle: { id: 'home.cta.title', defaultMessage: 'Bereit für Ihr nächstes Innovationsprojekt?' },
  ctaText: {
    id: 'home.cta.text',
    defaultMessage:
      'Erzählen Sie uns von Ihrem Vorhaben. Wir melden uns innerhalb von 24 Stunden mit einem Vorschlag für die nächsten Schritte.',
  },
  ctaRequest: { id: 'home.cta.request', defaultMessage: 'Projekt anfragen' },
  ctaBooking: { id: 'home.cta.booking', defaultMessage: 'Beratungstermin buchen' },
  ctaExperts: { id: 'home.cta.experts', defaultMessage: 'Als Fachkraft mitwirken' },
});

export function HomePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageMeta({ description: t(m.metaDescription) });

  return (
    <>
      <PageHero
        eyebrow={t(m.eyebrow)}
        title={t(m.title)}
        lead={t(m.lead)}
        actions={
          <>
            <LinkButton to={PATHS.services}>{t(m.primaryAction)}</LinkButton>
            <LinkButton to={PATHS.contact} variant="secondary">
              {t(m.secondaryAction)}
            </LinkButton>
          </>
        }
        aside={
          <div className="mk-hero__art">
            <Illustration src={artUrl} alt={t(m.heroArt)} eager />
            <div className="mk-facts">
              <p className="mk-facts__title">{t(m.factsTitle)}</p>
              <CheckList
                items={[t(m.factHourly), t(m.factEfficiency), t(m.factReply), t(m.factWorkshops)]}
              />
            </div>
          </div>
        }
      />

      <Section eyebrow={t(m.servicesEyebrow)} title={t(m.servicesTitle)} intro={t(m.servicesIntro)}>
        <FeatureGrid>
          <FeatureCard marker="01" title={t(m.partTimeTitle)}>
            <p>{t(m.partTimeText)}</p>
          </FeatureCard>
          <FeatureCard marker="02" title={t(m.hybridTitle)}>
            <p>{t(m.hybridText)}</p>
          </FeatureCard>
          <FeatureCard marker="03" title={t(m.workshopsTitle)}>
            <p>{t(m.workshopsText)}</p>
          </FeatureCard>
        </FeatureGrid>
        <p className="mk-more">
          <Link to={PATHS.services} className="mk-arrow-link">
            {t(m.allServices)}
          </Link>
        </p>
      </Section>

      <Section
        tone="muted"
        eyebrow={t(m.workshopEyebrow)}
        title={t(m.workshopTitle)}
        intro={t(m.workshopIntro)}
      >
        <div className="mk-promo">
          <CheckList
            className="mk-checklist--columns"
            items={[
              t(m.workshopDuration),
              t(m.workshopSchedule),
              t(m.workshopAudience),
              t(m.workshopCost),
            ]}
          />
          <div className="mk-actions">
            <LinkButton to={PATHS.websiteWorkshop}>{t(m.workshopAction)}</LinkButton>
            <LinkButton to={PATHS.academy} variant="secondary">
              {t(m.workshopAcademy)}
            </LinkButton>
          </div>
        </div>
      </Section>

      <CallToAction
        title={t(m.ctaTitle)}
        text={t(m.ctaText)}
        actions={
          <>
            <LinkButton to={PATHS.booking}>{t(m.ctaBooking)}</LinkButton>
            <LinkButton to={PATHS.projectRequest} variant="secondary">
              {t(m.ctaRequest)}
            </LinkButton>
            <LinkButton to={PATHS.shareExpertise} variant="ghost" className="mk-cta__ghost">
              <FormattedMessage {...m.ctaExperts} />
            </LinkButton>
          </>
        }
      />
    </>
  );
}
