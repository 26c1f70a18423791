import { useMutation, useQuery } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { Alert, Badge, Button } from '@platform/ui';
import { useState } from 'react';
import { type MessageDescriptor, defineMessages, useIntl } from 'react-intl';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';
import './failed-mails.css';

const FailedMailsQuery = graphql(`
  query FailedMails {
    failedMails {
      id
      recipient
      subject
      lastError
      attempts
      failedAt
    }
  }
`);

const ResendFailedMailMutation = graphql(`
  mutation ResendFailedMail($id: ID!) {
    resendFailedMail(id: $id) {
      id
      status
    }
  }
`);

// Plain descriptors: the typed ones refuse values next to „“ quotes and plurals.
const m: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'mailAdmin.failed.title', defaultMessage: 'Fehlgeschlagene E-Mails' },
  intro: {
    id: 'mailAdmin.failed.intro',
    defaultMessage:
      'E-Mails, die auch nach allen Wiederholungen (über 24 Stunden) nicht zugestellt werden konnten.',
  },
  empty: { id: 'mailAdmin.failed.empty', defaultMessage: 'Keine fehlgeschlagenen E-Mails.' },
  loading: { id: 'mailAdmin.failed.loading', defaultMessage: 'Wird geladen …' },
  loadFailed: {
    id: 'mailAdmin.failed.loadFailed',
    defaultMessage: 'Die fehlgeschlagenen E-Mails konnten nicht geladen werden.',
  },
  retry: { id: 'mailAdmin.failed.retry', defaultMessage: 'Erneut laden' },
  recipient: { id: 'mailAdmin.failed.recipient', defaultMessage: 'Empfänger' },
  subject: { id: 'mailAdmin.failed.subject', defaultMessage: 'Betreff' },
  lastError: { id: 'mailAdmin.failed.lastError', defaultMessage: 'Letzter Fehler' },
  attempts: { id: 'mailAdmin.failed.attempts', defaultMessage: 'Versuche' },
  time: { id: 'mailAdmin.failed.time', defaultMessage: 'Letzter Versuch' },
  sendAgain: { id: 'mailAdmin.failed.sendAgain', defaultMessage: 'Erneut senden' },
  sendAgainFor: {
    id: 'mailAdmin.failed.sendAgainFor',
    defaultMessage: 'E-Mail „{subject}“ an {recipient} erneut senden',
  },
  sending: { id: 'mailAdmin.failed.sending', defaultMessage: 'Wird eingereiht …' },
  queued: {
    id: 'mailAdmin.failed.queued',
    defaultMessage: 'Die E-Mail an {recipient} wird erneut gesendet.',
  },
  resendFailed: {
    id: 'mailAdmin.failed.resendFailed',
    defaultMessage: 'Die E-Mail konnte nicht erneut eingereiht werden.',
  },
  count: {
    id: 'mailAdmin.failed.count',
    defaultMessage: '{count, plural, one {# E-Mail} other {# E-Mails}}',
  },
});

/** Admin tab section: mails that finally failed, with "send again". */
export function FailedMails() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(FailedMailsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [resend] = useMutation(ResendFailedMailMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const mails = data?.failedMails ?? [];

  const onResend = async (id: string, recipient: string) => {
    setBusy(id);
    setNotice(null);
    try {
      await resend({ variables: { id } });
      setNotice({ tone: 'success', text: t(m.queued, { recipient }) });
      await refetch();
    } catch (failure) {
      console.error('[mail-admin] Sending again failed.', failure);
      const { code, message } = serverErrorOf(failure);
      setNotice({
        tone: 'danger',
        text: code && code !== 'INTERNAL' && message ? message : t(m.resendFailed),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="failed-mails" aria-labelledby="failed-mails-title">
      <div className="failed-mails__head">
        <h2 id="failed-mails-title">{t(m.title)}</h2>
        {data && (
          <Badge tone={mails.length > 0 ? 'danger' : 'neutral'}>
            {t(m.count, { count: mails.length })}
          </Badge>
        )}
      </div>
      <p className="failed-mails__intro">{t(m.intro)}</p>
      {notice && (
        <Alert tone={notice.tone} live={notice.tone === 'danger' ? 'assertive' : 'polite'}>
          <p>{notice.text}</p>
        </Alert>
      )}
      {error && !data && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.loadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t(m.retry)}
          </Button>
        </Alert>
      )}
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {data && mails.length === 0 && <p className="failed-mails__empty">{t(m.empty)}</p>}
      {mails.length > 0 && (
        <ul className="failed-mails__list">
          {mails.map((mail) => (
            <li key={mail.id} className="failed-mails__item" data-testid="failed-mail">
              <dl className="failed-mails__facts">
                <div>
                  <dt>{t(m.recipient)}</dt>
                  <dd>{mail.recipient}</dd>
                </div>
                <div>
                  <dt>{t(m.subject)}</dt>
                  <dd>{mail.subject}</dd>
                </div>
                <div>
                  <dt>{t(m.lastError)}</dt>
                  <dd className="failed-mails__error">{mail.lastError ?? '–'}</dd>
                </div>
                <div>
                  <dt>{t(m.attempts)}</dt>
                  <dd>{mail.attempts}</dd>
                </div>
                <div>
                  <dt>{t(m.time)}</dt>
                  <dd>
                    <time dateTime={mail.failedAt}>
                      {formatBerlinDateTime(String(mail.failedAt), intl.locale)}
                    </time>
                  </dd>
                </div>
              </dl>
              <Button
                variant="secondary"
                size="sm"
                loading={busy === mail.id}
                loadingLabel={t(m.sending)}
                aria-label={t(m.sendAgainFor, { subject: mail.subject, recipient: mail.recipient })}
                onClick={() => void onResend(mail.id, mail.recipient)}
              >
                {t(m.sendAgain)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
