/** The mail module's public entry: what other modules may use. */
export { MailModule } from './mail.module.js';
export { MailAttachmentRenderers } from './mail-attachment-renderers.js';
export { MailComposers } from './mail-composers.js';
export { mailGreeting } from './mail-greeting.js';
export { type MailFact, type MailImage, renderMail } from './mail-layout.js';
export type {
  AttachmentReference,
  ComposedWhenSent,
  InlineAttachment,
  MailAttachment,
  MailMessage,
  QueuedMail,
} from './mail-message.js';
export { MailOutbox } from './mail-outbox.service.js';
