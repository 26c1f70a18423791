import { expect, test, type Page } from '@playwright/test';
import { startVisit, type Language } from '../support/visit';

/** What the header shows signed out, at widths where it used to clip "Beratung anfragen". */
const CTA: Record<Language, string> = {
  de: 'Beratung anfragen',
  en: 'Request a consultation',
};

/** Every visible element of the header that sticks out of the window or clips its own text. */
async function headerFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const faults: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const el of document.querySelectorAll('.app-header__inner *')) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || el.closest('.ui-visually-hidden')) continue;
      if (box.left < -0.5 || box.right > limit + 0.5) faults.push(`past the window: ${name(el)}`);
      // Text cut off inside its own box (a button squeezed narrower than its label).
      if (el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        faults.push(`clipped: ${name(el)}`);
    }
    // The bar's parts side by side, none over the next.
    const parts = [...document.querySelectorAll('.app-header__inner > *')].filter((el) =>
      el.checkVisibility(),
    );
    for (let i = 1; i < parts.length; i += 1) {
      const before = parts[i - 1].getBoundingClientRect();
      const after = parts[i].getBoundingClientRect();
      if (before.right > after.left + 0.5)
        faults.push(`overlap: ${name(parts[i - 1])} / ${name(parts[i])}`);
    }
    return faults;
  });
}

for (const language of ['de', 'en'] as const) {
  for (const width of [1024, 1280, 1366]) {
    test(`the header fits at ${width} px (${language})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await startVisit(page, language);
      // The site's own font, self-hosted: the layout does not depend on the system's fonts.
      const fontLoaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('600 16px "Source Sans 3"');
      });
      expect(fontLoaded).toBe(true);
      const header = page.locator('.app-header');
      await expect(header.getByRole('link', { name: CTA[language] })).toBeVisible();
      // Either the whole navigation fits in the bar or it sits behind the menu button.
      const desktopNav = header.locator('.app-nav--desktop');
      const menuButton = header.locator('.app-menu-button');
      expect((await desktopNav.isVisible()) !== (await menuButton.isVisible())).toBe(true);
      expect(await headerFaults(page)).toEqual([]);
    });
  }
}
