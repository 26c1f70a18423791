import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LinkButton } from '../shared/components/LinkButton';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { CallToAction } from '../modules/marketing/components/CallToAction';
import { FeatureCard, FeatureGrid } from '../modules/marketing/components/FeatureCard';
import { PageHero } from '../modules/marketing/components/PageHero';
import { Section } from '../modules/marketing/components/Section';
import { TeamSection } from '../modules/team/components/TeamSection';
import { Illustration } from '../modules/marketing/components/Illustration';
import artUrl from '../assets/illustrations/about.svg?no-inline';

const m = defineMessages({
  heroArt: {
    id: 'about.hero.art',
    defaultMessage: 'Drei Menschen aus unserem Netzwerk stehen zusammen und tauschen sich aus',
  },
  metaTitle: { id: 'about.meta.title', defaultMessage: 'Über uns' },
  metaDescription: {
    id: 'about.meta.description',
    defaultMessage:
      'Wer wir sind und wofür wir stehen: unsere Mission, was uns unterscheidet, unser Team und unsere Grundsätze.',
  },
  eyebrow: { id: 'about.hero.eyebrow', defaultMessage: 'Über uns' },
  title: {
    id: 'about.hero.title',
    defaultMessage: 'Wir öffnen Innovation für alle, die etwas bewegen wollen',
  },
  lead: {
    id: 'about.hero.lead',
    defaultMessage:
      'Wir bringen Menschen mit Erfahrung, Neugier und Verantwortungsbewusstsein mit Unternehmen zusammen, die Neues wagen.',
  },
  missionEyebrow: { id: 'about.mission.eyebrow', defaultMessage: 'Mission' },
  missionTitle: {
    id: 'about.mission.title',
    defaultMessage: 'Expertise dorthin bringen, wo sie fehlt',
  },
  missionText1: {
    id: 'about.mission.text1',
    defaultMessage:
      'Viele kleine und mittlere Unternehmen haben gute Ideen, aber nicht die Spezialistinnen und Spezialisten, um sie umzusetzen. Gleichzeitig gibt es viele Fachleute, die ihr Wissen gern über den eigenen Arbeitgeber hinaus einbringen würden.',
  },
  missionText2: {
    id: 'about.mission.text2',
    defaultMessage:
      'Wir bringen beide Seiten zusammen – fair, transparent und immer mit Zustimmung der Hauptarbeitgeber. Unterstützt von KI-Werkzeugen machen wir Innovation bezahlbar und teilen unser Wissen in offenen Community-Workshops.',
  },
  differentEyebrow: { id: 'about.different.eyebrow', defaultMessage: 'Was uns unterscheidet' },
  differentTitle: {
    id: 'about.different.title',
    defaultMessage: 'Vier Dinge, die wir anders machen',
  },
  transparencyTitle: {
    id: 'about.different.transparency.title',
    defaultMessage: 'Offen gegenüber Arbeitgebern',
  },
  transparencyText: {
    id: 'about.different.transparency.text',
    defaultMessage:
      'Unsere Fachleute arbeiten nur mit Genehmigung ihres Hauptarbeitgebers. Das schafft Vertrauen auf allen Seiten.',
  },
  hybridTitle: { id: 'about.different.hybrid.title', defaultMessage: 'Mensch und KI im Team' },
  hybridText: {
    id: 'about.different.hybrid.text',
    defaultMessage:
      'Wir setzen KI dort ein, wo sie entlastet, und arbeiten so bis zu 50\u00a0% effizienter. Die Verantwortung bleibt beim Menschen.',
  },
  hourlyTitle: { id: 'about.different.hourly.title', defaultMessage: 'Bezahlung nach Aufwand' },
  hourlyText: {
    id: 'about.different.hourly.text',
    defaultMessage:
      'Sie buchen Expertise stundenweise und bezahlen nur, was tatsächlich geleistet wurde – ohne Pauschalen und lange Vertragslaufzeiten.',
  },
  openTitle: { id: 'about.different.open.title', defaultMessage: 'Offenes Wissen' },
  openText: {
    id: 'about.different.open.text',
    defaultMessage:
      'Wir bauen auf Open-Source-Bausteinen auf und geben unser Wissen in Community-Workshops weiter.',
  },
  teamEyebrow: { id: 'about.team.eyebrow', defaultMessage: 'Team' },
  teamTitle: {
    id: 'about.team.title',
    defaultMessage: 'Die Menschen hinter Open Innovation Values',
  },
  teamIntro: {
    id: 'about.team.intro',
    defaultMessage:
      'Fachleute, die Erfahrung aus ihrem Berufsalltag mitbringen und gern Neues gestalten.',
  },
  principlesEyebrow: { id: 'about.principles.eyebrow', defaultMessage: 'Grundsätze' },
  principlesTitle: { id: 'about.principles.title', defaultMessage: 'Woran wir uns messen lassen' },
  honestyTitle: { id: 'about.principles.honesty.title', defaultMessage: 'Ehrlichkeit vor Umsatz' },
  honestyText: {
    id: 'about.principles.honesty.text',
    defaultMessage:
      'Wenn wir nicht die Richtigen für Ihr Vorhaben sind, sagen wir es Ihnen – und empfehlen, wer besser passt.',
  },
  sustainabilityTitle: {
    id: 'about.principles.sustainability.title',
    defaultMessage: 'Nachhaltigkeit',
  },
  sustainabilityText: {
    id: 'about.principles.sustainability.text',
    defaultMessage:
      'Wir entwickeln Lösungen, die ressourcenschonend laufen, verständlich bleiben und lange tragen.',
  },
  timeTitle: { id: 'about.principles.time.title', defaultMessage: 'Respekt vor Zeit' },
  timeText: {
    id: 'about.principles.time.text',
    defaultMessage:
      'Nebenberufliche Arbeit braucht klare Absprachen und ein realistisches Pensum. Wir planen so, dass Hauptberuf und Erholung nicht zu kurz kommen.',
  },
  privacyTitle: {
    id: 'about.principles.privacy.title',
    defaultMessage: 'Datenschutz von Anfang an',
  },
  privacyText: {
    id: 'about.principles.privacy.text',
    defaultMessage:
      'Wir erheben nur Daten, die wirklich nötig sind – auch auf dieser Website, die ohne Dienste Dritter auskommt.',
  },
  visionLink: { id: 'about.principles.visionLink', defaultMessage: 'Mehr über unsere Vision' },
  ctaTitle: { id: 'about.cta.title', defaultMessage: 'Lernen Sie uns kennen' },
  ctaText: {
    id: 'about.cta.text',
    defaultMessage:
      'Sie möchten wissen, ob wir zu Ihrem Vorhaben passen? Schreiben Sie uns – wir antworten innerhalb von 24 Stunden.',
  },
  ctaContact: { id: 'about.cta.contact', defaultMessage: 'Kontakt aufnehmen' },
});

