import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerVerifiedMember, signIn, uniqueEmail } from '../support/accounts';
import { gqlAs } from '../support/admin-api';
import { linkIn, waitForMail } from '../support/mailbox';
import { expectNoHorizontalScroll, expectNoSeriousAxeFaults, startVisit } from '../support/visit';

const TEXTS = {
  de: {
    subject: 'Ihr Beratungstermin ist gebucht',
    current: 'Ihr bisheriger Termin',
    slot: / Uhr, (vor Ort|online)$/,
    confirm: 'Termin verschieben',
    done: 'Ihr Termin ist verschoben',
    movedSubject: 'Beratungstermin verschoben',
    file: 'termin.ics',
  },
  en: {
    subject: 'Your consultation is booked',
    current: 'Your current appointment',
    slot: /^\w+, \d+ \w+ \d{4}, \d\d:\d\d, (on site|online)$/,
    confirm: 'Reschedule',
    done: 'Your appointment has been moved',
    movedSubject: 'Consultation rescheduled',
    file: 'appointment.ics',
  },
} as const;

/**
 * A consultant, on site mornings and online afternoons (48 hours' notice), booked by a visitor
 * in `language` a few days ahead (far from the notice boundary).
 */
async function bookedConsultant(request: APIRequestContext, language: 'de' | 'en') {
  const consultantName = `Rita Umplan ${language}${Date.now().toString(36)}`;
  const member = await registerVerifiedMember(request, { name: consultantName });
  const { createConsultant } = await gqlAs<{ createConsultant: { id: string } }>(
    request,
    'admin',
    'mutation($i: CreateConsultantInput!) { createConsultant(input: $i) { id } }',
    { i: { email: member.email, displayName: consultantName } },
  );
  const consultantId = createConsultant.id;
  await gqlAs(
    request,
    'admin',
    'mutation($id: ID!, $i: ConsultantSettingsInput!) { updateConsultant(id: $id, input: $i) { id } }',
    {
      id: consultantId,
      i: {
        displayName: consultantName,
        active: true,
        appointmentMinutes: 60,
        bufferMinutes: 0,
        minNoticeHours: 48,
        horizonDays: 30,
        location: 'Innovationsraum, Hauptstraße 5, 10827 Berlin',
      },
    },
  );
  await gqlAs(
    request,
    'admin',
    'mutation($id: ID!, $i: AvailabilityInput!) { setConsultantAvailability(id: $id, input: $i) { id } }',
    {
      id: consultantId,
      i: {
        windows: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
          { weekday, startTime: '08:00', endTime: '12:00', mode: 'onsite' },
          { weekday, startTime: '13:00', endTime: '18:00', mode: 'online' },
        ]),
      },
    },
  );
  const from = new Date();
  const { availableSlots } = await gqlAs<{ availableSlots: Array<{ start: string }> }>(
    request,
    'visitor',
    'query($c: ID!, $f: DateTime!, $t: DateTime!) { availableSlots(consultantId: $c, from: $f, to: $t) { start } }',
    {
      c: consultantId,
      f: from.toISOString(),
      t: new Date(from.getTime() + 14 * 86_400_000).toISOString(),
    },
  );
  const visitor = { name: `Vera ${language}`, email: uniqueEmail(`reschedule-${language}`) };
  // A slot a few days ahead: far from the notice boundary.
  await gqlAs(
    request,
    'visitor',
    'mutation($i: BookConsultationInput!) { bookConsultation(input: $i) { id } }',
    { i: { consultantId, start: availableSlots[12].start, ...visitor } },
    language,
  );
  return { consultant: member, consultantName, visitor };
}

for (const language of ['de', 'en'] as const) {
  test(`a visitor reschedules from the mail link on a phone and sees the new time (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = TEXTS[language];
    await page.setViewportSize({ width: 390, height: 844 });

    const { consultantName, visitor } = await bookedConsultant(request, language);
    const booked = await waitForMail(
      (m) => m.to.includes(visitor.email) && m.subject === t.subject,
    );
    const link = new URL(linkIn(booked, '/termin/verschieben?token='));

    await startVisit(page, language);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: t.current })).toBeVisible();
    await expect(page.getByText(consultantName)).toBeVisible();
    const slot = page.getByRole('button', { name: t.slot }).nth(1);
    await expect(slot).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);

    const label = (await slot.getAttribute('aria-label'))!;
    const time = /\d\d:\d\d/.exec(label)![0];
    const date = label.slice(0, label.indexOf(`, ${time}`));
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: t.confirm, exact: true }).click();

    const done = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: t.done });
    await expect(done).toBeVisible();
    await expect(done).toContainText(date);
    await expect(done).toContainText(time);
    await expectNoSeriousAxeFaults(page);

    const moved = await waitForMail(
      (m) => m.to.includes(visitor.email) && m.subject === t.movedSubject,
    );
    const ics = moved.attachments.find((a) => a.filename === t.file);
    expect(ics?.content).toContain('METHOD:REQUEST');
    expect(ics?.content).toContain('SEQUENCE:1');
    expect(moved.text).toContain(time);
  });
}

test('a consultant cancels one of their bookings on their own page, with a message', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { consultant, visitor } = await bookedConsultant(request, 'de');
  await waitForMail(
    (m) => m.to.includes(consultant.email) && (m.text ?? '').includes(visitor.email),
  );
  await startVisit(page, 'de');
  await signIn(page, consultant, '/member-area/beratungen');
  await expect(page.getByRole('heading', { name: 'Meine Beratungstermine' })).toBeVisible();
  const open = page.getByRole('button', {
    name: new RegExp(`^Termin von ${visitor.name} am .* stornieren$`),
  });
  await expect(open).toBeVisible();
  await expectNoSeriousAxeFaults(page);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Termin stornieren?' });
  await dialog.getByLabel('Nachricht an die Person').fill('Ich bin leider krank.');
  await dialog.getByRole('button', { name: 'Termin stornieren' }).click();
  await expect(
    page.getByText(`Der Termin von ${visitor.name} ist storniert; beide wurden benachrichtigt.`),
  ).toBeVisible();
  const cancelled = await waitForMail(
    (m) => m.to.includes(visitor.email) && m.subject === 'Beratungstermin storniert',
  );
  expect(cancelled.text).toContain('Ich bin leider krank.');
  expect(cancelled.attachments[0]?.content).toContain('METHOD:CANCEL');
});
