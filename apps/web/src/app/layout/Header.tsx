import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { LinkButton } from '../components/LinkButton';
import { shellMessages } from '../shell-messages';
import { LanguageSwitch } from './LanguageSwitch';

/** A simple header; scroll behaviour, sign-in and the mobile menu come later. */
export function Header() {
  const intl = useIntl();

  return (
    <header className="app-header">
      <div className="app-container app-header__inner">
        <NavLink to="/" end className="app-brand">
          {intl.formatMessage(shellMessages.siteName)}
        </NavLink>

        <nav
          className="app-nav"
          aria-label={intl.formatMessage({
            id: 'header.nav.label',
            defaultMessage: 'Hauptnavigation',
          })}
        >
          <ul className="app-nav__list">
            <li>
              <NavLink to="/leistungen" className="app-nav__link">
                <FormattedMessage id="header.nav.services" defaultMessage="Leistungen" />
              </NavLink>
            </li>
            <li>
              <NavLink to="/ueber-uns" className="app-nav__link">
                <FormattedMessage id="header.nav.about" defaultMessage="Über uns" />
              </NavLink>
            </li>
            <li>
              <NavLink to="/kontakt" className="app-nav__link">
                <FormattedMessage id="header.nav.contact" defaultMessage="Kontakt" />
              </NavLink>
            </li>
            <li>
              <NavLink to="/expertise-teilen" className="app-nav__link">
                <FormattedMessage
                  id="header.nav.shareExpertise"
                  defaultMessage="Expertise teilen"
                />
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="app-header__actions">
          <LanguageSwitch />
          <LinkButton to="/kontakt" size="sm">
            <FormattedMessage id="header.cta.consultation" defaultMessage="Beratung anfragen" />
          </LinkButton>
        </div>
      </div>
    </header>
  );
}
