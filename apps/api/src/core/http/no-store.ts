import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/** The `Cache-Control` of every API answer. */
export const NO_STORE = 'no-store';

/**
 * API answers carry personal data (the account, the profile, tickets, registrations): no
 * browser or proxy may keep them. Client screens under `/auth` set their own header later.
 */
export function applyNoStore(app: NestExpressApplication): void {
  app.use(['/api', '/auth', '/graphql'], (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', NO_STORE);
    next();
  });
}
