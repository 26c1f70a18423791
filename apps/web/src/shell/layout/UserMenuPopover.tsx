import type { KeyboardEvent, RefObject } from 'react';
import { flushSync } from 'react-dom';
import { I18nProvider, Menu, MenuItem, Popover, RouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useHref, useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../modules/auth/api/auth-user';
import { PATHS } from '../../shared/paths';
import { userMenuMessages as m } from './navigation';

/** Which entry has focus when the menu opens (ArrowUp on the button: the last one). */
export type MenuFocus = 'first' | 'last';

export interface UserMenuPopoverProps {
  user: Pick<AuthUser, 'name' | 'email'>;
  isOpen: boolean;
  focus: MenuFocus;
  menuId: string;
  /** The avatar button: the popover sits below it and names itself after it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  onClose: () => void;
  onLogout: () => void;
}

/**
 * The avatar menu's popover (loaded on demand by UserMenu.tsx): name and e-mail, then a React
 * Aria menu. Arrow keys move between the entries, Escape closes it and returns focus to the
 * button, Tab closes it and moves on, a click outside closes it. The links navigate through
 * React Router (RouterProvider), so following one does not reload the page.
 */
export function UserMenuPopover({
  user,
  isOpen,
  focus,
  menuId,
  triggerRef,
  triggerId,
  onClose,
  onLogout,
}: UserMenuPopoverProps) {
  const intl = useIntl();
  const navigate = useNavigate();

  // Tab leaves the menu (as in the menu button pattern) instead of staying in the popover:
  // the menu closes at once, focus goes back to the button, and the browser's own Tab (or
  // Shift+Tab) then moves on from there to the next (or previous) element of the page.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.stopPropagation();
    flushSync(onClose);
    triggerRef.current?.focus();
  };

  return (
    // React Aria's own hidden texts (the screen-reader "dismiss" buttons) in the page's language.
    <I18nProvider locale={intl.locale}>
      <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        <Popover
          trigger="MenuTrigger"
          triggerRef={triggerRef}
          isOpen={isOpen}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          placement="bottom end"
          aria-labelledby={triggerId}
          className="app-user-menu__panel"
        >
          <p className="app-user-menu__name">{user.name}</p>
          <p className="app-user-menu__email">{user.email}</p>
          <div onKeyDownCapture={onKeyDownCapture}>
            <Menu
              id={menuId}
              aria-labelledby={triggerId}
              autoFocus={focus}
              onClose={onClose}
              className="app-user-menu__list"
            >
              <MenuItem href={PATHS.memberArea} className="app-user-menu__item">
                {intl.formatMessage(m.dashboard)}
              </MenuItem>
              <MenuItem href={PATHS.home} className="app-user-menu__item">
                {intl.formatMessage(m.home)}
              </MenuItem>
              <MenuItem onAction={onLogout} className="app-user-menu__item">
                {intl.formatMessage(m.logout)}
              </MenuItem>
            </Menu>
          </div>
        </Popover>
      </RouterProvider>
    </I18nProvider>
  );
}
