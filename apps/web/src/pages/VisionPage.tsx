import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LinkButton } from '../shared/components/LinkButton';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { CallToAction } from '../modules/marketing/components/CallToAction';
import { FeatureCard, FeatureGrid } from '../modules/marketing/components/FeatureCard';
import { PageHero } from '../modules/marketing/components/PageHero';
import { Section } from '../modules/marketing/components/Section';
import { Illustration } from '../modules/marketing/components/Illustration';
import artUrl from '../assets/illustrations/vision.svg?no-inline';

const m = defineMessages({
  heroArt: {
    id: 'vision.hero.art',
    defaultMessage: 'Eine junge Pflanze wächst der Sonne entgegen',
  },
  metaTitle: { id: 'vision.meta.title', defaultMessage: 'Unsere Vision' },
  metaDescription: {
    id: 'vision.meta.description',
    defaultMessage:
      'Nachhaltigkeit in fünf Buchstaben: WERTE. Dazu, was Chemie und Psychologie uns über gute Innovation lehren.',
  },
  eyebrow: { id: 'vision.hero.eyebrow', defaultMessage: 'Unsere Vision' },
  title: {
    id: 'vision.hero.title',
    defaultMessage: 'Innovation, die Werte schafft – für heute und morgen',
  },
  lead: {
    id: 'vision.hero.lead',
    defaultMessage:
      'Wir glauben an eine Wirtschaft, in der Wissen frei fließt, Technologie Menschen entlastet und Erfolg nicht auf Kosten der Zukunft geht.',
  },
  valuesEyebrow: { id: 'vision.values.eyebrow', defaultMessage: 'Nachhaltigkeit' },
  valuesTitle: {
    id: 'vision.values.title',
    defaultMessage: 'Unsere Grundsätze buchstabieren WERTE',
  },
  valuesIntro: {
    id: 'vision.values.intro',
    defaultMessage:
      'Unser Name ist Programm: Open Innovation Values – offene Innovation, die auf Werten beruht. Fünf Grundsätze buchstabieren, was Nachhaltigkeit für uns bedeutet.',
  },
  wTitle: { id: 'vision.values.w.title', defaultMessage: 'Wertschätzung' },
  wText: {
    id: 'vision.values.w.text',
    defaultMessage:
      'Wir begegnen Menschen, ihrer Zeit und ihren Arbeitgebern mit Respekt. Gute Zusammenarbeit beginnt mit Anerkennung.',
  },
  e1Title: { id: 'vision.values.e1.title', defaultMessage: 'Enkeltauglichkeit' },
  e1Text: {
    id: 'vision.values.e1.text',
    defaultMessage:
      'Wir entscheiden so, dass auch die nächste Generation gut damit leben kann – technisch, wirtschaftlich und ökologisch.',
  },
  rTitle: { id: 'vision.values.r.title', defaultMessage: 'Ressourcenschonung' },
  rText: {
    id: 'vision.values.r.text',
    defaultMessage:
      'Schlanke Software, sparsamer Betrieb, Hosting ab 0\u00a0€ im Monat: Was wir bauen, verbraucht so wenig Energie und Geld wie möglich.',
  },
  tTitle: { id: 'vision.values.t.title', defaultMessage: 'Transparenz' },
  tText: {
    id: 'vision.values.t.text',
    defaultMessage:
      'Offene Stundennachweise, offene Absprachen mit Hauptarbeitgebern und offener Quellcode, wo immer es möglich ist.',
  },
  e2Title: { id: 'vision.values.e2.title', defaultMessage: 'Entwicklung' },
  e2Text: {
    id: 'vision.values.e2.text',
    defaultMessage:
      'Wir lernen gemeinsam und teilen, was wir wissen – in Workshops, in der Community und in jedem Projekt.',
  },
  chemistryEyebrow: { id: 'vision.chemistry.eyebrow', defaultMessage: 'Chemie' },
  chemistryTitle: { id: 'vision.chemistry.title', defaultMessage: 'Die Chemie der Innovation' },
  chemistryIntro: {
    id: 'vision.chemistry.intro',
    defaultMessage:
      'Innovation gleicht einer chemischen Reaktion: Sie braucht die richtigen Elemente, die richtige Umgebung – und manchmal einen Katalysator.',
  },
  catalystTitle: { id: 'vision.chemistry.catalyst.title', defaultMessage: 'Katalysatoren' },
  catalystText: {
    id: 'vision.chemistry.catalyst.text',
    defaultMessage:
      'Wie ein Katalysator senken unsere Teilzeit-Fachleute die Aktivierungsenergie: Sie bringen genau das Wissen ein, das ein Projekt in Gang setzt.',
  },
  bondsTitle: { id: 'vision.chemistry.bonds.title', defaultMessage: 'Neue Verbindungen' },
  bondsText: {
    id: 'vision.chemistry.bonds.text',
    defaultMessage:
      'Neues entsteht, wenn unterschiedliche Elemente reagieren. Wir verbinden Disziplinen, Branchen und Erfahrungen, die sonst selten aufeinandertreffen.',
  },
  greenTitle: { id: 'vision.chemistry.green.title', defaultMessage: 'Grüne Chemie' },
  greenText: {
    id: 'vision.chemistry.green.text',
    defaultMessage:
      'Wie die grüne Chemie vermeiden wir Abfall von Anfang an: keine überdimensionierten Systeme, keine ungenutzten Lizenzen, kein Code, den niemand braucht.',
  },
  psychologyEyebrow: { id: 'vision.psychology.eyebrow', defaultMessage: 'Psychologie' },
  psychologyTitle: {
    id: 'vision.psychology.title',
    defaultMessage: 'Die Psychologie guter Zusammenarbeit',
  },
  psychologyIntro: {
    id: 'vision.psychology.intro',
    defaultMessage:
      'Die besten Ideen entstehen dort, wo Menschen sich sicher fühlen, selbstbestimmt arbeiten und gesund bleiben.',
  },
  safetyTitle: {
    id: 'vision.psychology.safety.title',
    defaultMessage: 'Psychologische Sicherheit',
  },
  safetyText: {
    id: 'vision.psychology.safety.text',
    defaultMessage:
      'Teams sind innovativ, wenn alle Fragen stellen und Fehler offen ansprechen dürfen. Diese Kultur pflegen wir bewusst.',
  },
  autonomyTitle: { id: 'vision.psychology.autonomy.title', defaultMessage: 'Selbstbestimmung' },
  autonomyText: {
    id: 'vision.psychology.autonomy.text',
    defaultMessage:
      'Autonomie, Kompetenzerleben und Zugehörigkeit motivieren nachhaltiger als jeder Bonus. Deshalb wählen unsere Fachleute ihre Projekte selbst.',
  },
  boundariesTitle: { id: 'vision.psychology.boundaries.title', defaultMessage: 'Gesunde Grenzen' },
  boundariesText: {
    id: 'vision.psychology.boundaries.text',
    defaultMessage:
      'Wer neben dem Hauptberuf arbeitet, braucht Pausen. Wir achten auf ein realistisches Pensum, damit Engagement nicht zur Überlastung wird.',
  },
  ctaTitle: { id: 'vision.cta.title', defaultMessage: 'Teilen Sie unsere Werte?' },
  ctaText: {
    id: 'vision.cta.text',
    defaultMessage:
      'Ob als Unternehmen, als Fachkraft oder als Arbeitgeber: Wir freuen uns auf das Gespräch mit Ihnen.',
  },
  ctaContact: { id: 'vision.cta.contact', defaultMessage: 'Kontakt aufnehmen' },
});

