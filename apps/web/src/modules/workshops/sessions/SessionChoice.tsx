import { formatBerlinDateTime } from '@platform/domain';
import { useId, useState } from 'react';
import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';
import './session-choice.css';

/** The texts of the choice; pages whose catalogue lacks `academy.*` pass their own. */
export interface SessionChoiceMessages {
  legend: MessageDescriptor;
  full: MessageDescriptor;
  /** Takes `{count}`, the seats left. */
  spots: MessageDescriptor;
  /** Takes `{count}`, the dates not shown yet. */
  more: MessageDescriptor;
  fewer: MessageDescriptor;
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
  more: defineMessage<{ count: number }>({
    id: 'academy.register.sessionsMore',
    defaultMessage:
      '{count, plural, one {# weiteren Termin zeigen} other {# weitere Termine zeigen}}',
  }),
  fewer: defineMessage({
    id: 'academy.register.sessionsFewer',
    defaultMessage: 'Nur die nächsten Termine zeigen',
  }),
};

/** Dates shown before "more dates": a weekly workshop has about 53 a year. */
export const FIRST_SESSIONS_SHOWN = 4;

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

/**
 * Radio buttons for the upcoming sessions of a workshop, each with its seats left or "waitlist":
 * the next few, and a button that shows the rest in a scrolling list.
 */
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
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const hidden = sessions.length - FIRST_SESSIONS_SHOWN;
  // A chosen date further down (e.g. the member's own) is never hidden.
  const showAll =
    expanded || sessions.findIndex((session) => session.id === value) >= FIRST_SESSIONS_SHOWN;
  const shown = showAll ? sessions : sessions.slice(0, FIRST_SESSIONS_SHOWN);

  return (
    <fieldset className={`session-choice ${className}`}>
      <legend className="ui-field__label">{t(m.legend)}</legend>
      <div
        id={listId}
        className={`session-choice__list${showAll && hidden > 0 ? ' session-choice__list--all' : ''}`}
      >
        {shown.map((session) => (
          <label key={session.id} className={`session-choice__option ${className}__option`}>
            <input
              type="radio"
              name={name}
              value={session.id}
              checked={value === session.id}
              onChange={() => onChange(session.id)}
            />{' '}
            <span>
              {formatBerlinDateTime(session.startsAt, intl.locale)} ·{' '}
              {session.availableSpots > 0
                ? t(m.spots, { count: session.availableSpots })
                : t(m.full)}
            </span>
          </label>
        ))}
      </div>
      {hidden > 0 && (
        <button
          type="button"
          className="session-choice__more"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setExpanded(!showAll)}
        >
          {showAll ? t(m.fewer) : t(m.more, { count: hidden })}
        </button>
      )}
    </fieldset>
  );
}
