import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { Button, Card } from '@platform/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { ApprovalStatusBadge, fieldLabels, ProfilePhoto } from '../../profiles';
import { safeWebUrl } from '../../team';

export const PendingProfileCard_profile = graphql(`
  fragment PendingProfileCard_profile on Profile {
    displayName
    email
    headline
    approvalStatus
    createdAt
    bio
    skills
    company
    location
    photoUrl
    links {
      linkedin
      website
    }
  }
`);

const m = defineMessages({
  approve: { id: 'member.review.approve', defaultMessage: 'Freigeben' },
  reject: { id: 'member.review.reject', defaultMessage: 'Ablehnen' },
  approving: { id: 'member.review.approving', defaultMessage: 'Wird freigegeben...' },
});

const createdMessage = defineMessage<{ date: string }>({
  id: 'member.review.created',
  defaultMessage: 'Erstellt am {date}',
});

const approveLabelMessage = defineMessage<{ name: string }>({
  id: 'member.review.approveLabel',
  defaultMessage: 'Profil von {name} freigeben',
});

const rejectLabelMessage = defineMessage<{ name: string }>({
  id: 'member.review.rejectLabel',
  defaultMessage: 'Profil von {name} ablehnen',
});

export interface PendingProfileCardProps {
  profile: FragmentType<typeof PendingProfileCard_profile>;
  busy: boolean;
  onApprove: (name: string) => void;
  onReject: (name: string) => void;
}

/** One profile awaiting review, with every field the admin needs to judge it. */
export function PendingProfileCard({
  profile,
  busy,
  onApprove,
  onReject,
}: PendingProfileCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, complete } = useFragment({ fragment: PendingProfileCard_profile, from: profile });
  if (!complete) return null;
  const name = data.displayName;
  const linkedin = safeWebUrl(data.links.linkedin ?? undefined);
  const website = safeWebUrl(data.links.website ?? undefined);
  const created = formatBerlinDateTime(data.createdAt, intl.locale);

  return (
    <Card as="li" className="pending-profile">
      <ProfilePhoto url={data.photoUrl} name={name} className="pending-profile__photo" />
      <div className="pending-profile__body">
        <div className="pending-profile__head">
          <h3 className="pending-profile__name">{name}</h3>
          <ApprovalStatusBadge status={data.approvalStatus} />
        </div>
        {data.email && <p className="pending-profile__email">{data.email}</p>}
        {data.headline && <p className="pending-profile__headline">{data.headline}</p>}
        <p className="pending-profile__created">{t(createdMessage, { date: created })}</p>
        {data.bio && <p className="pending-profile__bio">{data.bio}</p>}
        <dl className="pending-profile__facts">
          {data.skills.length > 0 && (
            <div>
              <dt>{t(fieldLabels.skills)}</dt>
              <dd>
                <ul className="profile-view__skills">
                  {data.skills.map((skill) => (
                    <li key={skill}>{skill}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {data.company && (
            <div>
              <dt>{t(fieldLabels.company)}</dt>
              <dd>{data.company}</dd>
            </div>
          )}
          {data.location && (
            <div>
              <dt>{t(fieldLabels.location)}</dt>
              <dd>{data.location}</dd>
            </div>
          )}
          {linkedin && (
            <div>
              <dt>{t(fieldLabels.linkedin)}</dt>
              <dd>
                <a href={linkedin} target="_blank" rel="noopener noreferrer">
                  {linkedin}
                </a>
              </dd>
            </div>
          )}
          {website && (
            <div>
              <dt>{t(fieldLabels.website)}</dt>
              <dd>
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {website}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <div className="pending-profile__actions">
          <Button
            size="sm"
            loading={busy}
            loadingLabel={t(m.approving)}
            aria-label={t(approveLabelMessage, { name })}
            onClick={() => onApprove(name)}
          >
            {t(m.approve)}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t(rejectLabelMessage, { name })}
            onClick={() => onReject(name)}
          >
            {t(m.reject)}
          </Button>
        </div>
      </div>
    </Card>
  );
}
