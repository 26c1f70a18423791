import type { Logger } from '@nestjs/common';

/**
 * A public form's honeypot field: people leave it empty, bots fill it in. A filled one gets the
 * same answer as a real submission and nothing else happens; the log says so.
 */
export function honeypotFilled(value: string | undefined, logger: Logger): boolean {
  if (!value) return false;
  logger.warn('honeypot filled: submission ignored');
  return true;
}
