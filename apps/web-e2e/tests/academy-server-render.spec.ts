import { expect, test, type Page } from '@playwright/test';
import { APOLLO_CHUNK, APP_ENTRY } from '../support/entries';
import { declineCookies, movePointer, waitForHydration } from '../support/visit';
import {
  createApprovedWorkshops,
  uniqueWord,
  type CreatedWorkshop,
} from '../support/academy-workshops';
import { collectProblems } from '../support/console-problems';
import { firstHtmlScriptsKb } from '../support/first-html-scripts';
import { CHECKOUT_TEXTS } from '../support/checkout';

/** KB gzip of JavaScript the first HTML of the Academy's pages may ask for (issue 30). */
const FIRST_HTML_JS_BUDGET_KB = 120;
/** The demo content's flagship workshop, with a sign-up form of its own. */
const FLAGSHIP_WORKSHOP_SLUG = 'websites-mit-ki-tools-bauen';

const ENTRY = APP_ENTRY;
/** React's chunk (vite.config.ts): the Academy's pages ask for it only once someone uses them. */
const REACT_CHUNK = /\/assets\/react-[\w-]{8}\.js$/;

/** A word only this file's workshops carry, so the search shows just them. */
const word = uniqueWord('Serverseite');
let first: CreatedWorkshop;

test.beforeAll(async ({ request }) => {
  [first] = await createApprovedWorkshops(request, [
    {
      title: `Vorgerendert ${word}`,
      description: `Erscheint schon im HTML. Stichwort ${word}.`,
      inDays: 15,
    },
  ]);
});

/** The server's HTML of a page, as a visitor without a session gets it. */
async function serverHtml(page: Page, address: string, cookie?: string): Promise<string> {
  const response = await page.request.get(address, {
    headers: cookie ? { cookie } : {},
  });
  expect(response.status()).toBe(200);
  return response.text();
}

/**
 * Holds the app's entry script back until the returned function is called (then lets it and
 * any later request for it through).
 */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens the page with the app's entry held back until the server's node for `text` is noted,
 * then checks that React took that very node over (a mismatch would have replaced it) and that
 * no request for the page's data was needed.
 */
async function expectTakenOver(page: Page, address: string, text: string): Promise<void> {
  const release = await holdAppEntry(page);
  const queries: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') queries.push(request.postData() ?? '');
  });
  await page.goto(address, { waitUntil: 'commit' });
  const node = page.getByText(text, { exact: true }).first();
  await node.waitFor({ state: 'attached' });
  await node.evaluate((element) => {
    (window as { serverNode?: Element }).serverNode = element;
  });
  release();
  // React takes the page over at the visitor's first sign of life.
  await movePointer(page);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const element = (window as { serverNode?: Element }).serverNode;
        return Boolean(
          element?.isConnected &&
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        );
      }),
    )
    .toBe(true);
  await page.unroute(ENTRY);
  expect(queries.filter((body) => /AcademyWorkshops|WorkshopDetail/.test(body))).toEqual([]);
}

