import { useEffect, useRef } from 'react';
import { Dialog, I18nProvider, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import type { AuthUser } from '../../modules/auth/api/auth-user';
import type { AuthStatus } from '../../modules/auth/auth-context';
import { LinkButton } from '../../shared/components/LinkButton';
import { PATHS } from '../../shared/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenuAuth } from './MobileMenuAuth';
import { MAIN_NAV, headerMessages } from './navigation';

export interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  status: AuthStatus;
  user: AuthUser | null;
  onLogout: () => void;
}

/**
 * The slide-in menu below the header bar (loaded on demand by Header.tsx): navigation,
 * language, sign-in and the call to action in a React Aria modal dialog. While it is open focus
 * stays inside, the page behind neither scrolls nor reacts, and Escape or a click on the
 * backdrop closes it, returning focus to the menu button.
 */
export function MobileMenu({ id, isOpen, onClose, status, user, onLogout }: MobileMenuProps) {
  const intl = useIntl();

  return (
    // React Aria's own hidden texts (the screen-reader "dismiss" button) in the page's language.
    <I18nProvider locale={intl.locale}>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        isDismissable
        className="app-mobile-menu"
      >
        <Modal className="app-mobile-menu__panel">
          <Dialog
            id={id}
            aria-label={intl.formatMessage(headerMessages.menuOpen)}
            className="app-mobile-menu__dialog"
          >
            <FocusFirstLink />
            <nav aria-label={intl.formatMessage(headerMessages.navLabel)}>
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
            <MobileMenuAuth status={status} user={user} onLogout={onLogout} />
            <LinkButton to={PATHS.contact} fullWidth className="app-mobile-menu__cta">
              <FormattedMessage {...headerMessages.consultation} />
            </LinkButton>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}

/**
 * On opening, focus goes to the first link (the dialog would otherwise focus itself). Its
 * effect runs before the dialog's, which then leaves the focus where it is.
 */
function FocusFirstLink() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.parentElement?.querySelector<HTMLElement>('a[href]')?.focus();
  }, []);
  return <span ref={ref} hidden />;
}
