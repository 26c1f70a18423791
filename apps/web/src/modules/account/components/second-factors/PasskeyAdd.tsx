import { useMutation } from '@apollo/client/react';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { createPasskey } from '../../../auth';
import {
  AddPasskeyMutation,
  PasskeyOptionsMutation,
  SecondFactorsQuery,
} from './second-factor-api';
import { texts as m } from './second-factor-texts';

/** Adds a passkey: a name, then the browser's own dialog. */
export function PasskeyAdd({ onDone }: { onDone?: () => void }) {
  const t = useIntl().formatMessage;
  const [name, setName] = useState(() => t(m.passkeyNameDefault));
  const [options] = useMutation(PasskeyOptionsMutation);
  const [add] = useMutation(AddPasskeyMutation, { refetchQueries: [SecondFactorsQuery] });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    setBusy(true);
    try {
      const ceremony = (await options()).data?.passkeyRegistrationOptions;
      if (!ceremony) throw new Error('no options');
      let response: string;
      try {
        response = await createPasskey(ceremony.optionsJson);
      } catch {
        setNotice({ tone: 'danger', text: t(m.passkeyCancelled) });
        return;
      }
      await add({
        variables: {
          input: {
            challengeToken: ceremony.challengeToken,
            response,
            name: name.trim() || t(m.passkeyNameDefault),
          },
        },
      });
      setNotice({ tone: 'success', text: t(m.added) });
      onDone?.();
    } catch (error) {
      setNotice({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-mfa__add" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        name="passkey-name"
        label={t(m.passkeyName)}
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          {t(m.addPasskey)}
        </Button>
      </div>
      {notice && (
        <Alert tone={notice.tone} live={notice.tone === 'danger' ? 'assertive' : 'polite'}>
          <p>{notice.text}</p>
        </Alert>
      )}
    </form>
  );
}
