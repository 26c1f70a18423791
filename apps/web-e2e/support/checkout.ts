import { expect, type Locator } from '@playwright/test';

const TEXTS = {
  de: {
    next: 'Weiter zur Übersicht',
    street: 'Straße und Hausnummer',
    postcode: 'Postleitzahl',
    city: 'Ort',
    terms: /Ich akzeptiere die Nutzungsbedingungen/,
    submit: 'Zahlungspflichtig anmelden',
    done: 'Sie sind angemeldet',
  },
  en: {
    next: 'Continue to summary',
    street: 'Street and number',
    postcode: 'Postcode',
    city: 'Town or city',
    terms: /I accept the terms of use/,
    submit: 'Register and pay',
    done: 'You are registered',
  },
} as const;

export const CHECKOUT_TEXTS = TEXTS;

/**
 * From the registration form's first step (name and e-mail typed, or a member's form) through
 * the summary of a paid seat: the billing address, the terms, "Zahlungspflichtig anmelden".
 * Ends when the confirmation shows.
 */
export async function checkoutPaidSeat(
  scope: Locator,
  language: 'de' | 'en',
  address = { street: 'Hauptstraße 5', postcode: '04109', city: 'Leipzig' },
): Promise<void> {
  const t = TEXTS[language];
  await scope.getByRole('button', { name: t.next }).click();
  await scope.getByRole('textbox', { name: t.street }).fill(address.street);
  await scope.getByRole('textbox', { name: t.postcode }).fill(address.postcode);
  await scope.getByRole('textbox', { name: t.city, exact: true }).fill(address.city);
  await scope.getByRole('checkbox', { name: t.terms }).check();
  await scope.getByRole('button', { name: t.submit }).click();
  await expect(scope.getByText(t.done, { exact: true })).toBeVisible({ timeout: 30_000 });
}
