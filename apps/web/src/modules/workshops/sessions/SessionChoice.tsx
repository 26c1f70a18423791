import { formatBerlinDateTime } from '@platform/domain';
import { useId } from 'react';
import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';

/** The three texts of the choice; pages whose catalogue lacks `academy.*` pass their own. */
export interface SessionChoiceMessages {
  legend: MessageDescriptor;
  full: MessageDescriptor;
  /** Takes `{count}`, the seats left. */
  spots: MessageDescriptor;
}

const ACADEMY_MESSAGES: SessionChoiceMessages = {
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
  messages?: SessionChoiceMessages;
  /** Block class for the fieldset (`<className>__option` for each date). */
  className?: string;
}

/** Radio buttons for the upcoming sessions of a workshop, each with its seats left or "waitlist". */
export function SessionChoice({
  sessions,
  value,
  onChange,
  messages: m = ACADEMY_MESSAGES,
  className = 'academy-sessions',
}: SessionChoiceProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="ui-field__label">{t(m.legend)}</legend>
      {sessions.map((session) => (
        <label key={session.id} className={`${className}__option`}>
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
