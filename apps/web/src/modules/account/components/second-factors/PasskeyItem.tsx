import { formatBerlinDay } from '@platform/domain';
import { useMutation } from '@apollo/client/react';
import { Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFormErrors } from '../../../../shared/forms/useFormErrors';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { ProofForm, type Proof } from './ProofForm';
import {
  RemovePasskeyMutation,
  RenamePasskeyMutation,
  SecondFactorsQuery,
} from './second-factor-api';
import { texts as m } from './second-factor-texts';

const RENAME_FIELDS = ['passkey-rename'] as const;

/** One passkey: its name and date; rename it, or remove it with a second factor. */
export function PasskeyItem({
  passkey,
}: {
  passkey: { id: string; name: string; createdAt: string };
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const { formProps, errors, showErrors } = useFormErrors(RENAME_FIELDS);
  const [rename, renaming] = useMutation(RenamePasskeyMutation);
  const [remove] = useMutation(RemovePasskeyMutation, { refetchQueries: [SecondFactorsQuery] });

  const onRename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await rename({ variables: { input: { id: passkey.id, name: name.trim() } } });
      setMode('view');
    } catch (error) {
      const server = serverErrorOf(error);
      showErrors({ 'passkey-rename': server.fields.name ?? server.message ?? t(m.failed) });
    }
  };

  const onRemove = async (proof: Proof): Promise<string | null> => {
    try {
      await remove({ variables: { input: { id: passkey.id, proof } } });
      return null;
    } catch (error) {
      return serverErrorOf(error).message ?? t(m.failed);
    }
  };

  return (
    <li className="account-provider account-mfa__passkey">
      {mode === 'rename' ? (
        <form
          {...formProps}
          className="account-mfa__rename"
          onSubmit={(event) => void onRename(event)}
        >
          <TextField
            name="passkey-rename"
            label={t(m.passkeyName)}
            maxLength={100}
            value={name}
            error={errors['passkey-rename']}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="account-mfa__actions">
            <Button type="submit" size="sm" loading={renaming.loading}>
              {t(m.save)}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode('view')}>
              {t(m.cancel)}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <span className="account-session__text">
            <strong>{passkey.name}</strong>
            <br />
            {t(m.createdAt, { date: formatBerlinDay(String(passkey.createdAt), intl.locale) })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t(m.renameLabel, { name: passkey.name })}
            onClick={() => setMode('rename')}
          >
            {t(m.rename)}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t(m.removePasskeyLabel, { name: passkey.name })}
            onClick={() => setMode('remove')}
          >
            {t(m.remove)}
          </Button>
        </>
      )}
      {mode === 'remove' && (
        <ProofForm
          label={t(m.removePasskeyLabel, { name: passkey.name })}
          hasPasskeys
          submit={onRemove}
          onCancel={() => setMode('view')}
        />
      )}
    </li>
  );
}
