import type { FragmentType } from '@apollo/client';
import { allowsGuests, FLAGSHIP_WORKSHOP_SLUG } from '@platform/domain';
import { Card } from '@platform/ui';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { fragmentData } from '../../../shared/graphql/fragment-data';
import { onDemand } from '../../../shared/hydration/on-demand';
import { requireCatalogGroup } from '../../../shared/i18n/catalog-store';
import { useViewer } from '../catalog/useViewer';
import { registrationMessages as m } from './registration-messages';
import { MembersOnlyNotice } from './MembersOnlyNotice';

// Members' parts load when a member looks: the page as visitors get it (rendered on the
// server) does without them. They use Apollo's hooks (cancelling), so Apollo comes with them.
const MemberRegistration = lazy(async () => {
  const [{ MemberRegistration: Part }, { WithApollo }] = await Promise.all([
    import('./MemberRegistration'),
    import('../../../shared/graphql/ApolloRoot'),
    requireCatalogGroup('academyRegistration'),
  ]);
  return {
    default: (props: ComponentProps<typeof Part>) => (
      <WithApollo>
        <Part {...props} />
      </WithApollo>
    ),
  };
});
// The flagship's guests sign up with its own fields (organisation, experience, goals): the
// same form as on its marketing page, loaded only on its page. An on-demand part as the guests'
// form below: the server renders it whole (a lazy component it had not loaded yet left the
// boundary to the browser, which reported React error #419). Its texts (`flagship`) come with
// it (and the checkout's, `academyRegistration`): other workshops' pages do without them.
const FlagshipRegistration = onDemand(async () => {
  const [{ FlagshipRegistration: Part }] = await Promise.all([
    import('../flagship/FlagshipRegistration'),
    requireCatalogGroup('flagship'),
    requireCatalogGroup('academyRegistration'),
  ]);
  return Part;
});
// The guests' form (with its checkout) is beside or below the workshop's text: its code loads
// when it comes near the screen or gets focus; its markup is the server's until then. Its
// texts beyond the card's (`academyRegistration`: the checkout's) come with it.
const RegistrationForm = onDemand(async () => {
  const [{ RegistrationForm: Part }] = await Promise.all([
    import('./RegistrationForm'),
    requireCatalogGroup('academyRegistration'),
  ]);
  return Part;
});
const HostedByMeNotice = lazy(async () => ({
  default: (await import('./HostedByMeNotice')).HostedByMeNotice,
}));

/** One object: the on-demand form keeps the server's markup while its props stay equal. */
const GUEST = { kind: 'guest' } as const;

export const WorkshopRegistrationCard_workshop = graphql(`
  fragment WorkshopRegistrationCard_workshop on Workshop {
    id
    slug
    title
    isPublic
    visibility
    guestRegistrationEnabled
    hostedByMe
    basePriceCents
    memberPriceCents
    format
    location
    sessions {
      id
      startsAt
      availableSpots
    }
    myRegistration {
      id
      status
      priceCents
      session {
        id
        startsAt
      }
    }
  }
`);

export interface WorkshopRegistrationCardProps {
  workshop: FragmentType<typeof WorkshopRegistrationCard_workshop>;
  /** The query that shows this workshop, run again after a registration changes. */
  refetchQueries: string[];
}

/** Members register (or cancel), guests use the form where allowed, others see the notice. */
export function WorkshopRegistrationCard({
  workshop,
  refetchQueries,
}: WorkshopRegistrationCardProps) {
  const t = useIntl().formatMessage;
  const viewer = useViewer();
  const data = fragmentData<typeof WorkshopRegistrationCard_workshop>(workshop);
  const guestsAllowed = allowsGuests(data);

  return (
    <Card as="section" className="academy-register-card" aria-labelledby="academy-register-title">
      <h2 id="academy-register-title" className="academy-register-card__title">
        {t(m.title)}
      </h2>
      {data.hostedByMe ? (
        <Suspense fallback={<MemberPartLoading />}>
          <HostedByMeNotice workshopId={data.id} />
        </Suspense>
      ) : viewer.member && viewer.user ? (
        <Suspense fallback={<MemberPartLoading />}>
          <MemberRegistration
            name={viewer.user.name}
            email={viewer.user.email}
            noDiscount={data.basePriceCents === 0 || !viewer.benefits}
            workshop={data}
            priceCents={viewer.benefits ? data.memberPriceCents : data.basePriceCents}
            sessions={data.sessions}
            registration={data.myRegistration}
            refetchQueries={refetchQueries}
          />
        </Suspense>
      ) : guestsAllowed && data.slug === FLAGSHIP_WORKSHOP_SLUG ? (
        <FlagshipRegistration className="academy-register" />
      ) : guestsAllowed ? (
        <>
          <RegistrationForm
            variant={GUEST}
            workshop={data}
            sessions={data.sessions}
            priceCents={data.basePriceCents}
            refetchQueries={refetchQueries}
          />
          <p className="academy-register__hint">{t(m.memberHint)}</p>
        </>
      ) : (
        <MembersOnlyNotice />
      )}
    </Card>
  );
}

function MemberPartLoading() {
  const t = useIntl().formatMessage;
  return (
    <p className="academy-register__hint" role="status">
      {t(m.loading)}
    </p>
  );
}
