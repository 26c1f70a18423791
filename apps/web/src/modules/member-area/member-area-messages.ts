import { defineMessages } from 'react-intl';
import type { MemberAreaTab } from './member-area-tabs';

export const memberAreaMessages = defineMessages({
  metaTitle: { id: 'member.meta.title', defaultMessage: 'Mitgliederbereich' },
  title: { id: 'member.title', defaultMessage: 'Mitgliederbereich' },
  tabsLabel: { id: 'member.tabs.label', defaultMessage: 'Bereiche des Mitgliederbereichs' },
  loadingTab: { id: 'member.tabs.loading', defaultMessage: 'Wird geladen…' },
  tabLoadFailed: {
    id: 'member.tabs.loadFailed',
    defaultMessage: 'Dieser Bereich konnte nicht geladen werden.',
  },
  reload: { id: 'member.tabs.reload', defaultMessage: 'Seite neu laden' },
  emailVerified: {
    id: 'member.emailVerified',
    defaultMessage: 'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.',
  },
  emailVerifyFailed: {
    id: 'member.emailVerifyFailed',
    defaultMessage:
      'Der Bestätigungslink ist ungültig oder abgelaufen. Sie können im Profil einen neuen anfordern.',
  },
});

/** The visible names of the tabs. */
export const tabLabels = defineMessages<MemberAreaTab>({
  overview: { id: 'member.tab.overview', defaultMessage: 'Übersicht' },
  profile: { id: 'member.tab.profile', defaultMessage: 'Profil' },
  registrations: { id: 'member.tab.registrations', defaultMessage: 'Meine Anmeldungen' },
  projects: { id: 'member.tab.projects', defaultMessage: 'Projekte' },
  billing: { id: 'member.tab.billing', defaultMessage: 'Mitgliedschaft & Rechnungen' },
  workshops: { id: 'member.tab.workshops', defaultMessage: 'Meine Workshops' },
  profiles: { id: 'member.tab.profiles', defaultMessage: 'Profilfreigabe' },
  services: { id: 'member.tab.services', defaultMessage: 'Services' },
  account: { id: 'member.tab.account', defaultMessage: 'Konto' },
  admin: { id: 'member.tab.admin', defaultMessage: 'Admin' },
});
