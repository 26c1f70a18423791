import '../account.css';
import { PASSWORD_MIN_LENGTH } from '@platform/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { defineMessages, useIntl } from 'react-intl';
import { serverErrorOf, type ServerError } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';
import { untypedMessages } from '../untyped-messages';
import { AccountError } from './AccountError';

const PasswordStateQuery = graphql(`
  query AccountPasswordState {
    me {
      id
      hasPassword
    }
  }
`);

const ChangePasswordMutation = graphql(`
  mutation AccountChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

const SetPasswordMutation = graphql(`
  mutation AccountSetPassword($input: SetPasswordInput!) {
    setPassword(input: $input)
  }
`);

const m = untypedMessages(
  defineMessages({
    title: { id: 'member.account.password.title', defaultMessage: 'Passwort' },
    changeIntro: {
      id: 'member.account.password.changeIntro',
      defaultMessage: 'Nach der Änderung werden Ihre anderen Sitzungen abgemeldet.',
    },
    setIntro: {
      id: 'member.account.password.setIntro',
      defaultMessage:
        'Sie melden sich bisher nur über einen Anbieter an. Mit einem Passwort können Sie sich auch mit Ihrer E-Mail-Adresse anmelden.',
    },
    current: { id: 'member.account.password.current', defaultMessage: 'Aktuelles Passwort' },
    next: { id: 'member.account.password.new', defaultMessage: 'Neues Passwort' },
    hint: {
      id: 'member.account.password.hint',
      defaultMessage: 'Mindestens {min} Zeichen, kein häufig verwendetes Passwort.',
    },
    required: {
      id: 'member.account.password.required',
      defaultMessage: 'Bitte füllen Sie dieses Feld aus.',
    },
    tooShort: {
      id: 'member.account.password.tooShort',
      defaultMessage: 'Das Passwort muss mindestens {min} Zeichen haben.',
    },
    change: { id: 'member.account.password.change', defaultMessage: 'Passwort ändern' },
    set: { id: 'member.account.password.set', defaultMessage: 'Passwort festlegen' },
    saving: { id: 'member.account.password.saving', defaultMessage: 'Wird gespeichert...' },
    changed: {
      id: 'member.account.password.changed',
      defaultMessage: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden abgemeldet.',
    },
    wasSet: {
      id: 'member.account.password.wasSet',
      defaultMessage: 'Ihr Passwort ist festgelegt.',
    },
    failed: {
      id: 'member.account.password.failed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
  }),
);

const FIELDS = ['currentPassword', 'newPassword'] as const;
type Field = (typeof FIELDS)[number];

/** Change the password, or set one for an account that so far only used a provider. */
export function PasswordSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(PasswordStateQuery);
  const hasPassword = data?.me.hasPassword;
  const [changePassword, changing] = useMutation(ChangePasswordMutation);
  const [setPassword, setting] = useMutation(SetPasswordMutation, {
    refetchQueries: [PasswordStateQuery],
  });
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { formRef, errors, clearChanged, showErrors } = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<ServerError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const loading = changing.loading || setting.loading;

  if (hasPassword === undefined) return null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setDone(null);
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (hasPassword && !current) found.currentPassword = t(m.required);
    if (!next) found.newPassword = t(m.required);
    else if (next.length < PASSWORD_MIN_LENGTH)
      found.newPassword = t(m.tooShort, { min: PASSWORD_MIN_LENGTH });
    if (showErrors(found)) return;
    try {
      if (hasPassword) {
        await changePassword({
          variables: { input: { currentPassword: current, newPassword: next } },
        });
        setDone(t(m.changed));
      } else {
        await setPassword({ variables: { input: { password: next } } });
        setDone(t(m.wasSet));
      }
      setCurrent('');
      setNext('');
    } catch (error) {
      const details = serverErrorOf(error);
      const fieldErrors: Partial<Record<Field, string>> = {};
      if (details.code === 'WRONG_PASSWORD') fieldErrors.currentPassword = details.message;
      else if (details.code === 'WEAK_PASSWORD') fieldErrors.newPassword = details.message;
      if (!showErrors(fieldErrors)) setFailure(details);
    }
  };

  return (
    <section className="account-section" aria-labelledby="account-password-title">
      <h3 id="account-password-title" className="account-section__title">
        {t(m.title)}
      </h3>
      <p>{t(hasPassword ? m.changeIntro : m.setIntro)}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        onChange={clearChanged}
        className="account-form"
      >
        {hasPassword && (
          <TextField
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            label={t(m.current)}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={errors.currentPassword}
            required
          />
        )}
        <TextField
          type="password"
          name="newPassword"
          autoComplete="new-password"
          label={t(m.next)}
          hint={t(m.hint, { min: PASSWORD_MIN_LENGTH })}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={errors.newPassword}
          required
        />
        {failure && <AccountError message={failure.message ?? t(m.failed)} code={failure.code} />}
        {done && (
          <Alert tone="success">
            <p>{done}</p>
          </Alert>
        )}
        <div>
          <Button type="submit" loading={loading} loadingLabel={t(m.saving)}>
            {t(hasPassword ? m.change : m.set)}
          </Button>
        </div>
      </form>
    </section>
  );
}
