// The Academy baseline: a bare node:http + pg server running the very statements the API runs
// for the listing (imported from the built API), with no framework around them.
import { createServer } from 'node:http';
import pg from 'pg';
import {
  listingCountQuery,
  listingPageQuery,
} from '../../dist/apps/api/modules/academy/workshop-listing.sql.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const list = (values) => (Array.isArray(values) ? values : values ? [values] : undefined);
const bool = (value) => (value === undefined ? undefined : value === 'true');

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
    const countQuery = listingCountQuery(filter, false);
    const [rows, count] = await Promise.all([
      pool.query(pageQuery.text, pageQuery.values),
      pool.query(countQuery.text, countQuery.values),
    ]);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ workshops: rows.rows, total: count.rows[0].total }));
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
}).listen(Number(process.env.PORT), '127.0.0.1');

process.on('SIGTERM', () => {
  void pool.end().finally(() => process.exit(0));
});
