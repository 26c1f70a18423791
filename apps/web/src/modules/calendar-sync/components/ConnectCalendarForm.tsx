import { useMutation } from '@apollo/client/react';
import { CALENDAR_CONNECTION_LIMITS } from '@platform/domain';
import { Alert, Button, SelectField, TextField } from '@platform/ui';
import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import type { OldCalendarEntries } from '../../../graphql/generated/graphql';
import { serverErrorOf } from '../../../shared/graphql/server-error';

const DiscoverCalendarsMutation = graphql(`
  mutation DiscoverCalendars($input: CaldavAccountInput!) {
    discoverCalendars(input: $input) {
      url
      name
    }
  }
`);

const ConnectCaldavCalendarMutation = graphql(`
  mutation ConnectCaldavCalendar($input: ConnectCaldavCalendarInput!) {
    connectCaldavCalendar(input: $input) {
      consultantId
      oldCalendarEntries
    }
  }
`);

const ConnectIcalCalendarMutation = graphql(`
  mutation ConnectIcalCalendar($input: ConnectIcalCalendarInput!) {
    connectIcalCalendar(input: $input) {
      consultantId
      oldCalendarEntries
    }
  }
`);

const m = defineMessages({
  legend: { id: 'calendarSync.form.legend', defaultMessage: 'Wie ist Ihr Kalender erreichbar?' },
  caldav: { id: 'calendarSync.form.caldav', defaultMessage: 'CalDAV-Konto' },
  ical: { id: 'calendarSync.form.ical', defaultMessage: 'Geheime iCal-Adresse' },
  server: { id: 'calendarSync.form.server', defaultMessage: 'Server-Adresse' },
  serverHint: {
    id: 'calendarSync.form.serverHint',
    defaultMessage:
      'Zum Beispiel https://cloud.ihre-firma.de (Nextcloud), https://caldav.icloud.com (iCloud) oder https://dav.mailbox.org (mailbox.org).',
  },
  username: { id: 'calendarSync.form.username', defaultMessage: 'Benutzername' },
  password: { id: 'calendarSync.form.password', defaultMessage: 'App-Passwort' },
  passwordHint: {
    id: 'calendarSync.form.passwordHint',
    defaultMessage:
      'Legen Sie dafür bei Ihrem Anbieter ein eigenes App-Passwort an. Es wird verschlüsselt gespeichert.',
  },
  find: { id: 'calendarSync.form.find', defaultMessage: 'Kalender suchen' },
  finding: { id: 'calendarSync.form.finding', defaultMessage: 'Kalender werden gesucht…' },
  choose: { id: 'calendarSync.form.choose', defaultMessage: 'Kalender' },
  chooseHint: {
    id: 'calendarSync.form.chooseHint',
    defaultMessage:
      'Belegte Zeiten dieses Kalenders werden nicht angeboten; jede Buchung wird hier eingetragen.',
  },
  icalUrl: { id: 'calendarSync.form.icalUrl', defaultMessage: 'Geheime Adresse im iCal-Format' },
  icalHint: {
    id: 'calendarSync.form.icalHint',
    defaultMessage:
      'In Google Kalender unter „Einstellungen für meine Kalender“ → „Geheime Adresse im iCal-Format“, in Outlook unter „Kalender freigeben“ → „ICS-Link“. Nur lesend: Buchungen werden dort nicht eingetragen.',
  },
  connect: { id: 'calendarSync.form.connect', defaultMessage: 'Kalender verbinden' },
  connecting: { id: 'calendarSync.form.connecting', defaultMessage: 'Kalender wird verbunden…' },
  failed: {
    id: 'calendarSync.form.failed',
    defaultMessage: 'Der Kalender konnte nicht verbunden werden.',
  },
});

