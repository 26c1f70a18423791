import { Button } from '@platform/ui';
import { useIntl } from 'react-intl';

export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, page numbers (with gaps for long lists) and next. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  return (
    <nav
      className="ac-pagination"
      aria-label={intl.formatMessage({ id: 'academy.pagination.label', defaultMessage: 'Seiten' })}
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage({ id: 'academy.pagination.previous', defaultMessage: 'Zurück' })}
      </Button>
      <ol>
        {shown.map((p, index) => (
          <li key={p}>
            {index > 0 && shown[index - 1] !== p - 1 && <span aria-hidden="true">…</span>}
            <Button
              variant={p === page ? 'primary' : 'ghost'}
              size="sm"
              aria-current={p === page ? 'page' : undefined}
              aria-label={intl.formatMessage(
                { id: 'academy.pagination.page', defaultMessage: 'Seite {page}' },
                { page: p },
              )}
              onClick={() => onPage(p)}
            >
              {p}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {intl.formatMessage({ id: 'academy.pagination.next', defaultMessage: 'Weiter' })}
      </Button>
    </nav>
  );
}
