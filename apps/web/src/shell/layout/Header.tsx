import { LIMITS } from '@platform/domain';
import { cx } from '@platform/ui';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../modules/auth/auth-context';
import { LinkButton } from '../../shared/components/LinkButton';
import { PATHS } from '../../shared/paths';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_NAV, headerMessages } from './navigation';
import { UserMenu } from './UserMenu';
import { useHeaderScroll } from './useHeaderScroll';

/** Keep in step with the `78rem` breakpoint in app.css, where the desktop navigation appears. */
const DESKTOP_QUERY = '(min-width: 78rem)';

// The slide-in menu is a React Aria modal dialog, which no page needs before the menu button is
// used: it loads on the first hover, focus or press of the button.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

/**
 * The fixed header: hides while scrolling down (past 100 px), returns on scrolling up, turns
 * translucent once the page is scrolled. Below the desktop breakpoint the navigation moves into
 * a slide-in menu, a modal dialog (MobileMenu.tsx): focus stays inside it while it is open,
 * Escape or a click on the backdrop closes it and returns focus to the menu button.
 */
export function Header() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { status, user, logout } = useAuth();
  const { scrolled, hidden } = useHeaderScroll(LIMITS.headerHideScrollPx);
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  // Once opened, the menu stays mounted (closed) so that it can animate out.
  const [menuUsed, setMenuUsed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const openMenu = () => {
    // Safari does not focus a clicked button; the dialog returns focus to whatever had it.
    toggleRef.current?.focus();
    setMenuUsed(true);
    setMenuOpenOn(pathname);
  };

  useEffect(() => {
    if (!menuOpen) return;
    // The page behind the menu does not scroll. (The dialog locks it too once it has loaded;
    // this covers the moment before, on the first opening.)
    document.documentElement.classList.add('app-scroll-locked');
    // Growing to desktop width hides the menu: release the page.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) setMenuOpenOn(null);
    };
    desktop.addEventListener('change', onChange);
    return () => {
      document.documentElement.classList.remove('app-scroll-locked');
      desktop.removeEventListener('change', onChange);
    };
  }, [menuOpen]);

  const navLabel = intl.formatMessage(headerMessages.navLabel);

  return (
    <header className="app-header">
      <div
        className={cx(
          'app-header__bar',
          (scrolled || menuOpen) && 'app-header__bar--scrolled',
          hidden && !menuOpen && 'app-header__bar--hidden',
        )}
      >
        <div className="app-header__inner">
          <Brand />

          <nav className="app-nav app-nav--desktop" aria-label={navLabel}>
            <ul className="app-nav__list">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="app-nav__link">
                    {intl.formatMessage(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="app-header__actions">
            <LanguageSwitch className="app-header__language" />
            <div className="app-header__auth">
              {status === 'checking' ? (
                // Neither buttons nor avatar until the session is known: nothing flickers.
                <span className="app-header__auth-pending" aria-hidden="true" />
              ) : user ? (
                <UserMenu user={user} onLogout={() => void logout()} />
              ) : (
                <>
                  <Link to={PATHS.login} className="app-header__login">
                    <FormattedMessage {...headerMessages.login} />
                  </Link>
                  <LinkButton to={PATHS.register} variant="secondary" size="sm">
                    <FormattedMessage {...headerMessages.register} />
                  </LinkButton>
                </>
              )}
            </div>
            <LinkButton to={PATHS.contact} size="sm" className="app-header__cta">
              <FormattedMessage {...headerMessages.consultation} />
            </LinkButton>
            <button
              ref={toggleRef}
              type="button"
              className="app-menu-button"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              onPointerEnter={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              onClick={() => (menuOpen ? setMenuOpenOn(null) : openMenu())}
              onKeyDown={(event) => {
                // Only until the menu has loaded (focus then moves into it, which has its own).
                if (event.key === 'Escape' && menuOpen) setMenuOpenOn(null);
              }}
            >
              <span
                className={cx('app-menu-button__icon', menuOpen && 'app-menu-button__icon--open')}
                aria-hidden="true"
              >
                <span />
                <span />
                <span />
              </span>
              <span className="app-menu-button__label">
                <FormattedMessage
                  {...(menuOpen ? headerMessages.menuClose : headerMessages.menuOpen)}
                />
              </span>
            </button>
          </div>
        </div>
      </div>

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            isOpen={menuOpen}
            onClose={() => setMenuOpenOn(null)}
            status={status}
            user={user}
            onLogout={() => {
              setMenuOpenOn(null);
              void logout();
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
