/**
 * Rows of an `UPDATE`/`DELETE ... RETURNING` run through TypeORM's `query()`, which answers
 * those statements as `[rows, affectedCount]` (and plain `rows` for SELECT and INSERT).
 */
export async function queryReturning<T>(
  runner: { query(sql: string, params?: unknown[]): Promise<unknown> },
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const result = await runner.query(sql, params);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}
