import { ACCOUNT_LIMITS, FIELD_LIMITS, PASSWORD_MIN_LENGTH } from '@platform/domain';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { serverFieldErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { emailFieldError, formMessages } from '../../../shared/forms/form-messages';
import { register } from '../api/auth-client';
import { authFailureText, authMessages } from './auth-messages';
import { ConsentCheckbox } from './ConsentCheckbox';
import { PrivacyConsentLabel } from './PrivacyConsentLabel';

const m = defineMessages({
  name: { id: 'auth.register.name', defaultMessage: 'Name' },
  company: { id: 'auth.register.company', defaultMessage: 'Unternehmen' },
  newsletter: {
    id: 'auth.register.newsletter',
    defaultMessage: 'Ich möchte gelegentlich Neuigkeiten per E-Mail erhalten (optional).',
  },
  submit: { id: 'auth.register.submit', defaultMessage: 'Konto erstellen' },
  submitting: { id: 'auth.register.submitting', defaultMessage: 'Konto wird erstellt...' },
  checkInbox: {
    id: 'auth.register.checkInbox',
    defaultMessage:
      'Bitte prüfen Sie Ihr Postfach: Wir haben Ihnen eine E-Mail geschickt. Wenn Sie schon ein Konto haben, melden Sie sich an.',
  },
});

const FIELDS = ['name', 'email', 'company', 'password', 'privacyConsent'] as const;
type Field = (typeof FIELDS)[number];

/** Registration with e-mail and password; the server's field messages show beside the fields. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const intl = useIntl();
  const [values, setValues] = useState({ name: '', email: '', company: '', password: '' });
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const [newsletterConsent, setNewsletterConsent] = useState(false);
  const { formRef, errors, clearErrors, showErrors } = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: Exclude<Field, 'privacyConsent'>, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors([field]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: FieldErrors<Field> = {};
    if (!values.name.trim()) found.name = intl.formatMessage(formMessages.nameRequired);
    found.email = emailFieldError(intl, values.email);
    if (!values.password) found.password = intl.formatMessage(authMessages.passwordRequired);
    else if (values.password.length < PASSWORD_MIN_LENGTH)
      found.password = intl.formatMessage(
        {
          id: 'auth.register.passwordShort',
          defaultMessage: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
        },
        { min: PASSWORD_MIN_LENGTH },
      );
    if (!privacyConsent) found.privacyConsent = intl.formatMessage(authMessages.privacyHint);
    setFailure(null);
    if (showErrors(found)) {
      if (found.privacyConsent) setFailure(intl.formatMessage(authMessages.privacyAlert));
      return;
    }
    setSubmitting(true);
    try {
      const session = await register({
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim() || undefined,
        password: values.password,
        privacyConsent,
        newsletterConsent,
      });
      if (session) {
        onSuccess();
        return;
      }
      setNotice(intl.formatMessage(m.checkInbox));
      setSubmitting(false);
    } catch (error) {
      showErrors(serverFieldErrors(error, FIELDS));
      setFailure(authFailureText(error, intl));
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} className="mk-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        name="name"
        label={intl.formatMessage(m.name)}
        autoComplete="name"
        required
        maxLength={ACCOUNT_LIMITS.name}
        value={values.name}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(authMessages.email)}
        autoComplete="email"
        inputMode="email"
        required
        maxLength={FIELD_LIMITS.email}
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        name="company"
        label={intl.formatMessage(m.company)}
        optionalLabel={intl.formatMessage(formMessages.optional)}
        autoComplete="organization"
        maxLength={ACCOUNT_LIMITS.company}
        value={values.company}
        error={errors.company}
        onChange={(event) => change('company', event.target.value)}
      />
      <TextField
        name="password"
        type="password"
        label={intl.formatMessage(authMessages.password)}
        hint={intl.formatMessage(
          {
            id: 'auth.register.passwordHint',
            defaultMessage: 'Mindestens {min} Zeichen; kein gängiges Passwort.',
          },
          { min: PASSWORD_MIN_LENGTH },
        )}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <ConsentCheckbox
        name="privacyConsent"
        required
        checked={privacyConsent}
        onChange={(checked) => {
          setPrivacyConsent(checked);
          if (checked) clearErrors(['privacyConsent']);
        }}
        label={<PrivacyConsentLabel />}
        error={errors.privacyConsent}
      />
      <ConsentCheckbox
        name="newsletterConsent"
        checked={newsletterConsent}
        onChange={setNewsletterConsent}
        label={intl.formatMessage(m.newsletter)}
      />
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
      {notice && (
        <Alert tone="info">
          <p>{notice}</p>
        </Alert>
      )}
      <div className="mk-form__actions">
        <Button type="submit" loading={submitting} loadingLabel={intl.formatMessage(m.submitting)}>
          {intl.formatMessage(m.submit)}
        </Button>
      </div>
    </form>
  );
}
