import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Island } from '../../islands/Island';
import { AuthProvider } from '../../modules/auth/AuthProvider';
import { requireCatalogGroup } from '../../shared/i18n/catalog-store';
import { PATHS } from '../../shared/paths';
import { useNavigationState } from '../../shared/routing/navigation-state';
import { RouteErrorBoundary } from '../routing/RouteErrorBoundary';
import { ReadySignal } from '../../shared/hydration/ReadySignal';
import { signalAppReady } from '../../shared/hydration/app-ready';
import { PageViewTracker } from '../analytics/PageViewTracker';
import { CookieBannerOnDemand } from '../consent/CookieBannerOnDemand';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID } from './main-content';
import { ScrollToTop } from './ScrollToTop';
import { SkipLink } from './SkipLink';

// Loaded only when asked for, with its texts, so the home page itself stays small.
const LoginDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('../../modules/auth/components/LoginDialog'),
    requireCatalogGroup('auth'),
  ]);
  return { default: module.LoginDialog };
});

/** `/?dialog=login` opens the sign-in dialog over the home page; closing removes the parameter. */
function HomeLoginDialog() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  if (pathname !== PATHS.home || params.get('dialog') !== 'login') return null;
  const close = () => {
    params.delete('dialog');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <LoginDialog onClose={close} />
    </Suspense>
  );
}

/** Header, page, footer: the frame around every route. */
export function Layout() {
  const navigation = useNavigationState();
  const { pathname } = useLocation();

  return (
    <AuthProvider>
      <SkipLink />
      {/* Early in the tab order so keyboard users meet it, but it never traps focus. */}
      <Island name="consent">
        <CookieBannerOnDemand />
      </Island>
      <Island name="header">
        <Header />
      </Island>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="app-main"
        aria-busy={navigation.state === 'loading' || undefined}
      >
        {/* Always mounted: while a page's code loads, the previous page stays on screen. */}
        <Suspense fallback={null}>
          <RouteErrorBoundary pathname={pathname}>
            <Outlet />
          </RouteErrorBoundary>
          {/* Committed with the page: the islands' loader gives it the clicks it held. */}
          <ReadySignal onReady={signalAppReady} />
        </Suspense>
      </main>
      <Footer />
      <HomeLoginDialog />
      <ScrollToTop />
      <PageViewTracker />
    </AuthProvider>
  );
}
