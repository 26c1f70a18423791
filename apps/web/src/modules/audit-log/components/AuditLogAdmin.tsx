import { useQuery } from '@apollo/client/react';
import { AUDIT_ACTIONS, WORKSHOP_TIME_ZONE } from '@platform/domain';
import { Alert, Button, SelectField, TextField } from '@platform/ui';
import { type FormEvent, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { auditActionMessage } from '../action-messages';
import { type AuditFilterForm, auditFilterVariables, EMPTY_FILTER } from '../audit-log-query';
import { downloadAuditCsv } from '../download-audit-csv';
import './audit-log.css';

const AuditLogQuery = graphql(`
  query AuditLog($filter: AuditLogFilterInput, $page: Int) {
    auditLog(filter: $filter, page: $page) {
      hasMore
      entries {
        id
        occurredAt
        action
        actorId
        actorLabel
        targetType
        targetId
        ip
        before
        after
      }
    }
  }
`);

// Plain descriptors: the typed ones refuse some values (see FailedMails).
const m: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'auditLog.admin.title', defaultMessage: 'Protokoll' },
  intro: {
    id: 'auditLog.admin.intro',
    defaultMessage:
      'Wer hat wann was an Geld, Zugängen oder öffentlichen Inhalten geändert. Einträge lassen sich nicht ändern oder löschen.',
  },
  filters: { id: 'auditLog.admin.filters', defaultMessage: 'Filter' },
  action: { id: 'auditLog.admin.action', defaultMessage: 'Aktion' },
  anyAction: { id: 'auditLog.admin.anyAction', defaultMessage: 'Alle Aktionen' },
  actor: { id: 'auditLog.admin.actor', defaultMessage: 'Wer (E-Mail oder Nutzer-ID)' },
  targetType: { id: 'auditLog.admin.targetType', defaultMessage: 'Zieltyp (z. B. invoice)' },
  targetId: { id: 'auditLog.admin.targetId', defaultMessage: 'Ziel-ID' },
  from: { id: 'auditLog.admin.from', defaultMessage: 'Von' },
  to: { id: 'auditLog.admin.to', defaultMessage: 'Bis' },
  apply: { id: 'auditLog.admin.apply', defaultMessage: 'Filtern' },
  reset: { id: 'auditLog.admin.reset', defaultMessage: 'Zurücksetzen' },
  csv: { id: 'auditLog.admin.csv', defaultMessage: 'Als CSV herunterladen' },
  csvFailed: {
    id: 'auditLog.admin.csvFailed',
    defaultMessage: 'Die CSV-Datei konnte nicht geladen werden.',
  },
  loading: { id: 'auditLog.admin.loading', defaultMessage: 'Wird geladen …' },
  loadFailed: {
    id: 'auditLog.admin.loadFailed',
    defaultMessage: 'Das Protokoll konnte nicht geladen werden.',
  },
  empty: { id: 'auditLog.admin.empty', defaultMessage: 'Keine Einträge für diesen Filter.' },
  time: { id: 'auditLog.admin.time', defaultMessage: 'Zeit' },
  who: { id: 'auditLog.admin.who', defaultMessage: 'Wer' },
  system: { id: 'auditLog.admin.system', defaultMessage: 'System' },
  target: { id: 'auditLog.admin.target', defaultMessage: 'Ziel' },
  address: { id: 'auditLog.admin.address', defaultMessage: 'Adresse' },
  change: { id: 'auditLog.admin.change', defaultMessage: 'Vorher → Nachher' },
  previous: { id: 'auditLog.admin.previous', defaultMessage: 'Neuere' },
  next: { id: 'auditLog.admin.next', defaultMessage: 'Ältere' },
  page: { id: 'auditLog.admin.page', defaultMessage: 'Seite {page}' },
});

