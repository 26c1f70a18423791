import pg from 'pg';

/** The same server, another database. */
export function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * One statement on a server's maintenance connection (CREATE/DROP/ALTER DATABASE). Copying a
 * template at the same instant as another copy can collide; that is retried shortly.
 */
export async function adminQuery(server: string, sql: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
      return;
    } catch (error) {
      if (attempt >= 5 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    } finally {
      await client.end();
    }
  }
}