interface AcronymLetter {
  key: string;
  /** The letter of the acronym WERTE (the first letter of the German word). */
  letter: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** W-E-R-T-E: the German words spell "values", as in the company's name. */
const WERTE: AcronymLetter[] = [
  { key: 'w', letter: 'W', title: m.wTitle, text: m.wText },
  { key: 'e1', letter: 'E', title: m.e1Title, text: m.e1Text },
  { key: 'r', letter: 'R', title: m.rTitle, text: m.rText },
  { key: 't', letter: 'T', title: m.tTitle, text: m.tText },
  { key: 'e2', letter: 'E', title: m.e2Title, text: m.e2Text },
];

export function VisionPage() {
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

      <Section eyebrow={t(m.valuesEyebrow)} title={t(m.valuesTitle)} intro={t(m.valuesIntro)}>
        <ol className="vision-acronym">
          {WERTE.map((item) => (
            <li key={item.key} className="vision-acronym__item">
              <span className="vision-acronym__letter" aria-hidden="true">
                {item.letter}
              </span>
              <h3 className="vision-acronym__title">{t(item.title)}</h3>
              <p className="vision-acronym__text">{t(item.text)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        tone="muted"
        eyebrow={t(m.chemistryEyebrow)}
        title={t(m.chemistryTitle)}
        intro={t(m.chemistryIntro)}
      >
        <FeatureGrid>
          <FeatureCard title={t(m.catalystTitle)}>
            <p>{t(m.catalystText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.bondsTitle)}>
            <p>{t(m.bondsText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.greenTitle)}>
            <p>{t(m.greenText)}</p>
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <Section
        eyebrow={t(m.psychologyEyebrow)}
        title={t(m.psychologyTitle)}
        intro={t(m.psychologyIntro)}
      >
        <FeatureGrid>
          <FeatureCard title={t(m.safetyTitle)}>
            <p>{t(m.safetyText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.autonomyTitle)}>
            <p>{t(m.autonomyText)}</p>
          </FeatureCard>
          <FeatureCard title={t(m.boundariesTitle)}>
            <p>{t(m.boundariesText)}</p>
          </FeatureCard>
        </FeatureGrid>
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
