import { Alert } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { WORKSHOP_PATHS } from '../../../shared/paths';

const m = defineMessages({
  noProfileTitle: {
    id: 'memberWorkshops.prereq.noProfileTitle',
    defaultMessage: 'Profil erforderlich',
  },
  noProfile: {
    id: 'memberWorkshops.prereq.noProfile',
    defaultMessage:
      'Um Workshops anzubieten, brauchen Sie ein Profil, damit Teilnehmende wissen, wer sie erwartet.',
  },
  createProfile: { id: 'memberWorkshops.prereq.createProfile', defaultMessage: 'Profil erstellen' },
  hiddenTitle: {
    id: 'memberWorkshops.prereq.hiddenTitle',
    defaultMessage: 'Profil nicht sichtbar',
  },
  hidden: {
    id: 'memberWorkshops.prereq.hidden',
    defaultMessage:
      'Ihr Profil ist privat. Stellen Sie die Sichtbarkeit auf „Nur Mitglieder“ oder „Öffentlich“, um Workshops anzubieten.',
  },
  updateProfile: {
    id: 'memberWorkshops.prereq.updateProfile',
    defaultMessage: 'Profil aktualisieren',
  },
  unverifiedTitle: {
    id: 'memberWorkshops.prereq.unverifiedTitle',
    defaultMessage: 'E-Mail-Adresse nicht bestätigt',
  },
  unverified: {
    id: 'memberWorkshops.prereq.unverified',
    defaultMessage:
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in unserer E-Mail. Danach können Sie Workshops erstellen.',
  },
});

export interface Prerequisites {
  hasProfile: boolean;
  profileVisible: boolean;
  emailVerified: boolean;
}

/** What is missing before the member may create a workshop, with the way to fix it. */
export function PrerequisiteNotices({ prerequisites }: { prerequisites: Prerequisites }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      {!prerequisites.hasProfile ? (
        <Alert tone="warning" live="off" title={t(m.noProfileTitle)}>
          <p>{t(m.noProfile)}</p>
          <LinkButton to={WORKSHOP_PATHS.profileTab} variant="secondary" size="sm">
            {t(m.createProfile)}
          </LinkButton>
        </Alert>
      ) : !prerequisites.profileVisible ? (
        <Alert tone="warning" live="off" title={t(m.hiddenTitle)}>
          <p>{t(m.hidden)}</p>
          <LinkButton to={WORKSHOP_PATHS.profileTab} variant="secondary" size="sm">
            {t(m.updateProfile)}
          </LinkButton>
        </Alert>
      ) : null}
      {!prerequisites.emailVerified && (
        <Alert tone="warning" live="off" title={t(m.unverifiedTitle)}>
          <p>{t(m.unverified)}</p>
        </Alert>
      )}
    </>
  );
}

export const prerequisitesMet = (p: Prerequisites) =>
  p.hasProfile && p.profileVisible && p.emailVerified;
