import { FormattedMessage } from 'react-intl';
import { MyRegistrations } from '../../academy/components/MyRegistrations';

/**
 * "My Workshops". Composition point: the workshop list and the create/edit screens of the
 * workshops module are placed below the intro when the branches are merged.
 */
export function WorkshopsTab() {
  return (
    <section className="member-tab" aria-labelledby="member-workshops-title">
      <h2 id="member-workshops-title" className="member-tab__title">
        <FormattedMessage id="member.workshops.title" defaultMessage="Meine Workshops" />
      </h2>
      <p className="member-tab__intro">
        <FormattedMessage
          id="member.workshops.intro"
          defaultMessage="Hier verwalten Sie Ihre eigenen Workshops und sehen Ihre Anmeldungen."
        />
      </p>
      {/* MERGE POINT (workshops, bookings): the member's workshop sections go here. */}
      <MyRegistrations />
    </section>
  );
}
