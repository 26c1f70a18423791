import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../graphql/generated';
import { AdminSectionContent } from '../components/AdminSectionContent';
import { AdminSectionNav } from '../components/AdminSectionNav';
import { resolveAdminSection } from '../admin-sections';

export const AdminCountersQuery = graphql(`
  query AdminCounters {
    adminCounters {
      pendingApprovals
      openTickets
      failedMails
      openPayments
      newProjectRequests
    }
  }
`);

/**
 * "Admin" (admins only): a sub-navigation with counters of what waits (one server query), and
 * one section at a time, kept in `&section=` so every section can be linked to.
 */
export function AdminTab() {
  const [params] = useSearchParams();
  const section = resolveAdminSection(params.get('section'));
  const counters = useQuery(AdminCountersQuery, { fetchPolicy: 'cache-and-network' });
  const { refetch } = counters;

  // Opening a section reads the counters again, so they match the list it shows.
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [section, refetch]);

  return (
    <section className="member-tab admin-tab" aria-labelledby="member-admin-title">
      <h2 id="member-admin-title" className="member-tab__title">
        <FormattedMessage id="member.admin.title" defaultMessage="Administration" />
      </h2>
      <AdminSectionNav current={section} counters={counters.data?.adminCounters ?? null} />
      <div className="admin-tab__section" id="admin-section">
        <AdminSectionContent section={section} />
      </div>
    </section>
  );
}
