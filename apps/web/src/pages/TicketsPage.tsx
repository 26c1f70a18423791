import '../modules/tickets/tickets.css';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { MyTicketList } from '../modules/tickets/components/MyTicketList';
import { NewTicketForm } from '../modules/tickets/components/NewTicketForm';

const m = defineMessages({
  title: { id: 'member.tickets.meta.title', defaultMessage: 'Support-Tickets' },
  description: {
    id: 'member.tickets.meta.description',
    defaultMessage: 'Stellen Sie unserem Team eine Frage und verfolgen Sie die Antworten.',
  },
});

/** `/member-area/tickets`: my tickets with their status, and a form to open a new one. */
export function TicketsPage() {
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage(m.title),
    description: intl.formatMessage(m.description),
  });
  return (
    <div className="mk-section">
      <div className="app-container tickets-page">
        <RequireAuth>
          <header>
            <p>
              <Link to={`${PATHS.memberArea}?tab=services`}>
                <FormattedMessage
                  id="member.tickets.backToServices"
                  defaultMessage="Zurück zu den Services"
                />
              </Link>
            </p>
            <h1 className="tickets-page__title">{intl.formatMessage(m.title)}</h1>
            <p className="tickets-page__lead">
              <FormattedMessage
                id="member.tickets.lead"
                defaultMessage="Sie haben eine Frage oder ein Problem? Eröffnen Sie ein Ticket; wir antworten per E-Mail und hier."
              />
            </p>
          </header>
          <section className="tickets-section" aria-labelledby="tickets-new-title">
            <h2 id="tickets-new-title">
              <FormattedMessage id="member.tickets.newTitle" defaultMessage="Neues Ticket" />
            </h2>
            <NewTicketForm />
          </section>
          <section className="tickets-section" aria-labelledby="tickets-mine-title">
            <h2 id="tickets-mine-title">
              <FormattedMessage id="member.tickets.mineTitle" defaultMessage="Meine Tickets" />
            </h2>
            <MyTicketList />
          </section>
        </RequireAuth>
      </div>
    </div>
  );
}
