import { isOneOf, TICKET_CATEGORIES } from '@platform/domain';
import { useIntl } from 'react-intl';
import { categoryMessages } from '../ticket-messages';

/** A category's name in the reader's language. */
export function TicketCategoryName({ category }: { category: string }) {
  const intl = useIntl();
  return (
    <>
      {isOneOf(TICKET_CATEGORIES, category)
        ? intl.formatMessage(categoryMessages[category])
        : category}
    </>
  );
}
