import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/visit';

test.describe('the site shell', () => {
  test('serves the home page in German with data from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Innovation mit Expertinnen und Experten in Teilzeit',
    );
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  test('shows the API version through GraphQL on the status page', async ({ page }) => {
    await page.goto('/status');
    // Typed document, fragment and data masking, loaded only under the lazy Apollo layout.
    await expect(page.getByText(/Version \d+\.\d+\.\d+/)).toBeVisible();
  });

  test('switches to English and keeps the choice after a reload', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Innovation with part-time experts',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Innovation with part-time experts',
    );
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Request a consultation' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
    await page.getByRole('button', { name: /^DE/ }).click();
    await expect(page.getByRole('link', { name: 'Beratung anfragen' })).toBeVisible();
  });

  test('shows the not-found page for an unknown path and logs the error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/gibt-es-nicht');
    // A real 404 for search engines and tools, with the client's not-found page as its body.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page).toHaveTitle(/Seite nicht gefunden/);
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors.some((text) => text.includes('/gibt-es-nicht'))).toBe(true);
  });

  test('runs under the strict content security policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
