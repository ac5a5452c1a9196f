// The web's server (`node apps/web/server/main.mjs`, what `npm start`, the e2e tests and the
// Docker image run): Next.js's request handler behind a plain Node HTTP server, so the client's
// address comes from the socket (client-address.mjs) and not from a header the client chose.
// WEB_PORT (default 3000) and WEB_HOST (default: every interface) say where it listens.
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stampClientAddress, webTrust } from './client-address.mjs';
import { STAMPED } from './stamp.mjs';

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const port = Number.parseInt(process.env.WEB_PORT ?? '3000', 10);
const hostname = process.env.WEB_HOST || undefined;
const trust = webTrust(process.env.WEB_TRUST_PROXY);
const app = next({ dev: false, dir: dirname(dirname(fileURLToPath(import.meta.url))), port, hostname });
const handle = app.getRequestHandler();
await app.prepare();
globalThis[STAMPED] = true;

const server = createServer((request, response) => {
  stampClientAddress(request, trust);
  void handle(request, response);
});
server.listen(port, hostname, () => console.log(`> Crónica web on http://${hostname ?? 'localhost'}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
