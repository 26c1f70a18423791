// The control for a cached answer: the least a Node HTTP server does to send the same bytes
// (BENCH_BODY) with a JSON content type; its CPU time per request is the floor of any hit.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BENCH_BODY ?? '', 'utf8');
createServer((req, res) => {
  if (req.url === '/health') return res.end('ok');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', body.length);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
