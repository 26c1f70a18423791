import { LIMITS } from '@platform/domain';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../app/components/LinkButton';
import { usePageMeta } from '../app/meta/usePageMeta';
import { PATHS } from '../app/paths';
import { ACADEMY_PATHS } from '../modules/academy/academy-paths';
import { euro } from '../modules/academy/academy-format';
import '../modules/academy/academy.css';

const m = defineMessages({
  title: { id: 'academy.membership.title', defaultMessage: 'Academy-Mitgliedschaft' },
  description: {
    id: 'academy.membership.description',
    defaultMessage:
      '60 Tage kostenlos testen, danach 20 € im Monat: 50 % auf alle Workshops, Tool-Rabattcodes, Vorrang bei Anmeldungen.',
  },
});

/** The Academy membership offer; it leads to registration (no payment is taken here). */
export function MembershipPage() {
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage(m.title),
    description: intl.formatMessage(m.description),
  });
  return (
    <div className="app-container app-page ac-page">
      <section className="ac-banner" aria-labelledby="ac-membership-title">
        <h1 id="ac-membership-title">{intl.formatMessage(m.title)}</h1>
        <p className="ac-banner__lead">
          <FormattedMessage
            id="academy.membership.lead"
            defaultMessage="Gemeinsam lernen mit Selbstständigen und Gründer:innen. {days} Tage kostenlos testen, danach {price} pro Monat."
            values={{
              days: LIMITS.academy.trialDays,
              price: euro(LIMITS.academy.monthlyPriceCents, intl.locale),
            }}
          />
        </p>
        <ul className="ac-banner__benefits">
          <li>
            <FormattedMessage
              id="academy.banner.benefit.discount"
              defaultMessage="{percent} % Rabatt auf alle Workshops"
              values={{ percent: LIMITS.workshop.defaultMemberDiscountPercent }}
            />
          </li>
          <li>
            <FormattedMessage
              id="academy.banner.benefit.promo"
              defaultMessage="Rabattcodes für Tools"
            />
          </li>
          <li>
            <FormattedMessage
              id="academy.banner.benefit.priority"
              defaultMessage="Vorrang bei Anmeldungen (Warteliste)"
            />
          </li>
          <li>
            <FormattedMessage
              id="academy.membership.benefit.create"
              defaultMessage="Eigene Workshops anbieten (online, vor Ort oder hybrid)"
            />
          </li>
        </ul>
        <p className="ac-note">
          <FormattedMessage
            id="academy.membership.noPayment"
            defaultMessage="Die Testphase beginnt mit Ihrer Registrierung; Zahlungsdaten brauchen wir dafür nicht."
          />
        </p>
        <div className="ac-register__links">
          <LinkButton to={PATHS.register}>
            {intl.formatMessage({
              id: 'academy.membership.cta',
              defaultMessage: 'Jetzt kostenlos testen',
            })}
          </LinkButton>
          <LinkButton to={ACADEMY_PATHS.academy} variant="secondary">
            {intl.formatMessage({
              id: 'academy.membership.browse',
              defaultMessage: 'Workshops ansehen',
            })}
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
