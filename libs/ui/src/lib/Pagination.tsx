import { buttonClassName } from './Button';
import { cx } from './class-names';

export interface PaginationLabels {
  /** Name of the navigation landmark, e.g. "Seiten". */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. "Seite 3". */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  className?: string;
}

/** The page numbers to show: all of few, else the first, the last and the current's neighbours. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((p) => p > 1 && p < pageCount);
  const pages = [1, ...around, pageCount];
  const result: Array<number | 'gap'> = [];
  for (const p of pages) {
    const last = result[result.length - 1];
    if (typeof last === 'number' && p - last > 1) result.push('gap');
    result.push(p);
  }
  return result;
}

/** Previous, page numbers and next; the current page is marked with `aria-current`. */
export function Pagination({ page, pageCount, onPageChange, labels, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.navigation} className={cx('ui-pagination', className)}>
      <ul className="ui-pagination__list">
        <li>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {labels.previous}
          </button>
        </li>
        {visiblePages(page, pageCount).map((p, index) =>
          p === 'gap' ? (
            <li key={`gap-${index}`} className="ui-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={buttonClassName({
                  variant: p === page ? 'primary' : 'ghost',
                  size: 'sm',
                })}
                aria-label={labels.page(p)}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => onPageChange(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {labels.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
