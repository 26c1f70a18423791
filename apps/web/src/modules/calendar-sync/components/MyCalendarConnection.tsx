import '../calendar-sync.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { untypedMessages } from '../../../shared/i18n/untyped-messages';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { calendarSyncMessages } from '../calendar-sync-messages';
import { CalendarConnectionStatus } from './CalendarConnectionStatus';
import { ConnectCalendarForm } from './ConnectCalendarForm';

const MyCalendarConnectionQuery = graphql(`
  query MyCalendarConnection {
    myCalendarConnection {
      consultantId
      kind
      calendarName
      host
      status
      problem
      lastSyncedAt
    }
  }
`);

const DisconnectCalendarMutation = graphql(`
  mutation DisconnectCalendar {
    disconnectCalendar {
      disconnected
      oldCalendarEntries
    }
  }
`);

const m = untypedMessages(
  defineMessages({
    title: { id: 'calendarSync.mine.title', defaultMessage: 'Ihr eigener Kalender' },
    intro: {
      id: 'calendarSync.mine.intro',
      defaultMessage:
        'Verbinden Sie Ihren Kalender: Zeiten, zu denen Sie dort schon Termine haben, werden nicht zur Buchung angeboten. Mit CalDAV wird zudem jede Buchung in Ihren Kalender eingetragen, mit ihr verschoben und bei einer Absage gelöscht.',
    },
    change: { id: 'calendarSync.mine.change', defaultMessage: 'Anderen Kalender verbinden' },
    disconnect: { id: 'calendarSync.mine.disconnect', defaultMessage: 'Verbindung trennen' },
    disconnecting: { id: 'calendarSync.mine.disconnecting', defaultMessage: 'Wird getrennt…' },
    failedLoad: {
      id: 'calendarSync.mine.failedLoad',
      defaultMessage: 'Ihr Kalender konnte nicht geladen werden.',
    },
    connectedNotice: {
      id: 'calendarSync.mine.connectedNotice',
      defaultMessage: 'Ihr Kalender ist verbunden.',
    },
    connectedTidied: {
      id: 'calendarSync.mine.connectedTidied',
      defaultMessage:
        'Ihr Kalender ist verbunden. Die Buchungen, die wir in Ihren vorigen Kalender „{name}“ eingetragen hatten, haben wir dort gelöscht.',
    },
    disconnectedNotice: {
      id: 'calendarSync.mine.disconnectedNotice',
      defaultMessage: 'Die Verbindung ist getrennt.',
    },
    disconnectedTidied: {
      id: 'calendarSync.mine.disconnectedTidied',
      defaultMessage:
        'Die Verbindung ist getrennt. Die Buchungen, die wir in den Kalender „{name}“ eingetragen hatten, haben wir dort gelöscht.',
    },
    oldEntriesLeftTitle: {
      id: 'calendarSync.mine.oldEntriesLeftTitle',
      defaultMessage: 'Einträge im Kalender „{name}“ bitte selbst löschen',
    },
    oldEntriesLeft: {
      id: 'calendarSync.mine.oldEntriesLeft',
      defaultMessage:
        'Der Kalender war gerade nicht erreichbar, deshalb stehen die Buchungen, die wir dort eingetragen hatten, noch darin. Sie gelten nicht mehr für diesen Kalender: Bitte löschen Sie sie dort von Hand. Ihre Buchungen selbst bleiben bestehen.',
    },
  }),
);

/** The consultant's own calendar on "Meine Beratungstermine" (nothing for other members). */
export function MyCalendarConnection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, error, refetch } = useQuery(MyCalendarConnectionQuery);
  const [disconnect, disconnecting] = useMutation(DisconnectCalendarMutation, {
    refetchQueries: [MyCalendarConnectionQuery],
    awaitRefetchQueries: true,
  });
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState('');
  // The calendar whose entries could not be deleted after it was disconnected or replaced.
  const [leftIn, setLeftIn] = useState<string | null>(null);
  if (error && serverErrorOf(error).code === 'CALENDAR_NOT_CONSULTANT') return null;
  const connection = data?.myCalendarConnection ?? null;

  return (
    <section className="calendar-sync" aria-labelledby="calendar-sync-title">
      <h2 id="calendar-sync-title">{t(m.title)}</h2>
      <p>{t(m.intro)}</p>
      {error ? <Alert tone="danger" title={t(m.failedLoad)} /> : null}
      <p role="status" className="calendar-sync__notice">
        {notice}
      </p>
      {leftIn ? (
        <Alert tone="warning" title={t(m.oldEntriesLeftTitle, { name: leftIn })}>
          <p>{t(m.oldEntriesLeft)}</p>
        </Alert>
      ) : null}
      {data && !connection ? <p>{t(calendarSyncMessages.notConnected)}</p> : null}
      {connection ? <CalendarConnectionStatus connection={connection} /> : null}
      {connection && !changing ? (
        <div className="calendar-sync__actions">
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {t(m.change)}
          </Button>
          <Button
            variant="ghost"
            loading={disconnecting.loading}
            loadingLabel={t(m.disconnecting)}
            onClick={() => {
              const name = connection.calendarName;
              setNotice('');
              setLeftIn(null);
              void disconnect()
                .then(({ data: done }) => {
                  const old = done?.disconnectCalendar.oldCalendarEntries;
                  setNotice(
                    old === 'removed' ? t(m.disconnectedTidied, { name }) : t(m.disconnectedNotice),
                  );
                  if (old === 'left') setLeftIn(name);
                })
                .catch((caught: unknown) =>
                  console.error('[calendar-sync] Disconnecting failed.', caught),
                );
            }}
          >
            {t(m.disconnect)}
          </Button>
        </div>
      ) : null}
      {data && (!connection || changing) ? (
        <ConnectCalendarForm
          onConnected={(old) => {
            const name = connection?.calendarName ?? '';
            setChanging(false);
            setNotice(old === 'removed' ? t(m.connectedTidied, { name }) : t(m.connectedNotice));
            setLeftIn(old === 'left' ? name : null);
            void refetch();
          }}
        />
      ) : null}
    </section>
  );
}
