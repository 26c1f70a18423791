import { expect, test } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn, uniqueEmail } from '../support/accounts';
import { gqlAs } from '../support/admin-api';
import { waitForMail } from '../support/mailbox';
import { expectNoSeriousAxeFaults, startVisit } from '../support/visit';

const TEXTS = {
  de: {
    place: 'Ort (Adresse)',
    link: 'Video-Link',
    linkInvalid: 'Bitte eine Adresse angeben, die mit https:// beginnt.',
    save: 'Speichern',
    saved: 'Gespeichert.',
    cancelOpen: (name: string) => new RegExp(`^Termin von ${name} am .* stornieren$`),
    dialog: 'Termin stornieren?',
    confirm: 'Termin stornieren',
    done: (name: string) => `Der Termin von ${name} ist storniert; beide wurden benachrichtigt.`,
    subject: 'Beratungstermin storniert',
    message: 'Nachricht an die Person',
    moveOpen: (name: string) => new RegExp(`^Termin von ${name} am .* verschieben$`),
    moveDialog: 'Termin verschieben',
    slot: / Uhr, (vor Ort|online)$/,
    moveConfirm: 'Auf diese Zeit verschieben',
    moved: (name: string) => new RegExp(`Der Termin von ${name} ist auf .* verschoben`),
    movedSubject: 'Beratungstermin verschoben',
  },
  en: {
    place: 'Place (address)',
    link: 'Meeting link',
    linkInvalid: 'Please enter an address that starts with https://.',
    save: 'Save',
    saved: 'Saved.',
    cancelOpen: (name: string) => new RegExp(`^Cancel the appointment of ${name} on .*$`),
    dialog: 'Cancel the appointment?',
    confirm: 'Cancel the appointment',
    done: (name: string) => `The appointment of ${name} is cancelled; both have been told.`,
    subject: 'Consultation cancelled',
    message: 'Message to the person',
    moveOpen: (name: string) => new RegExp(`^Reschedule the appointment of ${name} on .*$`),
    moveDialog: 'Reschedule the appointment',
    slot: /^\w+, \d+ \w+ \d{4}, \d\d:\d\d, (on site|online)$/,
    moveConfirm: 'Move to this time',
    moved: (name: string) => new RegExp(`The appointment of ${name} has been moved to .*`),
    movedSubject: 'Consultation rescheduled',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  test(`an admin sets a consultant's place and link, and cancels a booking; both are told (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = TEXTS[language];
    const consultantName = `Paula Platz ${language}${Date.now().toString(36)}`;
    const consultant = await registerVerifiedMember(request, { name: consultantName });
    const { createConsultant } = await gqlAs<{ createConsultant: { id: string } }>(
      request,
      'admin',
      'mutation($i: CreateConsultantInput!) { createConsultant(input: $i) { id } }',
      { i: { email: consultant.email, displayName: consultantName } },
    );
    const consultantId = createConsultant.id;
    await gqlAs(
      request,
      'admin',
      'mutation($id: ID!, $i: AvailabilityInput!) { setConsultantAvailability(id: $id, input: $i) { id } }',
      {
        id: consultantId,
        i: {
          windows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            startTime: '08:00',
            endTime: '18:00',
          })),
        },
      },
    );

    await startVisit(page, language);
    await signIn(page, ADMIN, '/member-area/booking');
    const card = page.getByRole('listitem').filter({ hasText: consultant.email });
    await card.getByLabel(t.link).fill('http://insecure.example.org');
    await card.getByRole('button', { name: t.save }).first().click();
    await expect(card.getByText(t.linkInvalid)).toBeVisible();
    await card.getByLabel(t.place).fill('Innovationsraum, Hauptstraße 5, Berlin');
    await card.getByLabel(t.link).fill('https://meet.example.org/paula');
    await card.getByRole('button', { name: t.save }).first().click();
    await expect(card.getByText(t.saved).first()).toBeVisible();

    // A visitor books an online slot (the windows are online): the link is its place.
    const visitor = { name: `Vera ${language}`, email: uniqueEmail(`cancelled-${language}`) };
    const from = new Date();
    const { availableSlots } = await gqlAs<{ availableSlots: Array<{ start: string }> }>(
      request,
      'visitor',
      'query($c: ID!, $f: DateTime!, $t: DateTime!) { availableSlots(consultantId: $c, from: $f, to: $t) { start } }',
      {
        c: consultantId,
        f: from.toISOString(),
        t: new Date(from.getTime() + 20 * 86_400_000).toISOString(),
      },
    );
    // The second slot: the first may pass the notice boundary before the booking arrives.
    await gqlAs(
      request,
      'visitor',
      'mutation($i: BookConsultationInput!) { bookConsultation(input: $i) { id } }',
      { i: { consultantId, start: availableSlots[1].start, ...visitor } },
      language,
    );
    const booked = await waitForMail((m) => m.to.includes(visitor.email));
    expect(booked.attachments[0]?.content).toContain('LOCATION:https://meet.example.org/paula');
    expect(booked.attachments[0]?.content).toContain('URL:https://meet.example.org/paula');

    await page.reload();
    const table = page.getByRole('region', { name: /Anstehende Termine|Upcoming appointments/ });
    // The team moves it to another free slot, with a message for the visitor.
    await table.getByRole('button', { name: t.moveOpen(visitor.name) }).click();
    const moveDialog = page.getByRole('dialog', { name: t.moveDialog });
    await expect(moveDialog.getByRole('button', { name: t.slot }).nth(2)).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await moveDialog.getByLabel(t.message).fill('Mir ist etwas dazwischengekommen.');
    await moveDialog.getByRole('button', { name: t.slot }).nth(2).click();
    await moveDialog.getByRole('button', { name: t.moveConfirm }).click();
    await expect(page.getByText(t.moved(visitor.name))).toBeVisible();
    const movedMail = await waitForMail(
      (m) => m.to.includes(visitor.email) && m.subject === t.movedSubject,
    );
    expect(movedMail.text).toContain('Mir ist etwas dazwischengekommen.');
    expect(movedMail.attachments[0]?.content).toContain('METHOD:REQUEST');

    await table.getByRole('button', { name: t.cancelOpen(visitor.name) }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await dialog.getByLabel(t.message).fill('Bitte buchen Sie einen neuen Termin.');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.done(visitor.name))).toBeVisible();
    await expect(table.getByText(visitor.email)).toHaveCount(0);

    const toVisitor = await waitForMail(
      (m) =>
        m.to.includes(visitor.email) &&
        m.subject === (language === 'de' ? TEXTS.de.subject : TEXTS.en.subject),
    );
    expect(toVisitor.attachments[0]?.content).toContain('METHOD:CANCEL');
    expect(toVisitor.text).toContain('Bitte buchen Sie einen neuen Termin.');
    const toConsultant = await waitForMail(
      (m) => m.to.includes(consultant.email) && m.subject === TEXTS.de.subject,
    );
    expect(toConsultant.attachments[0]?.content).toContain('METHOD:CANCEL');
  });
}
