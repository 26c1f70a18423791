import { WORKSHOP_FORMATS, type WorkshopFormat } from '@platform/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { workshopFormat } from './workshop-format';

export interface AcademyFilters {
  /** As typed (trimmed only when sent), so the search box keeps the user's spaces. */
  search: string;
  formats: WorkshopFormat[];
  featured: boolean;
  onlyAvailable: boolean;
  page: number;
}

const DEFAULTS: AcademyFilters = {
  search: '',
  formats: [],
  featured: false,
  onlyAvailable: true,
  page: 1,
};

function readFilters(params: URLSearchParams): AcademyFilters {
  const page = Number(params.get('page'));
  const formats = params
    .getAll('format')
    .map(workshopFormat)
    .filter((f): f is WorkshopFormat => f !== null);
  return {
    search: params.get('q') ?? '',
    formats: WORKSHOP_FORMATS.filter((f) => formats.includes(f)),
    featured: params.get('featured') === '1',
    // On by default: only an explicit "0" in the URL shows full workshops too.
    onlyAvailable: params.get('available') !== '0',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

function writeFilters(filters: AcademyFilters, keep: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const lang = keep.get('lang');
  if (lang) params.set('lang', lang);
  if (filters.search) params.set('q', filters.search);
  for (const format of filters.formats) params.append('format', format);
  if (filters.featured) params.set('featured', '1');
  if (!filters.onlyAvailable) params.set('available', '0');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The Academy's filters and page, kept in the URL: a result can be shared as a link, and the
 * back button returns to the previous filters. A filter change goes back to page 1.
 */
export function useAcademyFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (change: Partial<AcademyFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...readFilters(current), page: 1, ...change };
          return writeFilters(next, current);
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => update(DEFAULTS), [update]);
  const isDefault =
    !filters.search.trim() &&
    filters.formats.length === 0 &&
    !filters.featured &&
    filters.onlyAvailable;

  return { filters, update, reset, isDefault };
}
