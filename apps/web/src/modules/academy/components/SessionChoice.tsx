import { formatBerlinDateTime } from '@platform/domain';
import { useId } from 'react';
import { defineMessage, useIntl } from 'react-intl';

const m = {
  legend: defineMessage({ id: 'academy.register.session', defaultMessage: 'Termin wählen' }),
  full: defineMessage({
    id: 'academy.register.sessionFull',
    defaultMessage: 'ausgebucht – Warteliste',
  }),
  spots: defineMessage<{ count: number }>({
    id: 'academy.register.sessionSpots',
    defaultMessage: '{count, plural, one {# Platz frei} other {# Plätze frei}}',
  }),
};

export interface SessionOption {
  id: string;
  startsAt: string;
  availableSpots: number;
}

export interface SessionChoiceProps {
  sessions: readonly SessionOption[];
  value: string;
  onChange: (sessionId: string) => void;
}

/** Radio buttons for the upcoming sessions of a workshop (shown when there are several). */
export function SessionChoice({ sessions, value, onChange }: SessionChoiceProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const name = useId();
  return (
    <fieldset className="academy-sessions">
      <legend className="ui-field__label">{t(m.legend)}</legend>
      {sessions.map((session) => (
        <label key={session.id} className="academy-sessions__option">
          <input
            type="radio"
            name={name}
            value={session.id}
            checked={value === session.id}
            onChange={() => onChange(session.id)}
          />{' '}
          {formatBerlinDateTime(session.startsAt, intl.locale)} ·{' '}
          {session.availableSpots > 0 ? t(m.spots, { count: session.availableSpots }) : t(m.full)}
        </label>
      ))}
    </fieldset>
  );
}
