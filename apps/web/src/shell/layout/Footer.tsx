import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { CompanyAddress } from '../../shared/components/CompanyAddress';
import { useCookieConsent } from '../consent/useCookieConsent';
import { PATHS } from '../../shared/paths';
import { siteMessages } from '../../shared/site-messages';
import { Brand } from './Brand';

const messages = defineMessages({
  navHeading: { id: 'footer.nav.heading', defaultMessage: 'Navigation' },
  home: { id: 'footer.nav.home', defaultMessage: 'Startseite' },
  services: { id: 'footer.nav.services', defaultMessage: 'Leistungen' },
  academy: { id: 'footer.nav.academy', defaultMessage: 'Academy' },
  allWorkshops: { id: 'footer.services.allWorkshops', defaultMessage: 'Alle Workshops' },
  about: { id: 'footer.nav.about', defaultMessage: 'Über uns' },
  vision: { id: 'footer.nav.vision', defaultMessage: 'Unsere Vision' },
  shareExpertise: { id: 'footer.nav.shareExpertise', defaultMessage: 'Expertise teilen' },
  contact: { id: 'footer.nav.contact', defaultMessage: 'Kontakt' },
  servicesHeading: { id: 'footer.services.heading', defaultMessage: 'Leistungen' },
  partTime: {
    id: 'footer.services.partTime',
    defaultMessage: 'Teilzeit-Expertise auf Stundenbasis',
  },
  hybridTeams: {
    id: 'footer.services.hybridTeams',
    defaultMessage: 'Hybride Teams aus Mensch und KI',
  },
  consulting: { id: 'footer.services.consulting', defaultMessage: 'Innovationsberatung' },
  workshop: { id: 'footer.services.workshop', defaultMessage: 'Workshop „Websites mit KI“' },
  legalHeading: { id: 'footer.legal.label', defaultMessage: 'Rechtliches' },
  imprint: { id: 'footer.legal.imprint', defaultMessage: 'Impressum' },
  privacy: { id: 'footer.legal.privacy', defaultMessage: 'Datenschutz' },
  terms: { id: 'footer.legal.terms', defaultMessage: 'Nutzungsbedingungen' },
  cookieSettings: { id: 'footer.cookieSettings', defaultMessage: 'Cookie-Einstellungen' },
  contactHeading: { id: 'footer.contact.heading', defaultMessage: 'Kontakt' },
});

interface FooterLink {
  to: string;
  label: MessageDescriptor;
}

const NAV_LINKS: FooterLink[] = [
  { to: PATHS.home, label: messages.home },
  { to: PATHS.services, label: messages.services },
  { to: PATHS.academy, label: messages.academy },
  { to: PATHS.about, label: messages.about },
  { to: PATHS.vision, label: messages.vision },
  { to: PATHS.shareExpertise, label: messages.shareExpertise },
  { to: PATHS.contact, label: messages.contact },
];

const SERVICE_LINKS: FooterLink[] = [
  { to: PATHS.services, label: messages.partTime },
  { to: PATHS.services, label: messages.hybridTeams },
  { to: PATHS.services, label: messages.consulting },
  { to: PATHS.websiteWorkshop, label: messages.workshop },
  { to: PATHS.workshops, label: messages.allWorkshops },
];

const LEGAL_LINKS: FooterLink[] = [
  { to: PATHS.imprint, label: messages.imprint },
  { to: PATHS.privacy, label: messages.privacy },
  { to: PATHS.terms, label: messages.terms },
];

function currentYear(): number {
  return new Date().getFullYear();
}

export function Footer() {
  const intl = useIntl();
  const { openSettings } = useCookieConsent();

  const linkList = (links: FooterLink[]) => (
    <ul className="app-footer__list">
      {links.map((link) => (
        <li key={link.label.id}>
          <Link to={link.to}>{intl.formatMessage(link.label)}</Link>
        </li>
      ))}
    </ul>
  );

  return (
    <footer className="app-footer">
      <div className="app-container app-footer__grid">
        <div className="app-footer__about">
          <Brand className="app-brand app-brand--footer" />
          <p className="app-footer__tagline">
            <FormattedMessage {...siteMessages.defaultDescription} />
          </p>
        </div>

        <nav className="app-footer__column" aria-labelledby="footer-nav-heading">
          <h2 id="footer-nav-heading" className="app-footer__heading">
            <FormattedMessage {...messages.navHeading} />
          </h2>
          {linkList(NAV_LINKS)}
        </nav>

        <div className="app-footer__column">
          <h2 className="app-footer__heading">
            <FormattedMessage {...messages.servicesHeading} />
          </h2>
          {linkList(SERVICE_LINKS)}
        </div>

        <div className="app-footer__column">
          <h2 className="app-footer__heading">
            <FormattedMessage {...messages.contactHeading} />
          </h2>
          <CompanyAddress />
        </div>
      </div>

      <div className="app-footer__bottom">
        <div className="app-container app-footer__bottom-inner">
          {/* The year of a page prerendered last December may differ from today's. */}
          <p className="app-footer__copyright" suppressHydrationWarning>
            <FormattedMessage
              id="footer.copyright"
              defaultMessage="© {year} {siteName}. Alle Rechte vorbehalten."
              values={{ year: currentYear(), siteName: intl.formatMessage(siteMessages.siteName) }}
            />
          </p>
          <nav aria-label={intl.formatMessage(messages.legalHeading)}>
            <ul className="app-footer__legal">
              {LEGAL_LINKS.map((link) => (
                <li key={link.label.id}>
                  <Link to={link.to}>{intl.formatMessage(link.label)}</Link>
                </li>
              ))}
              <li>
                <button type="button" className="app-footer__cookie-button" onClick={openSettings}>
                  <FormattedMessage {...messages.cookieSettings} />
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
