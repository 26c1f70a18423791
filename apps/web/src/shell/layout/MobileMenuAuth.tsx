import { Button } from '@platform/ui';
import { FormattedMessage } from 'react-intl';
import type { AuthUser } from '../../modules/auth/api/auth-user';
import type { AuthStatus } from '../../modules/auth/auth-context';
import { LinkButton } from '../../shared/components/LinkButton';
import { PATHS } from '../../shared/paths';
import { headerMessages, userMenuMessages } from './navigation';
import { initialsOf } from './UserMenu';

export interface MobileMenuAuthProps {
  status: AuthStatus;
  user: AuthUser | null;
  onLogout: () => void;
}

/**
 * The sign-in part of the mobile menu, mirroring the desktop header: login and register for
 * visitors; for a signed-in user name, e-mail, "Dashboard", "Zur Startseite" and "Abmelden".
 */
export function MobileMenuAuth({ status, user, onLogout }: MobileMenuAuthProps) {
  if (status === 'checking') return null;
  if (!user) {
    return (
      <div className="app-mobile-menu__auth">
        <LinkButton to={PATHS.login} variant="ghost" fullWidth>
          <FormattedMessage {...headerMessages.login} />
        </LinkButton>
        <LinkButton to={PATHS.register} variant="secondary" fullWidth>
          <FormattedMessage {...headerMessages.register} />
        </LinkButton>
      </div>
    );
  }
  return (
    <div className="app-mobile-menu__auth app-mobile-menu__user">
      <div className="app-mobile-menu__identity">
        <span className="app-avatar" aria-hidden="true">
          {initialsOf(user)}
        </span>
        <div>
          <p className="app-user-menu__name">
            <span className="ui-visually-hidden">
              <FormattedMessage {...userMenuMessages.signedInAs} />{' '}
            </span>
            {user.name}
          </p>
          <p className="app-user-menu__email">{user.email}</p>
        </div>
      </div>
      <LinkButton to={PATHS.memberArea} variant="secondary" fullWidth>
        <FormattedMessage {...userMenuMessages.dashboard} />
      </LinkButton>
      <LinkButton to={PATHS.home} variant="ghost" fullWidth>
        <FormattedMessage {...userMenuMessages.home} />
      </LinkButton>
      <Button variant="ghost" fullWidth onClick={onLogout}>
        <FormattedMessage {...userMenuMessages.logout} />
      </Button>
    </div>
  );
}
