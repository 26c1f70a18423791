import { LIMITS } from '@platform/domain';
import { Alert, Button, Pagination } from '@platform/ui';
import { useRef } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { usePageQuery } from '../../../shared/graphql/usePageQuery';
import { onDemand } from '../../../shared/hydration/on-demand';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { academyMessages } from './academy-messages';
import { useAcademyFilters } from './useAcademyFilters';
import { AcademyFilterBar } from './AcademyFilterBar';

// The cards are the server's markup (links and text) until they come near the screen or get
// focus or a pointer: their code (cards, prices, posters) is not among the page's first scripts.
const AcademyWorkshopGrid = onDemand(
  async () => (await import('./AcademyWorkshopGrid')).AcademyWorkshopGrid,
);

const AcademyWorkshopsQuery = graphql(`
  query AcademyWorkshops($filter: WorkshopFilter, $page: Int!, $limit: Int!) {
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

const m = {
  title: defineMessage({ id: 'academy.list.title', defaultMessage: 'Workshops' }),
  count: defineMessage<{ count: number }>({
    id: 'academy.list.count',
    defaultMessage:
      '{count, plural, =0 {Keine Workshops gefunden} one {# Workshop gefunden} other {# Workshops gefunden}}',
  }),
  loading: defineMessage({
    id: 'academy.list.loading',
    defaultMessage: 'Workshops werden geladen…',
  }),
  error: defineMessage({
    id: 'academy.list.error',
    defaultMessage: 'Fehler beim Laden der Workshops',
  }),
  empty: defineMessage({
    id: 'academy.list.empty',
    defaultMessage: 'Keine Workshops passen zu Ihrer Auswahl. Ändern oder entfernen Sie Filter.',
  }),
  pastEnd: defineMessage({
    id: 'academy.list.pastEnd',
    defaultMessage: 'Diese Seite gibt es nicht (mehr). Die Ergebnisse beginnen auf Seite 1.',
  }),
  firstPage: defineMessage({ id: 'academy.list.firstPage', defaultMessage: 'Zur ersten Seite' }),
  pages: defineMessage({ id: 'academy.list.pages', defaultMessage: 'Seiten' }),
  previous: defineMessage({ id: 'academy.list.previous', defaultMessage: 'Zurück' }),
  next: defineMessage({ id: 'academy.list.next', defaultMessage: 'Weiter' }),
  page: defineMessage<{ page: string | number }>({
    id: 'academy.list.page',
    defaultMessage: 'Seite {page}',
  }),
  pageOf: defineMessage<{ page: string | number; pages: string | number }>({
    id: 'academy.list.pageOf',
    defaultMessage: 'Seite {page} von {pages}',
  }),
};

export interface AcademyWorkshopListProps {
  member: boolean;
}

/** The Academy's workshop list: filters in the URL, server-side search, 12 per page. */
export function AcademyWorkshopList({ member }: AcademyWorkshopListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { filters, update, reset, isDefault } = useAcademyFilters();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const search = filters.search.trim();
  const { data, previousData, loading, error, refetch } = usePageQuery(AcademyWorkshopsQuery, {
    variables: {
      filter: {
        search: search || undefined,
        formats: filters.formats.length > 0 ? filters.formats : undefined,
        featured: filters.featured || undefined,
        hasAvailableSpots: filters.onlyAvailable || undefined,
      },
      page: filters.page,
      limit: PAGE_SIZE,
    },
  });
  // Keep the last result on screen while the next one loads, so the page does not jump.
  const shown = data ?? previousData;
  const total = shown?.workshops.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const goToPage = (page: number) => {
    update({ page });
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section className="academy-list" aria-labelledby="academy-list-title">
      <h2 id="academy-list-title" ref={headingRef} tabIndex={-1} className="academy-list__title">
        {t(m.title)}
      </h2>
      <AcademyFilterBar filters={filters} onChange={update} onReset={reset} canReset={!isDefault} />
      <div aria-live="polite" className="academy-list__status">
        {shown && !error && (
          <p className="academy-list__count">
            {t(m.count, { count: total })}
            {pageCount > 1 && ` · ${t(m.pageOf, { page: filters.page, pages: pageCount })}`}
          </p>
        )}
        {loading && !shown && <p role="status">{t(m.loading)}</p>}
      </div>
      {error && (
        <Alert tone="danger" live="assertive" title={t(m.error)}>
          {serverErrorOf(error).message && <p>{serverErrorOf(error).message}</p>}
          <Button
            variant="secondary"
            size="sm"
            loading={loading}
            onClick={() => void refetch().catch(() => undefined)}
          >
            {t(academyMessages.retry)}
          </Button>
        </Alert>
      )}
      {shown && !error && total > 0 && shown.workshops.workshops.length === 0 && (
        <div className="academy-list__empty">
          <p>{t(m.pastEnd)}</p>
          <Button variant="secondary" size="sm" onClick={() => goToPage(1)}>
            {t(m.firstPage)}
          </Button>
        </div>
      )}
      {shown && !error && total === 0 && (
        <div className="academy-list__empty">
          <p>{t(m.empty)}</p>
          {!isDefault && (
            <Button variant="secondary" size="sm" onClick={reset}>
              {t(academyMessages.resetFilters)}
            </Button>
          )}
        </div>
      )}
      {shown && !error && shown.workshops.workshops.length > 0 && (
        <AcademyWorkshopGrid workshops={shown.workshops.workshops} member={member} busy={loading} />
      )}
      {!error && (
        <Pagination
          className="academy-list__pages"
          page={Math.min(filters.page, pageCount)}
          pageCount={pageCount}
          onPageChange={goToPage}
          labels={{
            navigation: t(m.pages),
            previous: t(m.previous),
            next: t(m.next),
            page: (page) => t(m.page, { page }),
          }}
        />
      )}
    </section>
  );
}
