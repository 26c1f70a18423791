import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedMember, signIn, uniqueEmail } from '../support/accounts';
import {
  createApprovedWorkshops,
  uniqueWord,
  type CreatedWorkshop,
} from '../support/academy-workshops';
import { linkIn, waitForMail } from '../support/mailbox';
import { checkoutPaidSeat } from '../support/checkout';
import { pressEnglish } from '../support/visit';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;

/** A word that only this run's listing workshops carry in their description. */
const word = uniqueWord('kolibri');
let listed: CreatedWorkshop[] = [];
let guestWorkshop: CreatedWorkshop;
let singlePlace: CreatedWorkshop;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  // 13 matches: a full first page of 12 and one on the second.
  listed = await createApprovedWorkshops(
    request,
    Array.from({ length: 13 }, (_, i) => ({
      title: `Listenworkshop ${String(i + 1).padStart(2, '0')} ${word}`,
      description: `Gemeinsam üben wir Schritt für Schritt. Stichwort ${word}.`,
      inDays: 20 + i,
    })),
  );
  [guestWorkshop, singlePlace] = await createApprovedWorkshops(request, [
    {
      title: `Gastworkshop ${uniqueWord('')}`,
      description: 'Offen für Gäste ohne Konto.',
      inDays: 40,
    },
    {
      title: `Einzelplatz ${uniqueWord('')}`,
      description: 'Ein Workshop mit genau einem Platz.',
      inDays: 41,
      maxParticipants: 1,
      basePriceCents: 4900,
    },
  ]);
  await request.dispose();
});

/** The workshop cards of the list (tag lists inside them are list items too, without a heading). */
const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** No serious or critical WCAG 2 A/AA fault on the page as it is now. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${label}: ${v.id}`)).toEqual([]);
}

test('a visitor searches, filters and pages through the Academy and opens a workshop (de)', async ({
  page,
}) => {
  await page.goto('/academy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gemeinsam lernen in der Academy' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mitglied werden' })).toHaveAttribute(
    'href',
    '/membership',
  );
  await expect(page.getByRole('switch', { name: 'Nur verfügbare' })).toBeChecked();

  await page.getByRole('searchbox', { name: 'Suche' }).fill(word);
  await expect(page.getByText('13 Workshops gefunden · Seite 1 von 2')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(cards(page)).toHaveCount(12);
  await expectAccessible(page, '/academy');
  const first = cards(page).first();
  await expect(first.getByRole('heading', { name: listed[0].title })).toBeVisible();
  await expect(first).toContainText('49,00 €');
  await expect(first).toContainText('10 frei');
  await expect(first).not.toContainText('Plätzen belegt');
  // The card leads to the details; "Anmelden" is the header's word for signing in.
  await expect(first.getByRole('link', { name: 'Details', exact: true })).toBeVisible();
  await expect(first.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
  await expect(first).toContainText('90 Minuten');
  await expect(first.getByText('Online', { exact: true })).toBeVisible();

  const pages = page.getByRole('navigation', { name: 'Seiten' });
  await pages.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('13 Workshops gefunden · Seite 2 von 2')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(listed[12].title);
  await expect(pages.getByRole('button', { name: 'Seite 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('button', { name: 'Weiter' })).toBeDisabled();

  // The back button returns to the first page of the same search.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue(word);

  // A format nobody offers here, then "Featured": no results; reset brings the defaults back.
  await page.getByRole('button', { name: 'Vor Ort' }).click();
  await expect(page.getByRole('button', { name: 'Vor Ort' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/format=in_person/);
  await expect(page.getByText('Keine Workshops gefunden')).toBeVisible();
  await page.getByRole('button', { name: 'Vor Ort' }).click();
  await expect(cards(page)).toHaveCount(12);
  // Keyboard use: the switch toggles with Space.
  await page.getByRole('switch', { name: 'Nur empfohlene' }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/featured=1/);
  await expect(page.getByText('Keine Workshops gefunden')).toBeVisible();
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).first().click();
  await expect(page).toHaveURL(/\/academy$/);
  await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue('');
  await expect(page.getByRole('switch', { name: 'Nur empfohlene' })).not.toBeChecked();

  // Open a workshop from the list: its page, with head tags for search engines and previews.
  await page.getByRole('searchbox', { name: 'Suche' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(page.getByText('13 Workshops gefunden · Seite 1 von 2')).toBeVisible();
  // The card's title is the link to its page.
  await cards(page)
    .filter({ hasText: listed[1].title })
    .getByRole('heading', { name: listed[1].title })
    .getByRole('link', { name: listed[1].title })
    .click();
  await expect(page).toHaveURL(`/academy/${listed[1].slug}`);
  await expect(page.getByRole('heading', { level: 1, name: listed[1].title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(listed[1].title));
  const eventJson = await page
    .locator('script[type="application/ld+json"][data-workshop]')
    .textContent();
  expect(JSON.parse(eventJson ?? '{}')).toMatchObject({
    '@type': 'Event',
    name: listed[1].title,
    offers: { price: '49.00', priceCurrency: 'EUR' },
  });
  // One set of Open Graph tags (the page's), titled "<workshop> | <site>".
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${listed[1].title} | Open Innovation Values`,
  );
  await expect(page.getByText('Das lernen Sie')).toBeVisible();
  await expectAccessible(page, 'detail');

  await page.goto('/academy/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Workshop nicht gefunden' })).toBeVisible();
  await expect(
    page.getByText('Dieser Workshop existiert nicht oder ist nicht verfügbar.'),
  ).toBeVisible();
});

