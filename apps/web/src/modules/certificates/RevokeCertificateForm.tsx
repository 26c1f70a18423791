import { useMutation } from '@apollo/client/react';
import { CERTIFICATE_REVOKE_REASON_MAX, revokeReasonProblem } from '@platform/domain';
import { Alert, Button, TextAreaField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { serverFieldErrors } from '../../shared/forms/field-errors';
import { useFormErrors } from '../../shared/forms/useFormErrors';
import { serverErrorOf } from '../../shared/graphql/server-error';
import { graphql } from '../../graphql/generated';
import { certificateMessages as m } from './certificate-messages';

const RevokeMutation = graphql(`
  mutation RevokeCertificate($input: RevokeCertificateInput!) {
    revokeCertificate(input: $input) {
      id
      status
      revokedAt
    }
  }
`);

const FIELDS = ['reason'] as const;

/** An admin revokes the certificate shown, with a reason (the same rule as the server's). */
export function RevokeCertificateForm({ number }: { number: string }) {
  const t = useIntl().formatMessage;
  const [reason, setReason] = useState('');
  const { formProps, errors, showErrors } = useFormErrors(FIELDS);
  const [failed, setFailed] = useState<string | null>(null);
  const [revoke, revoking] = useMutation(RevokeMutation);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const problem = revokeReasonProblem(reason);
    if (
      showErrors(
        problem ? { reason: t(m.revokeReasonInvalid, { max: CERTIFICATE_REVOKE_REASON_MAX }) } : {},
      )
    )
      return;
    try {
      await revoke({
        variables: { input: { number, reason } },
        refetchQueries: ['CertificateVerification'],
        awaitRefetchQueries: true,
      });
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      if (!showErrors(fields)) setFailed(serverErrorOf(error).message ?? t(m.revokeFailed));
    }
  };
  return (
    <details className="cert-revoke">
      <summary>{t(m.revokeTitle)}</summary>
      <form {...formProps} onSubmit={(event) => void onSubmit(event)}>
        <TextAreaField
          name="reason"
          label={t(m.revokeReason)}
          required
          rows={3}
          maxLength={CERTIFICATE_REVOKE_REASON_MAX}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" variant="danger" size="sm" loading={revoking.loading}>
          {t(m.revokeSubmit)}
        </Button>
      </form>
      {failed && (
        <Alert tone="danger" live="assertive">
          <p>{failed}</p>
        </Alert>
      )}
    </details>
  );
}