/** Admin tab section "Audit log": filters, the entries newest first in pages, CSV download. */
export function AuditLogAdmin() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_FILTER);
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const [csvFailed, setCsvFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { data, loading, error, refetch } = useQuery(AuditLogQuery, {
    variables: { filter: applied, page },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.auditLog.entries ?? [];
  const set = (key: keyof AuditFilterForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(auditFilterVariables(form));
    setPage(1);
  };
  const reset = () => {
    setForm(EMPTY_FILTER);
    setApplied({});
    setPage(1);
  };
  const download = async () => {
    setCsvFailed(false);
    setDownloading(true);
    try {
      await downloadAuditCsv(applied);
    } catch (failure) {
      console.error('[audit-log] CSV download failed.', failure);
      setCsvFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  const actionLabel = (action: string) => {
    const message = auditActionMessage(action);
    return message ? t(message) : action;
  };

  return (
    <section className="audit-log" aria-labelledby="audit-log-title">
      <h2 id="audit-log-title">{t(m.title)}</h2>
      <p className="audit-log__intro">{t(m.intro)}</p>
      <form className="audit-log__filters" onSubmit={apply} aria-label={t(m.filters)}>
        <SelectField
          label={t(m.action)}
          value={form.action}
          onChange={(e) => set('action')(e.target.value)}
        >
          <option value="">{t(m.anyAction)}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t(m.actor)}
          value={form.actor}
          maxLength={320}
          onChange={(e) => set('actor')(e.target.value)}
        />
        <TextField
          label={t(m.targetType)}
          value={form.targetType}
          maxLength={40}
          onChange={(e) => set('targetType')(e.target.value)}
        />
        <TextField
          label={t(m.targetId)}
          value={form.targetId}
          maxLength={100}
          onChange={(e) => set('targetId')(e.target.value)}
        />
        <TextField
          type="date"
          label={t(m.from)}
          value={form.from}
          onChange={(e) => set('from')(e.target.value)}
        />
        <TextField
          type="date"
          label={t(m.to)}
          value={form.to}
          onChange={(e) => set('to')(e.target.value)}
        />
        <div className="audit-log__buttons">
          <Button type="submit">{t(m.apply)}</Button>
          <Button type="button" variant="secondary" onClick={reset}>
            {t(m.reset)}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={downloading}
            loadingLabel={t(m.loading)}
            onClick={() => void download()}
          >
            {t(m.csv)}
          </Button>
        </div>
      </form>
      {csvFailed && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.csvFailed)}</p>
        </Alert>
      )}
      {error && !data && (
        <Alert tone="danger" live="assertive">
          <p>{error.message || t(m.loadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t(m.apply)}
          </Button>
        </Alert>
      )}
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {data && entries.length === 0 && <p className="audit-log__empty">{t(m.empty)}</p>}
      {entries.length > 0 && (
        <div className="audit-log__table-wrap">
          <table className="audit-log__table">
            <thead>
              <tr>
                <th scope="col">{t(m.time)}</th>
                <th scope="col">{t(m.action)}</th>
                <th scope="col">{t(m.who)}</th>
                <th scope="col">{t(m.target)}</th>
                <th scope="col">{t(m.address)}</th>
                <th scope="col">{t(m.change)}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry">
                  <td data-label={t(m.time)}>
                    <time dateTime={String(entry.occurredAt)}>
                      {intl.formatDate(new Date(String(entry.occurredAt)), {
                        dateStyle: 'medium',
                        timeStyle: 'medium',
                        timeZone: WORKSHOP_TIME_ZONE,
                      })}
                    </time>
                  </td>
                  <td data-label={t(m.action)}>
                    {actionLabel(entry.action)}
                    <code className="audit-log__code">{entry.action}</code>
                  </td>
                  <td data-label={t(m.who)}>{entry.actorLabel ?? t(m.system)}</td>
                  <td data-label={t(m.target)}>
                    {entry.targetType ? (
                      <>
                        {entry.targetType}
                        <code className="audit-log__code">{entry.targetId}</code>
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td data-label={t(m.address)}>{entry.ip ?? '–'}</td>
                  <td data-label={t(m.change)}>
                    <code className="audit-log__json">
                      {entry.before ?? '–'} → {entry.after ?? '–'}
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(page > 1 || data?.auditLog.hasMore) && (
        <nav className="audit-log__pages" aria-label={t(m.page, { page })}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t(m.previous)}
          </Button>
          <span>{t(m.page, { page })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!data?.auditLog.hasMore}
            onClick={() => setPage((p) => p + 1)}
          >
            {t(m.next)}
          </Button>
        </nav>
      )}
    </section>
  );
}
