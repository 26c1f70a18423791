import { expect, test } from '@playwright/test';
import { registerVerifiedMember, signIn } from '../support/accounts';
import { uniqueWord } from '../support/academy-workshops';
import { workshopHost } from '../support/hosting';
import { viewableHtml, waitForMail } from '../support/mailbox';
import { onSiteSessionToday } from '../support/on-site-session';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
  startVisit,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

const TEXT = {
  de: {
    counter: (n: number) => `${n} von 2 eingecheckt`,
    search: 'Name',
    tap: (name: string) => `${name} einchecken`,
    checkedIn: (name: string) => `Eingecheckt: ${name}`,
    undo: 'Rückgängig',
    undone: (name: string) => `Check-in von ${name} zurückgenommen.`,
    photo: 'Foto eines QR-Codes wählen',
    codeAlt: 'QR-Code für den Check-in',
    queued: '1 Scan wartet auf das Netz.',
    helperEmail: 'E-Mail-Adresse',
    helperAdd: 'Eintragen',
    helperRemove: (email: string) => `${email} austragen`,
  },
  en: {
    counter: (n: number) => `${n} of 2 checked in`,
    search: 'Name',
    tap: (name: string) => `Check in ${name}`,
    checkedIn: (name: string) => `Checked in: ${name}`,
    undo: 'Undo',
    undone: (name: string) => `Check-in of ${name} taken back.`,
    photo: 'Choose a photo of a QR code',
    codeAlt: 'QR code for the check-in',
    queued: '1 scan is waiting for the network.',
    helperEmail: 'Email address',
    helperAdd: 'Add',
    helperRemove: (email: string) => `Remove ${email}`,
  },
} as const;

for (const language of ['de', 'en'] as Language[]) {
  test(`the host checks in one person by name, undoes it, a scanned QR code from the mail checks in another, an offline tap is sent later (${language}, phone)`, async ({
    page,
    request,
  }) => {
    const x = TEXT[language];
    const host = await workshopHost(request, 'Hanna Host');
    const title = uniqueWord('Werkabend');
    const ada = await registerVerifiedMember(request, { name: 'Ada Anwesend' });
    const bert = await registerVerifiedMember(request, { name: 'Bert Bildcode' });
    const workshop = await onSiteSessionToday(request, host, {
      title,
      description: 'Ein Abend vor Ort mit Check-in am Eingang.',
      attendees: [ada, bert],
    });
    // Bert's confirmation mail carries the QR code as a PNG: the picture the host's phone takes.
    const mail = await waitForMail((m) => m.to.includes(bert.email) && m.subject.includes(title));
    const png = mail.attachments.find((a) => a.filename === 'check-in-code.png');
    expect(png?.mimeType).toBe('image/png');
    // The mail shows the same code inline, at desktop and phone width.
    const view = await page.context().newPage();
    for (const width of [1280, 390]) {
      await view.setViewportSize({ width, height: 900 });
      await view.setContent(viewableHtml(mail));
      const qr = view.getByRole('img', { name: 'QR-Code für den Check-in' });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await view.screenshot({
        path: `${SHOTS}/checkin-mail-${language}-${width}.png`,
        fullPage: true,
      });
    }
    await view.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await startVisit(page, language);
    await signIn(
      page,
      host,
      `/member-area/workshops/${workshop.workshopId}/check-in/${workshop.sessionId}`,
    );
    await expect(page.getByText(x.counter(0))).toBeVisible();

    await page.getByLabel(x.search, { exact: true }).fill('Ada');
    await page.getByRole('button', { name: x.tap('Ada Anwesend') }).click();
    await expect(page.getByText(x.checkedIn('Ada Anwesend'))).toBeVisible();
    await expect(page.getByText(x.counter(1))).toBeVisible();
    await page.getByRole('button', { name: x.undo }).click();
    await expect(page.getByText(x.undone('Ada Anwesend'))).toBeVisible();
    await expect(page.getByText(x.counter(0))).toBeVisible();

    await page.getByLabel(x.photo).setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png!.contentBase64, 'base64'),
    });
    await expect(page.getByText(x.checkedIn('Bert Bildcode'))).toBeVisible();
    await expect(page.getByText(x.counter(1))).toBeVisible();

    // Without a network the tap is kept on the device and sent when the network is back.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: x.tap('Ada Anwesend') }).click();
    await expect(page.getByText(x.queued)).toBeVisible();
    await expect(page.getByText(x.counter(1))).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByText(x.counter(2))).toBeVisible();
    await expect(page.getByText(x.queued)).toBeHidden();

    // The host names a helper by e-mail.
    const helperEmail = `helfer-${uniqueWord('x').toLowerCase()}@e2e.test`;
    await page.getByLabel(x.helperEmail).fill(helperEmail);
    await page.getByRole('button', { name: x.helperAdd }).click();
    await expect(page.getByRole('button', { name: x.helperRemove(helperEmail) })).toBeVisible();

    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.screenshot({ path: `${SHOTS}/checkin-${language}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/checkin-${language}-1280.png`, fullPage: true });

    // The attendee finds the code in "My registrations" too.
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ada, '/member-area?tab=registrations');
    await expect(page.getByRole('img', { name: x.codeAlt })).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await page.screenshot({ path: `${SHOTS}/checkin-code-${language}-390.png`, fullPage: true });
  });
}
