import { formatBerlinDateTime } from '@platform/domain';
import { useIntl } from 'react-intl';

/** A moment in German time, as the company works in Berlin (one format per language). */
export function TicketTime({ value }: { value: string }) {
  const intl = useIntl();
  return <time dateTime={value}>{formatBerlinDateTime(value, intl.locale)}</time>;
}
