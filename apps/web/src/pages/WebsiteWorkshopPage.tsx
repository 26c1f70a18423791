import '../modules/workshops/flagship/workshop.css';
import { buttonClassName } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { Island } from '../islands/Island';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { CheckList } from '../modules/marketing/components/CheckList';
import { PageHero } from '../modules/marketing/components/PageHero';
import { Section } from '../modules/marketing/components/Section';
import { BuildingBlocks } from '../modules/workshops/flagship/BuildingBlocks';
import { FlagshipRegistration } from '../modules/workshops/flagship/FlagshipRegistration';

const REGISTRATION_ID = 'anmeldung';

const m = defineMessages({
  metaTitle: { id: 'flagship.meta.title', defaultMessage: 'Workshop: Websites mit KI bauen' },
  metaDescription: {
    id: 'flagship.meta.description',
    defaultMessage:
      'In zwei Stunden zur eigenen Website: mit KI-Coding-Werkzeugen und Open-Source-Bausteinen, Betrieb ab 0\u00a0€ im Monat. Jeden 2. und 4. Freitag im Monat.',
  },
  eyebrow: { id: 'flagship.hero.eyebrow', defaultMessage: 'Community-Workshop' },
  title: { id: 'flagship.hero.title', defaultMessage: 'Websites mit KI bauen' },
  lead: {
    id: 'flagship.hero.lead',
    defaultMessage:
      'In zwei Stunden von der Idee zur eigenen Website: Wir zeigen Ihnen, wie Sie mit KI-Coding-Werkzeugen und Open-Source-Bausteinen eine professionelle Website erstellen – und sie ab 0\u00a0€ im Monat betreiben.',
  },
  toRegistration: { id: 'flagship.hero.register', defaultMessage: 'Zur Anmeldung' },
  detailsTitle: { id: 'flagship.details.title', defaultMessage: 'Auf einen Blick' },
  durationLabel: { id: 'flagship.details.durationLabel', defaultMessage: 'Dauer' },
  durationValue: { id: 'flagship.details.durationValue', defaultMessage: '2 Stunden' },
  datesLabel: { id: 'flagship.details.datesLabel', defaultMessage: 'Termine' },
  datesValue: {
    id: 'flagship.details.datesValue',
    defaultMessage: 'Jeden 2. und 4. Freitag im Monat, 18:00–20:00 Uhr',
  },
  audienceLabel: { id: 'flagship.details.audienceLabel', defaultMessage: 'Für wen' },
  audienceValue: {
    id: 'flagship.details.audienceValue',
    defaultMessage: 'Einsteiger, Vereine und Selbstständige',
  },
  skillsLabel: { id: 'flagship.details.skillsLabel', defaultMessage: 'Vorkenntnisse' },
  skillsValue: { id: 'flagship.details.skillsValue', defaultMessage: 'Keine nötig' },
  costLabel: { id: 'flagship.details.costLabel', defaultMessage: 'Betrieb der Website' },
  costValue: { id: 'flagship.details.costValue', defaultMessage: 'ab 0\u00a0€ pro Monat' },
  learnEyebrow: { id: 'flagship.learn.eyebrow', defaultMessage: 'Inhalte' },
  learnTitle: { id: 'flagship.learn.title', defaultMessage: 'Das nehmen Sie mit' },
  learn1: {
    id: 'flagship.learn.tools',
    defaultMessage:
      'Wie KI-Coding-Werkzeuge Sie beim Bauen einer Website unterstützen – und wo ihre Grenzen liegen',
  },
  learn2: {
    id: 'flagship.learn.blocks',
    defaultMessage:
      'Wie Sie fertige Open-Source-Bausteine für Anmeldung, Tickets und Termine einbinden',
  },
  learn3: {
    id: 'flagship.learn.deploy',
    defaultMessage: 'Wie Sie Ihre Website veröffentlichen und ab 0\u00a0€ im Monat betreiben',
  },
  learn4: {
    id: 'flagship.learn.legal',
    defaultMessage: 'Worauf Sie bei Impressum und Datenschutz achten sollten',
  },
  blocksEyebrow: { id: 'flagship.blocks.eyebrow', defaultMessage: 'Bausteine' },
  blocksTitle: {
    id: 'flagship.blocks.title',
    defaultMessage: 'Erprobte Bausteine statt Neuentwicklung',
  },
  blocksIntro: {
    id: 'flagship.blocks.intro',
    defaultMessage:
      'Statt alles selbst zu programmieren, setzen Sie auf Open-Source-Bausteine. Jeder Baustein hat einen Status: verfügbar, in Entwicklung oder in Planung.',
  },
  sessionsIntro: {
    id: 'flagship.sessions.intro',
    defaultMessage:
      'Der Workshop findet jeden 2. und 4. Freitag im Monat statt, jeweils von 18:00 bis 20:00 Uhr.',
  },
  sessionsNote: {
    id: 'flagship.sessions.note',
    defaultMessage: 'Alle Zeiten in deutscher Zeit (Europe/Berlin).',
  },
  registerEyebrow: { id: 'flagship.register.eyebrow', defaultMessage: 'Anmeldung' },
  registerTitle: { id: 'flagship.register.title', defaultMessage: 'Jetzt Platz sichern' },
});

export function WebsiteWorkshopPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageMeta({ title: t(m.metaTitle), description: t(m.metaDescription) });

  const details: Array<[string, string]> = [
    [t(m.durationLabel), t(m.durationValue)],
    [t(m.datesLabel), t(m.datesValue)],
    [t(m.audienceLabel), t(m.audienceValue)],
    [t(m.skillsLabel), t(m.skillsValue)],
    [t(m.costLabel), t(m.costValue)],
  ];

  return (
    <>
      <PageHero
        eyebrow={t(m.eyebrow)}
        title={t(m.title)}
        lead={t(m.lead)}
        actions={
          <a href={`#${REGISTRATION_ID}`} className={buttonClassName()}>
            {t(m.toRegistration)}
          </a>
        }
        aside={
          <div className="mk-facts">
            <h2 className="mk-facts__title">{t(m.detailsTitle)}</h2>
            <dl className="mk-details">
              {details.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        }
      />

      <Section eyebrow={t(m.learnEyebrow)} title={t(m.learnTitle)} narrow>
        <CheckList
          className="mk-checklist--spacious"
          items={[t(m.learn1), t(m.learn2), t(m.learn3), t(m.learn4)]}
        />
      </Section>

      <Section
        tone="muted"
        eyebrow={t(m.blocksEyebrow)}
        title={t(m.blocksTitle)}
        intro={t(m.blocksIntro)}
      >
        <BuildingBlocks />
      </Section>

      <Section
        id={REGISTRATION_ID}
        tone="muted"
        eyebrow={t(m.registerEyebrow)}
        title={t(m.registerTitle)}
        intro={t(m.sessionsIntro)}
      >
        {/* The dates are the Academy's (seats left, waitlist), chosen in the one registration form. */}
        <div className="mk-panel workshop-register">
          <Island name="flagship-registration">
            <FlagshipRegistration />
          </Island>
        </div>
        <p className="workshop-note">{t(m.sessionsNote)}</p>
      </Section>
    </>
  );
}
