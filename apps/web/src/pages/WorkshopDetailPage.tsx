import { PATHS } from '@platform/domain';
import { useLocation, useParams } from 'react-router-dom';
import { WorkshopDetail } from '../modules/workshops/catalog/WorkshopDetail';
import '../modules/workshops/catalog/academy.css';

/** `/workshop/{slug}` and `/academy/{slug}`: one workshop with its registration. */
export function WorkshopDetailPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const backTo = pathname.startsWith(`${PATHS.academy}/`) ? PATHS.academy : PATHS.workshops;
  return (
    <div className="mk-section">
      <WorkshopDetail key={slug} slugOrId={slug} backTo={backTo} />
    </div>
  );
}
