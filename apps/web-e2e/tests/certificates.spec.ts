import { expect, test } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn } from '../support/accounts';
import { uniqueWord } from '../support/academy-workshops';
import { graphqlAs, workshopHost } from '../support/hosting';
import { collectProblems } from '../support/console-problems';
import { waitForMail } from '../support/mailbox';
import { onSiteSessionToday } from '../support/on-site-session';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
  startVisit,
  waitForHydration,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';
const site = `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;
const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 4311}`;

const TEXT = {
  de: {
    mailSubject: 'Danke für Ihre Teilnahme',
    listTitle: 'Meine Teilnahmebescheinigungen',
    download: (n: string) => `Bescheinigung ${n} als PDF herunterladen`,
    verify: (n: string) => `Echtheit der Bescheinigung ${n} prüfen`,
    pageTitle: 'Teilnahmebescheinigung prüfen',
    valid: 'Gültig',
    duration: '120 Minuten (2,5 Unterrichtseinheiten à 45 Minuten)',
    notFound: 'haben wir nicht ausgestellt',
    revokeTitle: 'Bescheinigung widerrufen',
    revokeSubmit: 'Widerrufen',
    reason: 'Grund (für das Protokoll)',
    reasonMissing: 'Bitte nennen Sie einen Grund für den Widerruf (höchstens 500 Zeichen).',
    revoked: 'Widerrufen',
  },
  en: {
    mailSubject: 'Danke für Ihre Teilnahme',
    listTitle: 'My certificates of attendance',
    download: (n: string) => `Download certificate ${n} as a PDF`,
    verify: (n: string) => `Verify certificate ${n}`,
    pageTitle: 'Verify a certificate of attendance',
    valid: 'Valid',
    duration: '120 minutes (2.5 teaching units of 45 minutes)',
    notFound: 'We have not issued a certificate',
    revokeTitle: 'Revoke the certificate',
    revokeSubmit: 'Revoke',
    reason: 'Reason (for the record)',
    reasonMissing: 'Please give a reason for the revocation (at most 500 characters).',
    revoked: 'Revoked',
  },
} as const;

for (const language of ['de', 'en'] as Language[]) {
  test(`after the session the attendee finds the certificate in the member area, downloads it, its verification page says valid, and an admin revokes it there (${language}, phone)`, async ({
    browser,
    page,
    request,
  }) => {
    const x = TEXT[language];
    const host = await workshopHost(request, 'Hedda Host');
    const title = uniqueWord('Urkundenwerkstatt');
    const ada = await registerVerifiedMember(request, { name: 'Ada Anwesend' });
    const { sessionId } = await onSiteSessionToday(request, host, {
      title,
      description: 'Ein Vormittag vor Ort, mit Teilnahmebescheinigung.',
      attendees: [ada],
    });
    const { myRegistrations } = await graphqlAs<{
      myRegistrations: Array<{ checkInCode: string | null }>;
    }>(request, ada, '{ myRegistrations { checkInCode } }');
    await graphqlAs(
      request,
      host,
      'mutation ($i: CheckInInput!) { checkIn(input: $i) { status } }',
      { i: { sessionId, code: myRegistrations[0].checkInCode } },
    );
    // The session ends; the follow-up job runs (as its five-minute schedule would).
    const ended = await fetch(`${mailApi}/fixtures/session-ended`, {
      method: 'POST',
      body: JSON.stringify({ sessionId }),
    });
    expect(ended.ok).toBe(true);
    const mail = await waitForMail(
      (m) =>
        m.to.includes(ada.email) &&
        m.subject.startsWith(x.mailSubject) &&
        m.subject.includes(title),
    );
    const number =
      /TB-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(mail.text ?? '')?.[0] ?? 'no number in the mail';
    expect(mail.attachments.map((a) => a.mimeType)).toContain('application/pdf');

    // A visitor's first HTML already says it: the page is rendered on the server with its data.
    // (Not through `request`: it holds the host's and Ada's sign-in cookies.)
    const html = await (
      await fetch(`${site}/zertifikat/${number}${language === 'en' ? '?lang=en' : ''}`)
    ).text();
    expect(html).toContain('Ada Anwesend');
    expect(html).toContain(`>${x.valid}<`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    // ...and the visitor's browser takes it over without a mismatch or a console error.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const problems = collectProblems(visitor);
    await visitor.goto(`/zertifikat/${number}${language === 'en' ? '?lang=en' : ''}`);
    await waitForHydration(visitor);
    await expect(visitor.getByTestId('certificate-status')).toHaveText(x.valid);
    expect(problems).toEqual([]);
    await visitorContext.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await startVisit(page, language);
    await signIn(page, ada, '/member-area?tab=registrations');
    const list = page.getByRole('region', { name: x.listTitle });
    await expect(list.getByText(title)).toBeVisible();
    await expect(list.getByText(x.duration)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: x.download(number) }).click();
    expect((await download).suggestedFilename()).toContain(number);
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.screenshot({
      path: `${SHOTS}/certificates-mine-${language}-390.png`,
      fullPage: true,
    });

    await page.getByRole('link', { name: x.verify(number) }).click();
    await expect(page.getByRole('heading', { level: 1, name: x.pageTitle })).toBeVisible();
    await expect(page.getByTestId('certificate-status')).toHaveText(x.valid);
    await expect(page.getByText('Ada Anwesend')).toBeVisible();
    await expect(page.getByText(number)).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.screenshot({
      path: `${SHOTS}/certificates-verify-${language}-390.png`,
      fullPage: true,
    });

    // A made-up number says so and nothing else.
    await page.goto('/zertifikat/TB-2026-AAAA-BBBB');
    await expect(page.getByTestId('certificate-not-found')).toContainText(x.notFound);
    await expect(page.getByText('Ada Anwesend')).toHaveCount(0);
    await expectNoSeriousAxeFaults(page);

    // An admin revokes it on its page, with a reason; then the page says so.
    await signIn(page, ADMIN, `/zertifikat/${number}`);
    await page.getByText(x.revokeTitle).click();
    await page.getByRole('button', { name: x.revokeSubmit, exact: true }).click();
    await expect(page.getByText(x.reasonMissing)).toBeVisible();
    await page.getByLabel(x.reason).fill('Teilnahme irrtümlich erfasst');
    await page.getByRole('button', { name: x.revokeSubmit, exact: true }).click();
    await expect(page.getByTestId('certificate-status')).toHaveText(x.revoked);
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
  });
}
