import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const ACADEMY_FORMATS = ['online', 'in_person', 'hybrid'] as const;
export type AcademyFormat = (typeof ACADEMY_FORMATS)[number];

export interface AcademyFilters {
  search: string;
  formats: AcademyFormat[];
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

/**
 * The Academy's filters and page live in the URL (`q`, `format`, `featured`, `available`,
 * `page`), so a result can be shared and the back button steps through them. Changing a filter
 * goes back to page 1.
 */
export function useAcademyFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<AcademyFilters>(() => {
    const page = Number(params.get('page') ?? '1');
    return {
      search: params.get('q') ?? '',
      formats: params
        .getAll('format')
        .filter((f): f is AcademyFormat => (ACADEMY_FORMATS as readonly string[]).includes(f)),
      featured: params.get('featured') === '1',
      onlyAvailable: params.get('available') !== '0',
      page: Number.isInteger(page) && page >= 1 ? page : 1,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<AcademyFilters>) => {
      const next = { ...filters, page: 1, ...change };
      const out = new URLSearchParams();
      // Keep unrelated parameters (such as ?lang=en).
      for (const [key, value] of params) {
        if (!['q', 'format', 'featured', 'available', 'page'].includes(key)) out.append(key, value);
      }
      if (next.search) out.set('q', next.search);
      for (const format of next.formats) out.append('format', format);
      if (next.featured) out.set('featured', '1');
      if (!next.onlyAvailable) out.set('available', '0');
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out);
    },
    [filters, params, setParams],
  );

  const reset = useCallback(() => update({ ...DEFAULTS }), [update]);
  const isDefault =
    !filters.search && filters.formats.length === 0 && !filters.featured && filters.onlyAvailable;

  return { filters, update, reset, isDefault };
}
