import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export type Language = 'de' | 'en';

/**
 * Waits until React has taken the page over: a prerendered page's cookie banner carries a
 * mark until hydration (see CookieBanner.tsx). A click before that does nothing. On a marketing
 * page the header and banner hydrate at a visitor's first interaction: the pointer moves first,
 * as a person's would.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await movePointer(page);
  await expect(page.locator('section.cookie-banner[data-prerendered]')).toHaveCount(0, {
    timeout: 30_000,
  });
}

/**
 * The visitor's first sign of life on a marketing page: the pointer moves (the header and the
 * banner hydrate then, islands/first-interaction.ts). Anywhere else it changes nothing.
 */
let pointerMoves = 0;
export async function movePointer(page: Page): Promise<void> {
  // After the page's scripts have run (they listen for it).
  await page.waitForFunction(() => document.readyState === 'complete');
  // Somewhere else than before: a pointer that did not move is no sign of a person.
  pointerMoves += 1;
  await page.mouse.move(pointerMoves % 2 ? 24 : 4, pointerMoves % 2 ? 24 : 4, { steps: 3 });
}

/**
 * React has taken over this element of a server-rendered page: what is typed into a field
 * before that is not in the form's state yet, so journeys wait for it before they type. The
 * element is scrolled to first, as a visitor reaches a field before typing: a part that hydrates
 * on demand (shared/hydration/on-demand.tsx) waits until it comes near the screen.
 */
export async function waitForTakeover(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await movePointer(target.page());
  await expect
    .poll(
      () =>
        target.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Declines optional cookies in the banner. A prerendered page shows the banner before its
 * scripts run, and a click before React has taken the page over does nothing (and the banner
 * may blink while React takes it over): wait for the takeover, then click until it goes.
 */
export async function declineCookies(page: Page): Promise<void> {
  await declineCookiesIn(page, 'de');
}

/** Declines optional cookies in the banner's language (German or English). */
export async function declineCookiesIn(page: Page, language: Language): Promise<void> {
  await waitForHydration(page);
  const decline = page.getByRole('button', { name: language === 'de' ? 'Ablehnen' : 'Decline' });
  await expect(async () => {
    if (await decline.isVisible()) await decline.click({ timeout: 1_000 });
    await expect(decline).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens the home page, declines optional cookies and switches to the language. */
export async function startVisit(page: Page, language: Language): Promise<void> {
  await page.goto('/');
  await declineCookies(page);
  if (language === 'en') {
    // As the language switch stores it (the switch sits in the menu on a phone).
    await page.evaluate(() => window.localStorage.setItem('oiv-locale', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
}

/** axe finds no serious or critical WCAG 2 A/AA fault on the page as it is now. */
export async function expectNoSeriousAxeFaults(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The page is no wider than the window: nothing widens it into a sideways scroll. */
export async function expectNoHorizontalScroll(page: Page, width: number): Promise<void> {
  const { scrollWidth, widest } = await page.evaluate((limit) => {
    // The elements that stick out, named for the failure message.
    const widest = [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > limit + 0.5 &&
          el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
          !el.parentElement?.closest('[role="region"][tabindex]'),
      )
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 6)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').slice(0, 30)}"`,
      );
    // Text can run out of a box that itself fits (a long word).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode() && widest.length < 8) {
      const range = document.createRange();
      range.selectNodeContents(walker.currentNode);
      const host = walker.currentNode.parentElement;
      if (
        range.getBoundingClientRect().right > limit + 0.5 &&
        host?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        !host.closest('[role="region"][tabindex]')
      ) {
        widest.push(`text "${(walker.currentNode.textContent ?? '').slice(0, 30)}"`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, widest };
  }, width);
  expect
    .soft(
      scrollWidth,
      `page ${page.url()} is ${scrollWidth}px wide; sticking out: ${widest.join(', ')}`,
    )
    .toBeLessThanOrEqual(width);
}

/**
 * The header's language switch pressed for English, as a person does, and the English page
 * waited for: a press before the header's code is here is held and made once it is, so the
 * switch may come a moment later (a navigation started meanwhile would be cut off by it).
 */
export async function pressEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^EN/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** Switches the language as the switch stores it, and reloads (works on a phone too). */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((l) => window.localStorage.setItem('oiv-locale', l), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
