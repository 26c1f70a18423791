import { MyProjectOffers } from '../../projects';

/** "Projekte": the projects offered to the member as a specialist. */
export function ProjectsTab() {
  return (
    <div className="member-tab">
      <MyProjectOffers />
    </div>
  );
}
