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
import { YourData } from '../../profiles';

const m = defineMessages({
  title: { id: 'member.account.title', defaultMessage: 'Konto' },
  intro: {
    id: 'member.account.intro',
    defaultMessage:
      'E-Mail-Adresse, Passwort, zweiter Faktor, Anmeldedienste und angemeldete Geräte; am Ende Ihre Daten zum Herunterladen und das Löschen des Kontos.',
  },
});

/** "Account": e-mail address, password, providers, sessions; at the end, data download and deletion. */
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
      {/* Last, and out of the way: everything we hold about the member, and deleting it all. */}
      <YourData />
    </section>
  );
}
