import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { PROFILE_VISIBILITIES, type ProfileVisibility } from '@platform/domain';
import { useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { safeWebUrl } from '../../team';
import { fieldLabels, visibilityLabels } from '../profile-messages';
import { ProfilePhoto } from './ProfilePhoto';

export const ProfileView_profile = graphql(`
  fragment ProfileView_profile on Profile {
    displayName
    email
    headline
    bio
    skills
    company
    location
    photoUrl
    visibility
    links {
      linkedin
      website
      github
      twitter
    }
  }
`);

const LINK_KEYS = ['linkedin', 'website', 'github', 'twitter'] as const;

function isVisibility(value: string): value is ProfileVisibility {
  return (PROFILE_VISIBILITIES as readonly string[]).includes(value);
}

export interface ProfileViewProps {
  profile: FragmentType<typeof ProfileView_profile>;
}

/** The saved profile, read-only. */
export function ProfileView({ profile }: ProfileViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, complete } = useFragment({ fragment: ProfileView_profile, from: profile });
  if (!complete) return null;
  const links = LINK_KEYS.flatMap((key) => {
    const href = safeWebUrl(data.links[key] ?? undefined);
    return href ? [{ key, href }] : [];
  });

  return (
    <div className="profile-view">
      <ProfilePhoto url={data.photoUrl} name={data.displayName} className="profile-view__photo" />
      <div className="profile-view__main">
        <p className="profile-view__name">{data.displayName}</p>
        {data.headline && <p className="profile-view__headline">{data.headline}</p>}
        <dl className="profile-view__facts">
          <div>
            <dt>{t(fieldLabels.email)}</dt>
            <dd>{data.email}</dd>
          </div>
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
          <div>
            <dt>{t(fieldLabels.visibility)}</dt>
            <dd>
              {isVisibility(data.visibility)
                ? t(visibilityLabels[data.visibility])
                : data.visibility}
            </dd>
          </div>
        </dl>
        {data.bio && (
          <>
            <h3 className="profile-view__label">{t(fieldLabels.bio)}</h3>
            <p className="profile-view__bio">{data.bio}</p>
          </>
        )}
        {data.skills.length > 0 && (
          <>
            <h3 className="profile-view__label">{t(fieldLabels.skills)}</h3>
            <ul className="profile-view__skills">
              {data.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </>
        )}
        {links.length > 0 && (
          <>
            <h3 className="profile-view__label">{t(fieldLabels.links)}</h3>
            <ul className="profile-view__links">
              {links.map(({ key, href }) => (
                <li key={key}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {t(fieldLabels[key])}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
