import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RouteErrorPage } from './layout/RouteErrorPage';

/** Each page is its own chunk, fetched when its route is first visited. */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    // Rendered only if the first page's code is still loading; main.tsx waits for it anyway.
    HydrateFallback: () => null,
    children: [
      {
        // Errors of a page show inside the layout, with header and footer still usable.
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../pages/HomePage')).HomePage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the router has matched the first URL and loaded that page's code. */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
