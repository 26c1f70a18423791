import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectNoHorizontalScroll, expectNoSeriousAxeFaults, startVisit } from '../support/visit';

const TEXTS = {
  de: {
    nav: 'Hauptnavigation',
    menu: 'Menü',
    ctaTitle: 'Bereit für Ihr nächstes Innovationsprojekt?',
    ctaBooking: 'Beratungstermin buchen',
    ctaContact: 'Kontakt aufnehmen',
    teaser: 'Alle Workshops in der Academy',
    footerWorkshops: 'Alle Workshops',
    academyHeading: /Academy/,
  },
  en: {
    nav: 'Main navigation',
    menu: 'Menu',
    ctaTitle: 'Ready for your next innovation project?',
    ctaBooking: 'Book a consultation',
    ctaContact: 'Get in touch',
    teaser: 'All workshops in the Academy',
    footerWorkshops: 'All workshops',
    academyHeading: /Academy/,
  },
} as const;

/** WCAG relative luminance of a CSS `rgb()` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

async function checkClosingCallToAction(page: Page, language: 'de' | 'en') {
  const t = TEXTS[language];
  const band = page.locator('section.mk-cta');
  const heading = band.getByRole('heading', { name: t.ctaTitle });
  await heading.scrollIntoViewIfNeeded();
  const headingBox = (await heading.boundingBox())!;
  const actionsBox = (await band.locator('.mk-cta__actions').boundingBox())!;
  // A readable text column, and the heading never runs into the buttons.
  expect(headingBox.width).toBeGreaterThanOrEqual(280);
  const apart =
    headingBox.y + headingBox.height <= actionsBox.y + 0.5 ||
    headingBox.x + headingBox.width <= actionsBox.x + 0.5;
  expect(apart, 'heading and buttons overlap').toBe(true);

  // The primary action stands out from both ends of the teal band (non-text contrast, 3:1).
  const primary = band.getByRole('link', { name: t.ctaBooking });
  const buttonColour = await primary.evaluate((el) => getComputedStyle(el).backgroundColor);
  const bandEnds = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const probe = document.createElement('div');
    document.body.append(probe);
    const resolve = (name: string) => {
      probe.style.color = root.getPropertyValue(name);
      return getComputedStyle(probe).color;
    };
    const ends = [resolve('--app-ink-deep'), resolve('--ui-color-primary')];
    probe.remove();
    return ends;
  });
  for (const end of bandEnds) expect(contrast(buttonColour, end)).toBeGreaterThanOrEqual(3);

  const axe = await new AxeBuilder({ page }).include('section.mk-cta').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
}

for (const language of ['de', 'en'] as const) {
  test(`the home page's closing call to action reads well at 1024 and 390 px (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await startVisit(page, language);
    await checkClosingCallToAction(page, language);
    await expectNoHorizontalScroll(page, 1024);
    await page.setViewportSize({ width: 390, height: 844 });
    await checkClosingCallToAction(page, language);
    await expectNoHorizontalScroll(page, 390);
  });

  test(`the Academy is reachable from the header, the footer, the mobile menu and the home page (${language})`, async ({
    page,
  }) => {
    const t = TEXTS[language];
    await page.setViewportSize({ width: 1280, height: 800 });
    await startVisit(page, language);
    const nav = page.locator('nav.app-nav--desktop');
    await expect(nav).toHaveAttribute('aria-label', t.nav);
    await expect(nav.getByRole('link', { name: 'Academy' })).toHaveAttribute('href', '/academy');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Academy' })).toHaveAttribute('href', '/academy');
    await expect(footer.getByRole('link', { name: t.footerWorkshops })).toHaveAttribute(
      'href',
      '/workshop',
    );
    await expectNoSeriousAxeFaults(page);

    await page.getByRole('link', { name: t.teaser }).click();
    await expect(page).toHaveURL(/\/academy$/);
    await expect(page.getByRole('heading', { level: 1, name: t.academyHeading })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: t.menu }).click();
    await page.locator('.app-mobile-menu__panel').getByRole('link', { name: 'Academy' }).click();
    await expect(page).toHaveURL(/\/academy$/);

    await page.goto('/');
    await footer.getByRole('link', { name: t.footerWorkshops }).click();
    await expect(page).toHaveURL(/\/workshop$/);
  });
}
