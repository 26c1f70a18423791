import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  ADMIN_SECTIONS,
  ADMIN_SECTION_COUNTERS,
  adminSectionPath,
  type AdminSection,
} from '../admin-sections';

type Counters = Record<
  (typeof ADMIN_SECTION_COUNTERS)[keyof typeof ADMIN_SECTION_COUNTERS],
  number
>;

const labels = defineMessages<AdminSection>({
  approvals: { id: 'member.admin.section.approvals', defaultMessage: 'Freigaben' },
  projects: { id: 'member.admin.section.projects', defaultMessage: 'Projekte' },
  'project-hours': { id: 'member.admin.section.projectHours', defaultMessage: 'Projektstunden' },
  tickets: { id: 'member.admin.section.tickets', defaultMessage: 'Support' },
  payments: { id: 'member.admin.section.payments', defaultMessage: 'Zahlungen' },
  mails: { id: 'member.admin.section.mails', defaultMessage: 'E-Mails' },
  bookings: { id: 'member.admin.section.bookings', defaultMessage: 'Beratung' },
  'promo-codes': { id: 'member.admin.section.promoCodes', defaultMessage: 'Aktionscodes' },
  'audit-log': { id: 'member.admin.section.auditLog', defaultMessage: 'Protokoll' },
});

/** What a counter means, for screen readers (the badge shows only the number). */
const counterMeanings = {
  approvals: defineMessage<{ count: number }>({
    id: 'member.admin.counter.approvals',
    defaultMessage: '{count, plural, one {# Freigabe ausstehend} other {# Freigaben ausstehend}}',
  }),
  projects: defineMessage<{ count: number }>({
    id: 'member.admin.counter.projects',
    defaultMessage: '{count, plural, one {# neue Projektanfrage} other {# neue Projektanfragen}}',
  }),
  tickets: defineMessage<{ count: number }>({
    id: 'member.admin.counter.tickets',
    defaultMessage: '{count, plural, one {# offenes Ticket} other {# offene Tickets}}',
  }),
  payments: defineMessage<{ count: number }>({
    id: 'member.admin.counter.payments',
    defaultMessage: '{count, plural, one {# offene Zahlung} other {# offene Zahlungen}}',
  }),
  mails: defineMessage<{ count: number }>({
    id: 'member.admin.counter.mails',
    defaultMessage:
      '{count, plural, one {# fehlgeschlagene E-Mail} other {# fehlgeschlagene E-Mails}}',
  }),
} satisfies Record<keyof typeof ADMIN_SECTION_COUNTERS, unknown>;

const navLabel = defineMessage({
  id: 'member.admin.sections.label',
  defaultMessage: 'Bereiche der Administration',
});

function hasCounter(section: AdminSection): section is keyof typeof ADMIN_SECTION_COUNTERS {
  return section in ADMIN_SECTION_COUNTERS;
}

/** The admin tab's sub-navigation: one link per section, with the count of what waits there. */
export function AdminSectionNav({
  current,
  counters,
}: {
  current: AdminSection;
  counters: Counters | null;
}) {
  const t = useIntl().formatMessage;
  return (
    <nav className="admin-nav" aria-label={t(navLabel)}>
      <ul className="admin-nav__list">
        {ADMIN_SECTIONS.map((section) => {
          const count =
            hasCounter(section) && counters ? counters[ADMIN_SECTION_COUNTERS[section]] : null;
          return (
            <li key={section}>
              <Link
                to={adminSectionPath(section)}
                className="admin-nav__link"
                aria-current={section === current ? 'page' : undefined}
                data-section={section}
              >
                {t(labels[section])}
                {count !== null && hasCounter(section) && (
                  <span
                    className={`admin-nav__count${count > 0 ? ' admin-nav__count--waiting' : ''}`}
                    data-counter={ADMIN_SECTION_COUNTERS[section]}
                  >
                    <span aria-hidden="true">{count}</span>
                    <span className="ui-visually-hidden">
                      {` (${t(counterMeanings[section], { count })})`}
                    </span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