test.describe('Academy pages rendered on the server', () => {
  // First in this file: the server's first render of the page (the flagship's form came from a
  // lazy component the server had not loaded yet, and React reported error #419 on hydration).
  test('the flagship workshop page hydrates without console errors, also when first rendered (de, en)', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/impressum');
    await declineCookies(page);
    for (const address of [
      `/academy/${FLAGSHIP_WORKSHOP_SLUG}?lang=en`,
      `/academy/${FLAGSHIP_WORKSHOP_SLUG}`,
    ]) {
      const html = await serverHtml(page, address);
      expect(html, address).not.toContain('<!--$!-->');
      await page.goto(address);
      await waitForHydration(page);
      await expect(
        page.locator('.academy-register select, .academy-register input').first(),
      ).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('the first HTML of the listing and a workshop page asks for at most 120 KB gzip of JavaScript (de, en)', async ({
    page,
    baseURL,
  }) => {
    const sizes: Record<string, number> = {};
    for (const address of [
      '/academy',
      '/academy?lang=en',
      `/academy/${first.slug}`,
      `/academy/${first.slug}?lang=en`,
      `/academy/${FLAGSHIP_WORKSHOP_SLUG}`,
      `/academy/${FLAGSHIP_WORKSHOP_SLUG}?lang=en`,
    ]) {
      // Rendered for a visitor (the data page), not the shell.
      expect(await serverHtml(page, address), address).toContain('data-rendered-for-visitor');
      sizes[address] = Math.round((await firstHtmlScriptsKb(baseURL ?? '', address)) * 10) / 10;
    }
    const over = Object.entries(sizes).filter(([, kb]) => kb > FIRST_HTML_JS_BUDGET_KB);
    expect(over, JSON.stringify(sizes)).toEqual([]);
  });

  test('the listing and a workshop page arrive with their data and hydrate in place (de, en)', async ({
    page,
  }) => {
    const listing = `/academy?q=${word}`;
    const html = await serverHtml(page, listing);
    expect(html).toContain(first.title);
    expect(html).toContain('data-rendered-for-visitor');
    expect(html).toContain('id="apollo-state"');
    expect(html).toContain('1 Workshop gefunden');
    const english = await serverHtml(page, `${listing}&lang=en`);
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('1 workshop found');
    const detail = await serverHtml(page, `/academy/${first.slug}`);
    expect(detail).toContain(`Erscheint schon im HTML. Stichwort ${word}.`);
    expect(detail.match(/<title>/g)).toHaveLength(1);

    // With a session the browser renders (members see more): the plain shell.
    const member = await serverHtml(page, listing, 'has_session=1');
    expect(member).not.toContain('apollo-state');
    expect(member).not.toContain(first.title);

    const problems = collectProblems(page);
    await page.goto('/impressum');
    await declineCookies(page);
    await expectTakenOver(page, listing, first.title);
    // The filters stay working addresses after the takeover.
    await page.getByRole('switch', { name: 'Nur verfügbare' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/available=0/);
    await expect(page.getByText(first.title, { exact: true })).toBeVisible();
    await expectTakenOver(page, `/academy/${first.slug}`, first.title);
    await expectTakenOver(page, `${listing}&lang=en`, first.title);
    expect(problems).toEqual([]);
  });

  test('the listing and a workshop page hydrate without Apollo Client, which comes with the first filter (de, en)', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const listing = `/academy?q=${word}`;
    for (const address of [
      listing,
      `${listing}&lang=en`,
      `/academy/${first.slug}`,
      `/academy/${first.slug}?lang=en`,
    ]) {
      scripts.length = 0;
      await page.goto(address);
      await waitForHydration(page);
      await expect(page.getByText(first.title, { exact: true }).first()).toBeVisible();
      expect(
        scripts.filter((src) => APP_ENTRY.test(src)),
        address,
      ).toHaveLength(1);
      expect(
        scripts.filter((src) => APOLLO_CHUNK.test(src)),
        address,
      ).toEqual([]);
    }
    // A result the HTML does not hold: Apollo Client loads and asks the server.
    await page.goto(`${listing}&lang=de`);
    await waitForHydration(page);
    scripts.length = 0;
    await page.getByRole('switch', { name: 'Nur verfügbare' }).click();
    await expect(page).toHaveURL(/available=0/);
    await expect(page.getByText(first.title, { exact: true })).toBeVisible();
    await expect.poll(() => scripts.filter((src) => APOLLO_CHUNK.test(src))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('a reading visitor loads no React; a switch pressed at once applies when the app has the page', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/academy?q=${word}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // The page is read as the server sent it: neither the app nor React has loaded.
    await expect(page.getByText(first.title, { exact: true }).first()).toBeVisible();
    expect(scripts.filter((src) => APP_ENTRY.test(src) || REACT_CHUNK.test(src))).toEqual([]);
    // The first press is the first sign of life: it is held until the app has the page.
    await page.getByRole('switch', { name: 'Nur verfügbare' }).click();
    await expect(page).toHaveURL(/available=0/);
    await expect(page.getByRole('switch', { name: 'Nur verfügbare' })).not.toBeChecked();
    expect(scripts.filter((src) => APP_ENTRY.test(src))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('words typed into the search before the script runs are searched for once it does', async ({
    page,
  }) => {
    const release = await holdAppEntry(page);
    await page.goto('/academy', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Suche' });
    await search.fill(word);
    release();
    // The visitor goes on (the pointer moves): React takes over with the typed words.
    await movePointer(page);
    await expect(page.getByText('1 Workshop gefunden')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    await expect(search).toHaveValue(word);
    await page.unroute(ENTRY);
  });

  test('a guest who types and presses "Weiter" before the page is taken over goes on with what was typed', async ({
    page,
  }) => {
    const release = await holdAppEntry(page);
    await page.goto(`/academy/${first.slug}`);
    const card = page.getByRole('region', { name: 'Anmeldung' });
    await card.getByRole('textbox', { name: 'Name' }).fill('Tina Tippt');
    await card.getByRole('textbox', { name: 'E-Mail' }).fill('tina.tippt@e2e.test');
    // Pressed while neither the app nor the form's code is here: held, then made again.
    await card.getByRole('button', { name: CHECKOUT_TEXTS.de.next }).click();
    release();
    await expect(card.getByRole('textbox', { name: CHECKOUT_TEXTS.de.street })).toBeVisible();
    await expect(card.getByText('tina.tippt@e2e.test')).toBeVisible();
    await page.unroute(ENTRY);
  });

  test('a newly approved workshop is in the next server-rendered listing', async ({
    page,
    request,
  }) => {
    const listing = `/academy?q=${word}`;
    expect(await serverHtml(page, listing)).not.toContain(`Nachgereicht ${word}`);
    await createApprovedWorkshops(request, [
      { title: `Nachgereicht ${word}`, description: `Neu. Stichwort ${word}.`, inDays: 16 },
    ]);
    await expect
      .poll(async () => (await serverHtml(page, listing)).includes(`Nachgereicht ${word}`), {
        timeout: 1_000,
        intervals: [100],
      })
      .toBe(true);
  });
});
