import type { APIRequestContext, Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { graphql } from '../support/api';
import { apiToken } from '../support/auth';
import { DEMO_ORGANIZER } from '../support/demo';
import { apiPort, apiUrl, webUrl } from '../support/env';
import { createOpenEvent } from '../support/events';
import { expect, test } from '../support/test';

// An API that takes requests and never answers (a stalled store, a frozen process), or one that
// refuses every read as one too many (a venue's players all behind one address): the reader gets
// a page saying which, and the page comes back once the API answers again. The suite's own
// servers must keep answering the other journeys, so these run a second web server of their own
// in front of a stand-in for the API, which passes requests through to the suite's API when told.

const webDir = join(dirname(fileURLToPath(import.meta.url)), '../../web');

/** A port nothing listens on yet. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type StandInMode = 'silent' | 'busy' | 'refusing' | 'through';

/** Refuses a request as the API does when an address asks too much: RATE_LIMITED, with its advised wait. */
function refuseAsBusy(response: ServerResponse, seconds: number) {
  const refusal = {
    message: 'Demasiadas consultas seguidas; espera un momento.',
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds },
  };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ errors: [refusal] }));
}

/** Answers a request with a refusal that would come again (an internal fault the API reports): not one that passes. */
function refuseForGood(response: ServerResponse) {
  const refusal = { message: 'Error interno.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ errors: [refusal] }));
}

/** Passes a request on to the suite's API and its answer back. */
async function passThrough(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name, value]) => typeof value === 'string' && name !== 'host'),
  ) as Record<string, string>;
  const body = request.method === 'POST' ? Buffer.concat(chunks) : undefined;
  const answer = await fetch(`${apiUrl}${request.url}`, { method: request.method, headers, body });
  response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * Passes a live connection (a WebSocket's upgrade) on to the suite's API in every mode: the pushes
 * keep coming. The API takes sockets from its own web's origin only, so the stand-in speaks as that web.
 */
function passUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, open: Set<Duplex>) {
  const asSuite: Record<string, string> = { host: `localhost:${apiPort}`, origin: webUrl };
  const headers: string[] = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!;
    headers.push(`${name}: ${asSuite[name.toLowerCase()] ?? request.rawHeaders[i + 1]}`);
  }
  const api = connect(Number(apiPort), 'localhost', () => {
    api.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
    api.write(head);
    socket.pipe(api).pipe(socket);
  });
  open.add(api).add(socket);
  api.on('error', () => socket.destroy());
  socket.on('error', () => api.destroy());
}

/**
 * A stand-in for the API: silent (holds each request, never answers), busy (refuses each as too
 * many, advising `busySeconds`), refusing (answers each with an internal fault) or through (the
 * suite's API answers). `mode` changes it; `stop` hangs up.
 */