test('a guest registers from the public overview and gets the email with a calendar file (en)', async ({
  page,
}) => {
  await page.goto('/workshop');
  await pressEnglish(page);
  const card = cards(page).filter({ hasText: guestWorkshop.title });
  await expect(card).toContainText('Member price');
  const calendar = card.getByRole('link', {
    name: `Add “${guestWorkshop.title}” to your calendar (.ics file)`,
  });
  await expect(calendar).toHaveAttribute('download', /\.ics$/);
  await expect(calendar).toHaveAttribute('href', /^data:text\/calendar/);
  await expectAccessible(page, '/workshop');
  await card.getByRole('link', { name: 'Details', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workshop/${guestWorkshop.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: guestWorkshop.title })).toBeVisible();

  // Both fields are required: nothing is sent without them.
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();

  const email = uniqueEmail('guest');
  await page.getByRole('textbox', { name: 'Name' }).fill('Gina Guest');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await checkoutPaidSeat(page.getByRole('region', { name: 'Registration' }), 'en');

  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toContain(guestWorkshop.title);
  const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  expect(ics?.content).toContain('BEGIN:VCALENDAR');
  expect(ics?.content).toContain(guestWorkshop.title.slice(0, 20));
  // The guest's cancel link leads to our cancel page, which cancels without an account.
  const link = linkIn(mail, '/academy/cancel?');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    page.getByText(`Gina Guest, you are registered for “${guestWorkshop.title}”`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByText('Your registration has been cancelled.')).toBeVisible();

  // The membership offer behind the become-member prompt.
  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Learning together – as a member of the Academy',
  );
  await expect(page.getByText('60 days free')).toBeVisible();
  await expect(page.getByText('then €20.00 a month')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register for free now' })).toHaveAttribute(
    'href',
    '/auth/register',
  );
  await expectAccessible(page, '/membership');
});

test('a member registers at the member price, cancels in the member area and the place comes back (en)', async ({
  page,
  request,
}) => {
  const member = await registerVerifiedMember(request, { name: 'Max Member', locale: 'en' });
  await signIn(page, member, `/academy/${singlePlace.slug}`);
  await pressEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: singlePlace.title })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('€24.50');
  await expect(details.locator('s')).toContainText('€49.00');
  await expect(details).toContainText('−50%');
  await expect(details).toContainText('1 of 1 place left');
  const registration = page.getByRole('region', { name: 'Registration' });
  await expect(registration).toContainText(`Signed in as ${member.email}`);

  await checkoutPaidSeat(registration, 'en');
  await expect(registration).toContainText('Your price: €24.50');
  await expect(details).toContainText('Fully booked');

  await page.goto('/member-area?tab=registrations');
  const mine = page.getByRole('region', { name: 'My registrations' });
  const item = mine.getByRole('listitem').filter({ hasText: singlePlace.title });
  await expect(item).toContainText('Registered');
  await expect(item).toContainText('€24.50');
  await expectAccessible(page, 'my registrations');
  await item.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel registration?' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Terminkonflikt');
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText('Cancelled');
  await expect(item).toContainText('Reason: Terminkonflikt');
  // Exactly "Cancel": the item now also offers the cancellation invoice's download.
  await expect(item.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);

  await page.goto(`/academy/${singlePlace.slug}`);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('1 of 1 place left');
  await expect(
    page.getByRole('region', { name: 'Registration' }).getByRole('button', {
      name: 'Continue to summary',
    }),
  ).toBeEnabled();
});
