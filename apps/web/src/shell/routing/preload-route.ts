import { matchRoutes, type RouteMatch } from 'react-router-dom';
import { lazyPageOf, routes } from '../router';

/** Matches a location and loads the code (and texts) of every lazy route on the way. */
export async function preloadRoute(location: string): Promise<RouteMatch[]> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.flatMap((match) => {
      const page = lazyPageOf(match.route);
      return page ? [page.preload()] : [];
    }),
  );
  return matches;
}
