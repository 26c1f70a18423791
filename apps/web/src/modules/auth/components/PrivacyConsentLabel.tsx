import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';

/** "I have read the privacy policy and agree", with a link to the policy (in a new tab). */
export function PrivacyConsentLabel() {
  return (
    <FormattedMessage
      id="auth.consent.privacy"
      defaultMessage="Ich habe die <link>Datenschutzerklärung</link> gelesen und stimme ihr zu."
      values={{
        link: (chunks) => (
          <Link to={PATHS.privacy} target="_blank" rel="noopener">
            {chunks}
          </Link>
        ),
      }}
    />
  );
}
