import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  intro: {
    id: 'memberWorkshops.guidelines.intro',
    defaultMessage: 'Diese Richtwerte helfen Ihnen, einen gelungenen Workshop zu planen.',
  },
  durationTitle: { id: 'memberWorkshops.guidelines.durationTitle', defaultMessage: 'Dauer' },
  duration: {
    id: 'memberWorkshops.guidelines.duration',
    defaultMessage: 'Zwischen 60 Minuten und 4 Stunden; empfohlen sind 90 bis 180 Minuten.',
  },
  participantsTitle: {
    id: 'memberWorkshops.guidelines.participantsTitle',
    defaultMessage: 'Teilnehmende',
  },
  participants: {
    id: 'memberWorkshops.guidelines.participants',
    defaultMessage: '3 bis 25 Personen; empfohlen sind 8 bis 15.',
  },
  objectivesTitle: {
    id: 'memberWorkshops.guidelines.objectivesTitle',
    defaultMessage: 'Lernziele',
  },
  objectives: {
    id: 'memberWorkshops.guidelines.objectives',
    defaultMessage: 'Formulieren Sie 3 bis 5 konkrete Lernziele.',
  },
  reviewTitle: { id: 'memberWorkshops.guidelines.reviewTitle', defaultMessage: 'Prüfung' },
  review: {
    id: 'memberWorkshops.guidelines.review',
    defaultMessage:
      'Unser Team prüft neue Workshops innerhalb von 24 bis 48 Stunden. Erst danach sind sie in der Academy sichtbar.',
  },
  posterTitle: { id: 'memberWorkshops.guidelines.posterTitle', defaultMessage: 'Poster' },
  poster: {
    id: 'memberWorkshops.guidelines.poster',
    defaultMessage: 'Laden Sie ein Poster als PDF, JPG oder PNG hoch (kleiner als 5 MB).',
  },
});

const ITEMS = [
  [m.durationTitle, m.duration],
  [m.participantsTitle, m.participants],
  [m.objectivesTitle, m.objectives],
  [m.reviewTitle, m.review],
  [m.posterTitle, m.poster],
] as const;

/** The Guidelines tab: advice, not enforced. */
export function WorkshopGuidelines() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className="ws-guidelines">
      <p>{t(m.intro)}</p>
      <dl>
        {ITEMS.map(([title, text]) => (
          <div key={title.id}>
            <dt>{t(title)}</dt>
            <dd>{t(text)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
