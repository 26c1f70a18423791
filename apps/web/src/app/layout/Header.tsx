import { LIMITS } from '@platform/domain';
import { cx } from '@platform/ui';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../modules/auth/auth-context';
import { LinkButton } from '../components/LinkButton';
import { PATHS } from '../paths';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_NAV, headerMessages } from './navigation';
import { MobileMenuAuth } from './MobileMenuAuth';
import { UserMenu } from './UserMenu';
import { useHeaderScroll } from './useHeaderScroll';

/** Keep in step with the `78rem` breakpoint in app.css, where the desktop navigation appears. */
const DESKTOP_QUERY = '(min-width: 78rem)';

/**
 * The fixed header: hides while scrolling down (past 100 px), returns on scrolling up, turns
 * translucent once the page is scrolled. Below the desktop breakpoint the navigation moves into
 * a slide-in menu (a disclosure: the toggle button says whether it is open).
 */
export function Header() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { status, user, logout } = useAuth();
  const { scrolled, hidden } = useHeaderScroll(LIMITS.headerHideScrollPx);
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpenOn(null);
    if (returnFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!menuOpen) return;
    // Focus moves into the menu; the page behind it does not scroll.
    panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menuOpen) {
      event.stopPropagation();
      closeMenu(true);
    }
  };

  // Tabbing or clicking out of the header closes the menu (not a switch to another window).
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!menuOpen || !document.hasFocus()) return;
    if (!event.currentTarget.contains(event.relatedTarget)) setMenuOpenOn(null);
  };

  const navLabel = intl.formatMessage(headerMessages.navLabel);

  return (
    <header className="app-header" onKeyDown={onKeyDown} onBlur={onBlur}>
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
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => (menuOpen ? closeMenu(false) : setMenuOpenOn(pathname))}
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

      <div className={cx('app-mobile-menu', menuOpen && 'app-mobile-menu--open')}>
        <div
          className="app-mobile-menu__backdrop"
          aria-hidden="true"
          onClick={() => closeMenu(true)}
        />
        <div id={menuId} ref={panelRef} className="app-mobile-menu__panel" inert={!menuOpen}>
          <nav aria-label={navLabel}>
            <ul className="app-mobile-menu__list">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="app-mobile-menu__link">
                    {intl.formatMessage(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch className="app-mobile-menu__language" />
          <MobileMenuAuth
            status={status}
            user={user}
            onLogout={() => {
              closeMenu(false);
              void logout();
            }}
          />
          <LinkButton to={PATHS.contact} fullWidth className="app-mobile-menu__cta">
            <FormattedMessage {...headerMessages.consultation} />
          </LinkButton>
        </div>
      </div>
    </header>
  );
}
