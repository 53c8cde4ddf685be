// The ceiling: a bare node:http server answering one fixed response (status, headers and bytes
// captured from the route just measured). `node bench/ceiling-server.mjs <response.json>`; prints
// the port once listening, then serves until killed.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const saved = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(saved.body, 'base64');
const headers = { ...saved.headers, 'content-length': body.length };
const server = createServer((req, res) => {
  res.writeHead(saved.status, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`PORT ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
