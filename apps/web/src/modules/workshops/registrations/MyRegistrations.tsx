import { useQuery } from '@apollo/client/react';
import { PATHS } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { useRef, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { HelperSessions } from '../../checkin';
import { graphql } from '../../../graphql/generated';
import { CancelRegistrationDialog } from './CancelRegistrationDialog';
import { MyRegistrationItem } from './MyRegistrationItem';
import '../catalog/academy.css';

const MyRegistrationsQuery = graphql(`
  query MyRegistrations {
    myRegistrations {
      id
      ...MyRegistrationItem_registration
    }
  }
`);

const m = {
  title: defineMessage({ id: 'member.academy.title', defaultMessage: 'Meine Anmeldungen' }),
  loading: defineMessage({
    id: 'member.academy.loading',
    defaultMessage: 'Anmeldungen werden geladen…',
  }),
  error: defineMessage({
    id: 'member.academy.error',
    defaultMessage: 'Ihre Anmeldungen konnten nicht geladen werden.',
  }),
  retry: defineMessage({ id: 'member.academy.retry', defaultMessage: 'Erneut versuchen' }),
  empty: defineMessage({
    id: 'member.academy.empty',
    defaultMessage: 'Sie sind noch für keinen Workshop angemeldet.',
  }),
  browse: defineMessage({ id: 'member.academy.browse', defaultMessage: 'Workshops entdecken' }),
  cancelled: defineMessage<{ title: string | number }>({
    id: 'member.academy.cancelled',
    defaultMessage: 'Die Anmeldung für „{title}“ wurde storniert.',
  }),
};

/** The member's workshop registrations, each with its status and a cancel button. */
export function MyRegistrations() {
  const t = useIntl().formatMessage;
  const { data, loading, error, refetch } = useQuery(MyRegistrationsQuery, {
    notifyOnNetworkStatusChange: true,
  });
  const [cancelling, setCancelling] = useState<{ id: string; title: string; date: string } | null>(
    null,
  );
  const [announcement, setAnnouncement] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <section className="academy-registrations" aria-labelledby="my-registrations-title">
      <h3 id="my-registrations-title" ref={titleRef} tabIndex={-1}>
        {t(m.title)}
      </h3>
      <p className="ui-visually-hidden" role="status">
        {announcement}
      </p>
      {!data && !error && <p role="status">{t(m.loading)}</p>}
      {error && !data && (
        <Alert tone="danger" live="assertive" title={t(m.error)}>
          <Button
            variant="secondary"
            size="sm"
            loading={loading}
            onClick={() => void refetch().catch(() => undefined)}
          >
            {t(m.retry)}
          </Button>
        </Alert>
      )}
      {data && data.myRegistrations.length === 0 && (
        <div>
          <p>{t(m.empty)}</p>
          <LinkButton to={PATHS.academy} variant="secondary" size="sm">
            {t(m.browse)}
          </LinkButton>
        </div>
      )}
      {data && data.myRegistrations.length > 0 && (
        <ul className="academy-registrations__list">
          {data.myRegistrations.map((registration) => (
            <MyRegistrationItem
              key={registration.id}
              registration={registration}
              onCancel={(target) => {
                setAnnouncement('');
                setCancelling(target);
              }}
            />
          ))}
        </ul>
      )}
      <HelperSessions />
      <CancelRegistrationDialog
        registration={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          if (cancelling) setAnnouncement(t(m.cancelled, { title: cancelling.title }));
          setCancelling(null);
          window.requestAnimationFrame(() => titleRef.current?.focus());
        }}
        refetchQueries={['MyRegistrations']}
      />
    </section>
  );
}
