import { Inject, Injectable } from '@nestjs/common';
import type { Locale } from '@platform/domain';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { newRegistrationMail } from './host-mails.js';
import type { RegistrationRow } from './registration-row.js';

/**
 * The host hears of each new registration (unless they switched it off for the workshop):
 * enqueued in the registering transaction, once per registration.
 */
@Injectable()
export class HostRegistrationNotices {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
  ) {}

  async registered(row: RegistrationRow, manager: EntityManager): Promise<void> {
    const [host] = await manager.query<
      Array<{
        workshop_id: string;
        title: string;
        starts_at: Date;
        email: string;
        name: string;
        locale: Locale;
      }>
    >(
      `SELECT w.id AS workshop_id, w.title, s.starts_at, u.email, u.name, u.locale
         FROM workshop_sessions s
         JOIN workshops w ON w.id = s.workshop_id
         JOIN users u ON u.id = w.creator_id
        WHERE s.id = $1 AND w.notify_host_on_registration AND u.status = 'active'`,
      [row.session_id],
    );
    if (!host) return;
    const base = this.config.publicUrl.replace(/\/$/, '');
    const lang = host.locale === 'en' ? '?lang=en' : '';
    const url = `${base}/member-area/workshops/${host.workshop_id}/registrants${lang}`;
    await this.outbox.enqueue(
      newRegistrationMail({
        locale: host.locale,
        to: host.email,
        hostName: host.name,
        title: host.title,
        startsAt: host.starts_at,
        registrantName: row.name,
        waitlisted: row.status === 'waitlisted',
        guest: row.user_id === null,
        url,
        settingsUrl: url,
      }),
      { key: `host-new-registration:${row.id}`, manager },
    );
  }
}
