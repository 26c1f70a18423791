import { COMPANY, type Locale } from '@platform/domain';

/** The company's details under every mail (as the imprint names them), in the reader's language. */
export function companyFooterLines(locale: Locale): string[] {
  const de = locale === 'de';
  const a = COMPANY.address;
  return [
    COMPANY.legalName,
    `${a.street}, ${a.postalCode} ${a.city}${de ? '' : ', Germany'}`,
    `${de ? 'Telefon' : 'Phone'} ${COMPANY.phone.display} · ${COMPANY.email}`,
    `${de ? 'Geschäftsführung' : 'Managing director'}: ${COMPANY.managingDirectors.join(', ')} · ${COMPANY.register.court}, ${COMPANY.register.number} · ${de ? 'USt-IdNr.' : 'VAT ID'} ${COMPANY.vatId}`,
  ];
}
