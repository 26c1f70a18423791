import { TICKET_LIMITS } from '@platform/domain';
import { Alert, Button, TextAreaField } from '@platform/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { useSessionDraft } from '../../../shared/forms/useSessionDraft';
import { graphqlErrorMessage } from '../graphql-errors';
import { serverFieldErrors } from '../../../shared/forms/field-errors';
import { ticketMessages } from '../ticket-messages';

export interface TicketMessageFormProps {
  label: string;
  submitLabel: string;
  /** Sends the message; rejects with the operation's error. */
  onSend: (message: string) => Promise<unknown>;
  /** Further actions beside the send button (the admin's "close"). */
  extraActions?: ReactNode;
  /** Keeps the text in this tab while typing (see `useSessionDraft`); name ticket and user. */
  draftKey?: string;
}

const EMPTY_DRAFT = { message: '' };
const FIELDS = ['message'] as const;

/** One message to a ticket: a follow-up by the member or a reply by the team. */
export function TicketMessageForm({
  label,
  submitLabel,
  onSend,
  extraActions,
  draftKey,
}: TicketMessageFormProps) {
  const intl = useIntl();
  const [draft, setDraft, clearDraft] = useSessionDraft(draftKey ?? null, EMPTY_DRAFT);
  const message = draft.message;
  const setMessage = (value: string) => setDraft({ message: value });
  const { formProps, errors, showErrors } = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!message.trim()) {
      showErrors({ message: intl.formatMessage(ticketMessages.messageRequired) });
      return;
    }
    setSending(true);
    try {
      await onSend(message.trim());
      clearDraft();
      showErrors({});
    } catch (sendError) {
      console.error('[tickets] Sending a message failed.', sendError);
      const fromServer = serverFieldErrors(sendError, FIELDS);
      // A refusal without a field message is shown below; the text stays in focus to retry.
      const fieldError = showErrors(fromServer, fieldRef.current);
      setFailure(
        fieldError
          ? null
          : (graphqlErrorMessage(sendError) ?? intl.formatMessage(ticketMessages.sendFailed)),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form {...formProps} className="tickets-form" onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        ref={fieldRef}
        name="message"
        label={label}
        rows={4}
        required
        maxLength={TICKET_LIMITS.messageMaxLength}
        value={message}
        error={errors.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
      <div className="tickets-form__actions">
        <Button
          type="submit"
          loading={sending}
          loadingLabel={intl.formatMessage(ticketMessages.sending)}
        >
          {submitLabel}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}
