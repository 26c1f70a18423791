/**
 * The company behind the website: legal name, address, contact and registry data. The footer,
 * the contact page and the legal pages (Impressum per § 5 DDG, privacy policy, terms) read them
 * from here, so a change is made in one place only.
 *
 * PLACEHOLDERS: address, phone, e-mail, register entry, VAT id and managing director are sample
 * values. Replace them with the registered data before the site goes live.
 */
export const COMPANY = {
  /** The registered name, as in the commercial register. */
  legalName: 'Open Innovation Values GmbH',
  /** The brand shown in the header and in running text. */
  brandName: 'Open Innovation Values',
  legalForm: 'Gesellschaft mit beschränkter Haftung (GmbH)',
  address: {
    street: 'Musterstraße 12',
    postalCode: '10115',
    city: 'Berlin',
    /** ISO 3166-1 alpha-2; the client shows the country's name in the reader's language. */
    countryCode: 'DE',
  },
  phone: {
    display: '+49 30 12345678',
    /** For `tel:` links. */
    e164: '+493012345678',
  },
  email: 'kontakt@open-innovation-values.de',
  /** Where data-protection requests go (privacy policy). */
  privacyEmail: 'datenschutz@open-innovation-values.de',
  managingDirectors: ['Max Mustermann'],
  register: {
    court: 'Amtsgericht Charlottenburg (Berlin)',
    number: 'HRB 123456 B',
  },
  /** Umsatzsteuer-Identifikationsnummer per § 27a UStG. */
  vatId: 'DE123456789',
  /** Responsible for journalistic-editorial content per § 18 Abs. 2 MStV. */
  contentResponsible: 'Max Mustermann',
} as const;

export type Company = typeof COMPANY;
