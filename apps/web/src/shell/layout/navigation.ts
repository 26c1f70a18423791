import { defineMessages, type MessageDescriptor } from 'react-intl';
import { PATHS } from '../../shared/paths';

const messages = defineMessages({
  services: { id: 'header.nav.services', defaultMessage: 'Leistungen' },
  academy: { id: 'header.nav.academy', defaultMessage: 'Academy' },
  about: { id: 'header.nav.about', defaultMessage: 'Über uns' },
  contact: { id: 'header.nav.contact', defaultMessage: 'Kontakt' },
  shareExpertise: { id: 'header.nav.shareExpertise', defaultMessage: 'Expertise teilen' },
});

export interface NavItem {
  to: string;
  label: MessageDescriptor;
}

/** The main navigation, shared by the desktop bar and the mobile menu. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: PATHS.services, label: messages.services },
  { to: PATHS.academy, label: messages.academy },
  { to: PATHS.about, label: messages.about },
  { to: PATHS.contact, label: messages.contact },
  { to: PATHS.shareExpertise, label: messages.shareExpertise },
];

export const headerMessages = defineMessages({
  navLabel: { id: 'header.nav.label', defaultMessage: 'Hauptnavigation' },
  consultation: { id: 'header.cta.consultation', defaultMessage: 'Beratung anfragen' },
  login: { id: 'header.auth.login', defaultMessage: 'Anmelden' },
  register: { id: 'header.auth.register', defaultMessage: 'Registrieren' },
  menuOpen: { id: 'header.menu.open', defaultMessage: 'Menü' },
  menuClose: { id: 'header.menu.close', defaultMessage: 'Schließen' },
});

export const userMenuMessages = defineMessages({
  dashboard: { id: 'header.user.dashboard', defaultMessage: 'Dashboard' },
  home: { id: 'header.user.home', defaultMessage: 'Zur Startseite' },
  logout: { id: 'header.user.logout', defaultMessage: 'Abmelden' },
  signedInAs: { id: 'header.user.signedInAs', defaultMessage: 'Angemeldet als' },
});
