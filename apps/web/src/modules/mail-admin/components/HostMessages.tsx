import { useQuery } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { Alert, Badge, Button } from '@platform/ui';
import { type MessageDescriptor, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import './failed-mails.css';

const HostMessagesQuery = graphql(`
  query HostMessages {
    hostMessages {
      id
      hostName
      hostEmail
      workshopTitle
      sessionStartsAt
      sentAt
      recipients
      skipped
      subject
      body
    }
  }
`);

const m: Record<string, MessageDescriptor> = defineMessages({
  title: {
    id: 'mailAdmin.hostMessages.title',
    defaultMessage: 'Nachrichten der Workshop-Leitungen',
  },
  intro: {
    id: 'mailAdmin.hostMessages.intro',
    defaultMessage:
      'Was Workshop-Leitungen an ihre Teilnehmenden gesendet haben (neueste zuerst, höchstens 10 pro Leitung und Tag).',
  },
  empty: { id: 'mailAdmin.hostMessages.empty', defaultMessage: 'Noch keine Nachrichten.' },
  loading: { id: 'mailAdmin.hostMessages.loading', defaultMessage: 'Wird geladen …' },
  loadFailed: {
    id: 'mailAdmin.hostMessages.loadFailed',
    defaultMessage: 'Die Nachrichten konnten nicht geladen werden.',
  },
  retry: { id: 'mailAdmin.hostMessages.retry', defaultMessage: 'Erneut laden' },
  host: { id: 'mailAdmin.hostMessages.host', defaultMessage: 'Von' },
  session: { id: 'mailAdmin.hostMessages.session', defaultMessage: 'Termin' },
  sentAt: { id: 'mailAdmin.hostMessages.sentAt', defaultMessage: 'Gesendet' },
  recipients: { id: 'mailAdmin.hostMessages.recipients', defaultMessage: 'Empfänger' },
  recipientCount: {
    id: 'mailAdmin.hostMessages.recipientCount',
    defaultMessage:
      '{count, plural, one {# Person} other {# Personen}}{skipped, plural, =0 {} one {, # unbestätigt ausgelassen} other {, # unbestätigt ausgelassen}}',
  },
  subject: { id: 'mailAdmin.hostMessages.subject', defaultMessage: 'Betreff' },
  text: { id: 'mailAdmin.hostMessages.text', defaultMessage: 'Text' },
  count: {
    id: 'mailAdmin.hostMessages.count',
    defaultMessage: '{count, plural, one {# Nachricht} other {# Nachrichten}}',
  },
});

/** Admin tab section: the host messages sent (who, which session, when, to how many, the text). */
export function HostMessages() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(HostMessagesQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const messages = data?.hostMessages ?? [];
  const when = (value: string) => (
    <time dateTime={value}>{formatBerlinDateTime(value, intl.locale)}</time>
  );

  return (
    <section className="failed-mails" aria-labelledby="host-messages-title">
      <div className="failed-mails__head">
        <h2 id="host-messages-title">{t(m.title)}</h2>
        {data && <Badge tone="neutral">{t(m.count, { count: messages.length })}</Badge>}
      </div>
      <p className="failed-mails__intro">{t(m.intro)}</p>
      {error && !data && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.loadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t(m.retry)}
          </Button>
        </Alert>
      )}
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {data && messages.length === 0 && <p className="failed-mails__empty">{t(m.empty)}</p>}
      {messages.length > 0 && (
        <ul className="failed-mails__list">
          {messages.map((message) => (
            <li key={message.id} className="failed-mails__item" data-testid="host-message">
              <dl className="failed-mails__facts">
                <div>
                  <dt>{t(m.host)}</dt>
                  <dd>
                    {message.hostName} ({message.hostEmail})
                  </dd>
                </div>
                <div>
                  <dt>{t(m.session)}</dt>
                  <dd>
                    {message.workshopTitle}, {when(message.sessionStartsAt)}
                  </dd>
                </div>
                <div>
                  <dt>{t(m.sentAt)}</dt>
                  <dd>{when(message.sentAt)}</dd>
                </div>
                <div>
                  <dt>{t(m.recipients)}</dt>
                  <dd>
                    {t(m.recipientCount, { count: message.recipients, skipped: message.skipped })}
                  </dd>
                </div>
                <div>
                  <dt>{t(m.subject)}</dt>
                  <dd>{message.subject}</dd>
                </div>
              </dl>
              <details>
                <summary>{t(m.text)}</summary>
                <p className="host-messages__body">{message.body}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
