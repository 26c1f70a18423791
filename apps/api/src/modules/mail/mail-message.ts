/** An attachment whose content is in the message. */
export interface InlineAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`), e.g. the logo. */
  cid?: string;
}

/**
 * An attachment rendered by the worker when the mail is sent: the outbox stores only this
 * reference, so the transaction that queues the mail does no rendering. The kind names a
 * renderer registered in `MailAttachmentRenderers` (e.g. billing's `invoice-pdf`).
 */
export interface AttachmentReference {
  filename: string;
  contentType: string;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`). */
  cid?: string;
  render: { kind: string; id: string };
}

export type MailAttachment = InlineAttachment | AttachmentReference;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Every mail has both parts (`renderMail` makes them from the same content). */
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A message ready for SMTP: every attachment has its content. */
export interface ResolvedMailMessage extends Omit<MailMessage, 'attachments'> {
  attachments?: InlineAttachment[];
}

export function isAttachmentReference(a: MailAttachment): a is AttachmentReference {
  return 'render' in a && a.render !== undefined;
}

/**
 * A mail the worker composes when it sends it: the outbox stores whom it goes to and what it is
 * composed from, so the transaction that queues it (a rush of registrations) composes nothing
 * and answers sooner. The kind names a composer registered in `MailComposers`; the params are
 * plain JSON (ids, a state as it was when the mail was queued, a link's secret).
 */
export interface ComposedWhenSent {
  to: string;
  compose: { kind: string; params: Record<string, string | boolean | null> };
}

/** What product code queues: a composed message or one composed when it is sent. */
export type QueuedMail = MailMessage | ComposedWhenSent;

export function isComposedWhenSent(mail: object): mail is ComposedWhenSent {
  return 'compose' in mail && mail.compose !== undefined;
}
