import { TICKET_LIMITS } from '@platform/domain';
import { Alert, Button, TextAreaField } from '@platform/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSessionDraft } from '../../../shared/forms/useSessionDraft';
import { graphqlErrorMessage, graphqlFieldErrors } from '../graphql-errors';
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
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!message.trim()) {
      setError(intl.formatMessage(ticketMessages.messageRequired));
      fieldRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await onSend(message.trim());
      clearDraft();
      setError(undefined);
    } catch (sendError) {
      console.error('[tickets] Sending a message failed.', sendError);
      const fromServer = graphqlFieldErrors(sendError, ['message'] as const).message;
      setError(fromServer);
      setFailure(
        fromServer
          ? null
          : (graphqlErrorMessage(sendError) ?? intl.formatMessage(ticketMessages.sendFailed)),
      );
      fieldRef.current?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="tickets-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        ref={fieldRef}
        name="message"
        label={label}
        rows={4}
        required
        maxLength={TICKET_LIMITS.messageMaxLength}
        value={message}
        error={error}
        onChange={(event) => {
          setMessage(event.target.value);
          if (error) setError(undefined);
        }}
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
