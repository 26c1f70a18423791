import { Alert, Badge, Button } from '@platform/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { academyDetailPath } from '../academy-paths';
import { berlinDate, berlinTime } from '../academy-format';
import {
  cancelMyRegistration,
  fetchMyRegistrations,
  type MyRegistration,
} from '../api/academy-rest';
import { untyped } from '../untyped-messages';

const m = untyped(
  defineMessages({
    title: { id: 'academy.mine.title', defaultMessage: 'Meine Anmeldungen' },
    loading: { id: 'academy.mine.loading', defaultMessage: 'Anmeldungen werden geladen…' },
    error: { id: 'academy.mine.error', defaultMessage: 'Fehler beim Laden der Anmeldungen' },
    empty: {
      id: 'academy.mine.empty',
      defaultMessage: 'Sie haben sich noch für keinen Workshop angemeldet.',
    },
    when: { id: 'academy.mine.when', defaultMessage: '{date}, {time} Uhr' },
    cancel: { id: 'academy.mine.cancel', defaultMessage: 'Stornieren' },
    cancelLabel: {
      id: 'academy.mine.cancelLabel',
      defaultMessage: 'Anmeldung für {title} stornieren',
    },
    confirm: {
      id: 'academy.mine.confirm',
      defaultMessage: 'Anmeldung für „{title}“ wirklich stornieren?',
    },
    cancelled: { id: 'academy.mine.cancelled', defaultMessage: 'Anmeldung storniert.' },
    failed: {
      id: 'academy.mine.failed',
      defaultMessage: 'Die Anmeldung konnte nicht storniert werden.',
    },
    confirmed: { id: 'academy.mine.status.confirmed', defaultMessage: 'Bestätigt' },
    waitlisted: { id: 'academy.mine.status.waitlisted', defaultMessage: 'Warteliste' },
    statusCancelled: { id: 'academy.mine.status.cancelled', defaultMessage: 'Storniert' },
    retry: { id: 'academy.retry', defaultMessage: 'Erneut versuchen' },
  }),
);

const STATUS = {
  confirmed: { message: m.confirmed, tone: 'success' },
  waitlisted: { message: m.waitlisted, tone: 'info' },
  cancelled: { message: m.statusCancelled, tone: 'neutral' },
} as const;

/** A member's registrations with a cancel button (for the Academy page and the member area). */
export function MyRegistrations() {
  const intl = useIntl();
  const [list, setList] = useState<MyRegistration[] | null>(null);
  const [error, setError] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const fetchList = useCallback(
    () =>
      fetchMyRegistrations()
        .then((found) => {
          setList(found);
          setError(false);
        })
        .catch(() => setError(true)),
    [],
  );
  useEffect(() => {
    void fetchList();
  }, [fetchList]);
  const load = () => {
    setError(false);
    void fetchList();
  };

  const cancel = async (registration: MyRegistration) => {
    const title = registration.workshop?.title ?? '';
    if (!window.confirm(intl.formatMessage(m.confirm, { title }))) return;
    setBusyId(registration.id);
    try {
      await cancelMyRegistration(registration.id, '');
      setNotice({ tone: 'success', text: intl.formatMessage(m.cancelled) });
      load();
    } catch (cause) {
      setNotice({
        tone: 'danger',
        text:
          cause instanceof Error && cause.message ? cause.message : intl.formatMessage(m.failed),
      });
    } finally {
      setBusyId(null);
      requestAnimationFrame(() => noticeRef.current?.focus());
    }
  };

  return (
    <section className="ac-mine" aria-labelledby="ac-mine-title">
      <h2 id="ac-mine-title">{intl.formatMessage(m.title)}</h2>
      <div ref={noticeRef} tabIndex={-1} aria-live="polite">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {!list && !error && <p>{intl.formatMessage(m.loading)}</p>}
      </div>
      {error && (
        <Alert tone="danger" title={intl.formatMessage(m.error)}>
          <Button variant="secondary" size="sm" onClick={load}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Alert>
      )}
      {list && list.length === 0 && <p>{intl.formatMessage(m.empty)}</p>}
      {list && list.length > 0 && (
        <ul className="ac-mine__list">
          {list.map((registration) => {
            const status = STATUS[registration.status as keyof typeof STATUS] ?? STATUS.cancelled;
            const title = registration.workshop?.title ?? '';
            return (
              <li key={registration.id}>
                <div>
                  {registration.workshop ? (
                    <Link to={academyDetailPath(registration.workshop.slug)}>{title}</Link>
                  ) : (
                    title
                  )}
                  {registration.session && (
                    <p className="ac-note">
                      {intl.formatMessage(m.when, {
                        date: berlinDate(registration.session.starts_at, intl.locale),
                        time: berlinTime(registration.session.starts_at, intl.locale),
                      })}
                    </p>
                  )}
                </div>
                <Badge tone={status.tone}>{intl.formatMessage(status.message)}</Badge>
                {registration.status !== 'cancelled' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={intl.formatMessage(m.cancelLabel, { title })}
                    loading={busyId === registration.id}
                    onClick={() => void cancel(registration)}
                  >
                    <FormattedMessage {...m.cancel} />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
