import { LIMITS } from '@platform/domain';
import { Suspense, lazy, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AuthUser } from '../../modules/auth/api/auth-user';
import type { MenuFocus } from './UserMenuPopover';

/** Up to two initials from the name (or the e-mail address). */
export function initialsOf(user: Pick<AuthUser, 'name' | 'email'>): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.map((word) => word[0]) : [user.email.charAt(0)];
  const picked =
    letters.length > LIMITS.avatarInitials ? [letters[0], letters[letters.length - 1]] : letters;
  return picked.join('').slice(0, LIMITS.avatarInitials).toUpperCase();
}

// The menu itself is built with React Aria, which no page needs before the avatar is used: it
// loads on the first hover, focus or press of the button.
const loadPopover = () => import('./UserMenuPopover');
const UserMenuPopover = lazy(async () => ({ default: (await loadPopover()).UserMenuPopover }));

const OPENING_KEYS: Partial<Record<string, MenuFocus>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

export interface UserMenuProps {
  user: AuthUser;
  onLogout: () => void;
}

/**
 * The avatar button of a signed-in user and the menu it opens (name, e-mail, dashboard, home,
 * logout). The button is plain and in the page from the start; the menu (UserMenuPopover.tsx)
 * takes care of arrow keys, Escape (focus back to the button), Tab and clicks outside.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const intl = useIntl();
  // Which entry gets focus when the menu opens; null while it is closed.
  const [openWith, setOpenWith] = useState<MenuFocus | null>(null);
  // Once opened, the menu stays mounted (closed) so that it can close like React Aria expects.
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = openWith !== null;

  const show = (focus: MenuFocus) => {
    // Safari does not focus a clicked button; the menu returns focus to whatever had it.
    buttonRef.current?.focus();
    setUsed(true);
    setOpenWith(focus);
  };

  // Keys open the menu on keydown, like React Aria's own menu trigger: a click that Enter would
  // produce afterwards looks like a screen reader's to React Aria, which then would not move
  // focus onto the first entry in time.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Only until the menu has loaded (focus then moves into it, which has its own).
    if (event.key === 'Escape' && open) setOpenWith(null);
    const focus = OPENING_KEYS[event.key];
    if (!focus) return;
    event.preventDefault();
    if (open) setOpenWith(null);
    else show(focus);
  };

  return (
    <div className="app-user-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="app-avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage(
          { id: 'header.user.open', defaultMessage: 'Benutzermenü von {name}' },
          { name: user.name || user.email },
        )}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onKeyDown={onKeyDown}
        onClick={() => (open ? setOpenWith(null) : show('first'))}
      >
        <span aria-hidden="true">{initialsOf(user)}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <UserMenuPopover
            user={user}
            isOpen={open}
            focus={openWith ?? 'first'}
            menuId={menuId}
            triggerRef={buttonRef}
            triggerId={buttonId}
            onClose={() => setOpenWith(null)}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </div>
  );
}