export function AboutPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageMeta({ title: t(m.metaTitle), description: t(m.metaDescription) });

  return (
    <>
      <PageHero
        eyebrow={t(m.eyebrow)}
        title={t(m.title)}
        lead={t(m.lead)}
        aside={<Illustration src={artUrl} alt={t(m.heroArt)} eager />}
      />

      <Section eyebrow={t(m.missionEyebrow)} title={t(m.missionTitle)} narrow>
        <div className="mk-prose">
          <p className="mk-lead-text">{t(m.missionText1)}</p>
          <p className="mk-lead-text">{t(m.missionText2)}</p>
        </div>
      </Section>

      <Section tone="muted" eyebrow={t(m.differentEyebrow)} title={t(m.differentTitle)}>
        <FeatureGrid columns={4}>
          <FeatureCard title={t(m.transparencyTitle)}>
            <p>{t(m.transparencyText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.hybridTitle)}>
            <p>{t(m.hybridText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.hourlyTitle)}>
            <p>{t(m.hourlyText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.openTitle)}>
            <p>{t(m.openText)}</p>
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <Section eyebrow={t(m.teamEyebrow)} title={t(m.teamTitle)} intro={t(m.teamIntro)}>
        <TeamSection />
      </Section>

      <Section tone="muted" eyebrow={t(m.principlesEyebrow)} title={t(m.principlesTitle)}>
        <FeatureGrid columns={2}>
          <FeatureCard title={t(m.honestyTitle)}>
            <p>{t(m.honestyText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.sustainabilityTitle)}>
            <p>{t(m.sustainabilityText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.timeTitle)}>
            <p>{t(m.timeText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.privacyTitle)}>
            <p>{t(m.privacyText)}</p>
          </FeatureCard>
        </FeatureGrid>
        <p className="mk-more">
          <Link to={PATHS.vision} className="mk-arrow-link">
            {t(m.visionLink)}
          </Link>
        </p>
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
