import { useMutation } from '@apollo/client/react';
import { Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFormErrors } from '../../../../shared/forms/useFormErrors';
import { provePasskey } from '../../../auth';
import { ProofOptionsMutation } from './second-factor-api';
import { texts as m } from './second-factor-texts';

export interface Proof {
  code?: string;
  challengeToken?: string;
  passkeyResponse?: string;
}

const PROOF_FIELDS = ['proof-code'] as const;

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
  const { formProps, errors, showErrors } = useFormErrors(PROOF_FIELDS);
  const [busy, setBusy] = useState(false);
  const [options] = useMutation(ProofOptionsMutation);

  const run = async (proof: () => Promise<Proof>) => {
    setBusy(true);
    showErrors({});
    try {
      const failed = await submit(await proof());
      if (failed) showErrors({ 'proof-code': failed });
    } catch {
      showErrors({ 'proof-code': t(m.passkeyCancelled) });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (showErrors(code.trim() ? {} : { 'proof-code': t(m.codeRequired) })) return;
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
    <form {...formProps} className="account-mfa__proof" onSubmit={onSubmit}>
      <p>{t(m.proofLead)}</p>
      <TextField
        name="proof-code"
        label={t(m.code)}
        autoComplete="one-time-code"
        maxLength={20}
        value={code}
        error={errors['proof-code']}
        onChange={(event) => setCode(event.target.value)}
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
