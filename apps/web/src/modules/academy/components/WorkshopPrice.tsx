import { FormattedMessage, useIntl } from 'react-intl';
import { academyMessages } from '../academy-messages';
import { euro } from '../academy-format';

export interface WorkshopPriceProps {
  basePriceCents: number;
  memberPriceCents: number;
  memberDiscountPercent: number;
  /** Members see their price with the base price struck through and the discount badge. */
  isMember: boolean;
}

/** Base price for visitors; for members the member price, the old price and "−50 %". */
export function WorkshopPrice({
  basePriceCents,
  memberPriceCents,
  memberDiscountPercent,
  isMember,
}: WorkshopPriceProps) {
  const intl = useIntl();
  const price = (cents: number) =>
    cents === 0 ? intl.formatMessage(academyMessages.free) : euro(cents, intl.locale);
  if (!isMember || memberPriceCents === basePriceCents) {
    return <p className="ac-price">{price(basePriceCents)}</p>;
  }
  return (
    <p className="ac-price">
      <span className="ac-price__member">
        <span className="ac-visually-hidden">
          <FormattedMessage {...academyMessages.memberPrice} />:{' '}
        </span>
        {price(memberPriceCents)}
      </span>{' '}
      <del className="ac-price__base">
        <span className="ac-visually-hidden">
          <FormattedMessage {...academyMessages.basePrice} />:{' '}
        </span>
        {price(basePriceCents)}
      </del>{' '}
      <span className="ac-price__discount">
        <FormattedMessage
          {...academyMessages.discount}
          values={{ percent: intl.formatNumber(memberDiscountPercent) }}
        />
      </span>
    </p>
  );
}
