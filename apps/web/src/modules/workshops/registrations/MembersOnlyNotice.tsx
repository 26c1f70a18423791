import { PATHS } from '@platform/domain';
import { Alert } from '@platform/ui';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../../shared/components/LinkButton';
import { storeRedirectTarget } from '../../auth';
import { registrationMessages as m } from './registration-messages';

/** For visitors where guests may not register: sign in or register, then come back here. */
export function MembersOnlyNotice() {
  const t = useIntl().formatMessage;
  const location = useLocation();
  const comeBack = () => storeRedirectTarget(`${location.pathname}${location.search}`);
  return (
    <Alert tone="info" live="off">
      <p>{t(m.membersOnly)}</p>
      <div className="mk-actions">
        <LinkButton to={PATHS.login} onClick={comeBack}>
          {t(m.login)}
        </LinkButton>
        <LinkButton to={PATHS.register} variant="secondary" onClick={comeBack}>
          {t(m.signUp)}
        </LinkButton>
      </div>
    </Alert>
  );
}
