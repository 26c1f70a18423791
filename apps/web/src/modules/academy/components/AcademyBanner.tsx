import { LIMITS } from '@platform/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../../app/components/LinkButton';
import { ACADEMY_PATHS } from '../academy-paths';

/** Visitors: the become-member prompt. Members: what their membership brings. */
export function AcademyBanner({ isMember }: { isMember: boolean }) {
  const intl = useIntl();
  return (
    <section className="ac-banner" aria-labelledby="ac-banner-title">
      <h1 id="ac-banner-title">
        <FormattedMessage id="academy.banner.title" defaultMessage="Die Academy" />
      </h1>
      <p className="ac-banner__lead">
        <FormattedMessage
          id="academy.banner.lead"
          defaultMessage="Gemeinsam lernen: Workshops von Selbstständigen und Gründer:innen für Selbstständige und Gründer:innen – online, vor Ort oder hybrid."
        />
      </p>
      {isMember ? (
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
        </ul>
      ) : (
        <div className="ac-banner__prompt">
          <p>
            <FormattedMessage
              id="academy.banner.prompt"
              defaultMessage="Als Mitglied sparen Sie 50 % auf alle Workshops, erhalten Tool-Rabattcodes und haben Vorrang bei Anmeldungen."
            />
          </p>
          <LinkButton to={ACADEMY_PATHS.membership}>
            {intl.formatMessage({ id: 'academy.banner.become', defaultMessage: 'Mitglied werden' })}
          </LinkButton>
        </div>
      )}
    </section>
  );
}
