import { defineMessages, useIntl } from 'react-intl';
import { usePageMeta } from '../app/meta/usePageMeta';
import { useAuth } from '../modules/auth/auth-context';
import { AcademyBanner } from '../modules/academy/components/AcademyBanner';
import { AcademyWorkshopList } from '../modules/academy/components/AcademyWorkshopList';
import { MyRegistrations } from '../modules/academy/components/MyRegistrations';
import '../modules/academy/academy.css';

const m = defineMessages({
  title: { id: 'academy.meta.title', defaultMessage: 'Academy – Workshops für Selbstständige' },
  description: {
    id: 'academy.meta.description',
    defaultMessage:
      'Workshops der Community finden und buchen: online, vor Ort oder hybrid. Mitglieder sparen 50 %.',
  },
});

export function AcademyPage() {
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage(m.title),
    description: intl.formatMessage(m.description),
  });
  const { status } = useAuth();
  const isMember = status === 'authenticated';
  return (
    <div className="app-container app-page ac-page">
      <AcademyBanner isMember={isMember} />
      {isMember && <MyRegistrations />}
      <AcademyWorkshopList isMember={isMember} />
    </div>
  );
}
