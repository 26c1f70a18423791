import { MyProjectHours } from '../../project-time';
import { MyProjectOffers } from '../../projects';

/** "Projekte": the projects offered to the member as a specialist, and the hours on running ones. */
export function ProjectsTab() {
  return (
    <div className="member-tab">
      <MyProjectOffers />
      <MyProjectHours />
    </div>
  );
}
