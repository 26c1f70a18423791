import { useIntl } from 'react-intl';
import { PasskeyAdd } from './PasskeyAdd';
import { texts as m } from './second-factor-texts';
import { TotpSetup } from './TotpSetup';
import './second-factors.css';

/**
 * What an admin without a second factor sees instead of any protected page (the API answers
 * everything else with MFA_REQUIRED): the reason, and both ways to set one up. Once one is
 * confirmed the gate lets the page through.
 */
export function SecondFactorRequiredScreen({ onDone }: { onDone: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <div className="mk-section">
      <div className="app-container account-mfa__required">
        <h1>{t(m.requiredTitle)}</h1>
        <p>{t(m.requiredLead)}</p>
        <section className="mk-panel account-mfa__part" aria-labelledby="mfa-required-totp">
          <h2 id="mfa-required-totp" className="account-mfa__subtitle">
            {t(m.totpTitle)}
          </h2>
          <TotpSetup onDone={onDone} />
        </section>
        <section className="mk-panel account-mfa__part" aria-labelledby="mfa-required-passkey">
          <h2 id="mfa-required-passkey" className="account-mfa__subtitle">
            {t(m.passkeysTitle)}
          </h2>
          <p>{t(m.passkeysIntro)}</p>
          <PasskeyAdd onDone={onDone} />
        </section>
      </div>
    </div>
  );
}