/** Connect a CalDAV calendar (find the account's calendars, pick one) or a secret iCal address. */
export function ConnectCalendarForm({
  onConnected,
}: {
  /** Called once connected, with what became of the entries in a replaced CalDAV calendar. */
  onConnected: (oldCalendarEntries: OldCalendarEntries | null) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [kind, setKind] = useState<'caldav' | 'ical'>('caldav');
  const [account, setAccount] = useState({ serverUrl: '', username: '', password: '' });
  const [calendarUrl, setCalendarUrl] = useState('');
  const [icalUrl, setIcalUrl] = useState('');
  const [discover, discovered] = useMutation(DiscoverCalendarsMutation);
  const [connectCaldav, caldavState] = useMutation(ConnectCaldavCalendarMutation);
  const [connectIcal, icalState] = useMutation(ConnectIcalCalendarMutation);
  const calendars = discovered.data?.discoverCalendars ?? null;
  const error = discovered.error ?? caldavState.error ?? icalState.error;
  const failure = error ? serverErrorOf(error) : null;

  const reset = () => {
    discovered.reset();
    caldavState.reset();
    icalState.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (kind === 'ical') {
        const done = await connectIcal({ variables: { input: { url: icalUrl } } });
        onConnected(done.data?.connectIcalCalendar.oldCalendarEntries ?? null);
      } else if (!calendars) {
        const found = await discover({ variables: { input: account } });
        setCalendarUrl(found.data?.discoverCalendars[0]?.url ?? '');
      } else {
        const done = await connectCaldav({ variables: { input: { ...account, calendarUrl } } });
        onConnected(done.data?.connectCaldavCalendar.oldCalendarEntries ?? null);
      }
    } catch (caught) {
      console.error('[calendar-sync] Connecting a calendar failed.', caught);
    }
  };

  const busy = discovered.loading || caldavState.loading || icalState.loading;
  const changeAccount = (field: keyof typeof account) => (value: string) => {
    reset();
    setAccount({ ...account, [field]: value });
  };

  return (
    <form className="calendar-sync__form" onSubmit={(event) => void submit(event)}>
      <fieldset className="calendar-sync__kinds">
        <legend>{t(m.legend)}</legend>
        {(['caldav', 'ical'] as const).map((option) => (
          <label key={option} className="calendar-sync__kind">
            <input
              type="radio"
              name="calendar-kind"
              checked={kind === option}
              onChange={() => {
                reset();
                setKind(option);
              }}
            />
            <span>{t(option === 'caldav' ? m.caldav : m.ical)}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'caldav' ? (
        <>
          <TextField
            name="serverUrl"
            type="url"
            inputMode="url"
            autoComplete="url"
            label={t(m.server)}
            hint={t(m.serverHint)}
            required
            maxLength={CALENDAR_CONNECTION_LIMITS.address}
            value={account.serverUrl}
            error={failure?.fields.serverUrl}
            onChange={(event) => changeAccount('serverUrl')(event.target.value)}
          />
          <TextField
            name="username"
            autoComplete="username"
            label={t(m.username)}
            required
            maxLength={CALENDAR_CONNECTION_LIMITS.username}
            value={account.username}
            onChange={(event) => changeAccount('username')(event.target.value)}
          />
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={t(m.password)}
            hint={t(m.passwordHint)}
            required
            maxLength={CALENDAR_CONNECTION_LIMITS.password}
            value={account.password}
            onChange={(event) => changeAccount('password')(event.target.value)}
          />
          {calendars ? (
            <SelectField
              name="calendarUrl"
              label={t(m.choose)}
              hint={t(m.chooseHint)}
              value={calendarUrl}
              error={failure?.fields.calendarUrl}
              onChange={(event) => setCalendarUrl(event.target.value)}
            >
              {calendars.map((calendar) => (
                <option key={calendar.url} value={calendar.url}>
                  {calendar.name}
                </option>
              ))}
            </SelectField>
          ) : null}
        </>
      ) : (
        <TextField
          name="icalUrl"
          type="url"
          inputMode="url"
          label={t(m.icalUrl)}
          hint={t(m.icalHint)}
          required
          maxLength={CALENDAR_CONNECTION_LIMITS.address}
          value={icalUrl}
          error={failure?.fields.url}
          onChange={(event) => {
            reset();
            setIcalUrl(event.target.value);
          }}
        />
      )}
      {failure ? (
        <Alert tone="danger" live="assertive" title={t(m.failed)}>
          {failure.message ? <p>{failure.message}</p> : null}
        </Alert>
      ) : null}
      <div className="calendar-sync__actions">
        <Button
          type="submit"
          loading={busy}
          loadingLabel={t(discovered.loading ? m.finding : m.connecting)}
        >
          {t(kind === 'caldav' && !calendars ? m.find : m.connect)}
        </Button>
      </div>
    </form>
  );
}
