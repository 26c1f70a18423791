import { useMutation } from '@apollo/client/react';
import { HOST_MESSAGE_LIMITS, hostMessageProblems } from '@platform/domain';
import { Alert, Button, TextAreaField, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { problemMessages } from '../../../../shared/forms/field-errors';
import { useFormErrors } from '../../../../shared/forms/useFormErrors';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { graphql } from '../../../../graphql/generated';
import { registrantsMessages as m } from './registrants-messages';

const MessageMutation = graphql(`
  mutation MessageSessionRegistrants($sessionId: ID!, $subject: String!, $body: String!) {
    messageSessionRegistrants(sessionId: $sessionId, subject: $subject, body: $body) {
      sent
      skipped
    }
  }
`);

const FIELDS = ['subject', 'body'] as const;

/** A message to every confirmed registrant of the session (limits shared with the server). */
export function SessionMessageForm({ sessionId }: { sessionId: string }) {
  const t = useIntl().formatMessage;
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const { formProps, errors, showErrors } = useFormErrors(FIELDS);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [send, sending] = useMutation(MessageMutation);

  // The server's rule (libs/domain), checked again when it sends.
  const check = () =>
    problemMessages(FIELDS, hostMessageProblems(subject, body), (problem, field) =>
      problem === 'required' ? t(m.required) : t(m.tooLong, { max: HOST_MESSAGE_LIMITS[field] }),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (showErrors(check())) return;
    try {
      const answer = await send({ variables: { sessionId, subject, body } });
      const sent = answer.data?.messageSessionRegistrants.sent ?? 0;
      const skipped = answer.data?.messageSessionRegistrants.skipped ?? 0;
      setResult({
        tone: 'success',
        text: [
          t(m.sent, { count: sent }),
          ...(skipped > 0 ? [t(m.skipped, { count: skipped })] : []),
        ].join(' '),
      });
      setSubject('');
      setBody('');
    } catch (error) {
      setResult({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.failed) });
    }
  };

  return (
    <details className="ws-registrants__message">
      <summary>{t(m.message)}</summary>
      <form {...formProps} onSubmit={(event) => void onSubmit(event)}>
        <TextField
          name="subject"
          label={t(m.subject)}
          required
          maxLength={HOST_MESSAGE_LIMITS.subject}
          value={subject}
          error={errors.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          name="body"
          label={t(m.body)}
          required
          rows={5}
          maxLength={HOST_MESSAGE_LIMITS.body}
          value={body}
          error={errors.body}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" size="sm" loading={sending.loading}>
          {t(m.send)}
        </Button>
      </form>
      <div aria-live="polite">
        {result && (
          <Alert tone={result.tone} live="off">
            <p>{result.text}</p>
          </Alert>
        )}
      </div>
    </details>
  );
}
