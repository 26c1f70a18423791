import { defineMessage } from 'react-intl';
import { SessionChoice, type SessionChoiceProps } from '../sessions/SessionChoice';

// Own ids for the Academy's date choice: this page loads only the `flagship.` catalogue.
const m = {
  legend: defineMessage({ id: 'flagship.form.dates.legend', defaultMessage: 'Termin wählen' }),
  full: defineMessage({
    id: 'flagship.form.dates.full',
    defaultMessage: 'ausgebucht – Warteliste',
  }),
  spots: defineMessage<{ count: number }>({
    id: 'flagship.form.dates.spots',
    defaultMessage: '{count, plural, one {# Platz frei} other {# Plätze frei}}',
  }),
  more: defineMessage<{ count: number }>({
    id: 'flagship.form.dates.more',
    defaultMessage:
      '{count, plural, one {# weiteren Termin zeigen} other {# weitere Termine zeigen}}',
  }),
  fewer: defineMessage({
    id: 'flagship.form.dates.fewer',
    defaultMessage: 'Nur die nächsten Termine zeigen',
  }),
};

/** The flagship's upcoming dates: the Academy's choice with this page's texts. */
export function FlagshipDateChoice(props: Omit<SessionChoiceProps, 'messages' | 'className'>) {
  return <SessionChoice {...props} messages={m} className="mk-dates" />;
}
