import { isEmailAddress, normalizeEmail } from '@platform/domain';
import '../account.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { defineMessages, useIntl } from 'react-intl';
import { serverErrorOf, type ServerError } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';
import { untypedMessages } from '../untyped-messages';
import { AccountError } from './AccountError';

const EmailStateQuery = graphql(`
  query AccountEmailState {
    me {
      id
      email
      emailVerified
      hasPassword
    }
    pendingEmailChange
  }
`);

const RequestEmailChangeMutation = graphql(`
  mutation AccountRequestEmailChange($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input)
  }
`);

const m = untypedMessages(
  defineMessages({
    title: { id: 'member.account.email.title', defaultMessage: 'E-Mail-Adresse' },
    current: {
      id: 'member.account.email.current',
      defaultMessage: 'Ihre Adresse: {email}',
    },
    verified: { id: 'member.account.email.verified', defaultMessage: '(bestätigt)' },
    unverified: { id: 'member.account.email.unverified', defaultMessage: '(noch nicht bestätigt)' },
    intro: {
      id: 'member.account.email.intro',
      defaultMessage:
        'Wir senden einen Bestätigungslink an die neue Adresse. Erst wenn Sie ihn öffnen, gilt sie; Ihre bisherige Adresse erhält dann eine Nachricht.',
    },
    newEmail: { id: 'member.account.email.new', defaultMessage: 'Neue E-Mail-Adresse' },
    password: {
      id: 'member.account.email.password',
      defaultMessage: 'Zur Bestätigung: Ihr Passwort',
    },
    required: {
      id: 'member.account.email.required',
      defaultMessage: 'Bitte füllen Sie dieses Feld aus.',
    },
    invalid: {
      id: 'member.account.email.invalid',
      defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    },
    submit: { id: 'member.account.email.submit', defaultMessage: 'Bestätigungslink senden' },
    sending: { id: 'member.account.email.sending', defaultMessage: 'Wird gesendet...' },
    sent: {
      id: 'member.account.email.sent',
      defaultMessage:
        'Wir haben einen Link an {email} gesendet. Bitte öffnen Sie ihn innerhalb von 24 Stunden; bis dahin bleibt Ihre bisherige Adresse gültig.',
    },
    pending: {
      id: 'member.account.email.pending',
      defaultMessage: 'Wartet auf Bestätigung: {email}',
    },
    changed: {
      id: 'member.account.email.changed',
      defaultMessage: 'Ihre neue E-Mail-Adresse ist bestätigt und gilt ab sofort.',
    },
    cancelled: {
      id: 'member.account.email.cancelled',
      defaultMessage:
        'Die angeforderte Änderung Ihrer E-Mail-Adresse ist abgebrochen. Wenn Sie sie nicht selbst angefordert haben, ändern Sie bitte Ihr Passwort.',
    },
    linkFailed: {
      id: 'member.account.email.linkFailed',
      defaultMessage:
        'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    },
    failed: {
      id: 'member.account.email.failed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
  }),
);

const FIELDS = ['newEmail', 'currentPassword'] as const;
type Field = (typeof FIELDS)[number];

/** Change the e-mail address: confirmed through a link to the new address first. */
export function EmailSection({
  linkResult,
}: {
  linkResult: 'changed' | 'cancelled' | 'failed' | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(EmailStateQuery);
  const [requestChange, { loading }] = useMutation(RequestEmailChangeMutation, {
    refetchQueries: [EmailStateQuery],
  });
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const { formRef, errors, clearChanged, showErrors } = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<ServerError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (!data) return null;
  const { me, pendingEmailChange } = data;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    setSentTo(null);
    const email = newEmail.trim();
    const found: Partial<Record<Field, string>> = {};
    if (!email) found.newEmail = t(m.required);
    else if (!isEmailAddress(normalizeEmail(email))) found.newEmail = t(m.invalid);
    if (me.hasPassword && !password) found.currentPassword = t(m.required);
    if (showErrors(found)) return;
    try {
      await requestChange({
        variables: {
          input: { newEmail: email, currentPassword: me.hasPassword ? password : null },
        },
      });
      setSentTo(email);
      setNewEmail('');
      setPassword('');
    } catch (error) {
      const details = serverErrorOf(error);
      const fieldErrors: Partial<Record<Field, string>> = {};
      if (details.code === 'WRONG_PASSWORD') fieldErrors.currentPassword = details.message;
      else if (details.fields.newEmail) fieldErrors.newEmail = details.fields.newEmail;
      if (!showErrors(fieldErrors)) setFailure(details);
    }
  };

  return (
    <section className="account-section" aria-labelledby="account-email-title">
      <h3 id="account-email-title" className="account-section__title">
        {t(m.title)}
      </h3>
      {linkResult === 'changed' && (
        <Alert tone="success">
          <p>{t(m.changed)}</p>
        </Alert>
      )}
      {linkResult === 'cancelled' && (
        <Alert tone="success">
          <p>{t(m.cancelled)}</p>
        </Alert>
      )}
      {linkResult === 'failed' && (
        <Alert tone="warning">
          <p>{t(m.linkFailed)}</p>
        </Alert>
      )}
      <p>
        {t(m.current, { email: <strong key="email">{me.email}</strong> })}{' '}
        {t(me.emailVerified ? m.verified : m.unverified)}
      </p>
      {pendingEmailChange && !sentTo && <p>{t(m.pending, { email: pendingEmailChange })}</p>}
      <p>{t(m.intro)}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        onChange={clearChanged}
        className="account-form"
      >
        <TextField
          type="email"
          name="newEmail"
          autoComplete="email"
          label={t(m.newEmail)}
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          error={errors.newEmail}
          required
        />
        {me.hasPassword && (
          <TextField
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            label={t(m.password)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.currentPassword}
            required
          />
        )}
        {failure && <AccountError message={failure.message ?? t(m.failed)} code={failure.code} />}
        {sentTo && (
          <Alert tone="success">
            <p>{t(m.sent, { email: sentTo })}</p>
          </Alert>
        )}
        <div>
          <Button type="submit" loading={loading} loadingLabel={t(m.sending)}>
            {t(m.submit)}
          </Button>
        </div>
      </form>
    </section>
  );
}
