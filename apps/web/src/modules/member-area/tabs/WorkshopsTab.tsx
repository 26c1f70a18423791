import { MyWorkshops } from '../../workshops';

/** "My workshops": the workshops the member hosts (create, edit, delete). */
export function WorkshopsTab() {
  return (
    <div className="member-tab">
      <MyWorkshops />
    </div>
  );
}
