import { Outlet, useNavigation } from 'react-router-dom';
import { AuthProvider } from '../../modules/auth/AuthProvider';
import { PageViewTracker } from '../analytics/PageViewTracker';
import { CookieBanner } from '../consent/CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID } from './main-content';
import { ScrollToTop } from './ScrollToTop';
import { SkipLink } from './SkipLink';

/** Header, page, footer: the frame around every route. */
export function Layout() {
  const navigation = useNavigation();

  return (
    <AuthProvider>
      <SkipLink />
      {/* Early in the tab order so keyboard users meet it, but it never traps focus. */}
      <CookieBanner />
      <Header />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="app-main"
        aria-busy={navigation.state === 'loading' || undefined}
      >
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
      <PageViewTracker />
    </AuthProvider>
  );
}
