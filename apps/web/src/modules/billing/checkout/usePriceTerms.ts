import { invoiceAmounts, type InvoiceAmounts } from '@platform/domain';
import { graphql } from '../../../graphql/generated';
import { usePageQuery } from '../../../shared/graphql/usePageQuery';

const PriceTermsQuery = graphql(`
  query PriceTerms {
    priceTerms {
      smallBusiness
      vatRatePercent
    }
  }
`);

/**
 * The amounts the invoice will show for a gross price: with VAT, or none under § 19 UStG when
 * the business invoices as a small business (the server's INVOICE_SMALL_BUSINESS). Null until
 * the server said which; a summary waits for it rather than show a price the invoice won't.
 */
export function useInvoiceAmounts(grossCents: number): InvoiceAmounts | null {
  const { data } = usePageQuery(PriceTermsQuery);
  return data ? invoiceAmounts(grossCents, data.priceTerms.smallBusiness) : null;
}
