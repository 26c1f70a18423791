import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FeedbackForm, feedbackMessages } from '../modules/after-session';
import { usePageMeta } from '../shared/meta/usePageMeta';

/**
 * `/bewertung?registration=…[&token=…]`: an attendee's feedback on a session; a member's own
 * registration needs no token, the mail's link (and a guest's) carries one.
 */
export function FeedbackPage() {
  const t = useIntl().formatMessage;
  usePageMeta({ title: t(feedbackMessages.title) });
  const [params] = useSearchParams();
  return (
    <div className="mk-section">
      <div className="app-container academy-narrow">
        <h1>{t(feedbackMessages.title)}</h1>
        <FeedbackForm
          registrationId={params.get('registration') ?? ''}
          token={params.get('token') || null}
        />
      </div>
    </div>
  );
}
