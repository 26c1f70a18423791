import type { FragmentType } from '@apollo/client';
import { formatEuro } from '@platform/domain';
import { Badge, VisuallyHidden } from '@platform/ui';
import { defineMessage, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { fragmentData } from '../../../shared/graphql/fragment-data';
import { academyMessages as m } from './academy-messages';

export const WorkshopPrice_workshop = graphql(`
  fragment WorkshopPrice_workshop on Workshop {
    basePriceCents
    memberPriceCents
    memberDiscountPercent
  }
`);

export interface WorkshopPriceProps {
  workshop: FragmentType<typeof WorkshopPrice_workshop>;
  /** Members see their price, with the base price struck through. */
  member: boolean;
  /** Visitors see both prices side by side (public overview). */
  showMemberPrice?: boolean;
}

/** A workshop's price: the base price, or for members the member price and the discount. */
export function WorkshopPrice({ workshop, member, showMemberPrice = false }: WorkshopPriceProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = fragmentData<typeof WorkshopPrice_workshop>(workshop);
  const euro = (cents: number) => formatEuro(cents, intl.locale);
  const percent = intl.formatNumber(data.memberDiscountPercent, { maximumFractionDigits: 2 });
  const discounted = data.memberPriceCents < data.basePriceCents;

  if (data.basePriceCents === 0) {
    return (
      <p className="academy-price">
        <span className="academy-price__member">{t(freeMessage)}</span>
      </p>
    );
  }

  if (member && discounted) {
    return (
      <p className="academy-price">
        <span className="academy-price__member">
          <VisuallyHidden>{t(m.memberPrice)}: </VisuallyHidden>
          {euro(data.memberPriceCents)}
        </span>{' '}
        <s className="academy-price__base">
          <VisuallyHidden>{t(m.basePriceWas)}: </VisuallyHidden>
          {euro(data.basePriceCents)}
        </s>{' '}
        <DiscountBadge percent={percent} />
      </p>
    );
  }
  if (showMemberPrice && discounted) {
    return (
      <dl className="academy-price academy-price--both">
        <div>
          <dt>{t(m.price)}</dt>
          <dd>{euro(data.basePriceCents)}</dd>
        </div>
        <div>
          <dt>{t(m.memberPrice)}</dt>
          <dd>
            {euro(data.memberPriceCents)} <DiscountBadge percent={percent} />
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <p className="academy-price">
      <VisuallyHidden>{t(m.price)}: </VisuallyHidden>
      <span className="academy-price__member">{euro(data.basePriceCents)}</span>
    </p>
  );
}

const freeMessage = defineMessage({ id: 'academy.price.free', defaultMessage: 'Kostenlos' });

/** "−50 %", read out as "50 % discount for members". */
function DiscountBadge({ percent }: { percent: string }) {
  const t = useIntl().formatMessage;
  return (
    <Badge tone="success" className="academy-price__discount">
      <span>
        <span aria-hidden="true">{t(m.discount, { percent })}</span>
        <VisuallyHidden>{t(m.discountLabel, { percent })}</VisuallyHidden>
      </span>
    </Badge>
  );
}
