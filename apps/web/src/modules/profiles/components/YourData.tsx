import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { downloadJson } from '../api/download-json';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const YourDataQuery = graphql(`
  query YourData {
    me {
      id
      ...DeleteAccountDialog_user
    }
  }
`);

const ExportMyDataMutation = graphql(`
  mutation ExportMyData {
    exportMyData
  }
`);

const m = defineMessages({
  title: { id: 'member.data.title', defaultMessage: 'Ihre Daten' },
  intro: {
    id: 'member.data.intro',
    defaultMessage:
      'Laden Sie alles herunter, was wir über Sie speichern (Konto, Profil, Workshops, Anmeldungen, Einwilligungen), oder löschen Sie Ihr Konto.',
  },
  download: { id: 'member.data.download', defaultMessage: 'Meine Daten herunterladen (JSON)' },
  downloading: { id: 'member.data.downloading', defaultMessage: 'Wird vorbereitet...' },
  downloaded: {
    id: 'member.data.downloaded',
    defaultMessage: 'Ihre Daten wurden als JSON-Datei heruntergeladen.',
  },
  downloadFailed: {
    id: 'member.data.downloadFailed',
    defaultMessage: 'Der Download ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  fileName: { id: 'member.data.fileName', defaultMessage: 'meine-daten.json' },
  delete: { id: 'member.data.delete', defaultMessage: 'Konto löschen' },
  deleteText: {
    id: 'member.data.deleteText',
    defaultMessage:
      'Das Löschen entfernt Ihr Profil und Ihre persönlichen Daten, storniert Ihre Anmeldungen und meldet Sie überall ab. Es lässt sich nicht rückgängig machen.',
  },
});

/** "Your data": download everything as JSON, delete the account. */
export function YourData() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(YourDataQuery);
  const [exportData, { loading: exporting }] = useMutation(ExportMyDataMutation);
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);

  const onDownload = async () => {
    setStatus(null);
    try {
      const result = await exportData();
      const json = result.data?.exportMyData;
      if (!json) throw new Error('No data in the answer.');
      downloadJson(json, t(m.fileName));
      setStatus({ tone: 'success', text: t(m.downloaded) });
    } catch (error) {
      console.error('[profile] Exporting the data failed.', error);
      setStatus({
        tone: 'danger',
        text: serverErrorOf(error).message ?? t(m.downloadFailed),
      });
    }
  };

  return (
    <Card as="section" className="your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="member-tab__title">
        {t(m.title)}
      </h2>
      <p>{t(m.intro)}</p>
      <div className="your-data__actions">
        <Button
          variant="secondary"
          loading={exporting}
          loadingLabel={t(m.downloading)}
          onClick={() => void onDownload()}
        >
          {t(m.download)}
        </Button>
      </div>
      <div aria-live="polite">
        {status && (
          <Alert tone={status.tone} live="off">
            <p>{status.text}</p>
          </Alert>
        )}
      </div>
      <div className="your-data__danger">
        <p>{t(m.deleteText)}</p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t(m.delete)}
        </Button>
      </div>
      {data?.me && (
        <DeleteAccountDialog open={deleting} user={data.me} onClose={() => setDeleting(false)} />
      )}
    </Card>
  );
}
