import pg from 'pg';
import { camtStatement } from '../support/camt.js';
import { createAdmin, createMember, type Member } from '../support/factories.js';
import { drainJobs, eventually } from '../support/outbox-helpers.js';
import { pdfText } from '../support/pdf-text.js';
import { runningProject, type RunningProject } from '../support/project-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ENTRY = 'id workDate hours description editable';
const MONTHS =
  'requestId company status months { month status totalHours totalCents invoiceNumber specialists { name hours hourlyRateCents amountCents } entries { workDate hours description specialistName } }';

interface Entry {
  id: string;
  workDate: string;
  hours: number;
  description: string;
  editable: boolean;
}
interface Month {
  month: string;
  status: string;
  totalHours: number;
  totalCents: number | null;
  invoiceNumber: string | null;
  specialists: Array<{ name: string; hours: number; hourlyRateCents: number; amountCents: number }>;
  entries: Array<{ workDate: string; hours: number; specialistName: string }>;
}

/** Today in Berlin (`YYYY-MM-DD`) and its month. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const thisMonth = () => today().slice(0, 7);

/**
 * Hours on running projects and the monthly invoice: only the team records hours, the company
 * sees them through its own link, a closed month refuses changes (also racing the close), and
 * the approved month's invoice (billing: gap-free number, VAT, PDF, mail) has one line per
 * specialist that add up to hours × agreed rate.
 */
