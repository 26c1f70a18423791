import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  intro: {
    id: 'workshops.guidelines.intro',
    defaultMessage: 'Diese Richtwerte helfen Ihnen, einen gelungenen Workshop zu planen.',
  },
  durationTitle: { id: 'workshops.guidelines.durationTitle', defaultMessage: 'Dauer' },
  duration: {
    id: 'workshops.guidelines.duration',
    defaultMessage: 'Zwischen 60 Minuten und 4 Stunden; empfohlen sind 90 bis 180 Minuten.',
  },
  participantsTitle: {
    id: 'workshops.guidelines.participantsTitle',
    defaultMessage: 'Teilnehmende',
  },
  participants: {
    id: 'workshops.guidelines.participants',
    defaultMessage: '3 bis 25 Personen; empfohlen sind 8 bis 15.',
  },
  objectivesTitle: { id: 'workshops.guidelines.objectivesTitle', defaultMessage: 'Lernziele' },
  objectives: {
    id: 'workshops.guidelines.objectives',
    defaultMessage: 'Formulieren Sie 3 bis 5 konkrete Lernziele.',
  },
  reviewTitle: { id: 'workshops.guidelines.reviewTitle', defaultMessage: 'Prüfung' },
  review: {
    id: 'workshops.guidelines.review',
    defaultMessage:
      'Unser Team prüft neue Workshops innerhalb von 24 bis 48 Stunden. Erst danach sind sie in der Academy sichtbar.',
  },
  posterTitle: { id: 'workshops.guidelines.posterTitle', defaultMessage: 'Poster' },
  poster: {
    id: 'workshops.guidelines.poster',
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
