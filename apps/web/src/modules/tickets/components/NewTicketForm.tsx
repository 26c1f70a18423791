import { useMutation } from '@apollo/client/react';
import { TICKET_CATEGORIES, TICKET_LIMITS, TICKET_PATHS } from '@platform/domain';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@platform/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { useSessionDraft } from '../../../shared/forms/useSessionDraft';
import { useAuth } from '../../auth';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../graphql/generated';
import { graphqlErrorMessage } from '../graphql-errors';
import { serverFieldErrors } from '../../../shared/forms/field-errors';
import { categoryMessages, ticketMessages } from '../ticket-messages';
import { MyTicketsQuery } from './MyTicketList';

const CreateTicketMutation = graphql(`
  mutation CreateTicket($input: CreateTicketInput!) {
    createTicket(input: $input) {
      id
      subject
    }
  }
`);

const m = defineMessages({
  subject: { id: 'member.tickets.form.subject', defaultMessage: 'Betreff' },
  subjectRequired: {
    id: 'member.tickets.form.subjectRequired',
    defaultMessage: 'Bitte geben Sie einen Betreff ein.',
  },
  chooseCategory: {
    id: 'member.tickets.form.chooseCategory',
    defaultMessage: 'Bitte wählen Sie eine Kategorie',
  },
  categoryRequired: {
    id: 'member.tickets.form.categoryRequired',
    defaultMessage: 'Bitte wählen Sie eine Kategorie aus.',
  },
  messageHint: {
    id: 'member.tickets.form.messageHint',
    defaultMessage: 'Beschreiben Sie Ihr Anliegen so genau wie möglich.',
  },
  submit: { id: 'member.tickets.form.submit', defaultMessage: 'Ticket eröffnen' },
  created: { id: 'member.tickets.form.created', defaultMessage: 'Ihr Ticket wurde eröffnet.' },
  failed: {
    id: 'member.tickets.form.failed',
    defaultMessage: 'Das Ticket konnte nicht eröffnet werden. Bitte versuchen Sie es erneut.',
  },
});

const FIELDS = ['subject', 'category', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { subject: '', category: '', message: '' };

/** Subject, category and first message; the new ticket shows up in the list below. */
export function NewTicketForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useAuth();
  // Kept in this tab while typing: an expired session (sign in, come back) loses nothing.
  const [values, setValues, clearDraft] = useSessionDraft<Values>(
    user ? `new-ticket:${user.id}` : null,
    EMPTY,
  );
  const { formRef, errors, clearErrors, showErrors } = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: string; subject: string } | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [createTicket, { loading }] = useMutation(CreateTicketMutation, {
    refetchQueries: [MyTicketsQuery],
    awaitRefetchQueries: true,
  });

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors([field]);
  };

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.subject.trim()) found.subject = t(m.subjectRequired);
    if (!values.category) found.category = t(m.categoryRequired);
    if (!values.message.trim()) found.message = t(ticketMessages.messageRequired);
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    setCreated(null);
    const found = validate();
    if (showErrors(found)) return;
    try {
      const result = await createTicket({
        variables: {
          input: {
            subject: values.subject.trim(),
            category: values.category,
            message: values.message.trim(),
          },
        },
      });
      clearDraft();
      setCreated(result.data?.createTicket ?? null);
      // Let the confirmation render, then take focus there so it is read out.
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      console.error('[tickets] Opening a ticket failed.', error);
      const fromServer = serverFieldErrors(error, FIELDS);
      showErrors(fromServer);
      setFailure(
        Object.keys(fromServer).length > 0 ? null : (graphqlErrorMessage(error) ?? t(m.failed)),
      );
    }
  };

  return (
    <form
      ref={formRef}
      className="tickets-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField
        name="subject"
        label={t(m.subject)}
        required
        maxLength={TICKET_LIMITS.subjectMaxLength}
        value={values.subject}
        error={errors.subject}
        onChange={(event) => change('subject')(event.target.value)}
      />
      <SelectField
        name="category"
        label={t(ticketMessages.categoryLabel)}
        required
        value={values.category}
        error={errors.category}
        onChange={(event) => change('category')(event.target.value)}
      >
        <option value="">{t(m.chooseCategory)}</option>
        {TICKET_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(categoryMessages[category])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        name="message"
        label={t(ticketMessages.messageLabel)}
        hint={t(m.messageHint)}
        rows={5}
        required
        maxLength={TICKET_LIMITS.messageMaxLength}
        value={values.message}
        error={errors.message}
        onChange={(event) => change('message')(event.target.value)}
      />
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
      {created && (
        <Alert ref={successRef} tabIndex={-1} tone="success" title={t(m.created)}>
          <p>
            <Link to={TICKET_PATHS.ticket(created.id)}>
              <FormattedMessage
                id="member.tickets.form.openCreated"
                defaultMessage="Ticket „{subject}“ ansehen"
                values={{ subject: created.subject }}
              />
            </Link>
          </p>
        </Alert>
      )}
      <div className="tickets-form__actions">
        <Button type="submit" loading={loading} loadingLabel={t(ticketMessages.sending)}>
          {t(m.submit)}
        </Button>
      </div>
    </form>
  );
}
