import { MyWorkshops } from '../../workshops/components/MyWorkshops';

/** "My Workshops": the workshops the member hosts (create, edit, delete). */
export function WorkshopsTab() {
  return (
    <div className="member-tab">
      <MyWorkshops />
    </div>
  );
}
