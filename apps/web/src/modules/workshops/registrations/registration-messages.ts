import { defineMessage } from 'react-intl';

/** Texts of the registration card on the workshop detail page. */
export const registrationMessages = {
  title: defineMessage({ id: 'academy.register.title', defaultMessage: 'Anmeldung' }),
  loading: defineMessage({
    id: 'academy.register.loading',
    defaultMessage: 'Ihre Anmeldung wird geladen…',
  }),
  signedInAs: defineMessage<{ email: string | number }>({
    id: 'academy.register.signedInAs',
    defaultMessage: 'Angemeldet als {email}',
  }),
  notes: defineMessage({ id: 'academy.register.notes', defaultMessage: 'Anmerkungen' }),
  optional: defineMessage({ id: 'academy.register.optional', defaultMessage: '(optional)' }),
  submit: defineMessage({ id: 'academy.register.submit', defaultMessage: 'Jetzt anmelden' }),
  submitMember: defineMessage({
    id: 'academy.register.submitMember',
    defaultMessage: 'Mit Rabatt anmelden',
  }),
  submitWaitlist: defineMessage({
    id: 'academy.register.submitWaitlist',
    defaultMessage: 'Auf die Warteliste',
  }),
  submitting: defineMessage({
    id: 'academy.register.submitting',
    defaultMessage: 'Wird angemeldet…',
  }),
  full: defineMessage({
    id: 'academy.register.full',
    defaultMessage:
      'Dieser Termin ist ausgebucht. Sie können sich auf die Warteliste setzen; wird ein Platz frei, schreiben wir Ihnen.',
  }),
  noSessions: defineMessage({
    id: 'academy.register.noSessions',
    defaultMessage: 'Für diesen Workshop gibt es derzeit keine kommenden Termine.',
  }),
  success: defineMessage({
    id: 'academy.register.success',
    defaultMessage: 'Anmeldung erfolgreich! Sie erhalten in Kürze eine Bestätigung per E-Mail.',
  }),
  successWaitlist: defineMessage({
    id: 'academy.register.successWaitlist',
    defaultMessage:
      'Sie stehen auf der Warteliste. Sobald ein Platz frei wird, erhalten Sie eine E-Mail.',
  }),
  failed: defineMessage({
    id: 'academy.register.failed',
    defaultMessage: 'Registrierung fehlgeschlagen',
  }),
  registered: defineMessage<{ date: string | number }>({
    id: 'academy.register.registered',
    defaultMessage: 'Sie sind für den Termin am {date} angemeldet.',
  }),
  waitlisted: defineMessage<{ date: string | number }>({
    id: 'academy.register.waitlisted',
    defaultMessage: 'Sie stehen für den Termin am {date} auf der Warteliste.',
  }),
  paid: defineMessage<{ price: string | number }>({
    id: 'academy.register.paid',
    defaultMessage: 'Ihr Preis: {price}',
  }),
  cancel: defineMessage({ id: 'academy.register.cancel', defaultMessage: 'Anmeldung stornieren' }),
  cancelled: defineMessage({
    id: 'academy.register.cancelled',
    defaultMessage: 'Ihre Anmeldung wurde storniert.',
  }),
  guestName: defineMessage({ id: 'academy.register.guestName', defaultMessage: 'Name' }),
  guestEmail: defineMessage({ id: 'academy.register.guestEmail', defaultMessage: 'E-Mail' }),
  guestIntro: defineMessage({
    id: 'academy.register.guestIntro',
    defaultMessage: 'Melden Sie sich ohne Konto als Gast an.',
  }),
  nameRequired: defineMessage({
    id: 'academy.register.nameRequired',
    defaultMessage: 'Bitte geben Sie Ihren Namen an.',
  }),
  emailRequired: defineMessage({
    id: 'academy.register.emailRequired',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  }),
  membersOnly: defineMessage({
    id: 'academy.register.membersOnly',
    defaultMessage:
      'Dieser Workshop ist nur für Mitglieder. Bitte melden Sie sich an oder registrieren Sie sich.',
  }),
  login: defineMessage({ id: 'academy.register.login', defaultMessage: 'Anmelden' }),
  signUp: defineMessage({ id: 'academy.register.signUp', defaultMessage: 'Registrieren' }),
  memberHint: defineMessage({
    id: 'academy.register.memberHint',
    defaultMessage:
      'Mitglieder zahlen weniger: Melden Sie sich an, um den Mitgliederpreis zu erhalten.',
  }),
};
