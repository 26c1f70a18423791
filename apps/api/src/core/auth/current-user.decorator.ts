import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { getRequest } from './get-request.js';

/** The signed-in user (undefined on public routes called by a visitor). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => getRequest(context).user,
);
