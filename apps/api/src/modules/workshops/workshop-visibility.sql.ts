/**
 * "Public and open to visitors" in SQL: the same rule as `isOpenToVisitors` in libs/domain
 * (`isPublic && visibility === 'public'`). Every statement and constraint that asks this
 * question uses this fragment; `workshop-visibility.test.ts` proves that it and the TypeScript
 * predicate agree on every combination of the two columns.
 *
 * @param alias the table alias that holds `is_public` and `visibility` (none in a CHECK)
 */
export function openToVisitorsSql(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(${column('is_public')} AND ${column('visibility')} = 'public')`;
}

/** The guests' CHECK: guest registration only where the workshop is open to visitors. */
export const GUEST_REGISTRATION_CHECK_SQL = `NOT guest_registration_enabled OR ${openToVisitorsSql()}`;
