import { useQuery } from '@apollo/client/react';
import { Alert, Button } from '@platform/ui';
import { LIMITS } from '@platform/domain';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { academyMessages } from '../academy-messages';
import { useAcademyFilters } from '../hooks/useAcademyFilters';
import { AcademyFilters } from './AcademyFilters';
import { AcademyWorkshopCard } from './AcademyWorkshopCard';
import { Pagination } from './Pagination';

const AcademyWorkshopsQuery = graphql(`
  query AcademyWorkshops($filter: WorkshopFilter, $page: Int, $limit: Int) {
    workshops(filter: $filter, page: $page, limit: $limit) {
      total
      workshops {
        id
        ...AcademyWorkshopCard_workshop
      }
    }
  }
`);

const PAGE_SIZE = LIMITS.pageSize.academy;

/** The Academy's workshop list: filters and page from the URL, 12 per page, from the server. */
export function AcademyWorkshopList({ isMember }: { isMember: boolean }) {
  const intl = useIntl();
  const { filters, update, reset, isDefault } = useAcademyFilters();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AcademyWorkshopsQuery, {
    variables: {
      filter: {
        search: filters.search || undefined,
        formats: filters.formats.length ? filters.formats : undefined,
        featured: filters.featured || undefined,
        hasAvailableSpots: filters.onlyAvailable || undefined,
      },
      page: filters.page,
      limit: PAGE_SIZE,
    },
  });
  const result = (data ?? previousData)?.workshops;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;

  // A new page moves focus to the results, so keyboard and screen reader users follow it.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [filters.page]);

  return (
    <section className="ac-list" aria-labelledby="ac-list-title">
      <h2 id="ac-list-title" ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="academy.list.title" defaultMessage="Workshops" />
      </h2>
      <AcademyFilters filters={filters} onChange={update} onReset={reset} canReset={!isDefault} />
      <div aria-live="polite" className="ac-list__status">
        {loading && !result && <p>{intl.formatMessage(academyMessages.loading)}</p>}
        {result && (
          <p>
            <FormattedMessage
              id="academy.list.count"
              defaultMessage="{count, plural, =0 {Keine Workshops gefunden} one {# Workshop gefunden} other {# Workshops gefunden}}"
              values={{ count: result.total }}
            />
          </p>
        )}
      </div>
      {error && (
        <Alert tone="danger" title={intl.formatMessage(academyMessages.loadError)}>
          <p>{error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {intl.formatMessage(academyMessages.retry)}
          </Button>
        </Alert>
      )}
      {result && result.workshops.length === 0 && !error && (
        <div className="ac-empty">
          <p>
            <FormattedMessage
              id="academy.list.empty"
              defaultMessage="Zu diesen Filtern gibt es gerade keine Workshops."
            />
          </p>
          {!isDefault && (
            <Button variant="secondary" size="sm" onClick={reset}>
              {intl.formatMessage({
                id: 'academy.filters.reset',
                defaultMessage: 'Filter zurücksetzen',
              })}
            </Button>
          )}
        </div>
      )}
      {result && result.workshops.length > 0 && (
        <ul className="ac-grid" aria-busy={loading}>
          {result.workshops.map((workshop) => (
            <AcademyWorkshopCard key={workshop.id} workshop={workshop} isMember={isMember} />
          ))}
        </ul>
      )}
      <Pagination page={filters.page} pages={pages} onPage={(page) => update({ page })} />
    </section>
  );
}
