import { Injectable } from '@nestjs/common';
import type { ComposedWhenSent, MailMessage } from './mail-message.js';

/** Composes a mail from its params; null when there is nothing to send any more. */
export type MailComposer = (
  params: ComposedWhenSent['compose']['params'],
) => Promise<MailMessage | null>;

/**
 * Composers of mails queued as `ComposedWhenSent`, one per kind. A module that queues such mails
 * registers its composer at start (`onModuleInit`), in every process role; the mail module knows
 * no kind.
 */
@Injectable()
export class MailComposers {
  private readonly composers = new Map<string, MailComposer>();

  register(kind: string, composer: MailComposer): void {
    if (this.composers.has(kind)) throw new Error(`mail composer "${kind}" registered twice`);
    this.composers.set(kind, composer);
  }

  /** The mail; null when its composer finds nothing to send. An unknown kind throws. */
  async compose(mail: ComposedWhenSent): Promise<MailMessage | null> {
    const compose = this.composers.get(mail.compose.kind);
    if (!compose) throw new Error(`no mail composer for "${mail.compose.kind}"`);
    const message = await compose(mail.compose.params);
    // Composed for the address it was queued for, or not at all.
    return message && message.to === mail.to ? message : null;
  }
}
