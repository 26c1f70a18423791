import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn, uniqueEmail } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { pressEnglish } from '../support/visit';

const TEXT = {
  de: {
    title: 'Fehlgeschlagene E-Mails',
    recipient: 'Empfänger',
    lastError: 'Letzter Fehler',
    sendAgain: 'Erneut senden',
    queued: 'wird erneut gesendet',
  },
  en: {
    title: 'Failed emails',
    recipient: 'Recipient',
    lastError: 'Last error',
    sendAgain: 'Send again',
    queued: 'is being sent again',
  },
} as const;

const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 4311}`;

async function failedMail(recipient: string, subject: string): Promise<void> {
  const response = await fetch(`${mailApi}/fixtures/failed-mail`, {
    method: 'POST',
    body: JSON.stringify({ recipient, subject }),
  });
  if (!response.ok) throw new Error(await response.text());
}

async function useLanguage(page: Page, language: 'de' | 'en') {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const decline = page.getByRole('button', { name: 'Ablehnen' });
  if (await decline.isVisible()) await decline.click();
  if (language === 'en') await pressEnglish(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const language of ['de', 'en'] as const) {
  test(`the admin sees a failed email and sends it again (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const text = TEXT[language];
    const recipient = uniqueEmail(`bounced-${language}`);
    const subject = `Anmeldung bestätigt ${language} ${Date.now().toString(36)}`;
    await failedMail(recipient, subject);

    await signIn(page, ADMIN, '/member-area?tab=admin&section=mails');
    await useLanguage(page, language);
    const section = page.getByRole('region', { name: text.title });
    await expect(section).toBeVisible();
    const item = section.getByRole('listitem').filter({ hasText: recipient });
    await expect(item).toContainText(subject);
    await expect(item).toContainText('ECONNREFUSED');
    await expect(item.getByText(text.recipient)).toBeVisible();
    await expect(item.getByText(text.lastError)).toBeVisible();
    await expect(item).toContainText('14');

    const results = await new AxeBuilder({ page })
      .include('.failed-mails')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

    // Keyboard: the button is reachable and named after the mail it sends.
    const button = item.getByRole('button', { name: new RegExp(recipient.replace(/[.]/g, '\\.')) });
    await expect(button).toHaveText(text.sendAgain);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(text.queued)).toBeVisible();
    await waitForMail((m) => m.to.includes(recipient) && m.subject === subject);
    await expect(section.getByRole('listitem').filter({ hasText: recipient })).toHaveCount(0);
  });
}

test('the failed emails section fits a phone screen', async ({ page }) => {
  const recipient = uniqueEmail('bounced-phone-with-a-rather-long-local-part');
  await failedMail(recipient, 'Ein recht langer Betreff, der auf einem Telefon umbrechen muss');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, '/member-area?tab=admin&section=mails');
  await useLanguage(page, 'de');
  await expect(page.getByRole('region', { name: TEXT.de.title })).toContainText(recipient);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
