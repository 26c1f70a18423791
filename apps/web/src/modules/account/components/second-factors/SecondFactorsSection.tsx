import '../../account.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button } from '@platform/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { PasskeyAdd } from './PasskeyAdd';
import { PasskeyItem } from './PasskeyItem';
import { ProofForm, type Proof } from './ProofForm';
import { RemoveTotpMutation, SecondFactorsQuery } from './second-factor-api';
import { texts as m } from './second-factor-texts';
import { TotpSetup } from './TotpSetup';
import './second-factors.css';

/** Account settings: the authenticator app and the passkeys (add, name, remove). */
export function SecondFactorsSection() {
  const t = useIntl().formatMessage;
  const { data, refetch } = useQuery(SecondFactorsQuery);
  const [removeTotp] = useMutation(RemoveTotpMutation, { refetchQueries: [SecondFactorsQuery] });
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (!data) return null;
  const factors = data.secondFactors;

  const onRemoveTotp = async (proof: Proof): Promise<string | null> => {
    try {
      await removeTotp({ variables: { proof } });
      setRemoving(false);
      setNotice(t(m.removed));
      return null;
    } catch (error) {
      return serverErrorOf(error).message ?? t(m.failed);
    }
  };

  return (
    <section className="account-section" aria-labelledby="account-mfa-title">
      <h3 id="account-mfa-title" className="account-section__title">
        {t(m.title)}
      </h3>
      <p>{t(m.intro)}</p>

      <div className="account-mfa__part">
        <h4 className="account-mfa__subtitle">
          {t(m.totpTitle)}{' '}
          <Badge tone={factors.totpEnabled ? 'success' : 'neutral'}>
            {t(factors.totpEnabled ? m.enabled : m.notEnabled)}
          </Badge>
        </h4>
        {factors.totpEnabled ? (
          <>
            <p>{t(m.recoveryLeft, { count: factors.recoveryCodesLeft })}</p>
            {removing ? (
              <ProofForm
                label={t(m.removeTotpLabel)}
                hasPasskeys={factors.passkeys.length > 0}
                submit={onRemoveTotp}
                onCancel={() => setRemoving(false)}
              />
            ) : (
              <div>
                <Button variant="secondary" size="sm" onClick={() => setRemoving(true)}>
                  {t(m.removeTotpLabel)}
                </Button>
              </div>
            )}
          </>
        ) : (
          <TotpSetup onDone={() => void refetch()} />
        )}
        {notice && (
          <Alert tone="success">
            <p>{notice}</p>
          </Alert>
        )}
      </div>

      <div className="account-mfa__part">
        <h4 className="account-mfa__subtitle">{t(m.passkeysTitle)}</h4>
        <p>{t(m.passkeysIntro)}</p>
        {factors.passkeys.length === 0 ? (
          <p>{t(m.noPasskeys)}</p>
        ) : (
          <ul className="account-providers">
            {factors.passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        <PasskeyAdd />
      </div>
    </section>
  );
}
