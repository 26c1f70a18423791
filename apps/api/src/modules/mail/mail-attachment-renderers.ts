import { Injectable } from '@nestjs/common';
import {
  type InlineAttachment,
  isAttachmentReference,
  type MailMessage,
  type ResolvedMailMessage,
} from './mail-message.js';

/** Produces an attachment's content from the id in its reference. */
export type AttachmentRenderer = (id: string) => Promise<Buffer | string>;

/**
 * Renderers for attachment references, one per kind. A module that queues mails with rendered
 * attachments registers its renderer at start (`onModuleInit`); the mail module knows no kind.
 */
@Injectable()
export class MailAttachmentRenderers {
  private readonly renderers = new Map<string, AttachmentRenderer>();

  register(kind: string, renderer: AttachmentRenderer): void {
    if (this.renderers.has(kind)) throw new Error(`attachment renderer "${kind}" registered twice`);
    this.renderers.set(kind, renderer);
  }

  /** The message with every reference rendered; an unknown kind or a failed render throws. */
  async resolve(message: MailMessage): Promise<ResolvedMailMessage> {
    if (!message.attachments?.length) return { ...message, attachments: undefined };
    const attachments: InlineAttachment[] = [];
    for (const a of message.attachments) {
      if (!isAttachmentReference(a)) {
        attachments.push(a);
        continue;
      }
      const render = this.renderers.get(a.render.kind);
      if (!render) throw new Error(`no attachment renderer for "${a.render.kind}"`);
      attachments.push({
        filename: a.filename,
        contentType: a.contentType,
        ...(a.cid ? { cid: a.cid } : {}),
        content: await render(a.render.id),
      });
    }
    return { ...message, attachments };
  }
}
