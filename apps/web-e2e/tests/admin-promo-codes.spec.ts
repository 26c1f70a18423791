import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support/accounts';
import { expectNoSeriousAxeFaults, startVisit } from '../support/visit';

const TEXTS = {
  de: {
    section: 'Promo-Codes der Academy',
    newTitle: 'Neuer Promo-Code',
    code: 'Code',
    tool: 'Werkzeug',
    de: 'Beschreibung (Deutsch)',
    en: 'Beschreibung (Englisch)',
    create: 'Promo-Code anlegen',
    required: 'Bitte ausfüllen.',
    format: 'Nur Buchstaben, Ziffern, - und _, 3 bis 60 Zeichen.',
    saved: (code: string) => `Promo-Code ${code} gespeichert.`,
    edit: 'Bearbeiten',
    save: 'Speichern',
    active: 'Aktiv',
    off: 'Abschalten',
    inactive: 'Abgeschaltet',
    on: 'Wieder einschalten',
  },
  en: {
    section: 'Academy promo codes',
    newTitle: 'New promo code',
    code: 'Code',
    tool: 'Tool',
    de: 'Description (German)',
    en: 'Description (English)',
    create: 'Create promo code',
    required: 'Please fill in.',
    format: 'Only letters, digits, - and _, 3 to 60 characters.',
    saved: (code: string) => `Promo code ${code} saved.`,
    edit: 'Edit',
    save: 'Save',
    active: 'Active',
    off: 'Switch off',
    inactive: 'Switched off',
    on: 'Switch on again',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  test(`an admin lists, creates, edits and switches off promo codes (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = TEXTS[language];
    const code = `E2E-${language.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
    await startVisit(page, language);
    await signIn(page, ADMIN, '/member-area?tab=admin&section=promo-codes');
    const section = page.getByRole('region', { name: t.section });
    // The seeded tool codes are listed.
    await expect(section.getByRole('listitem').first()).toBeVisible();

    const form = section.locator('.promo-admin__new');
    await expect(form.getByRole('heading', { name: t.newTitle })).toBeVisible();
    await form.getByLabel(t.code).fill('NO SPACES');
    await form.getByRole('button', { name: t.create }).click();
    await expect(form.getByText(t.format)).toBeVisible();
    await expect(form.getByText(t.required)).toHaveCount(3);
    await expectNoSeriousAxeFaults(page);

    await form.getByLabel(t.code).fill(code.toLowerCase());
    await form.getByLabel(t.tool).fill('Bolt');
    await form.getByLabel(t.de).fill('Ein Monat gratis');
    await form.getByLabel(t.en).fill('One month free');
    await form.getByRole('button', { name: t.create }).click();
    await expect(section.getByText(t.saved(code))).toBeVisible();
    await expect(form.getByLabel(t.code)).toHaveValue('');

    const item = section.getByRole('listitem').filter({ hasText: code });
    await expect(item.getByText(t.active, { exact: true })).toBeVisible();
    await item.getByRole('button', { name: t.edit }).click();
    await item.getByLabel(t.tool).fill('Bolt.new');
    await item.getByRole('button', { name: t.save }).click();
    await expect(section.getByText(t.saved(code))).toBeVisible();
    await expect(item.getByRole('heading', { name: `${code} · Bolt.new` })).toBeVisible();

    await item.getByRole('button', { name: t.off }).click();
    await expect(item.getByText(t.inactive, { exact: true })).toBeVisible();
    await page.reload();
    const reloaded = page
      .getByRole('region', { name: t.section })
      .getByRole('listitem')
      .filter({ hasText: code });
    await expect(reloaded.getByText(t.inactive, { exact: true })).toBeVisible();
    await expect(reloaded.getByRole('button', { name: t.on })).toBeVisible();
  });
}
