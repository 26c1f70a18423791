import { LIMITS } from '@platform/domain';
import { Card, VisuallyHidden } from '@platform/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { safeEmail, safeImageUrl, safeWebUrl, type TeamProfile } from '../api/team-profile';

/** One team member: photo, name, headline, bio, skills, location and links. */
export function TeamCard({ profile }: { profile: TeamProfile }) {
  const intl = useIntl();
  const name = profile.display_name;
  const shownSkills = profile.skills.slice(0, LIMITS.profile.teamCardSkills);
  const hiddenSkills = profile.skills.length - shownSkills.length;
  const linkedin = safeWebUrl(profile.links.linkedin);
  const website = safeWebUrl(profile.links.website);
  const email = safeEmail(profile.email);

  return (
    <Card as="li" className="team-card">
      <TeamPhoto url={profile.photo_url} name={name} />
      <div className="team-card__body">
        <h3 className="team-card__name">{name}</h3>
        {profile.headline && <p className="team-card__headline">{profile.headline}</p>}
        {profile.location && (
          <p className="team-card__location">
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="M8 15s5-4.6 5-8.5A5 5 0 0 0 3 6.5C3 10.4 8 15 8 15zm0-6.5a2 2 0 1 1 0-4 2 2 0 0 1 0 4z"
                fill="currentColor"
              />
            </svg>
            <VisuallyHidden>
              <FormattedMessage id="team.card.locationLabel" defaultMessage="Standort:" />{' '}
            </VisuallyHidden>
            {profile.location}
          </p>
        )}
        {profile.bio && <p className="team-card__bio">{profile.bio}</p>}
        {shownSkills.length > 0 && (
          <ul
            className="team-card__skills"
            aria-label={intl.formatMessage({
              id: 'team.card.skillsLabel',
              defaultMessage: 'Fähigkeiten',
            })}
          >
            {shownSkills.map((skill) => (
              <li key={skill} className="team-card__skill">
                {skill}
              </li>
            ))}
            {hiddenSkills > 0 && (
              <li className="team-card__skill team-card__skill--more">
                <FormattedMessage
                  id="team.card.moreSkills"
                  defaultMessage="+{count} weitere"
                  values={{ count: hiddenSkills }}
                />
              </li>
            )}
          </ul>
        )}
        {(linkedin || website || email) && (
          <ul className="team-card__links">
            {linkedin && (
              <li>
                <a
                  href={linkedin}
                  aria-label={intl.formatMessage(
                    { id: 'team.card.linkedinLabel', defaultMessage: 'LinkedIn-Profil von {name}' },
                    { name },
                  )}
                >
                  LinkedIn
                </a>
              </li>
            )}
            {website && (
              <li>
                <a
                  href={website}
                  aria-label={intl.formatMessage(
                    { id: 'team.card.websiteLabel', defaultMessage: 'Website von {name}' },
                    { name },
                  )}
                >
                  <FormattedMessage id="team.card.website" defaultMessage="Website" />
                </a>
              </li>
            )}
            {email && (
              <li>
                <a
                  href={`mailto:${email}`}
                  aria-label={intl.formatMessage(
                    { id: 'team.card.emailLabel', defaultMessage: 'E-Mail an {name}' },
                    { name },
                  )}
                >
                  <FormattedMessage id="team.card.email" defaultMessage="E-Mail" />
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
    </Card>
  );
}

const MISSING_PHOTO_CLASS = 'team-card__photo team-card__photo--missing';

/**
 * The photo, or a "Kein Bild" box when there is none or it fails to load. On the About page as
 * islands (no React for the cards), the islands loader swaps a failed image for that box by its
 * `data-fallback-*` attributes (islands/failed-images.ts).
 */
function TeamPhoto({ url, name }: { url: string; name: string }) {
  const intl = useIntl();
  const source = safeImageUrl(url);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const noImage = intl.formatMessage({ id: 'team.card.noImage', defaultMessage: 'Kein Bild' });

  if (!source || failedSource === source) {
    return <div className={MISSING_PHOTO_CLASS}>{noImage}</div>;
  }
  return (
    <img
      className="team-card__photo"
      data-fallback-class={MISSING_PHOTO_CLASS}
      data-fallback-text={noImage}
      src={source}
      alt={intl.formatMessage(
        { id: 'team.card.photoAlt', defaultMessage: 'Porträt von {name}' },
        { name },
      )}
      width={240}
      height={240}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSource(source)}
    />
  );
}
