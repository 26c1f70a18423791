import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { MemberWorkshopPage } from '../modules/workshops/hosting/MemberWorkshopPage';
import { registrantsMessages } from '../modules/workshops/hosting/registrants/registrants-messages';
import { WorkshopRegistrants } from '../modules/workshops/hosting/registrants/WorkshopRegistrants';

/** `/member-area/workshops/:id/registrants`: the host's (or an admin's) registrants view. */
export function WorkshopRegistrantsPage() {
  const t = useIntl().formatMessage;
  const { id = '' } = useParams();
  return (
    <MemberWorkshopPage title={t(registrantsMessages.title)}>
      <WorkshopRegistrants id={id} />
    </MemberWorkshopPage>
  );
}
