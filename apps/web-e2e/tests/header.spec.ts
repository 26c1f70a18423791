import { expect, test } from '@playwright/test';
import { declineCookies } from '../support/visit';

test.describe('the header', () => {
  test('hides past 100 px when scrolling down, comes back when scrolling up, turns translucent', async ({
    page,
  }) => {
    await page.goto('/leistungen');
    await declineCookies(page);
    const bar = page.locator('.app-header__bar');
    await expect(bar).not.toHaveClass(/--scrolled/);
    await page.mouse.wheel(0, 60);
    await expect(bar).toHaveClass(/app-header__bar--scrolled/);
    await expect(bar).not.toHaveClass(/--hidden/);
    await page.mouse.wheel(0, 600);
    await expect(bar).toHaveClass(/app-header__bar--hidden/);
    await page.mouse.wheel(0, -200);
    await expect(bar).not.toHaveClass(/--hidden/);
  });

  test('opens the mobile menu, locks page scrolling, closes on Escape and returns focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await declineCookies(page);
    // The button's name changes from "Menü" to "Schließen" while the menu is open.
    const menuButton = page.locator('.app-menu-button');
    await expect(menuButton).toHaveAccessibleName(/Menü/);
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton).toHaveAccessibleName(/Schließen/);
    const locked = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(locked).toBe('hidden');
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );

    await menuButton.click();
    await page.locator('.app-mobile-menu__panel').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the cookie banner does not cover the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
    await expect(banner).toBeVisible();
    await page.locator('.app-menu-button').click();
    const panel = page.locator('.app-mobile-menu__panel');
    await expect(panel.getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await expect(banner).toBeHidden();
    // The menu's last entry is not under anything: a click reaches it.
    const links = panel.getByRole('link');
    await links.last().click({ trial: true });
    await page.keyboard.press('Escape');
    await expect(banner).toBeVisible();
  });
});
