import '../project-time.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { monthLabel } from '../project-time-messages';
import { ProjectMonths, type MonthView } from './ProjectMonths';

const RunningProjects = graphql(`
  query ProjectTimeProjects {
    running: projectRequests(status: "RUNNING") {
      id
      company
    }
    completed: projectRequests(status: "COMPLETED") {
      id
      company
    }
  }
`);
const ProjectHoursDocument = graphql(`
  query ProjectHoursAdmin($requestId: ID!) {
    projectHours(requestId: $requestId) {
      requestId
      company
      status
      billingOrganisation
      billingAddress
      months {
        ...ProjectMonths_month @unmask
      }
    }
  }
`);
const CloseMonth = graphql(`
  mutation CloseProjectMonth($input: ProjectMonthInput!) {
    closeProjectMonth(input: $input) {
      requestId
    }
  }
`);
const ApproveMonth = graphql(`
  mutation ApproveProjectMonth($input: ProjectMonthInput!) {
    approveProjectMonth(input: $input) {
      requestId
    }
  }
`);
const CancelInvoice = graphql(`
  mutation CancelProjectMonthInvoice($input: ProjectMonthInput!) {
    cancelProjectMonthInvoice(input: $input) {
      requestId
    }
  }
`);
const SaveAddress = graphql(`
  mutation SetProjectBillingAddress($input: ProjectBillingAddressInput!) {
    setProjectBillingAddress(input: $input) {
      requestId
    }
  }
`);

const m: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'projects.time.admin.title', defaultMessage: 'Projektstunden und Abrechnung' },
  intro: {
    id: 'projects.time.admin.intro',
    defaultMessage:
      'Schließen Sie einen Monat, damit niemand mehr Stunden ändert; mit der Freigabe geht die Rechnung (eine Zeile je Person, Stunden × Stundensatz) per E-Mail an das Unternehmen.',
  },
  project: { id: 'projects.time.admin.project', defaultMessage: 'Projekt' },
  choose: { id: 'projects.time.admin.choose', defaultMessage: 'Bitte wählen' },
  none: {
    id: 'projects.time.admin.none',
    defaultMessage: 'Kein Projekt läuft gerade oder ist abgeschlossen.',
  },
  noMonths: { id: 'projects.time.admin.noMonths', defaultMessage: 'Noch keine Stunden erfasst.' },
  close: { id: 'projects.time.admin.close', defaultMessage: 'Monat abschließen' },
  closeLabel: { id: 'projects.time.admin.closeLabel', defaultMessage: '{month} abschließen' },
  approve: { id: 'projects.time.admin.approve', defaultMessage: 'Freigeben und abrechnen' },
  approveLabel: {
    id: 'projects.time.admin.approveLabel',
    defaultMessage: '{month} freigeben und abrechnen',
  },
  closed: { id: 'projects.time.admin.closed', defaultMessage: '{month} ist abgeschlossen.' },
  approved: {
    id: 'projects.time.admin.approved',
    defaultMessage: '{month} ist freigegeben; die Rechnung geht per E-Mail an das Unternehmen.',
  },
  cancelInvoice: { id: 'projects.time.admin.cancelInvoice', defaultMessage: 'Rechnung stornieren' },
  cancelInvoiceLabel: {
    id: 'projects.time.admin.cancelInvoiceLabel',
    defaultMessage: 'Rechnung {number} für {month} stornieren',
  },
  cancelConfirm: {
    id: 'projects.time.admin.cancelConfirm',
    defaultMessage:
      'Rechnung {number} stornieren? Das Unternehmen erhält die Stornorechnung per E-Mail; danach können Sie den Monat neu abrechnen.',
  },
  cancelYes: { id: 'projects.time.admin.cancelYes', defaultMessage: 'Ja, stornieren' },
  cancelNo: { id: 'projects.time.admin.cancelNo', defaultMessage: 'Nicht stornieren' },
  cancelled: {
    id: 'projects.time.admin.cancelled',
    defaultMessage:
      'Die Rechnung für {month} ist storniert; der Monat kann neu abgerechnet werden.',
  },
  failed: { id: 'projects.time.admin.failed', defaultMessage: 'Das hat nicht geklappt.' },
  addressTitle: { id: 'projects.time.admin.addressTitle', defaultMessage: 'Rechnungsanschrift' },
  organisation: { id: 'projects.time.admin.organisation', defaultMessage: 'Unternehmen' },
  address: { id: 'projects.time.admin.address', defaultMessage: 'Anschrift' },
  saveAddress: { id: 'projects.time.admin.saveAddress', defaultMessage: 'Anschrift speichern' },
  addressSaved: {
    id: 'projects.time.admin.addressSaved',
    defaultMessage: 'Die Anschrift ist gespeichert.',
  },
});

type Notice = { tone: 'success' | 'danger'; text: string };

