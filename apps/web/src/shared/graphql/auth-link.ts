import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { catchError, from, mergeMap, of, throwError, type Observable } from 'rxjs';
import type { GraphqlSession } from './graphql-session';

type Result = ApolloLink.Result;

/** The API answers a missing or stale token with this code (GraphQL) or HTTP 401 (transport). */
function isUnauthenticated(result: Result): boolean {
  return (result.errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * Attaches the bearer token to every GraphQL operation. When the answer says the token is not
 * (or no longer) valid, the token is refreshed once and the operation retried; if the refresh
 * fails the session ends (the AuthProvider shows "Sitzung abgelaufen" and opens the sign-in page).
 */
export function createAuthLink(session: GraphqlSession): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const send = (token: string | null): Observable<Result> => {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => {
        const next = { ...headers };
        if (token) next.authorization = `Bearer ${token}`;
        else delete next.authorization;
        return { headers: next };
      });
      return forward(operation);
    };

    const sentWith = session.accessToken();
    let retried = false;
    // Refresh once, then replay the operation with the new token; without one, report and
    // hand back the original answer so the screen can show its own error state.
    const retry = (original: Observable<Result>): Observable<Result> => {
      retried = true;
      return from(session.refresh()).pipe(
        mergeMap((renewed) => {
          if (renewed) return send(renewed.token);
          session.reportUnauthorized(sentWith !== null);
          return original;
        }),
      );
    };

    return send(sentWith).pipe(
      mergeMap((result) =>
        !retried && isUnauthenticated(result) ? retry(of(result)) : of(result),
      ),
      catchError((error: unknown) =>
        !retried && ServerError.is(error) && error.statusCode === 401
          ? retry(throwError(() => error))
          : throwError(() => error),
      ),
    );
  });
}
