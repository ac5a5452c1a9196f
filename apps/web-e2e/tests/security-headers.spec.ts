import { type Page } from '@playwright/test';
import { graphql } from '../support/api';
import { finishDiceRace, startDiceRace } from '../support/dice-race';
import { DEMO_ORGANIZER, DEMO_PLAYER } from '../support/demo';
import { openEvent, overrideResult, publishFirstRound, tablesOf } from '../support/events';
import { deskCommand } from '../support/journey';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

const GUEST =
  'mutation ($t: ID!, $n: String!, $c: ID!) { registerGuest(tournamentId: $t, name: $n, commandId: $c) { result { position } } }';

/** Every Content-Security-Policy violation the page reports, from its own event and from the console. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('cronicaCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { cronicaCspViolation(text: string): Promise<void> }).cronicaCspViolation(
        `${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame)/i.test(message.text()))
      seen.push(message.text());
  });
  return seen;
}

/** Resolves once the page has asked the API, over its WebSocket, for the live operation named `operation`. */
function subscribed(page: Page, operation: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes(operation)) resolve();
      }),
    );
  });
}

test('every page and download answers with a per-response nonce policy that forbids framing, a strict referrer policy and nosniff', async ({
  request,
}) => {
  const nonces: string[] = [];
  // A replay file downloads from the web's own address too (the demo's finished match).
  const { matches } = await graphql<{ matches: Array<{ matchId: string }> }>(
    request,
    '{ matches(status: FINISHED, limit: 1) { matchId } }',
  );
  const finished = matches[0]!.matchId;
  for (const path of [
    '/',
    '/login',
    '/matches',
    '/tournaments/demo-liga-de-otono',
    '/tournaments/demo-liga-de-otono/standings.csv',
    `/matches/${finished}/replay.jsonl?view=public`,
    '/account',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toMatch(/connect-src 'self' [^;]*ws:\/\/localhost:\d+/);
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.push(nonce!);
    // Next puts the response's nonce on the scripts of every page it renders.
    if (path === '/login') expect(await response.text()).toContain(`nonce="${nonce}"`);
  }
  expect(new Set(nonces).size).toBe(nonces.length);
});

test('a match played live, its replay verified in the browser, a tournament page updated live, the organizer’s desk and a printable sheet run with no policy violation', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const violations = await recordViolations(page);

  // A live match against the bot: HTTP commands and the WebSocket feed, to the API's origin.
  await signInThroughWeb(page, DEMO_PLAYER.username, '/play?game=dice-race');
  await startDiceRace(page);
  await finishDiceRace(page);

  // The replay is verified in the browser (hashes and the server's signature key, fetched from the API).
  await page.getByRole('link', { name: 'Ver y verificar la repetición' }).click();
  await expect(page.getByTestId('verify-report')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });

  // A tournament page that shows a result the moment the organizer enters it.
  const label = `csp-${Date.now()}`;
  const event = await openEvent(request, { label, game: 'blades-of-ash', rounds: 1, entrants: [] });
  for (const [n, name] of ['Amparo Directo', 'Benito Directo'].entries())
    await graphql(request, GUEST, { t: event.id, n: name, c: `${label}-guest-${n}` }, event.organizerToken);
  await publishFirstRound(request, event);
  const live = subscribed(page, 'TournamentUpdated');
  await page.goto(`/tournaments/${event.id}`);
  await expect(page.getByText('Se actualiza en directo')).toBeVisible();
  await live;
  const [table] = await tablesOf(request, event.id, 1, event.organizerToken);
  await overrideResult(request, event, table!, 'a', [{ winner: 'a', lifeA: 5, lifeB: 0 }]);
  await expect(page.getByTestId('pairing-row').first()).toContainText('Gana');

  // The organizer closes the round from the desk (a server action) in a browser of their own.
  const organizer = await (await browser.newContext()).newPage();
  const deskViolations = await recordViolations(organizer);
  await signInThroughWeb(organizer, DEMO_ORGANIZER.username, `/tournaments/${event.id}/desk`);
  await expect(organizer.getByTestId('desk-results')).toBeVisible();
  await deskCommand(organizer, 'endRound', 'Al cerrar esta ronda (Ronda 1 de 1)');
  await organizer.context().close();

  await page.goto(`/tournaments/${event.id}/print/standings`);
  await expect(page.getByTestId('print-button')).toBeVisible();

  expect(violations).toEqual([]);
  expect(deskViolations).toEqual([]);
});
