// The Academy baseline: a bare node:http + pg server running the very statements the API runs
// for the listing (imported from the built API), with no framework around them: the page and
// its total, the page's workshop rows, then their creators and poster kinds.
import { createServer } from 'node:http';
import pg from 'pg';
import { listingPageQuery } from '../../dist/apps/api/modules/workshops/catalog/workshop-listing.sql.js';
import {
  creatorIdsOf,
  inOrderOf,
  posterIdsOf,
  withDetails,
} from '../../dist/apps/api/modules/workshops/catalog/workshop-rows.js';
import { workshopRowsWithSessionsQuery } from '../../dist/apps/api/modules/workshops/catalog/workshop-rows.sql.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const list = (values) => (Array.isArray(values) ? values : values ? [values] : undefined);
const bool = (value) => (value === undefined ? undefined : value === 'true');
/** Like the API's batch look-ups: no statement for an empty list. */
const byIds = async (text, ids) => (ids.length > 0 ? (await pool.query(text, [ids])).rows : []);

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/health') return res.end('ok');
  const q = Object.fromEntries(
    [...new Set(url.searchParams.keys())].map((key) => {
      const all = url.searchParams.getAll(key);
      return [key, all.length > 1 ? all : all[0]];
    }),
  );
  const filter = {
    formats: list(q.format),
    statuses: list(q.status),
    tags: list(q.tags),
    category: q.category,
    featured: bool(q.is_featured),
    hasAvailableSpots: bool(q.has_available_spots),
    search: q.search,
  };
  const page = Number(q.page ?? 1);
  const limit = Number(q.limit ?? 20);
  try {
    const pageQuery = listingPageQuery(filter, false, page, limit);
    const listed = (await pool.query(pageQuery.text, pageQuery.values)).rows;
    const entries = listed.filter((entry) => entry.workshop_id !== null);
    const ids = entries.map((entry) => entry.workshop_id);
    let workshops = [];
    if (ids.length > 0) {
      const rowsQuery = workshopRowsWithSessionsQuery(
        ids,
        entries.map((entry) => entry.next_session_id),
      );
      const rows = inOrderOf(ids, (await pool.query(rowsQuery.text, rowsQuery.values)).rows);
      const [users, media] = await Promise.all([
        byIds('SELECT id, name, email FROM users WHERE id = ANY($1::uuid[])', creatorIdsOf(rows)),
        byIds('SELECT id, kind FROM media WHERE id = ANY($1::uuid[])', posterIdsOf(rows)),
      ]);
      workshops = withDetails(
        rows,
        new Map(users.map((user) => [user.id, user])),
        new Map(media.map((file) => [file.id, file.kind])),
      );
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ workshops, total: listed[0]?.total ?? 0 }));
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
}).listen(Number(process.env.PORT), '127.0.0.1');

process.on('SIGTERM', () => {
  void pool.end().finally(() => process.exit(0));
});
