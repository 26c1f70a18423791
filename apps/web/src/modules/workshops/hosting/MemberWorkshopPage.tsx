import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../shared/meta/usePageMeta';
import { WORKSHOP_PATHS } from '../../../shared/paths';
import { RequireAuth } from '../../auth';

const m = defineMessages({
  back: { id: 'memberWorkshops.page.back', defaultMessage: 'Zurück zu meinen Workshops' },
});

/** The frame of a member's workshop screen: back link, heading, page title, sign-in required. */
export function MemberWorkshopPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useIntl().formatMessage;
  usePageMeta({ title });
  return (
    <div className="mk-section">
      <div className="app-container ws-page">
        <p>
          <Link to={WORKSHOP_PATHS.memberAreaTab}>{t(m.back)}</Link>
        </p>
        <h1>{title}</h1>
        <RequireAuth>{children}</RequireAuth>
      </div>
    </div>
  );
}
