import {
  type ComposedWhenSent,
  isAttachmentReference,
  isComposedWhenSent,
  type MailMessage,
  type QueuedMail,
} from './mail-message.js';

/**
 * A message as stored in the outbox (JSON): binary attachments travel as base64; an attachment
 * reference is stored as it is and rendered by the worker at send time.
 */
export interface StoredMail extends Omit<MailMessage, 'attachments'> {
  attachments?: Array<
    | {
        filename: string;
        contentType: string;
        cid?: string;
        content: string;
        encoding: 'base64' | 'utf8';
      }
    | { filename: string; contentType: string; cid?: string; render: { kind: string; id: string } }
  >;
}

/** What the outbox's `message` column holds: a stored message, or what to compose it from. */
export type StoredOutboxMail = StoredMail | ComposedWhenSent;

export function toStoredOutboxMail(mail: QueuedMail): StoredOutboxMail {
  return isComposedWhenSent(mail) ? { to: mail.to, compose: mail.compose } : toStoredMail(mail);
}

export function toStoredMail(message: MailMessage): StoredMail {
  return {
    ...message,
    attachments: message.attachments?.map((a) =>
      isAttachmentReference(a)
        ? {
            filename: a.filename,
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid } : {}),
            render: { kind: a.render.kind, id: a.render.id },
          }
        : {
            filename: a.filename,
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid } : {}),
            ...(typeof a.content === 'string'
              ? { content: a.content, encoding: 'utf8' as const }
              : { content: a.content.toString('base64'), encoding: 'base64' as const }),
          },
    ),
  };
}

export function fromStoredMail(stored: StoredMail): MailMessage {
  return {
    ...stored,
    attachments: stored.attachments?.map((a) =>
      'render' in a
        ? {
            filename: a.filename,
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid } : {}),
            render: a.render,
          }
        : {
            filename: a.filename,
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid } : {}),
            content: a.encoding === 'base64' ? Buffer.from(a.content, 'base64') : a.content,
          },
    ),
  };
}