/** Admin section: a running project's months, closing and approving them, its billing address. */
export function ProjectHoursAdmin() {
  const t = useIntl().formatMessage;
  const projects = useQuery(RunningProjects, { fetchPolicy: 'cache-and-network' });
  const [requestId, setRequestId] = useState('');
  // Running projects first; a completed one's last month may still wait for approval.
  const list = [...(projects.data?.running ?? []), ...(projects.data?.completed ?? [])];
  return (
    <section className="project-time" aria-labelledby="project-hours-admin-title">
      <h2 id="project-hours-admin-title">{t(m.title)}</h2>
      <p>{t(m.intro)}</p>
      {projects.data && list.length === 0 && <p>{t(m.none)}</p>}
      {list.length > 0 && (
        <SelectField
          label={t(m.project)}
          value={requestId}
          onChange={(event) => setRequestId(event.target.value)}
        >
          <option value="">{t(m.choose)}</option>
          {list.map((p) => (
            <option key={p.id} value={p.id}>
              {p.company}
            </option>
          ))}
        </SelectField>
      )}
      {requestId && <ProjectHoursOf key={requestId} requestId={requestId} />}
    </section>
  );
}

function ProjectHoursOf({ requestId }: { requestId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, refetch } = useQuery(ProjectHoursDocument, {
    variables: { requestId },
    fetchPolicy: 'network-only',
  });
  const [close, closing] = useMutation(CloseMonth);
  const [approve, approving] = useMutation(ApproveMonth);
  const [cancel, cancelling] = useMutation(CancelInvoice);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const view = data?.projectHours;
  if (!view) return null;
  const done = { close: m.closed, approve: m.approved, cancel: m.cancelled };
  const act = async (kind: 'close' | 'approve' | 'cancel', month: string) => {
    const input = { requestId, month };
    setConfirming(null);
    try {
      if (kind === 'close') await close({ variables: { input } });
      else if (kind === 'approve') await approve({ variables: { input } });
      else await cancel({ variables: { input } });
      await refetch();
      const label = monthLabel(month, intl.locale);
      setNotice({ tone: 'success', text: t(done[kind], { month: label }) });
    } catch (error) {
      setNotice({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.failed) });
    }
  };
  const busy = closing.loading || approving.loading || cancelling.loading;
  const actions = (month: MonthView) => {
    const label = monthLabel(month.month, intl.locale);
    if (month.status === 'approved') {
      const number = month.invoiceNumber ?? '';
      return confirming === month.month ? (
        <div className="project-months__actions" role="group" aria-label={t(m.cancelInvoice)}>
          <p>{t(m.cancelConfirm, { number })}</p>
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => void act('cancel', month.month)}
          >
            {t(m.cancelYes)}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
            {t(m.cancelNo)}
          </Button>
        </div>
      ) : (
        <div className="project-months__actions">
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t(m.cancelInvoiceLabel, { number, month: label })}
            onClick={() => setConfirming(month.month)}
          >
            {t(m.cancelInvoice)}
          </Button>
        </div>
      );
    }
    return (
      <div className="project-months__actions">
        {month.status === 'open' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t(m.closeLabel, { month: label })}
            onClick={() => void act('close', month.month)}
          >
            {t(m.close)}
          </Button>
        )}
        <Button
          size="sm"
          disabled={busy || month.totalHours === 0}
          aria-label={t(m.approveLabel, { month: label })}
          onClick={() => void act('approve', month.month)}
        >
          {t(m.approve)}
        </Button>
      </div>
    );
  };
  return (
    <div className="project-hours-admin">
      {notice && (
        <Alert tone={notice.tone} live={notice.tone === 'danger' ? 'assertive' : 'polite'}>
          <p>{notice.text}</p>
        </Alert>
      )}
      {view.months.length === 0 ? (
        <p>{t(m.noMonths)}</p>
      ) : (
        <ProjectMonths months={view.months} actions={actions} />
      )}
      <BillingAddressForm
        requestId={requestId}
        organisation={view.billingOrganisation ?? view.company}
        address={view.billingAddress ?? ''}
      />
    </div>
  );
}

function BillingAddressForm(props: { requestId: string; organisation: string; address: string }) {
  const t = useIntl().formatMessage;
  const [organisation, setOrganisation] = useState(props.organisation);
  const [address, setAddress] = useState(props.address);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, saving] = useMutation(SaveAddress);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { input: { requestId: props.requestId, organisation, address } } });
      setNotice({ tone: 'success', text: t(m.addressSaved) });
    } catch (error) {
      setNotice({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.failed) });
    }
  };
  return (
    <form
      className="hours-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={`billing-${props.requestId}`}
    >
      <h3 id={`billing-${props.requestId}`}>{t(m.addressTitle)}</h3>
      <TextField
        name="organisation"
        label={t(m.organisation)}
        maxLength={200}
        value={organisation}
        onChange={(e) => setOrganisation(e.target.value)}
      />
      <TextAreaField
        name="address"
        label={t(m.address)}
        rows={3}
        maxLength={500}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={saving.loading}>
        {t(m.saveAddress)}
      </Button>
      {notice && (
        <Alert tone={notice.tone} live={notice.tone === 'danger' ? 'assertive' : 'polite'}>
          <p>{notice.text}</p>
        </Alert>
      )}
    </form>
  );
}
