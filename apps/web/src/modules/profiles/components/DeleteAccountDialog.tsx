import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment, useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { PATHS } from '../../../shared/paths';
import { graphql } from '../../../graphql/generated';
import { broadcastLogout, logout as endSession, storeRedirectTarget } from '../../auth';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { useNavigateAndWait } from '../../../shared/routing/navigation-state';

export const DeleteAccountDialog_user = graphql(`
  fragment DeleteAccountDialog_user on User {
    hasPassword
  }
`);

const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($password: String) {
    deleteMyAccount(password: $password)
  }
`);

const m = defineMessages({
  title: { id: 'member.delete.title', defaultMessage: 'Konto endgültig löschen?' },
  text: {
    id: 'member.delete.text',
    defaultMessage:
      'Ihr Profil und Ihre persönlichen Daten werden gelöscht oder anonymisiert, Ihre Workshop-Anmeldungen storniert und alle Sitzungen beendet.',
  },
  passwordLabel: {
    id: 'member.delete.password',
    defaultMessage: 'Zur Bestätigung: Ihr Passwort',
  },
  passwordRequired: {
    id: 'member.delete.passwordRequired',
    defaultMessage: 'Bitte geben Sie Ihr Passwort ein.',
  },
  noPassword: {
    id: 'member.delete.noPassword',
    defaultMessage:
      'Ihr Konto hat kein Passwort. Zur Bestätigung muss Ihre letzte Anmeldung kurz zurückliegen; sonst melden Sie sich bitte erneut an.',
  },
  signInAgain: { id: 'member.delete.signInAgain', defaultMessage: 'Erneut anmelden' },
  confirm: { id: 'member.delete.confirm', defaultMessage: 'Konto löschen' },
  deleting: { id: 'member.delete.deleting', defaultMessage: 'Wird gelöscht...' },
  cancel: { id: 'member.delete.cancel', defaultMessage: 'Abbrechen' },
  failed: {
    id: 'member.delete.failed',
    defaultMessage: 'Das Konto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
});

export interface DeleteAccountDialogProps {
  open: boolean;
  user: FragmentType<typeof DeleteAccountDialog_user>;
  onClose: () => void;
}

const FIELDS = ['password'] as const;

/**
 * Confirms the deletion with the password (or, for accounts without one, a recent sign-in).
 * Afterwards the session ends here, too, and a page confirms that the account is gone.
 */
export function DeleteAccountDialog({ open, user, onClose }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  // The confirmation must be on screen before the session ends, or this members' page sends
  // the browser to sign-in first.
  const navigate = useNavigateAndWait();
  const { data } = useFragment({ fragment: DeleteAccountDialog_user, from: user });
  const hasPassword = data.hasPassword !== false;
  const [password, setPassword] = useState('');
  const { formProps, errors, showErrors } = useFormErrors(FIELDS);
  const [error, setError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [deleteAccount, { loading }] = useMutation(DeleteMyAccountMutation);

  const close = () => {
    setPassword('');
    showErrors({});
    setError(null);
    setNeedsSignIn(false);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setError(null);
    if (showErrors(hasPassword && !password ? { password: t(m.passwordRequired) } : {})) return;
    try {
      await deleteAccount({ variables: { password: hasPassword ? password : null } });
    } catch (failure) {
      const details = serverErrorOf(failure);
      if (details.code === 'WRONG_PASSWORD') {
        showErrors({ password: details.message ?? t(m.failed) });
      } else {
        setNeedsSignIn(details.code === 'RECENT_SIGN_IN_REQUIRED');
        setError(details.message ?? t(m.failed));
      }
      return;
    }
    // The server has ended every session; drop what this tab still holds and confirm.
    await navigate(PATHS.accountDeleted, { replace: true });
    await endSession();
    broadcastLogout();
    await client.clearStore();
  };

  const signInAgain = async () => {
    storeRedirectTarget(`${PATHS.memberArea}?tab=account`);
    await endSession();
    await navigate(PATHS.login);
  };

  return (
    <Dialog open={open} onClose={close} title={t(m.title)}>
      <form {...formProps} onSubmit={(e) => void onSubmit(e)}>
        <p>{t(m.text)}</p>
        {hasPassword ? (
          <TextField
            type="password"
            name="password"
            autoComplete="current-password"
            label={t(m.passwordLabel)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            required
          />
        ) : (
          <p>{t(m.noPassword)}</p>
        )}
        {error && (
          <Alert tone="danger" live="assertive">
            <p>{error}</p>
            {needsSignIn && (
              <Button variant="secondary" size="sm" onClick={() => void signInAgain()}>
                {t(m.signInAgain)}
              </Button>
            )}
          </Alert>
        )}
        <div className="ui-dialog__footer">
          <Button variant="secondary" onClick={close} disabled={loading}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" variant="danger" loading={loading} loadingLabel={t(m.deleting)}>
            {t(m.confirm)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
