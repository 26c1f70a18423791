import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from './authenticated-user.js';

/** `user`: undefined until the guard ran, then the signed-in user or null for a visitor. */
export type AppRequest = Request & { user?: AuthenticatedUser | null };

export interface GraphqlContext {
  req: AppRequest;
  res: Response;
}

/** The HTTP request behind a REST call or a GraphQL operation, so one guard serves both. */
export function getRequest(context: ExecutionContext): AppRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<GraphqlContext>().req;
  }
  return context.switchToHttp().getRequest<AppRequest>();
}
