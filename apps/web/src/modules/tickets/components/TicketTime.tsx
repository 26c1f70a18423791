import { WORKSHOP_TIME_ZONE } from '@platform/domain';
import { FormattedDate } from 'react-intl';

/** A moment in German time, as the company works in Berlin. */
export function TicketTime({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate
        value={value}
        dateStyle="medium"
        timeStyle="short"
        timeZone={WORKSHOP_TIME_ZONE}
      />
    </time>
  );
}
