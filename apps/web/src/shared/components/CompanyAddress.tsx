import { COMPANY } from '@platform/domain';
import { cx } from '@platform/ui';
import { FormattedMessage, useIntl } from 'react-intl';

/** The country's name in the reader's language ("Deutschland", "Germany"). */
function useCountryName(code: string): string {
  const { locale } = useIntl();
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export interface CompanyAddressProps {
  className?: string;
  /** Also show phone and e-mail. */
  withContact?: boolean;
}

/** The company's postal address (and contact details), from the single COMPANY record. */
export function CompanyAddress({ className, withContact = true }: CompanyAddressProps) {
  const country = useCountryName(COMPANY.address.countryCode);
  return (
    <address className={cx('app-address', className)}>
      <span className="app-address__name">{COMPANY.legalName}</span>
      <br />
      {COMPANY.address.street}
      <br />
      {COMPANY.address.postalCode} {COMPANY.address.city}
      <br />
      {country}
      {withContact && (
        <>
          <br />
          <FormattedMessage id="company.phone" defaultMessage="Telefon" />:{' '}
          <a href={`tel:${COMPANY.phone.e164}`}>{COMPANY.phone.display}</a>
          <br />
          <FormattedMessage id="company.email" defaultMessage="E-Mail" />:{' '}
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </>
      )}
    </address>
  );
}
