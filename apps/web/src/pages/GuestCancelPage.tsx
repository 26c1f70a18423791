import { untyped } from '../modules/academy/untyped-messages';
import { Alert, Button, TextField } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../app/meta/usePageMeta';
import { ACADEMY_PATHS } from '../modules/academy/academy-paths';
import { berlinDate, berlinTime } from '../modules/academy/academy-format';
import {
  cancelGuestRegistration,
  fetchGuestRegistration,
  type GuestRegistrationView,
} from '../modules/academy/api/academy-rest';
import '../modules/academy/academy.css';

const m = untyped(
  defineMessages({
    title: { id: 'academy.cancel.title', defaultMessage: 'Anmeldung stornieren' },
    loading: { id: 'academy.cancel.loading', defaultMessage: 'Anmeldung wird geladen…' },
    invalid: {
      id: 'academy.cancel.invalid',
      defaultMessage: 'Dieser Link ist ungültig oder abgelaufen.',
    },
    intro: {
      id: 'academy.cancel.intro',
      defaultMessage: 'Ihre Anmeldung für „{title}“ am {date} um {time} Uhr.',
    },
    reason: { id: 'academy.cancel.reason', defaultMessage: 'Grund (freiwillig)' },
    confirm: { id: 'academy.cancel.confirm', defaultMessage: 'Anmeldung stornieren' },
    sending: { id: 'academy.cancel.sending', defaultMessage: 'Wird storniert…' },
    done: {
      id: 'academy.cancel.done',
      defaultMessage: 'Ihre Anmeldung ist storniert. Wir haben Ihnen eine Bestätigung geschickt.',
    },
    already: {
      id: 'academy.cancel.already',
      defaultMessage: 'Diese Anmeldung ist bereits storniert.',
    },
    failed: {
      id: 'academy.cancel.failed',
      defaultMessage: 'Die Anmeldung konnte nicht storniert werden.',
    },
    back: { id: 'academy.cancel.back', defaultMessage: 'Zur Academy' },
  }),
);

/** The page behind the cancel link in a guest's confirmation mail (no account needed). */
export function GuestCancelPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage(m.title) });
  const [params] = useSearchParams();
  const id = params.get('registration') ?? '';
  const token = params.get('token') ?? '';
  const [view, setView] = useState<GuestRegistrationView | null>(null);
  const [state, setState] = useState<
    'loading' | 'ready' | 'invalid' | 'sending' | 'done' | 'error'
  >('loading');
  const [error, setError] = useState('');
  const [reason, setReason] = useState('');
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    fetchGuestRegistration(id, token)
      .then((found) => {
        if (!live) return;
        setView(found);
        setState(found.status === 'cancelled' ? 'done' : 'ready');
      })
      .catch(() => live && setState('invalid'));
    return () => {
      live = false;
    };
  }, [id, token]);

  const cancel = async () => {
    setState('sending');
    try {
      await cancelGuestRegistration(id, token, reason.trim());
      setState('done');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : intl.formatMessage(m.failed));
      setState('error');
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <div className="app-container app-page ac-page ac-cancel">
      <h1>{intl.formatMessage(m.title)}</h1>
      <div ref={statusRef} tabIndex={-1} aria-live="polite">
        {state === 'loading' && <p>{intl.formatMessage(m.loading)}</p>}
        {state === 'invalid' && <Alert tone="danger">{intl.formatMessage(m.invalid)}</Alert>}
        {state === 'done' && (
          <Alert tone="success">
            {intl.formatMessage(view?.status === 'cancelled' ? m.already : m.done)}
          </Alert>
        )}
        {state === 'error' && <Alert tone="danger">{error}</Alert>}
      </div>
      {view?.workshop &&
        view.session &&
        (state === 'ready' || state === 'sending' || state === 'error') && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void cancel();
            }}
          >
            <p>
              {intl.formatMessage(m.intro, {
                title: view.workshop.title,
                date: berlinDate(view.session.starts_at, intl.locale),
                time: berlinTime(view.session.starts_at, intl.locale),
              })}
            </p>
            <TextField
              name="reason"
              label={intl.formatMessage(m.reason)}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button
              type="submit"
              loading={state === 'sending'}
              loadingLabel={intl.formatMessage(m.sending)}
            >
              {intl.formatMessage(m.confirm)}
            </Button>
          </form>
        )}
      <p>
        <Link to={ACADEMY_PATHS.academy}>{intl.formatMessage(m.back)}</Link>
      </p>
    </div>
  );
}
