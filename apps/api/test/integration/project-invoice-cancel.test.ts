import { createAdmin, createMember, type Member } from '../support/factories.js';
import { drainJobs } from '../support/outbox-helpers.js';
import { runningProject, type RunningProject } from '../support/project-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MONTHS =
  'months { month status invoiceNumber cancelledInvoiceNumber totalCents specialists { name amountCents } }';

interface Month {
  month: string;
  status: string;
  invoiceNumber: string | null;
  cancelledInvoiceNumber: string | null;
  totalCents: number | null;
}
interface Invoiced {
  month: string;
  amountCents: number;
  invoiceNumber: string;
  paymentState: string;
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const thisMonth = () => today().slice(0, 7);

/**
 * A project month's invoice cancelled (Stornorechnung) and invoiced again: approve → invoice →
 * cancel → invoice again, with gap-free numbers; the month returns to "closed" so the admin can
 * invoice it again, and the company's and the specialists' views say what was cancelled.
 */
describe('project time: cancelling a month’s invoice and invoicing again', () => {
  let t: TestApp;
  let admin: Member;
  let mia: Member;
  let project: RunningProject;

  const as = (who: Member | null, locale = 'de'): Record<string, string> => ({
    'x-locale': locale,
    ...(who ? { authorization: `Bearer ${who.token}` } : {}),
  });
  const codeOf = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
    r.errors?.[0]?.extensions?.code;
  const monthAction = (who: Member | null, name: string, locale = 'de') =>
    t.gql<Record<string, { months: Month[] }>>(
      `mutation($i: ProjectMonthInput!) { ${name}(input: $i) { ${MONTHS} } }`,
      { i: { requestId: project.id, month: thisMonth() } },
      as(who, locale),
    );
  const companyMonth = async () =>
    (
      await t.gql<{ projectHoursByToken: { months: Month[] } }>(
        `query($t: String!) { projectHoursByToken(token: $t) { ${MONTHS} } }`,
        { t: project.token },
      )
    ).data!.projectHoursByToken.months[0];
  const invoicedForMia = async () =>
    (
      await t.gql<{ myInvoicedProjectMonths: Invoiced[] }>(
        '{ myInvoicedProjectMonths { month amountCents invoiceNumber paymentState } }',
        {},
        as(mia),
      )
    ).data!.myInvoicedProjectMonths;
  const seq = (n: string) => Number(n.split('-')[1]);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    mia = await createMember(t, { verified: true, name: 'Mia Muster' });
    project = await runningProject(
      t,
      admin,
      [{ member: mia, name: 'Mia Muster', rateCents: 9000 }],
      {
        company: 'Storno GmbH',
      },
    );
  });
  afterAll(() => t.close());

  it('cancels the approved month’s invoice, returns the month to closed and invoices it again with the next numbers', async () => {
    const recorded = await t.gql(
      'mutation($i: ProjectHoursInput!) { recordProjectHours(input: $i) { id } }',
      { i: { requestId: project.id, workDate: today(), hours: 2, description: 'Analyse' } },
      as(mia),
    );
    expect(recorded.errors).toBeUndefined();

    // Nothing invoiced yet: nothing to cancel.
    const early = await monthAction(admin, 'cancelProjectMonthInvoice', 'en');
    expect(codeOf(early)).toBe('PROJECT_MONTH_NOT_INVOICED');
    expect(early.errors![0].message).toBe(
      'This month has no invoice to cancel: it has not been approved.',
    );

    const approved = await monthAction(admin, 'approveProjectMonth');
    expect(approved.errors).toBeUndefined();
    const first = approved.data!.approveProjectMonth.months[0];
    expect(first).toMatchObject({ status: 'approved', cancelledInvoiceNumber: null });

    expect(codeOf(await monthAction(mia, 'cancelProjectMonthInvoice'))).toBe('FORBIDDEN');
    expect(codeOf(await monthAction(null, 'cancelProjectMonthInvoice'))).toBe('UNAUTHENTICATED');

    const cancelled = await monthAction(admin, 'cancelProjectMonthInvoice');
    expect(cancelled.errors).toBeUndefined();
    const afterCancel = cancelled.data!.cancelProjectMonthInvoice.months[0];
    expect(afterCancel).toMatchObject({
      status: 'closed',
      invoiceNumber: null,
      cancelledInvoiceNumber: first.invoiceNumber,
    });
    expect(codeOf(await monthAction(admin, 'cancelProjectMonthInvoice'))).toBe(
      'PROJECT_MONTH_NOT_INVOICED',
    );
    const [storno] = await t.db.query<{ number: string; gross_cents: number; kind: string }>(
      `SELECT number, gross_cents, kind FROM invoices
       WHERE project_request_id = $1 AND kind = 'cancellation'`,
      [project.id],
    );
    expect(seq(storno.number)).toBe(seq(first.invoiceNumber!) + 1);
    expect(storno.gross_cents).toBe(-Math.round(18_000 * 1.19));

    // The company hears of it with the cancellation invoice, and sees the month to be invoiced again.
    await drainJobs(t);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(project.email) && (m.subject ?? '').startsWith('Stornorechnung'),
    );
    expect(mail.text).toContain(first.invoiceNumber!);
    expect(mail.attachments.find((a) => a.mimeType === 'application/pdf')?.filename).toBe(
      `Stornorechnung-${storno.number}.pdf`,
    );
    expect(await companyMonth()).toMatchObject({
      status: 'closed',
      cancelledInvoiceNumber: first.invoiceNumber,
    });
    expect(await invoicedForMia()).toEqual([
      {
        month: thisMonth(),
        amountCents: 18_000,
        invoiceNumber: first.invoiceNumber,
        paymentState: 'cancelled',
      },
    ]);

    // Hours stay fixed while the month is closed; the admin invoices it again.
    const again = await monthAction(admin, 'approveProjectMonth');
    expect(again.errors).toBeUndefined();
    const second = again.data!.approveProjectMonth.months[0];
    expect(second.status).toBe('approved');
    expect(seq(second.invoiceNumber!)).toBe(seq(storno.number) + 1);
    expect(second.cancelledInvoiceNumber).toBe(first.invoiceNumber);
    const invoices = await t.db.query<{ number: string; kind: string }>(
      'SELECT number, kind FROM invoices WHERE project_request_id = $1 ORDER BY number',
      [project.id],
    );
    expect(invoices.map((i) => i.kind)).toEqual(['invoice', 'cancellation', 'invoice']);
    expect(await invoicedForMia()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ invoiceNumber: second.invoiceNumber, paymentState: 'open' }),
        expect.objectContaining({ invoiceNumber: first.invoiceNumber, paymentState: 'cancelled' }),
      ]),
    );
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_id = $1 AND action LIKE 'project_month.%' ORDER BY occurred_at",
      [project.id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'project_month.approved',
      'project_month.invoice_cancelled',
      'project_month.approved',
    ]);
  });
});
