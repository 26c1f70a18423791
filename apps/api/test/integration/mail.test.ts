import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailService } from '../../src/modules/mail/mail.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { drainJobs } from '../support/outbox-helpers.js';

describe('mail through SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_FROM: 'Team <team@example.com>' });
  });
  afterAll(() => t.close());

  it('delivers a message with an attachment to the SMTP server', async () => {
    await t.app.get(MailService).send({
      to: 'visitor@example.com',
      subject: 'Grüße aus Berlin',
      text: 'Hallo!',
      attachments: [
        {
          filename: 'termin.ics',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
          contentType: 'text/calendar',
        },
      ],
    });
    const mail = await t.mail.waitFor((m) => m.subject === 'Grüße aus Berlin');
    expect(mail.envelopeTo).toEqual(['visitor@example.com']);
    expect(mail.from?.address).toBe('team@example.com');
    expect(mail.text?.trim()).toBe('Hallo!');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['termin.ics']);
  });

  it('refuses a header injection and sends nothing', async () => {
    const before = t.mail.messages.length;
    await expect(
      t.app
        .get(MailService)
        .send({ to: 'a@example.com\r\nBcc: victim@example.com', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      t.app
        .get(MailService)
        .send({ to: 'a@example.com', subject: 'x\nBcc: victim@example.com', text: 'x' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await drainJobs(t);
    expect(t.mail.messages.length).toBe(before);
  });
});

describe('mail without SMTP in development', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'mail-outbox-'));
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development', SMTP_URL: '', DATA_DIR: dataDir });
  });
  afterAll(() => t.close());

  it('writes each message as an .eml file under the data folder', async () => {
    await t.app
      .get(MailService)
      .send({ to: 'dev@example.com', subject: 'Outbox check', text: 'body' });
    const files = readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dataDir, 'mail', files[0]), 'utf8');
    expect(eml).toContain('Subject: Outbox check');
    expect(eml).toContain('To: dev@example.com');
    expect(t.mail.messages).toHaveLength(0);
  });
});
