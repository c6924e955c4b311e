import { createServer } from 'node:http';
import path from 'node:path';
import { PEER_STAMP_ENV, peerStampSettings, stampPeer } from '../request/peer-stamp.mjs';

// The site's production server (issue 46): Next's documented custom server (`next()` and
// `app.getRequestHandler()` on node:http), run by `npm start` (scripts/start.ts), the Docker
// image (deploy/Dockerfile) and the test harnesses instead of `next start`. It serves the same
// build the same way; the one difference is that it sees the TCP peer and writes it into the
// request's address headers before Next does (request/peer-stamp.mjs), so the burst limits
// count a client by an address it cannot choose. Not with `output: 'standalone'` (Next's docs:
// the two cannot be used together; this site does not use it) and not on Vercel (no server).
//
//   node scripts/serve.mjs [-p PORT] [-H HOSTNAME]     (PORT, else 3000; every interface)
//
// Plain JavaScript, run by node alone: the Docker image needs no TypeScript loader for it.

const root = path.resolve(import.meta.dirname, '..');
const argument = (...names) => {
  const at = process.argv.findIndex((a) => names.includes(a));
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const port = Number(argument('-p', '--port') ?? process.env.PORT ?? 3000);
const hostname = argument('-H', '--hostname');
// As `next start` does: a production server (Next reads NODE_ENV when it loads).
process.env.NODE_ENV = 'production';
// Read by the launch check (request/client-address.ts clientAddressProblem) in this process.
process.env[PEER_STAMP_ENV] = '1';

const settings = peerStampSettings(process.env);
const { default: next } = await import('next');
const server = createServer();
const app = next({ dev: false, dir: root, port, hostname, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();

server.on('request', (req, res) => {
  stampPeer(req.headers, req.socket.remoteAddress, settings);
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});

let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  // Requests under way finish; a keep-alive connection left idle does not hold the exit.
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.on('SIGTERM', close);
process.on('SIGINT', close);

server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port} (peer stamped: CLIENT_ADDRESS_FROM=${settings.source})`));
