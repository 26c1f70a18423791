// The baseline: the least a Node HTTP server can do to answer a GraphQL-shaped request.
import { createServer } from 'node:http';

const body = JSON.stringify({ data: { __typename: 'Query' } });
createServer((req, res) => {
  if (req.url === '/health') return res.end('ok');
  req.resume();
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.end(body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
