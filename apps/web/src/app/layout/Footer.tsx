import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { shellMessages } from '../shell-messages';

function currentYear(): number {
  return new Date().getFullYear();
}

/** A simple footer; address, services and contact details come later. */
export function Footer() {
  const intl = useIntl();

  return (
    <footer className="app-footer">
      <div className="app-container app-footer__inner">
        <nav
          aria-label={intl.formatMessage({
            id: 'footer.legal.label',
            defaultMessage: 'Rechtliches',
          })}
        >
          <ul className="app-footer__links">
            <li>
              <NavLink to="/impressum">
                <FormattedMessage id="footer.legal.imprint" defaultMessage="Impressum" />
              </NavLink>
            </li>
            <li>
              <NavLink to="/datenschutz">
                <FormattedMessage id="footer.legal.privacy" defaultMessage="Datenschutz" />
              </NavLink>
            </li>
            <li>
              <NavLink to="/nutzungsbedingungen">
                <FormattedMessage id="footer.legal.terms" defaultMessage="Nutzungsbedingungen" />
              </NavLink>
            </li>
          </ul>
        </nav>
        <p className="app-footer__copyright">
          <FormattedMessage
            id="footer.copyright"
            defaultMessage="© {year} {siteName}. Alle Rechte vorbehalten."
            values={{ year: currentYear(), siteName: intl.formatMessage(shellMessages.siteName) }}
          />
        </p>
      </div>
    </footer>
  );
}
