import { PATHS } from '@platform/domain';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** A link into the terms (`#widerruf` for the withdrawal section), opened in a new tab. */
export function termsLink(hash = '') {
  return function TermsLink(chunks: ReactNode[]) {
    return (
      <Link to={`${PATHS.terms}${hash}`} target="_blank" rel="noopener">
        {chunks}
      </Link>
    );
  };
}

/** The label of the box every paid order needs ticked (core texts: every order page has it). */
export function TermsAcceptanceLabel() {
  return (
    <FormattedMessage
      id="checkout.terms"
      defaultMessage="Ich akzeptiere die <terms>Nutzungsbedingungen</terms> und habe die <withdrawal>Widerrufsbelehrung</withdrawal> gelesen."
      values={{ terms: termsLink(), withdrawal: termsLink('#widerruf') }}
    />
  );
}
