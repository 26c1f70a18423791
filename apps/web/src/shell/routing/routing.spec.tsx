import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Link, Outlet, useLocation, useRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { testIntl } from '../../test/intl';
import { AppBrowserRouter } from './AppBrowserRouter';
import { lazyPage } from './lazy-page';
import { useNavigationState } from '../../shared/routing/navigation-state';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// The texts' chunks are the build's (virtual modules); these pages need none.
vi.mock('../../shared/i18n/catalog-store', () => ({
  requireCatalogGroup: () => Promise.resolve(),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Frame() {
  const navigation = useNavigationState();
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <Link to="/">Start</Link> <Link to="/slow">Slow</Link> <Link to="/broken">Broken</Link>
      </nav>
      <p data-testid="state">
        {navigation.state} {navigation.location?.pathname ?? '-'}
      </p>
      <Suspense fallback={<p>fallback</p>}>
        <RouteErrorBoundary pathname={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </Suspense>
    </>
  );
}

function setUp() {
  const slow = deferred<() => React.JSX.Element>();
  const broken = deferred<() => React.JSX.Element>();
  const Slow = lazyPage(null, () => slow.promise);
  const Broken = lazyPage(null, () => broken.promise);
  function Routes() {
    return useRoutes([
      {
        element: <Frame />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'slow', Component: Slow },
          { path: 'broken', Component: Broken },
        ],
      },
    ]);
  }
  window.history.replaceState(null, '', '/');
  render(
    <RawIntlProvider value={testIntl('de')}>
      <AppBrowserRouter>
        <Routes />
      </AppBrowserRouter>
    </RawIntlProvider>,
  );
  return { slow, broken, Slow };
}

describe('the app router', () => {
  it('keeps the previous page while the next page loads, and reports where it goes', async () => {
    const { slow, Slow } = setUp();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('loading /slow');
    expect(Slow.loaded()).toBeUndefined();

    await act(async () => {
      slow.resolve(() => <h1>Slow page</h1>);
      await slow.promise;
    });

    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('idle -');
    expect(window.location.pathname).toBe('/slow');
    expect(Slow.loaded()).toBeTypeOf('function');
    await expect(Slow.preload()).resolves.toBeUndefined();
  });

  it('shows the error page when a page cannot load, and clears it on the next page', async () => {
    const { broken } = setUp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Broken' }));
    await act(async () => {
      broken.reject(new Error('chunk missing'));
      await broken.promise.catch(() => undefined);
    });
    expect(
      await screen.findByRole('heading', { name: 'Diese Seite konnte nicht geladen werden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('renders a loaded page in the same pass (hydration, the server)', async () => {
    const Page = lazyPage(null, () => Promise.resolve(() => <h1>Ready</h1>));
    await Page.preload();
    expect(renderToString(<Page />)).toBe('<h1>Ready</h1>');
  });
});
