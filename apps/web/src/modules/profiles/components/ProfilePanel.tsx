import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card } from '@platform/ui';
import { useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { useAuth } from '../../auth';
import { ApprovalStatus } from './ApprovalStatus';
import { ProfileForm } from './ProfileForm';
import { ProfileView } from './ProfileView';

const MyProfileQuery = graphql(`
  query MyProfile {
    myProfile {
      id
      ...ProfileView_profile
      ...ProfileForm_profile
      ...ApprovalStatus_profile
    }
  }
`);

const m = defineMessages({
  title: { id: 'member.profile.title', defaultMessage: 'Mein Profil' },
  loading: { id: 'member.profile.loading', defaultMessage: 'Profil wird geladen…' },
  loadFailed: {
    id: 'member.profile.loadFailed',
    defaultMessage: 'Fehler beim Laden des Profils',
  },
  loadFailedText: {
    id: 'member.profile.loadFailedText',
    defaultMessage: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  retry: { id: 'member.profile.retry', defaultMessage: 'Erneut versuchen' },
  edit: { id: 'member.profile.edit', defaultMessage: 'Profil bearbeiten' },
  create: { id: 'member.profile.create', defaultMessage: 'Profil anlegen' },
  none: {
    id: 'member.profile.none',
    defaultMessage:
      'Sie haben noch kein Profil. Mit einem Profil stellen Sie sich der Community vor und können eigene Workshops anbieten.',
  },
  saved: { id: 'member.profile.saved', defaultMessage: 'Profil gespeichert.' },
});

/** The profile tab's main card: loading, error with retry, view mode and edit mode. */
export function ProfilePanel() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useAuth();
  const { data, loading, error, refetch } = useQuery(MyProfileQuery, {
    notifyOnNetworkStatusChange: true,
  });
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Each edit mounts a fresh form, so leaving edit mode always drops unsaved changes.
  const [formKey, setFormKey] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  const startEditing = () => {
    setAnnouncement('');
    setFormKey((key) => key + 1);
    setEditing(true);
    window.requestAnimationFrame(() => titleRef.current?.focus());
  };
  const leaveEditing = (saved: boolean) => {
    setEditing(false);
    setFormKey((key) => key + 1);
    if (saved) setAnnouncement(t(m.saved));
    window.requestAnimationFrame(() =>
      (saved ? titleRef.current : (editButtonRef.current ?? titleRef.current))?.focus(),
    );
  };

  const title = (
    <h2 ref={titleRef} tabIndex={-1} className="member-tab__title">
      {t(m.title)}
    </h2>
  );

  if (error && !data) {
    return (
      <Card as="section" className="profile-card">
        {title}
        <Alert tone="danger" live="assertive" title={t(m.loadFailed)}>
          <p>{t(m.loadFailedText)}</p>
          <Button
            variant="secondary"
            size="sm"
            loading={loading}
            onClick={() => void refetch().catch(() => undefined)}
          >
            {t(m.retry)}
          </Button>
        </Alert>
      </Card>
    );
  }

  if (!data) {
    return (
      <Card as="section" className="profile-card">
        {title}
        <p role="status">{t(m.loading)}</p>
      </Card>
    );
  }

  const profile = data.myProfile;
  const account = { name: user?.name ?? '', email: user?.email ?? '' };

  return (
    <Card as="section" className="profile-card" aria-label={t(m.title)}>
      <div className="profile-card__head">
        {title}
        {!editing && (
          <Button ref={editButtonRef} variant="secondary" size="sm" onClick={startEditing}>
            {t(profile ? m.edit : m.create)}
          </Button>
        )}
      </div>
      <p className="ui-visually-hidden" role="status">
        {announcement}
      </p>
      {profile && <ApprovalStatus profile={profile} />}
      {editing ? (
        <ProfileForm
          key={formKey}
          profile={profile}
          account={account}
          onSaved={() => leaveEditing(true)}
          onCancel={() => leaveEditing(false)}
        />
      ) : profile ? (
        <ProfileView profile={profile} />
      ) : (
        <p className="profile-card__empty">{t(m.none)}</p>
      )}
    </Card>
  );
}
