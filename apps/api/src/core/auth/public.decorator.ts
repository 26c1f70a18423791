import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'access:public';

/** Visitors may call this without signing in. Everything else is denied by default. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
