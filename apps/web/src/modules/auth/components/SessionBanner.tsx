import { Alert } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  title: { id: 'session.expired.title', defaultMessage: 'Sitzung abgelaufen' },
  expired: {
    id: 'session.expired.text',
    defaultMessage: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
  required: {
    id: 'session.ended.text',
    defaultMessage: 'Bitte melden Sie sich an, um fortzufahren.',
  },
});

export type SessionEndReason = 'expired' | 'required';

/** The notice shown while an ended session sends the browser to the sign-in page. */
export function SessionBanner({ reason }: { reason: SessionEndReason }) {
  const intl = useIntl();
  return (
    <div className="auth-session-banner">
      <Alert tone="warning" live="assertive" title={intl.formatMessage(m.title)}>
        <p>{intl.formatMessage(reason === 'expired' ? m.expired : m.required)}</p>
      </Alert>
    </div>
  );
}
