import { expect, test } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn } from '../support/accounts';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
  startVisit,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

test.describe('member area tabs', () => {
  test('a member moves through the tabs by keyboard and sees the services; admin tabs stay hidden (en)', async ({
    page,
    request,
  }) => {
    const member = await registerVerifiedMember(request, { name: 'Mia Member', locale: 'en' });
    // An admin-only tab in the address falls back to the overview.
    await signIn(page, member, '/member-area?tab=profiles');
    await page.getByRole('button', { name: /^EN/ }).click();

    const tablist = page.getByRole('tablist', { name: 'Sections of the member area' });
    await expect(tablist.getByRole('tab')).toHaveText([
      'Overview',
      'Profile',
      'My registrations',
      'Projects',
      'Membership & invoices',
      'My workshops',
      'Services',
      'Account',
    ]);
    await expect(page).toHaveURL(/\?tab=overview$/);
    const overviewTab = page.getByRole('tab', { name: 'Overview' });
    await expect(overviewTab).toHaveAttribute('aria-selected', 'true');

    await overviewTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=profile$/);
    await expect(page.getByRole('tabpanel')).toContainText('My profile');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Services' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\?tab=services$/);

    const panel = page.getByRole('tabpanel', { name: 'Services' });
    await expect(panel.getByText('a 60-day free trial, then €20 a month')).toBeVisible();
    const external = panel.getByRole('link', { name: /Open website/ });
    await expect(external).toHaveCount(2);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(panel.getByRole('button', { name: 'Coming soon' })).toBeDisabled();
    await expect(panel.getByRole('link', { name: 'My requests' })).toHaveAttribute(
      'href',
      '/member-area/tickets',
    );
    await panel.getByRole('link', { name: 'Go to the Academy' }).click();
    await expect(page).toHaveURL(/\/academy$/);

    // /admin sends a member to the member area, which shows no admin tab.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/member-area\?tab=overview$/);
    await expect(page.getByRole('tab', { name: 'Admin' })).toHaveCount(0);
  });

  test('an admin reaches the admin tab from /admin/users (de)', async ({ page }) => {
    await signIn(page, ADMIN, '/admin/users');
    await expect(page).toHaveURL(/\/member-area\?tab=admin$/);
    const tablist = page.getByRole('tablist', { name: 'Bereiche des Mitgliederbereichs' });
    await expect(tablist.getByRole('tab')).toHaveText([
      'Übersicht',
      'Profil',
      'Meine Anmeldungen',
      'Projekte',
      'Mitgliedschaft & Rechnungen',
      'Meine Workshops',
      'Profilfreigabe',
      'Services',
      'Konto',
      'Admin',
    ]);
    await expect(page.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
    await page.getByRole('tab', { name: 'Admin' }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Übersicht', exact: true })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Übersicht', exact: true })).toBeVisible();
  });

  test('the tabs stay on one line: all ten fit at 1280; a phone scrolls the strip and the keyboard and the address reach every tab (admin, de and en)', async ({
    page,
  }) => {
    for (const language of ['de', 'en'] as Language[]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await startVisit(page, language);
      await signIn(page, ADMIN, '/member-area?tab=overview');
      const list = page.getByRole('tablist');
      const tabs = list.getByRole('tab');
      await expect(tabs).toHaveCount(10);
      const lines = () =>
        tabs.evaluateAll(
          (all) => new Set(all.map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
        );
      const scrolls = () => list.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(await lines()).toBe(1);
      expect(await scrolls()).toBe(false);
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `${SHOTS}/member-tabs-${language}-1280.png` });

      await page.setViewportSize({ width: 390, height: 844 });
      expect(await lines()).toBe(1);
      expect(await scrolls()).toBe(true);
      await expectNoHorizontalScroll(page, 390);
      // Arrow keys, Home and End move along the strip; the chosen tab is scrolled into view.
      await tabs.first().focus();
      await page.keyboard.press('End');
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.last()).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(8)).toBeFocused();
      await expect(tabs.nth(8)).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Home');
      await expect(tabs.first()).toBeInViewport({ ratio: 1 });
      // A tab named in the address is shown in the strip, too.
      await page.goto('/member-area?tab=account');
      const selected = list.getByRole('tab', { selected: true });
      await expect(selected).toHaveAttribute('id', 'member-area-tab-account');
      await expect(selected).toBeInViewport({ ratio: 1 });
      await expectNoSeriousAxeFaults(page);
      await page.screenshot({ path: `${SHOTS}/member-tabs-${language}-390.png` });
    }
  });
});
