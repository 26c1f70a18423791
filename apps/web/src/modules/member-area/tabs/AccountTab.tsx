import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  EmailSection,
  PasswordSection,
  ProvidersSection,
  SecondFactorsSection,
  SecurityEventsSection,
  SessionsSection,
} from '../../account';

const m = defineMessages({
  title: { id: 'member.account.title', defaultMessage: 'Konto' },
  intro: {
    id: 'member.account.intro',
    defaultMessage:
      'E-Mail-Adresse, Passwort, zweiter Faktor, Anmeldedienste und angemeldete Geräte.',
  },
});

/** "Account": e-mail address, password, linked providers and active sessions. */
export function AccountTab() {
  const t = useIntl().formatMessage;
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  return (
    <section className="member-tab" aria-labelledby="member-account-title">
      <h2 id="member-account-title" className="member-tab__title">
        {t(m.title)}
      </h2>
      <p className="member-tab__intro">{t(m.intro)}</p>
      <div className="account-sections">
        <EmailSection
          linkResult={
            email === 'changed' || email === 'cancelled' || email === 'failed' ? email : null
          }
        />
        <PasswordSection />
        <SecondFactorsSection />
        <ProvidersSection />
        <SessionsSection />
        <SecurityEventsSection />
      </div>
    </section>
  );
}
