import { Outlet, useNavigation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID } from './main-content';
import { ScrollToTop } from './ScrollToTop';
import { SkipLink } from './SkipLink';

/** Header, page, footer: the frame around every route. */
export function Layout() {
  const navigation = useNavigation();

  return (
    <>
      <SkipLink />
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
    </>
  );
}
