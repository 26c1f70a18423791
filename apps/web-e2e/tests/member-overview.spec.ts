import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedMember, signIn } from '../support/accounts';
import { createApprovedWorkshops, uniqueWord } from '../support/academy-workshops';
import { graphqlAs } from '../support/hosting';
import {
  declineCookiesIn,
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

const TEXTS = {
  de: {
    userMenu: (name: string) => `Benutzermenü von ${name}`,
    dashboard: 'Dashboard',
    overview: 'Übersicht',
    trial: /Kostenlose Probemitgliedschaft bis \d\d\.\d\d\.\d{4}\./,
    registrations: 'Meine Anmeldungen',
    openInvoices: '1 offene Rechnung.',
    allInvoices: 'Alle Rechnungen',
    billingTab: 'Mitgliedschaft & Rechnungen',
    invoicesHeading: 'Rechnungen',
    download: /^Rechnung \d{4}-\d{5} als PDF herunterladen$/,
    profileTab: 'Profil',
    accountTab: 'Konto',
    deleteAccount: 'Konto löschen',
    yourData: 'Ihre Daten',
    fileName: /^Rechnung-\d{4}-\d{5}\.pdf$/,
  },
  en: {
    userMenu: (name: string) => `User menu of ${name}`,
    dashboard: 'Dashboard',
    overview: 'Overview',
    trial: /Free trial membership until \d{1,2} [A-Z][a-z]+ \d{4}\./,
    registrations: 'My registrations',
    openInvoices: '1 open invoice.',
    allInvoices: 'All invoices',
    billingTab: 'Membership & invoices',
    invoicesHeading: 'Invoices',
    download: /^Download Invoice \d{4}-\d{5} as PDF$/,
    profileTab: 'Profile',
    accountTab: 'Account',
    deleteAccount: 'Delete account',
    yourData: 'Your data',
    fileName: /^invoice-\d{4}-\d{5}\.pdf$/,
  },
} as const;

async function shoot(page: Page, name: string): Promise<void> {
  await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const language of ['de', 'en'] as Language[]) {
  for (const width of [1280, 390]) {
    test(`[${language}] ${width}px: a new member finds the overview from the avatar menu, with the trial, the next date and the open invoice; deletion waits at the end of the account tab`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const t = TEXTS[language];
      const [workshop] = await createApprovedWorkshops(request, [
        {
          title: `Übersichtsworkshop ${uniqueWord('')}`,
          description: 'Ein bezahlter Termin für die Übersicht.',
          inDays: 20,
          basePriceCents: 4900,
        },
      ]);
      const name = language === 'de' ? 'Olivia Übersicht' : 'Ben Overview';
      const member = await registerVerifiedMember(request, { name, locale: language });
      const { workshop: detail } = await graphqlAs<{ workshop: { sessions: { id: string }[] } }>(
        request,
        member,
        'query ($s: String!) { workshop(slugOrId: $s) { sessions { id } } }',
        { s: workshop.id },
      );
      await graphqlAs(
        request,
        member,
        'mutation ($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
        { s: detail.sessions[0].id },
      );

      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((l) => window.localStorage.setItem('oiv-locale', l), language);
      await signIn(page, member, '/');
      await declineCookiesIn(page, language);

      // The avatar menu's (or, on a phone, the mobile menu's) "Dashboard" opens the overview.
      if (width === 390) {
        await page.locator('.app-menu-button').click();
        await page
          .locator('.app-mobile-menu__panel')
          .getByRole('link', { name: t.dashboard })
          .click();
      } else {
        await page.getByRole('button', { name: t.userMenu(name) }).click();
        await page.getByRole('menuitem', { name: t.dashboard }).click();
      }
      await expect(page).toHaveURL(/\/member-area$/);
      await expect(page.getByRole('tab', { name: t.overview, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByText(t.trial).first()).toBeVisible();
      await expect(panel.getByText(workshop.title)).toBeVisible();
      await expect(panel.getByText(t.openInvoices)).toBeVisible();
      // The profile tab no longer starts with a red "delete account".
      await expect(page.getByRole('button', { name: t.deleteAccount })).toHaveCount(0);
      await expectNoSeriousAxeFaults(page);
      await expectNoHorizontalScroll(page, width);
      await shoot(page, `member-overview-${language}-${width}`);

      // The invoice under "Membership & invoices", downloaded under a name in the reader's language.
      await panel.getByRole('link', { name: t.allInvoices }).click();
      await expect(page).toHaveURL(/\?tab=billing$/);
      const billing = page.getByRole('tabpanel', { name: t.billingTab });
      await expect(
        billing.getByRole('heading', { name: t.invoicesHeading, exact: true }),
      ).toBeVisible();
      await expect(billing.getByText(workshop.title)).toBeVisible();
      const downloading = page.waitForEvent('download');
      await billing.getByRole('button', { name: t.download }).click();
      expect((await downloading).suggestedFilename()).toMatch(t.fileName);
      await expectNoSeriousAxeFaults(page);
      await expectNoHorizontalScroll(page, width);
      await shoot(page, `member-billing-${language}-${width}`);

      await page.getByRole('tab', { name: t.registrations }).click();
      await expect(page.getByRole('tabpanel').getByText(workshop.title)).toBeVisible();

      await page.getByRole('tab', { name: t.profileTab, exact: true }).click();
      await expect(page.getByRole('button', { name: t.deleteAccount })).toHaveCount(0);

      // Data download and deletion: the last section of the account tab.
      await page.getByRole('tab', { name: t.accountTab, exact: true }).click();
      const account = page.getByRole('tabpanel');
      const lastSection = account.locator(':scope section').last();
      await expect(account.getByRole('heading', { name: t.yourData })).toBeVisible();
      await expect(lastSection.getByRole('button', { name: t.deleteAccount })).toBeVisible();
      await expectNoHorizontalScroll(page, width);
    });
  }
}
