import '../calendar-feeds.css';
import { webcalUrl } from '@platform/domain';
import { Alert, Button, Card, TextField } from '@platform/ui';
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

export const calendarFeedMessages = defineMessages({
  title: { id: 'calendarFeeds.title', defaultMessage: 'Kalender abonnieren' },
  consultantTitle: {
    id: 'calendarFeeds.consultantTitle',
    defaultMessage: 'Kalender meiner Beratungstermine abonnieren',
  },
  intro: {
    id: 'calendarFeeds.intro',
    defaultMessage:
      'Ihre Workshop-Anmeldungen, Beratungstermine und die Termine Ihrer eigenen Workshops erscheinen in Ihrem Kalender und bleiben dort aktuell.',
  },
  consultantIntro: {
    id: 'calendarFeeds.consultantIntro',
    defaultMessage:
      'Alle Buchungen bei Ihnen als Beraterin oder Berater, mit Verschiebungen und Absagen.',
  },
  address: { id: 'calendarFeeds.address', defaultMessage: 'Adresse Ihres Kalenders' },
  secretHint: {
    id: 'calendarFeeds.secretHint',
    defaultMessage:
      'Die Adresse ist Ihr Schlüssel: Wer sie kennt, sieht Ihre Termine. Geben Sie sie nicht weiter.',
  },
  copy: { id: 'calendarFeeds.copy', defaultMessage: 'Adresse kopieren' },
  copied: { id: 'calendarFeeds.copied', defaultMessage: 'Adresse kopiert.' },
  copyFailed: {
    id: 'calendarFeeds.copyFailed',
    defaultMessage: 'Kopieren ging nicht. Bitte markieren und kopieren Sie die Adresse selbst.',
  },
  open: { id: 'calendarFeeds.open', defaultMessage: 'Im Kalenderprogramm öffnen' },
  help: {
    id: 'calendarFeeds.help',
    defaultMessage: 'So fügen Sie den Kalender hinzu (Google, Outlook, Apple)',
  },
  helpGoogle: {
    id: 'calendarFeeds.helpGoogle',
    defaultMessage:
      'Google Kalender: links bei „Weitere Kalender“ auf „+“ und „Per URL“, die Adresse einfügen, „Kalender hinzufügen“.',
  },
  helpOutlook: {
    id: 'calendarFeeds.helpOutlook',
    defaultMessage:
      'Outlook: „Kalender hinzufügen“, „Aus dem Internet abonnieren“, die Adresse einfügen, „Importieren“.',
  },
  helpApple: {
    id: 'calendarFeeds.helpApple',
    defaultMessage:
      'Apple Kalender: „Ablage“, „Neues Kalenderabonnement …“, die Adresse einfügen; auf iPhone und iPad genügt „Im Kalenderprogramm öffnen“.',
  },
  helpDelay: {
    id: 'calendarFeeds.helpDelay',
    defaultMessage:
      'Kalenderprogramme fragen in eigenen Abständen nach (Google etwa alle paar Stunden); Änderungen erscheinen dann dort.',
  },
  renew: { id: 'calendarFeeds.renew', defaultMessage: 'Adresse erneuern' },
  renewConfirm: {
    id: 'calendarFeeds.renewConfirm',
    defaultMessage:
      'Die bisherige Adresse funktioniert danach nicht mehr; Sie müssen den Kalender mit der neuen Adresse neu abonnieren.',
  },
  renewYes: { id: 'calendarFeeds.renewYes', defaultMessage: 'Ja, neue Adresse' },
  cancel: { id: 'calendarFeeds.cancel', defaultMessage: 'Abbrechen' },
  renewed: {
    id: 'calendarFeeds.renewed',
    defaultMessage: 'Neue Adresse erstellt. Die alte funktioniert nicht mehr.',
  },
  renewFailed: {
    id: 'calendarFeeds.renewFailed',
    defaultMessage: 'Die Adresse konnte nicht erneuert werden. Bitte versuchen Sie es noch einmal.',
  },
});

export interface CalendarFeedBoxProps {
  kind: 'member' | 'consultant';
  /** The feed's `https://` address. */
  url: string;
  renewing: boolean;
  onRenew: () => Promise<boolean>;
}

type Notice = 'copied' | 'copyFailed' | 'renewed' | 'renewFailed' | null;

/** One subscribable feed: its `webcal://` address, copy, open, help and renewal. */
export function CalendarFeedBox({ kind, url, renewing, onRenew }: CalendarFeedBoxProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const m = calendarFeedMessages;
  const headingId = useId();
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const address = webcalUrl(url);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setNotice('copied');
    } catch {
      setNotice('copyFailed');
    }
  };
  const renew = async () => {
    const ok = await onRenew();
    setConfirming(false);
    setNotice(ok ? 'renewed' : 'renewFailed');
  };

  return (
    <Card as="section" className="calendar-feed" aria-labelledby={headingId}>
      <h2 id={headingId} className="calendar-feed__title">
        {t(kind === 'member' ? m.title : m.consultantTitle)}
      </h2>
      <p>{t(kind === 'member' ? m.intro : m.consultantIntro)}</p>
      <TextField
        label={t(m.address)}
        hint={t(m.secretHint)}
        name={`calendar-feed-${kind}`}
        value={address}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="calendar-feed__actions">
        <Button variant="primary" size="sm" onClick={() => void copy()}>
          {t(m.copy)}
        </Button>
        <a className="calendar-feed__open" href={address}>
          {t(m.open)}
        </a>
      </div>
      <div role="status" aria-live="polite" className="calendar-feed__status">
        {notice === 'copied' || notice === 'renewed' ? <p>{t(m[notice])}</p> : null}
      </div>
      {notice === 'copyFailed' || notice === 'renewFailed' ? (
        <Alert tone="warning" live="assertive">
          <p>{t(m[notice])}</p>
        </Alert>
      ) : null}
      <details className="calendar-feed__help">
        <summary>{t(m.help)}</summary>
        <ul>
          <li>{t(m.helpGoogle)}</li>
          <li>{t(m.helpOutlook)}</li>
          <li>{t(m.helpApple)}</li>
        </ul>
        <p>{t(m.helpDelay)}</p>
      </details>
      {confirming ? (
        <div className="calendar-feed__confirm">
          <p>{t(m.renewConfirm)}</p>
          <div className="calendar-feed__actions">
            <Button variant="secondary" size="sm" disabled={renewing} onClick={() => void renew()}>
              {t(m.renewYes)}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t(m.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {t(m.renew)}
        </Button>
      )}
    </Card>
  );
}
