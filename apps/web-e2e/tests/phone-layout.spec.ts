import { expect, test, type Page } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn, uniqueEmail } from '../support/accounts';
import { bookDemoConsultation } from '../support/admin-api';
import { expectNoHorizontalScroll, startVisit, type Language } from '../support/visit';

const PHONE = { width: 390, height: 844 };

const PUBLIC_PAGES = [
  '/',
  '/leistungen',
  '/ueber-uns',
  '/unsere-vision',
  '/kontakt',
  '/projekt-anfragen',
  '/expertise-teilen',
  '/workshops/websites-mit-ki',
  '/termin',
  '/academy',
  '/workshop',
  '/membership',
  '/datenschutz',
  '/impressum',
  '/nutzungsbedingungen',
  '/auth/login',
  '/auth/register',
];

const MEMBER_PAGES = [
  '/member-area',
  '/member-area?tab=profile',
  '/member-area?tab=registrations',
  '/member-area?tab=billing',
  '/member-area?tab=account',
  '/member-area?tab=workshops',
  '/member-area?tab=services',
  '/member-area/workshops/new',
  '/member-area/tickets',
];

const ADMIN_PAGES = [
  '/member-area?tab=profiles',
  '/member-area?tab=admin',
  '/member-area?tab=admin&section=projects',
  '/member-area?tab=admin&section=tickets',
  '/member-area?tab=admin&section=payments',
  '/member-area?tab=admin&section=mails',
  '/member-area?tab=admin&section=bookings',
  '/member-area?tab=admin&section=promo-codes',
  '/member-area?tab=admin&section=audit-log',
  '/member-area/booking',
  '/member-area/workshops/review',
  '/member-area/tickets/admin',
];

/** Each page at 390 px: no sideways page scroll, and the menu button stays on screen. */
async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // Lazy content (lists, tables) has arrived once no request is pending.
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page, PHONE.width);
    const menu = await page.locator('.app-menu-button').boundingBox();
    expect(menu, `menu button on ${path}`).not.toBeNull();
    expect(menu!.x + menu!.width, `menu button on ${path}`).toBeLessThanOrEqual(PHONE.width);
  }
}

for (const language of ['de', 'en'] as const satisfies Language[]) {
  test(`every public page, member tab and admin tab fits a 390 px phone (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // An upcoming booking with a long address: the admin's bookings list once widened the page.
    await bookDemoConsultation(
      request,
      {
        name: 'Maximiliane Müller-Lüdenscheidt',
        email: uniqueEmail('a-rather-long-address-for-the-phone-layout'),
      },
      language === 'de' ? 3 : 4,
    );
    await page.setViewportSize(PHONE);
    await startVisit(page, language);
    await checkPages(page, PUBLIC_PAGES);

    const member = await registerVerifiedMember(request, { locale: language });
    await signIn(page, member, '/member-area');
    await checkPages(page, MEMBER_PAGES);

    await page.context().clearCookies();
    await signIn(page, ADMIN, '/member-area');
    await checkPages(page, ADMIN_PAGES);
  });
}
