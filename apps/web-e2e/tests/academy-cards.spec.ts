import { expect, test } from '@playwright/test';
import { registerVerifiedMember, signIn } from '../support/accounts';
import { expectNoSeriousAxeFaults, startVisit } from '../support/visit';

/** The seeded flagship: free, recurring on the 2nd and 4th Friday. */
const FLAGSHIP = { slug: 'websites-mit-ki-tools-bauen', title: 'Websites mit KI-Tools bauen' };

const TEXTS = {
  de: {
    free: 'Kostenlos',
    signIn: 'Anmelden',
    open: 'Details',
    registered: 'Angemeldet',
    view: 'Meine Anmeldung ansehen',
    submit: 'Jetzt anmelden',
    success: /Sie sind für den Termin am/,
    details: 'Details',
    registration: 'Anmeldung',
  },
  en: {
    free: 'Free',
    signIn: 'Sign in',
    open: 'Details',
    registered: 'Registered',
    view: 'View my registration',
    submit: 'Register now',
    success: /You are registered for the date on/,
    details: 'Details',
    registration: 'Registration',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  test(`Academy cards: free price, promo codes once, "registered" and the member's later date (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = TEXTS[language];
    const member = await registerVerifiedMember(request, { locale: language });
    await startVisit(page, language);
    await signIn(page, member, '/academy');

    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: FLAGSHIP.title }),
    });
    await expect(card.getByText(t.free, { exact: true })).toBeVisible();
    // The card's button leads to the details, never reads like the header's "sign in".
    await expect(card.getByRole('link', { name: t.open, exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: t.signIn })).toHaveCount(0);
    // The tool codes are in the benefits banner, once, and on no card.
    await expect(page.getByText('ACADEMY-CODE-20')).toHaveCount(1);
    await expect(page.locator('.academy-card').getByText('ACADEMY-CODE-20')).toHaveCount(0);
    await expectNoSeriousAxeFaults(page);

    // Register for the second date, the later one.
    await card.getByRole('link', { name: t.open, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: FLAGSHIP.title })).toBeVisible();
    const registration = page.getByRole('region', { name: t.registration });
    // The day of the month, as a number ("08.01.2027" and "8 Jan 2027" both read 8).
    const dayIn = (text: string) => Number(/\d{1,2}/.exec(text.trim())?.[0]);
    const dayOf = async (index: number) =>
      dayIn(await registration.getByRole('radio').nth(index).locator('xpath=..').innerText());
    const [nextDay, laterDay] = [await dayOf(0), await dayOf(1)];
    expect(laterDay).not.toBe(nextDay);
    await registration.getByRole('radio').nth(1).check();
    await registration.getByRole('button', { name: t.submit }).click();
    await expect(registration.getByText(t.success)).toBeVisible();

    // The details box now shows the member's own date, not the next one.
    const details = page.getByRole('region', { name: t.details });
    const dateShown = (await details.locator('dd').first().innerText()).trim();
    expect(dayIn(dateShown)).toBe(laterDay);

    await page.goto('/academy');
    const after = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: FLAGSHIP.title }),
    });
    await expect(after.getByText(t.registered, { exact: true })).toBeVisible();
    await expect(after.getByRole('link', { name: t.view })).toBeVisible();
    await expect(after.getByRole('link', { name: t.open, exact: true })).toHaveCount(0);
    await expect(after.locator('dd').first()).toHaveText(dateShown);
  });
}
