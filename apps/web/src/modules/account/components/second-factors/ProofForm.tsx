import { useMutation } from '@apollo/client/react';
import { Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { provePasskey } from '../../../auth';
import { ProofOptionsMutation } from './second-factor-api';
import { texts as m } from './second-factor-texts';

export interface Proof {
  code?: string;
  challengeToken?: string;
  passkeyResponse?: string;
}

/**
 * Confirms removing a second factor: a code (app or recovery) or one of the account's passkeys.
 * `submit` throws the server's text on failure; it is shown under the code field.
 */
export function ProofForm({
  label,
  hasPasskeys,
  submit,
  onCancel,
}: {
  label: string;
  hasPasskeys: boolean;
  submit: (proof: Proof) => Promise<string | null>;
  onCancel: () => void;
}) {
  const t = useIntl().formatMessage;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [options] = useMutation(ProofOptionsMutation);

  const run = async (proof: () => Promise<Proof>) => {
    setBusy(true);
    setError(undefined);
    try {
      const failed = await submit(await proof());
      if (failed) setError(failed);
    } catch {
      setError(t(m.passkeyCancelled));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return setError(t(m.codeRequired));
    void run(() => Promise.resolve({ code: code.trim() }));
  };

  const withPasskey = () =>
    run(async () => {
      const ceremony = (await options()).data?.secondFactorProofOptions;
      if (!ceremony) throw new Error('no options');
      return {
        challengeToken: ceremony.challengeToken,
        passkeyResponse: await provePasskey(ceremony.optionsJson),
      };
    });

  return (
    <form className="account-mfa__proof" noValidate onSubmit={onSubmit}>
      <p>{t(m.proofLead)}</p>
      <TextField
        name="proof-code"
        label={t(m.code)}
        autoComplete="one-time-code"
        maxLength={20}
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
      />
      <div className="account-mfa__actions">
        <Button type="submit" variant="danger" size="sm" loading={busy}>
          {label}
        </Button>
        {hasPasskeys && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => void withPasskey()}
          >
            {t(m.proofPasskey)}
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onCancel}>
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
