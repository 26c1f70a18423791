/**
 * Results of `UPDATE`/`DELETE` statements run through TypeORM's `query()`: on PostgreSQL it
 * answers those (with or without `RETURNING`) as the pair `[rows, affectedCount]`, and SELECT or
 * INSERT as plain `rows`. Reading such a pair as rows (`.length` is always 2, `[0]` is the rows
 * array) makes every claim win and every "not found" vanish, so UPDATE/DELETE results are read
 * only through these helpers (`tools/check-write-results.mjs` flags any other read).
 */
type Runner = { query(sql: string, params?: unknown[]): Promise<unknown> };

function isPair(result: unknown): result is [unknown[], number] {
  return (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  );
}

/** The rows an `UPDATE`/`DELETE … RETURNING` (or a CTE ending in SELECT) gave back. */
export async function queryReturning<T>(
  runner: Runner,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const result = await runner.query(sql, params);
  return (isPair(result) ? result[0] : result) as T[];
}

/** How many rows an `UPDATE`/`DELETE` changed. */
export async function queryAffected(
  runner: Runner,
  sql: string,
  params: unknown[],
): Promise<number> {
  const result = await runner.query(sql, params);
  if (isPair(result)) return result[1];
  throw new Error('queryAffected: the statement is not an UPDATE or DELETE');
}
