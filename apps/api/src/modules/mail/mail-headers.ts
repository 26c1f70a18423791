import { DomainError } from '../../core/errors/domain-error.js';
import type { MailMessage } from './mail-message.js';

const LINE_BREAK = /[\r\n]/;

/** Header injection: a line break in a header value would let input add headers. */
export function assertSafeHeaders(message: MailMessage): void {
  for (const value of [message.to, message.subject, message.replyTo ?? '']) {
    if (LINE_BREAK.test(value)) throw new DomainError('BAD_REQUEST');
  }
}