async function standInApi(mode: StandInMode, busySeconds = 3) {
  const state = { mode };
  const held = new Set<ServerResponse>();
  const server = createHttpServer((request, response) => {
    if (state.mode === 'silent') held.add(response);
    else if (state.mode === 'busy') refuseAsBusy(response, busySeconds);
    else if (state.mode === 'refusing') refuseForGood(response);
    else void passThrough(request, response).catch(() => response.destroy());
  });
  const live = new Set<Duplex>();
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    passUpgrade(request, socket, head, live),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = () => {
    server.close();
    for (const response of held) response.destroy();
    for (const socket of live) socket.destroy();
    server.closeAllConnections();
  };
  const port = (server.address() as AddressInfo).port;
  return { port, stop, answer: (next: StandInMode) => (state.mode = next) };
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

test('an API that never answers gives the reader the page saying so, whose «Reintentar» shows the page once it answers', async ({
  page,
}) => {
  const api = await standInApi('silent');
  const { web, url } = await webBefore(api.port, 2);
  try {
    await page.goto(`${url}/tournaments/demo-liga-de-otono`);
    await expect(page.getByRole('heading', { level: 1, name: 'Algo ha fallado' })).toBeVisible();
    // Not knowing is not "no such event": the tab says the page failed too.
    await expect(page).toHaveTitle(/^Algo ha fallado/);

    // The API is back: the reader's retry asks the server for the page again, not the same failure.
    api.answer('through');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Liga de otoño de Espadas de Ceniza' })).toBeVisible();

    api.answer('silent');
    await page.goto(`${url}/`);
    await expect(page.getByText('No se pudo cargar la lista de torneos')).toBeVisible();
  } finally {
    web.kill();
    api.stop();
  }
});

test('an API refusing every read as too many says the page is busy, which loads by itself once the API answers', async ({
  page,
}) => {
  const api = await standInApi('busy', 3);
  const { web, url } = await webBefore(api.port, 10);
  try {
    // The page's clock runs when the test says: each second of the countdown is read, none missed.
    await page.clock.install();
    await page.goto(`${url}/tournaments/demo-liga-de-otono`);
    const busy = page.getByTestId('busy-page');
    const timer = busy.getByRole('timer');
    await expect(busy.getByRole('heading', { level: 1, name: 'Hay mucha gente a la vez' })).toBeVisible();
    await expect(timer).toHaveText('Nuevo intento en 3 s');
    await expect(page).toHaveTitle(/^Hay mucha gente a la vez/);
    await page.clock.runFor(1_000);
    await expect(timer).toHaveText('Nuevo intento en 2 s');

    // Still refused when it tries by itself: it says so again and waits twice as long.
    await page.clock.runFor(2_000);
    await expect(timer).toHaveText('Volviendo a intentar…');
    await expect(timer).toHaveText('Nuevo intento en 6 s', { timeout: 20_000 });

    // The home page's list is refused too: the home page says the same, not "the server is not answering".
    const home = await page.context().newPage();
    await home.goto(`${url}/`);
    await expect(home.getByRole('heading', { level: 1, name: 'Hay mucha gente a la vez' })).toBeVisible();
    await expect(home.getByText('No se pudo cargar la lista de torneos')).toHaveCount(0);
    await home.close();

    // The API answers again: the page comes back when its wait is up, without the reader doing anything.
    api.answer('through');
    await page.clock.runFor(6_000);
    await expect(page.getByRole('heading', { level: 1, name: 'Liga de otoño de Espadas de Ceniza' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(busy).toHaveCount(0);
  } finally {
    web.kill();
    api.stop();
  }
});

/**
 * A fresh event open on `page`, through a web of its own in front of a stand-in API, once the page
 * follows it live; `postNotice` has the organizer post a notice to the room (a change pushed live).
 */
async function liveEventBehindStandIn(page: Page, request: APIRequestContext, label: string) {
  const organizer = await apiToken(request, DEMO_ORGANIZER.username);
  const stamp = `${label}-${Date.now().toString(36)}`;
  const id = await createOpenEvent(request, organizer, {
    commandId: `vista-viva-${stamp}`,
    name: `Liga en la sala ${stamp}`,
    game: 'blades-of-ash',
    rounds: 1,
    requireDeckLists: false,
  });
  const api = await standInApi('through', 3);
  const { web, url } = await webBefore(api.port, 2);
  const close = () => {
    web.kill();
    api.stop();
  };
  const title = page.getByRole('heading', { level: 1, name: `Liga en la sala ${stamp}` });
  try {
    await page.goto(`${url}/tournaments/${id}`);
    await expect(title).toBeVisible();
    // It follows the event live (the API acknowledged its socket) before anything changes.
    await expect(page.locator('.live-dot')).toHaveAttribute('data-live', 'up');
  } catch (error) {
    close();
    throw error;
  }
  const notice = `Empezamos en cinco minutos (${stamp})`;
  const postNotice = () =>
    graphql(
      request,
      'mutation ($t: ID!, $c: ID!, $text: String!) { postAnnouncement(tournamentId: $t, commandId: $c, text: $text) { result { position } } }',
      { t: id, c: `${id}-aviso`, text: notice },
      organizer,
    );
  return { api, title, notice, postNotice, close };
}

/** The two ways a live page's refresh fails that pass by themselves: the API refuses the read as too many, or does not answer in time. */
const PASSING_FAILURES = [
  { mode: 'busy', why: 'is refused as too many', said: 'Sin actualizar: hay mucha gente a la vez.' },
  { mode: 'silent', why: 'gets no answer', said: 'Sin actualizar: no hemos podido traer los cambios.' },
] as const;

for (const { mode, why, said } of PASSING_FAILURES) {
  test(`a live event page whose refresh ${why} keeps what it showed, says since when, and catches up by itself`, async ({
    page,
    request,
  }) => {
    const { api, title, notice, postNotice, close } = await liveEventBehindStandIn(page, request, mode);
    try {
      // The organizer posts a notice as the page's refresh fails: the room keeps reading the event
      // as it was, told why, since when and when the page tries again.
      api.answer(mode);
      await postNotice();
      const stale = page.getByTestId('stale-view');
      await expect(stale).toContainText(`${said} Lo que ves es de las`, { timeout: 15_000 });
      await expect(stale.getByRole('timer')).toBeVisible();
      await expect(title).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /Algo ha fallado|Hay mucha gente/ })).toHaveCount(0);
      await expect(page.getByText(notice)).toHaveCount(0);

      // The API answers again: the page catches up when its wait is up, with nobody touching it.
      api.answer('through');
      await expect(page.getByText(notice)).toBeVisible({ timeout: 30_000 });
      await expect(stale).toHaveCount(0);
      await expect(title).toBeVisible();
    } finally {
      close();
    }
  });
}

test('a live event page whose refresh the API refuses for good says the page failed, with its retry, and keeps no stale view asking again', async ({
  page,
  request,
}) => {
  const { api, title, notice, postNotice, close } = await liveEventBehindStandIn(page, request, 'refusing');
  try {
    api.answer('refusing');
    await postNotice();
    await expect(page.getByRole('heading', { level: 1, name: 'Algo ha fallado' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('stale-view')).toHaveCount(0);

    api.answer('through');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(title).toBeVisible();
    await expect(page.getByText(notice)).toBeVisible();
  } finally {
    close();
  }
});
