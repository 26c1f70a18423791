import { LIMITS } from '@platform/domain';
import { cx } from '@platform/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AuthUser } from '../../modules/auth/api/auth-user';
import { PATHS } from '../paths';
import { userMenuMessages as m } from './navigation';

/** Up to two initials from the name (or the e-mail address). */
export function initialsOf(user: Pick<AuthUser, 'name' | 'email'>): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.map((word) => word[0]) : [user.email.charAt(0)];
  const picked =
    letters.length > LIMITS.avatarInitials ? [letters[0], letters[letters.length - 1]] : letters;
  return picked.join('').slice(0, LIMITS.avatarInitials).toUpperCase();
}

export interface UserMenuProps {
  user: AuthUser;
  onLogout: () => void;
}

/**
 * The avatar button of a signed-in user and the menu it opens (name, e-mail, dashboard, home,
 * logout). Escape or a click elsewhere closes it; focus moves into it on opening and back to the
 * button on closing with Escape; arrow keys move between the entries.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const list = items();
    if (list.length === 0) return;
    event.preventDefault();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    list[(index + step + list.length) % list.length].focus();
  };

  return (
    <div
      ref={rootRef}
      className="app-user-menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && document.hasFocus() && !event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="app-avatar"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage(
          { id: 'header.user.open', defaultMessage: 'Benutzermenü von {name}' },
          { name: user.name || user.email },
        )}
        onClick={() => setOpen((current) => !current)}
      >
        <span aria-hidden="true">{initialsOf(user)}</span>
      </button>
      <div
        id={menuId}
        ref={menuRef}
        className={cx('app-user-menu__panel', open && 'app-user-menu__panel--open')}
        hidden={!open}
      >
        <p className="app-user-menu__name">{user.name}</p>
        <p className="app-user-menu__email">{user.email}</p>
        <ul className="app-user-menu__list">
          <li>
            <Link
              to={PATHS.memberArea}
              className="app-user-menu__item"
              onClick={() => close(false)}
            >
              {intl.formatMessage(m.dashboard)}
            </Link>
          </li>
          <li>
            <Link to={PATHS.home} className="app-user-menu__item" onClick={() => close(false)}>
              {intl.formatMessage(m.home)}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="app-user-menu__item"
              onClick={() => {
                close(false);
                onLogout();
              }}
            >
              {intl.formatMessage(m.logout)}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
