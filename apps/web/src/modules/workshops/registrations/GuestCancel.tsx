import { formatBerlinDateTime, PATHS, REGISTRATION_LIMITS } from '@platform/domain';
import { Alert, Button, Card, TextAreaField } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { serverFieldErrors } from '../../../shared/forms/field-errors';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { LinkButton } from '../../../shared/components/LinkButton';
import { GuestInvoices } from '../../billing';
import { AfterSessionBox } from '../../after-session';
import { CheckInCodeCard, JoinLinkCard } from '../../checkin';
import {
  cancelGuestRegistration,
  loadGuestRegistration,
  saveGuestRefundAccount,
  type GuestRegistration,
} from './guest-cancel';

const m = {
  title: defineMessage({ id: 'academy.guestCancel.title', defaultMessage: 'Anmeldung stornieren' }),
  loading: defineMessage({
    id: 'academy.guestCancel.loading',
    defaultMessage: 'Anmeldung wird geladen…',
  }),
  invalid: defineMessage({
    id: 'academy.guestCancel.invalid',
    defaultMessage: 'Dieser Link ist ungültig oder abgelaufen.',
  }),
  summary: defineMessage<{ name: string | number; title: string | number; date: string | number }>({
    id: 'academy.guestCancel.summary',
    defaultMessage: '{name}, Sie sind für „{title}“ am {date} angemeldet.',
  }),
  already: defineMessage({
    id: 'academy.guestCancel.already',
    defaultMessage: 'Diese Anmeldung ist bereits storniert.',
  }),
  reason: defineMessage({ id: 'academy.guestCancel.reason', defaultMessage: 'Grund' }),
  optional: defineMessage({ id: 'academy.guestCancel.optional', defaultMessage: '(optional)' }),
  confirm: defineMessage({
    id: 'academy.guestCancel.confirm',
    defaultMessage: 'Anmeldung stornieren',
  }),
  busy: defineMessage({ id: 'academy.guestCancel.busy', defaultMessage: 'Wird storniert…' }),
  done: defineMessage({
    id: 'academy.guestCancel.done',
    defaultMessage: 'Ihre Anmeldung wurde storniert. Sie erhalten eine Bestätigung per E-Mail.',
  }),
  failed: defineMessage({
    id: 'academy.guestCancel.failed',
    defaultMessage: 'Die Anmeldung konnte nicht storniert werden.',
  }),
  toAcademy: defineMessage({ id: 'academy.guestCancel.toAcademy', defaultMessage: 'Zur Academy' }),
  confirmed: defineMessage({
    id: 'academy.guestCancel.addressConfirmed',
    defaultMessage:
      'Danke, Ihre E-Mail-Adresse ist bestätigt. Nachrichten der Workshop-Leitung und die Rechnung eines bezahlten Platzes erhalten Sie per E-Mail.',
  }),
};

type LoadState =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; registration: GuestRegistration };

const FIELDS = ['reason'] as const;

/**
 * The page behind the links of a guest's mails: no account needed. Opening it confirms the
 * guest's address (the server does that on load); `confirming`: opened from "Confirm your
 * address", so the page says so.
 */
export function GuestCancel({
  id,
  token,
  confirming = false,
}: {
  id: string;
  token: string;
  confirming?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [state, setState] = useState<LoadState>(
    id && token ? { kind: 'loading' } : { kind: 'invalid', message: '' },
  );
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formProps, errors, showErrors } = useFormErrors(FIELDS);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    if (!id || !token) return;
    loadGuestRegistration(id, token).then(
      (registration) => active && setState({ kind: 'ready', registration }),
      (e: unknown) =>
        active && setState({ kind: 'invalid', message: e instanceof Error ? e.message : '' }),
    );
    return () => {
      active = false;
    };
  }, [id, token]);

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelGuestRegistration(id, token, reason.trim());
      setDone(true);
      // The invoices changed with the cancellation (cancelled, a cancellation invoice, maybe a
      // refund): show them as they are now.
      const registration = await loadGuestRegistration(id, token).catch(() => null);
      if (registration) setState({ kind: 'ready', registration });
      window.requestAnimationFrame(() => doneRef.current?.focus());
    } catch (e) {
      // The server's word on the reason beside it; any other refusal above the button.
      if (!showErrors(serverFieldErrors(e, FIELDS))) setError(e instanceof Error ? e.message : '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" className="academy-guest-cancel" aria-labelledby="guest-cancel-title">
      <h1 id="guest-cancel-title">{t(m.title)}</h1>
      {state.kind === 'loading' && <p role="status">{t(m.loading)}</p>}
      {state.kind === 'invalid' && (
        <Alert tone="danger" live="assertive" title={t(m.invalid)}>
          {state.message && <p>{state.message}</p>}
        </Alert>
      )}
      {state.kind === 'ready' && confirming && !done && (
        <Alert tone="success">{t(m.confirmed)}</Alert>
      )}
      {state.kind === 'ready' && done && (
        <div ref={doneRef} tabIndex={-1}>
          <Alert tone="success">{t(m.done)}</Alert>
        </div>
      )}
      {state.kind === 'ready' && !done && state.registration.status === 'cancelled' && (
        <Alert tone="info">{t(m.already)}</Alert>
      )}
      {state.kind === 'ready' &&
        !done &&
        state.registration.status === 'confirmed' &&
        state.registration.checkInCode &&
        state.registration.format !== 'online' && (
          <CheckInCodeCard code={state.registration.checkInCode} />
        )}
      {state.kind === 'ready' &&
        !done &&
        state.registration.status === 'confirmed' &&
        state.registration.joinPath &&
        state.registration.format !== 'in_person' && (
          <JoinLinkCard path={state.registration.joinPath} />
        )}
      {state.kind === 'ready' && !done && state.registration.status === 'confirmed' && (
        <AfterSessionBox registrationId={id} token={token} />
      )}
      {state.kind === 'ready' && (
        <GuestInvoices
          invoices={state.registration.invoices}
          refund={state.registration.refund}
          onSaveIban={(iban) => saveGuestRefundAccount(id, token, iban)}
        />
      )}
      {state.kind === 'ready' && !done && state.registration.status !== 'cancelled' && (
        <form
          {...formProps}
          className="academy-register"
          onSubmit={(event) => {
            event.preventDefault();
            void cancel();
          }}
        >
          <p>
            {t(m.summary, {
              name: state.registration.name,
              title: state.registration.title,
              date: state.registration.startsAt
                ? formatBerlinDateTime(state.registration.startsAt, intl.locale)
                : '',
            })}
          </p>
          <TextAreaField
            name="reason"
            label={t(m.reason)}
            optionalLabel={t(m.optional)}
            rows={3}
            maxLength={REGISTRATION_LIMITS.reason}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {error !== null && (
            <Alert tone="danger" live="assertive" title={t(m.failed)}>
              {error && <p>{error}</p>}
            </Alert>
          )}
          <Button type="submit" variant="danger" loading={busy} loadingLabel={t(m.busy)}>
            {t(m.confirm)}
          </Button>
        </form>
      )}
      <p>
        <LinkButton to={PATHS.academy} variant="ghost">
          {t(m.toAcademy)}
        </LinkButton>
      </p>
    </Card>
  );
}