describe('project time: hours, month close and the monthly invoice', () => {
  let t: TestApp;
  let admin: Member;
  let mia: Member;
  let tom: Member;
  let outsider: Member;
  let project: RunningProject;
  let other: RunningProject;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    mia = await createMember(t, { verified: true, name: 'Mia Muster' });
    tom = await createMember(t, { verified: true, name: 'Tom Tester' });
    outsider = await createMember(t, { verified: true, name: 'Olga Other' });
    project = await runningProject(t, admin, [
      { member: mia, name: 'Mia Muster', rateCents: 9500 },
      { member: tom, name: 'Tom Tester', rateCents: 8000 },
    ]);
    other = await runningProject(
      t,
      admin,
      [{ member: outsider, name: 'Olga Other', rateCents: 7000 }],
      {
        company: 'Andere AG',
      },
    );
  });
  afterAll(() => t.close());

  const as = (who: Member | null, locale = 'de'): Record<string, string> => ({
    'x-locale': locale,
    ...(who ? { authorization: `Bearer ${who.token}` } : {}),
  });
  const codeOf = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
    result.errors?.[0]?.extensions?.code;
  const record = (who: Member | null, requestId: string, hours: number, description = 'Analyse') =>
    t.gql<{ recordProjectHours: Entry }>(
      `mutation($i: ProjectHoursInput!) { recordProjectHours(input: $i) { ${ENTRY} } }`,
      { i: { requestId, workDate: today(), hours, description } },
      as(who),
    );
  const change = (who: Member, id: string, hours: number) =>
    t.gql<{ changeProjectHours: Entry }>(
      `mutation($i: ChangeProjectHoursInput!) { changeProjectHours(input: $i) { ${ENTRY} } }`,
      { i: { id, workDate: today(), hours, description: 'Geändert' } },
      as(who),
    );
  const remove = (who: Member, id: string) =>
    t.gql('mutation($id: ID!) { deleteProjectHours(id: $id) }', { id }, as(who));
  const companyView = (token: string) =>
    t.gql<{ projectHoursByToken: { months: Month[]; company: string } }>(
      `query($t: String!) { projectHoursByToken(token: $t) { ${MONTHS} } }`,
      { t: token },
    );
  const monthAction = (who: Member | null, name: string, requestId: string, month = thisMonth()) =>
    t.gql<Record<string, { months: Month[] }>>(
      `mutation($i: ProjectMonthInput!) { ${name}(input: $i) { ${MONTHS} } }`,
      { i: { requestId, month } },
      as(who),
    );

  it('lets only the team record hours, with the shared rules, and the company see them through its own link', async () => {
    const first = await record(mia, project.id, 2.5, 'Datenanalyse Sensoren');
    expect(first.errors).toBeUndefined();
    expect(first.data!.recordProjectHours).toMatchObject({ hours: 2.5, editable: true });
    expect((await record(tom, project.id, 1.25, 'Modellauswahl')).errors).toBeUndefined();

    // Not in the team, another project's specialist, a visitor: refused, nothing stored.
    expect(codeOf(await record(outsider, project.id, 1))).toBe('PROJECT_TIME_NOT_IN_TEAM');
    expect(codeOf(await record(null, project.id, 1))).toBe('UNAUTHENTICATED');
    // The rules of libs/domain, in the caller's language.
    const bad = await record(mia, project.id, 1.3);
    expect(codeOf(bad)).toBe('HOURS_AMOUNT_INVALID');
    expect(bad.errors![0].message).toContain('Viertelstunden');
    const tooMuch = await t.gql(
      `mutation($i: ProjectHoursInput!) { recordProjectHours(input: $i) { id } }`,
      { i: { requestId: project.id, workDate: today(), hours: 22, description: 'x' } },
      as(mia, 'en'),
    );
    expect(codeOf(tooMuch)).toBe('HOURS_DAY_LIMIT');
    expect(tooMuch.errors![0].message).toBe(
      'At most 24 hours can be recorded for this project on one day.',
    );
    const future = await t.gql(
      `mutation($i: ProjectHoursInput!) { recordProjectHours(input: $i) { id } }`,
      { i: { requestId: project.id, workDate: '2999-01-01', hours: 1, description: 'x' } },
      as(mia),
    );
    expect(codeOf(future)).toBe('HOURS_DATE_IN_FUTURE');
    const [{ n }] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM project_time_entries WHERE request_id = $1',
      [project.id],
    );
    expect(n).toBe(2);

    // Another specialist cannot change or delete Mia's entry (it does not exist for them).
    const id = first.data!.recordProjectHours.id;
    expect(codeOf(await change(tom, id, 3))).toBe('PROJECT_TIME_NOT_FOUND');
    expect(codeOf(await remove(outsider, id))).toBe('PROJECT_TIME_NOT_FOUND');
    expect((await change(mia, id, 3)).data!.changeProjectHours).toMatchObject({ hours: 3 });

    // Each specialist sees only their own hours.
    const mine = await t.gql<{
      myProjectHours: Array<{
        requestId: string;
        hourlyRateCents: number;
        months: Array<{ entries: Entry[] }>;
      }>;
    }>(
      '{ myProjectHours { requestId hourlyRateCents months { month status totalHours entries { id hours } } } }',
      {},
      as(tom),
    );
    expect(mine.data!.myProjectHours).toHaveLength(1);
    expect(mine.data!.myProjectHours[0]).toMatchObject({
      requestId: project.id,
      hourlyRateCents: 8000,
    });
    expect(mine.data!.myProjectHours[0].months[0].entries.map((e) => e.hours)).toEqual([1.25]);
    const outsiders = await t.gql<{ myProjectHours: Array<{ requestId: string }> }>(
      '{ myProjectHours { requestId } }',
      {},
      as(outsider),
    );
    expect(outsiders.data!.myProjectHours.map((p) => p.requestId)).toEqual([other.id]);

    // The company sees per month and specialist, at its rates; another company's link not.
    const seen = await companyView(project.token);
    expect(seen.errors).toBeUndefined();
    const [month] = seen.data!.projectHoursByToken.months;
    expect(month).toMatchObject({
      month: thisMonth(),
      status: 'open',
      totalHours: 4.25,
      totalCents: 38_500,
    });
    expect(month.specialists).toEqual(
      expect.arrayContaining([
        { name: 'Mia Muster', hours: 3, hourlyRateCents: 9500, amountCents: 28_500 },
        { name: 'Tom Tester', hours: 1.25, hourlyRateCents: 8000, amountCents: 10_000 },
      ]),
    );
    const others = await companyView(other.token);
    expect(others.data!.projectHoursByToken.company).toBe('Andere AG');
    expect(others.data!.projectHoursByToken.months).toEqual([]);
    expect(codeOf(await companyView('x'.repeat(43)))).toBe('PROJECT_TIME_NOT_FOUND');

    // Months are the admins' alone.
    expect(codeOf(await monthAction(mia, 'closeProjectMonth', project.id))).toBe('FORBIDDEN');
    expect(codeOf(await monthAction(null, 'approveProjectMonth', project.id))).toBe(
      'UNAUTHENTICATED',
    );
    const peek = await t.gql(
      'query($r: ID!) { projectHours(requestId: $r) { company } }',
      { r: project.id },
      as(mia),
    );
    expect(codeOf(peek)).toBe('FORBIDDEN');
  });

  it('refuses every change once the month is closed, also a change racing the close', async () => {
    // Racing: changes in flight while the admin closes either land before the close or are refused.
    const racing = Array.from({ length: 8 }, () => record(tom, project.id, 0.25, 'Parallel'));
    const closing = monthAction(admin, 'closeProjectMonth', project.id);
    const results = await Promise.all(racing);
    expect((await closing).errors).toBeUndefined();
    const landed = results.filter((r) => !r.errors).length;
    for (const r of results) if (r.errors) expect(codeOf(r)).toBe('PROJECT_MONTH_CLOSED');
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM project_time_entries WHERE request_id = $1 AND description = 'Parallel'",
      [project.id],
    );
    expect(n).toBe(landed);

    // After the close: nothing more (record, change, delete), and the row is unchanged.
    const [entry] = await t.db.query<{ id: string; quarters: number }>(
      "SELECT id, quarters FROM project_time_entries WHERE request_id = $1 AND description = 'Geändert'",
      [project.id],
    );
    expect(codeOf(await record(mia, project.id, 1))).toBe('PROJECT_MONTH_CLOSED');
    expect(codeOf(await change(mia, entry.id, 5))).toBe('PROJECT_MONTH_CLOSED');
    expect(codeOf(await remove(mia, entry.id))).toBe('PROJECT_MONTH_CLOSED');
    const [after] = await t.db.query<{ quarters: number }>(
      'SELECT quarters FROM project_time_entries WHERE id = $1',
      [entry.id],
    );
    expect(after.quarters).toBe(entry.quarters);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_id = $1 AND action LIKE 'project_month.%'",
      [project.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['project_month.closed']);
  });

  it('makes a change that meets a close in flight wait for it and then refuses it', async () => {
    const raced = await runningProject(
      t,
      admin,
      [{ member: mia, name: 'Mia Muster', rateCents: 9500 }],
      {
        company: 'Wettlauf GmbH',
      },
    );
    // An admin's close in flight: the month's row is locked FOR UPDATE, not yet committed.
    const closer = new pg.Client({ connectionString: t.db.url });
    await closer.connect();
    try {
      await t.db.query('INSERT INTO project_time_months (request_id, month) VALUES ($1, $2)', [
        raced.id,
        thisMonth(),
      ]);
      await closer.query('BEGIN');
      await closer.query(
        'SELECT status FROM project_time_months WHERE request_id = $1 AND month = $2 FOR UPDATE',
        [raced.id, thisMonth()],
      );
      const change = record(mia, raced.id, 1, 'Zu spät');
      // The specialist's change waits for the month's lock ...
      await eventually(
        async () =>
          (
            await t.db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()
                 AND query LIKE '%FROM project_time_months%FOR SHARE%'`,
            )
          )[0].n > 0,
        'the change to wait for the close',
      );
      await closer.query(
        "UPDATE project_time_months SET status = 'closed', closed_at = now() WHERE request_id = $1",
        [raced.id],
      );
      await closer.query('COMMIT');
      // ... and, the close committed, is refused: nothing was written.
      expect(codeOf(await change)).toBe('PROJECT_MONTH_CLOSED');
    } finally {
      await closer.end();
    }
    const [{ n }] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM project_time_entries WHERE request_id = $1',
      [raced.id],
    );
    expect(n).toBe(0);
  });

  it('invoices the approved month: lines add up to hours × agreed rate, gap-free numbers, the mail with the PDF', async () => {
    const view = (
      await t.gql<{ projectHours: { months: Month[] } }>(
        `query($r: ID!) { projectHours(requestId: $r) { ${MONTHS} } }`,
        { r: project.id },
        as(admin),
      )
    ).data!.projectHours.months[0];
    const expectedNet = view.specialists.reduce(
      (sum, s) => sum + Math.round(s.hours * s.hourlyRateCents),
      0,
    );
    expect(view.totalCents).toBe(expectedNet);

    const approved = await monthAction(admin, 'approveProjectMonth', project.id);
    expect(approved.errors).toBeUndefined();
    const month = approved.data!.approveProjectMonth.months[0];
    expect(month.status).toBe('approved');
    expect(codeOf(await monthAction(admin, 'approveProjectMonth', project.id))).toBe(
      'PROJECT_MONTH_APPROVED',
    );

    const [invoice] = await t.db.query<{
      number: string;
      purpose: string;
      net_cents: number;
      vat_cents: number;
      gross_cents: number;
      lines: Array<{
        description: string;
        quantity: number;
        unitCents: number;
        amountCents: number;
      }>;
      payment_state: string;
    }>('SELECT * FROM invoices WHERE project_request_id = $1', [project.id]);
    expect(invoice.purpose).toBe('project');
    expect(month.invoiceNumber).toBe(invoice.number);
    expect(invoice.net_cents).toBe(expectedNet);
    expect(invoice.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(expectedNet);
    for (const line of invoice.lines)
      expect(line.amountCents).toBe(Math.round(line.quantity * line.unitCents));
    expect(invoice.vat_cents).toBe(Math.round(expectedNet * 0.19));
    expect(invoice.gross_cents).toBe(expectedNet + invoice.vat_cents);
    // Printed lines are frozen with the invoice.
    await expect(
      t.db.query(`UPDATE invoices SET lines = '[]' WHERE project_request_id = $1`, [project.id]),
    ).rejects.toThrow(/immutable/);

    // The company's mail with the PDF, through the job queue.
    await drainJobs(t);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(project.email) && (m.subject ?? '').startsWith('Rechnung'),
    );
    const attached = mail.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(attached?.filename).toBe(`Rechnung-${invoice.number}.pdf`);
    const pdf = pdfText(Buffer.from(new Uint8Array(attached!.content as ArrayBuffer)));
    const tomHours = view.specialists.find((s) => s.name === 'Tom Tester')!.hours;
    expect(pdf).toContain('Mia Muster — 3 h × 95,00 €');
    expect(pdf).toContain(`Tom Tester — ${String(tomHours).replace('.', ',')} h × 80,00 €`);
    expect(pdf).toContain('Leistungszeitraum');
    expect(pdf).toContain(invoice.number);

    // The specialists see their own share only.
    const invoiced = await t.gql<{ myInvoicedProjectMonths: Array<Record<string, unknown>> }>(
      '{ myInvoicedProjectMonths { requestId month hours hourlyRateCents amountCents invoiceNumber paymentState } }',
      {},
      as(mia),
    );
    expect(invoiced.data!.myInvoicedProjectMonths).toEqual([
      {
        requestId: project.id,
        month: thisMonth(),
        hours: 3,
        hourlyRateCents: 9500,
        amountCents: 28_500,
        invoiceNumber: invoice.number,
        paymentState: 'open',
      },
    ]);

    // Paid by bank transfer (CAMT import): the specialist sees the month paid.
    const imported = await t.gql(
      'mutation($x: String!) { importBankStatement(xml: $x) { matched { invoiceNumber } } }',
      {
        x: camtStatement([
          { amount: (invoice.gross_cents / 100).toFixed(2), remittance: `RE ${invoice.number}` },
        ]),
      },
      as(admin),
    );
    expect(imported.errors).toBeUndefined();
    const paid = await t.gql<{ myInvoicedProjectMonths: Array<{ paymentState: string }> }>(
      '{ myInvoicedProjectMonths { paymentState } }',
      {},
      as(mia),
    );
    expect(paid.data!.myInvoicedProjectMonths[0].paymentState).toBe('paid');
    // Tom sees only his own share.
    const toms = await t.gql<{ myInvoicedProjectMonths: Array<{ hourlyRateCents: number }> }>(
      '{ myInvoicedProjectMonths { hourlyRateCents } }',
      {},
      as(tom),
    );
    expect(toms.data!.myInvoicedProjectMonths.map((r) => r.hourlyRateCents)).toEqual([8000]);

    // The next month's invoice of another project takes the next number (no gap).
    expect((await record(outsider, other.id, 2)).errors).toBeUndefined();
    expect((await monthAction(admin, 'approveProjectMonth', other.id)).errors).toBeUndefined();
    const [next] = await t.db.query<{ number: string }>(
      'SELECT number FROM invoices WHERE project_request_id = $1',
      [other.id],
    );
    const seq = (n: string) => Number(n.split('-')[1]);
    expect(seq(next.number)).toBe(seq(invoice.number) + 1);

    // The data download has the specialist's hours and invoiced months.
    const exported = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      as(mia),
    );
    const data = JSON.parse(exported.data!.exportMyData) as Record<
      string,
      Array<Record<string, unknown>>
    >;
    expect(data.project_hours.map((h) => h.hours)).toEqual([3]);
    expect(data.project_invoiced_months[0]).toMatchObject({ invoice_number: invoice.number });
    const specialist = data.project_specialist as unknown as {
      offers: Array<{ request_id: string }>;
    };
    expect(specialist.offers.map((o) => o.request_id)).toContain(project.id);
  });
});
