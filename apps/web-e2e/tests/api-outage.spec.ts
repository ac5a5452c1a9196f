import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';

// An API that takes requests and never answers (a stalled store, a frozen process): the reader
// gets the page saying it failed, with its "try again", instead of a page that never loads. The
// suite's own servers must keep answering the other journeys, so this one runs a second web server
// of its own in front of a silent stand-in for the API.

const webDir = join(dirname(fileURLToPath(import.meta.url)), '../../web');

/** A port nothing listens on yet. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Takes each connection and says nothing, ever; `stop` hangs up on them all. */
async function silentApi(): Promise<{ port: number; stop: () => void }> {
  const held = new Set<Socket>();
  const server = createServer((socket) => held.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = () => {
    server.close();
    for (const socket of held) socket.destroy();
  };
  return { port: (server.address() as AddressInfo).port, stop };
}

/** The web's own server (the built app), asking the API at `apiPort` and waiting `seconds` for it. */
async function webBefore(apiPort: number, seconds: number): Promise<{ web: ChildProcess; url: string }> {
  const port = await freePort();
  const web = spawn(process.execPath, [join(webDir, 'server/main.mjs')], {
    cwd: webDir,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      WEB_PORT: String(port),
      API_PORT: String(apiPort),
      API_URL: `http://127.0.0.1:${apiPort}/graphql`,
      WEB_API_TIMEOUT_SECONDS: String(seconds),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // The icon is the web's own file: it answers as soon as the server listens, whatever the API does.
  await expect
    .poll(
      () =>
        fetch(`${url}/icon.svg`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return { web, url };
}

test('an API that never answers gives the reader the page saying so, with a way to try again', async ({ page }) => {
  const api = await silentApi();
  const { web, url } = await webBefore(api.port, 2);
  try {
    await page.goto(`${url}/tournaments/liga-de-invierno`);
    await expect(page.getByRole('heading', { level: 1, name: 'Algo ha fallado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // Not knowing is not "no such event": the tab says the page failed too.
    await expect(page).toHaveTitle(/^Algo ha fallado/);

    await page.goto(`${url}/`);
    await expect(page.getByText('No se pudo cargar la lista de torneos')).toBeVisible();
  } finally {
    web.kill();
    api.stop();
  }
});
