import { Alert, Button, Card } from '@platform/ui';
import { defineMessage, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { usePageQuery } from '../../../shared/graphql/usePageQuery';
import { academyMessages } from './academy-messages';
import { PromoCodeList } from './PromoCodeList';

const AcademyBenefitsQuery = graphql(`
  query AcademyBenefits {
    academyBenefits {
      memberDiscountPercent
      priorityRegistration
      promoCodes {
        code
        tool
        description
      }
    }
  }
`);

const m = {
  title: defineMessage({
    id: 'academy.benefits.title',
    defaultMessage: 'Ihre Vorteile als Mitglied',
  }),
  discount: defineMessage<{ percent: string | number }>({
    id: 'academy.benefits.discount',
    defaultMessage: '{percent} % Rabatt auf alle Workshops',
  }),
  promoCodes: defineMessage({
    id: 'academy.benefits.promoCodes',
    defaultMessage: 'Tool-Rabattcodes',
  }),
  priority: defineMessage({
    id: 'academy.benefits.priority',
    defaultMessage: 'Vorrang bei Anmeldungen: Mitglieder rücken auf der Warteliste zuerst nach',
  }),
  loading: defineMessage({
    id: 'academy.benefits.loading',
    defaultMessage: 'Vorteile werden geladen…',
  }),
  error: defineMessage({
    id: 'academy.benefits.error',
    defaultMessage: 'Ihre Vorteile konnten nicht geladen werden.',
  }),
};

/** What a signed-in member gets: the discount, the tool promo codes, priority on waitlists. */
export function AcademyBenefits() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = usePageQuery(AcademyBenefitsQuery);

  return (
    <Card as="section" className="academy-benefits" aria-labelledby="academy-benefits-title">
      <h2 id="academy-benefits-title" className="academy-benefits__title">
        {t(m.title)}
      </h2>
      {error && !data && (
        <Alert tone="danger" live="assertive" title={t(m.error)}>
          <Button
            variant="secondary"
            size="sm"
            loading={loading}
            onClick={() => void refetch().catch(() => undefined)}
          >
            {t(academyMessages.retry)}
          </Button>
        </Alert>
      )}
      {!data && !error && <p role="status">{t(m.loading)}</p>}
      {data && (
        <>
          <ul className="academy-benefits__list">
            <li>
              {t(m.discount, {
                percent: intl.formatNumber(data.academyBenefits.memberDiscountPercent, {
                  maximumFractionDigits: 2,
                }),
              })}
            </li>
            <li>{t(m.promoCodes)}</li>
            {data.academyBenefits.priorityRegistration && <li>{t(m.priority)}</li>}
          </ul>
          {data.academyBenefits.promoCodes.length > 0 && (
            <PromoCodeList title={t(m.promoCodes)} promoCodes={data.academyBenefits.promoCodes} />
          )}
        </>
      )}
    </Card>
  );
}
