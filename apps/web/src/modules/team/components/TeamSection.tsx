import '../team.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTeamProfiles } from '../hooks/useTeamProfiles';
import { sampleProfiles } from './sample-profiles';
import { TeamCard } from './TeamCard';

/** The team grid: loads the public profiles, falls back to two sample profiles. */
export function TeamSection() {
  const intl = useIntl();
  const state = useTeamProfiles();

  if (state.status === 'loading') {
    return (
      <p className="team-status" role="status">
        <FormattedMessage id="team.loading" defaultMessage="Team wird geladen…" />
      </p>
    );
  }

  const profiles = state.status === 'loaded' ? state.profiles : sampleProfiles(intl);
  return (
    <>
      <ul className="team-grid">
        {profiles.map((profile) => (
          <TeamCard key={profile.id} profile={profile} />
        ))}
      </ul>
      {state.status === 'fallback' && (
        <p className="team-status">
          <FormattedMessage
            id="team.fallbackNote"
            defaultMessage="Beispielprofile: Die Profile unseres Teams können gerade nicht angezeigt werden."
          />
        </p>
      )}
    </>
  );
}
