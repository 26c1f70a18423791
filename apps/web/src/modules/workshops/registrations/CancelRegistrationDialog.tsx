import { REGISTRATION_LIMITS } from '@platform/domain';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, TextAreaField } from '@platform/ui';
import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';

const CancelRegistrationMutation = graphql(`
  mutation CancelRegistration($id: ID!, $reason: String) {
    cancelRegistration(id: $id, reason: $reason) {
      id
      status
      cancellationReason
    }
  }
`);

/** In the `member.` group: the dialog opens in the member area as well as on Academy pages. */
const m = {
  title: defineMessage({
    id: 'member.academy.cancel.title',
    defaultMessage: 'Anmeldung stornieren?',
  }),
  text: defineMessage<{ title: string | number; date: string | number }>({
    id: 'member.academy.cancel.text',
    defaultMessage: 'Ihr Platz für „{title}“ am {date} wird freigegeben.',
  }),
  reason: defineMessage({ id: 'member.academy.cancel.reason', defaultMessage: 'Grund' }),
  optional: defineMessage({ id: 'member.academy.cancel.optional', defaultMessage: '(optional)' }),
  confirm: defineMessage({
    id: 'member.academy.cancel.confirm',
    defaultMessage: 'Anmeldung stornieren',
  }),
  busy: defineMessage({ id: 'member.academy.cancel.busy', defaultMessage: 'Wird storniert…' }),
  keep: defineMessage({ id: 'member.academy.cancel.keep', defaultMessage: 'Behalten' }),
  failed: defineMessage({
    id: 'member.academy.cancel.failed',
    defaultMessage: 'Die Anmeldung konnte nicht storniert werden.',
  }),
};

export interface CancelRegistrationDialogProps {
  /** The registration to cancel; `null` keeps the dialog closed. */
  registration: { id: string; title: string; date: string } | null;
  onClose: () => void;
  /** After the server confirmed; the caller refreshes what it shows. */
  onCancelled: () => void;
  /** Queries to run again after the cancellation (the freed place shows up there). */
  refetchQueries?: string[];
}

/** Asks before cancelling a registration; an optional reason goes to the organisers. */
export function CancelRegistrationDialog({
  registration,
  onClose,
  onCancelled,
  refetchQueries = [],
}: CancelRegistrationDialogProps) {
  const t = useIntl().formatMessage;
  const [reason, setReason] = useState('');
  const [cancel, { loading, error, reset }] = useMutation(CancelRegistrationMutation, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const close = () => {
    setReason('');
    reset();
    onClose();
  };

  const confirm = async () => {
    if (!registration) return;
    try {
      await cancel({ variables: { id: registration.id, reason: reason.trim() || null } });
    } catch {
      return; // shown from `error`
    }
    setReason('');
    onCancelled();
  };

  return (
    <Dialog
      open={registration !== null}
      onClose={close}
      title={t(m.title)}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t(m.keep)}
          </Button>
          <Button
            variant="danger"
            loading={loading}
            loadingLabel={t(m.busy)}
            onClick={() => void confirm()}
          >
            {t(m.confirm)}
          </Button>
        </>
      }
    >
      {registration && <p>{t(m.text, { title: registration.title, date: registration.date })}</p>}
      <TextAreaField
        label={t(m.reason)}
        optionalLabel={t(m.optional)}
        rows={3}
        maxLength={REGISTRATION_LIMITS.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && (
        <Alert tone="danger" live="assertive" title={t(m.failed)}>
          {serverErrorOf(error).message && <p>{serverErrorOf(error).message}</p>}
        </Alert>
      )}
    </Dialog>
  );
}
