import { MyRegistrations } from '../../workshops';

/** "My registrations": the member's seats in Academy workshops, with their invoices. */
export function RegistrationsTab() {
  return (
    <div className="member-tab">
      <MyRegistrations />
    </div>
  );
}
