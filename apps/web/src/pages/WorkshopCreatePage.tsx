import { defineMessages, useIntl } from 'react-intl';
import { MemberWorkshopPage } from '../modules/workshops/hosting/MemberWorkshopPage';
import { WorkshopEditor } from '../modules/workshops/hosting/WorkshopEditor';

const m = defineMessages({
  title: { id: 'memberWorkshops.page.create.title', defaultMessage: 'Workshop erstellen' },
});

export function WorkshopCreatePage() {
  const t = useIntl().formatMessage;
  return (
    <MemberWorkshopPage title={t(m.title)}>
      <WorkshopEditor />
    </MemberWorkshopPage>
  );
}
