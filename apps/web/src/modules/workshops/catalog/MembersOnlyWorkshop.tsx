import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { usePageMeta } from '../../../shared/meta/usePageMeta';
import { graphql } from '../../../graphql/generated';
import { usePageQuery } from '../../../shared/graphql/usePageQuery';
import { MembersOnlyNotice } from '../registrations/MembersOnlyNotice';

const MembersOnlyWorkshopQuery = graphql(`
  query MembersOnlyWorkshop($slugOrId: String!) {
    membersOnlyWorkshop(slugOrId: $slugOrId) {
      slug
      title
    }
  }
`);

const m = defineMessages({
  heading: { id: 'academy.detail.membersOnly', defaultMessage: 'Nur für Mitglieder' },
  all: { id: 'academy.detail.membersOnlyAll', defaultMessage: 'Alle öffentlichen Workshops' },
  text: {
    id: 'academy.detail.membersOnlyText',
    defaultMessage:
      'Dieser Workshop ist nur für Mitglieder sichtbar. Melden Sie sich an oder registrieren Sie sich, um Details zu sehen und sich anzumelden.',
  },
});

/**
 * A visitor on a members-only workshop's link: its title (all the server tells visitors) and
 * the way in (sign in or register, then back here), instead of "not found".
 */
export function MembersOnlyWorkshop({ slugOrId, backTo }: { slugOrId: string; backTo: string }) {
  const t = useIntl().formatMessage;
  const { data } = usePageQuery(MembersOnlyWorkshopQuery, { variables: { slugOrId } });
  const title = data?.membersOnlyWorkshop?.title;
  usePageMeta({ title: title ?? t(m.heading) });
  return (
    <div className="app-container academy-detail">
      <p className="academy-detail__eyebrow">{t(m.heading)}</p>
      <h1>{title ?? t(m.heading)}</h1>
      <p>{t(m.text)}</p>
      <MembersOnlyNotice />
      <p>
        <LinkButton to={backTo} variant="ghost" size="sm">
          {t(m.all)}
        </LinkButton>
      </p>
    </div>
  );
}
