import type { Browser, Page } from '@playwright/test';
import { graphql } from '../support/api';
import { apiToken } from '../support/auth';
import { DEMO_JUDGE } from '../support/demo';
import {
  createOpenEvent,
  eventForTwo,
  publishFirstRound,
  shopAndPlayers,
  staff,
  TOURNAMENT_STEP,
  type Entrant,
} from '../support/events';
import { expectNoSidewaysScroll, keepViewportScreenshot, LAPTOP, PHONE, type Viewport } from '../support/look';
import { signInWithToken } from '../support/session';
import { expect, test } from '../support/test';

interface Shown {
  readonly title: string;
  readonly body: string;
  readonly tag: string;
}

/**
 * A phone (or a laptop, at `viewport`) whose browser allows notifications and keeps each one it shows, and whose
 * screen can be locked and woken: what the page sees of a hidden tab (document.hidden and the
 * visibilitychange event), as when the phone is in a pocket with the event page open.
 */
async function deviceOf(browser: Browser, token: string, path: string, viewport: Viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', viewport });
  await signInWithToken(context, token);
  await context.addInitScript(() => {
    const state = window as unknown as { shown: Shown[]; notices: unknown[]; dismissed: number; locked: boolean };
    state.shown = [];
    state.notices = [];
    state.dismissed = 0;
    state.locked = false;
    Object.defineProperty(document, 'hidden', { get: () => state.locked });
    Object.defineProperty(document, 'visibilityState', { get: () => (state.locked ? 'hidden' : 'visible') });
    class KeptNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body: string; tag: string }) {
        state.shown.push({ title, body: options.body, tag: options.tag });
        state.notices.push(this);
      }
      close() {
        state.dismissed += 1;
      }
    }
    Object.defineProperty(window, 'Notification', { value: KeptNotification });
    // Counts the sounds the page readies (browsers let a page sound only after a touch).
    const sounds = window as unknown as { soundsReadied: number };
    sounds.soundsReadied = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        sounds.soundsReadied += 1;
      }
    };
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const lock = (phone: Page, locked: boolean) =>
  phone.evaluate((value) => {
    (window as unknown as { locked: boolean }).locked = value;
    document.dispatchEvent(new Event('visibilitychange'));
  }, locked);
const shown = (phone: Page) =>
  phone.evaluate(() => (window as unknown as { shown: Shown[] }).shown.map((n) => n.title));
const lastShown = (phone: Page) => phone.evaluate(() => (window as unknown as { shown: Shown[] }).shown.at(-1) ?? null);

/** Both alerts turned on from their fold (`kind` names it, `title` is what it says); the fold then says which are on. */
async function turnAlertsOn(phone: Page, kind = 'event', title = 'Avisos del torneo'): Promise<void> {
  const toggle = phone.getByTestId(`${kind}-signals-toggle`);
  await expect(toggle).toHaveText(`${title} · apagados`);
  await toggle.click();
  await phone.getByTestId(`${kind}-sound`).check();
  await phone.getByTestId(`${kind}-notify`).check();
  await expect(toggle).toHaveText(`${title} · sonido y navegador`);
}

// Players keep the event page open on a phone in a pocket between rounds. Whatever concerns them
// (check-in opening, a place from the waiting list, their table, a result to confirm, the
// organizers' notice) reaches the phone as a notification and marks the tab, and what they do
// themselves (checking in) does not.
test('a player’s phone in her pocket is told when check-in opens, where she sits, what to confirm and what the organizers say; a place from the waiting list reaches the next in line', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const [owner, ana, bea, cris] = await shopAndPlayers(request, {
    label: 'avisos',
    surname: 'Aviso',
    stamp,
    count: 3,
  });
  const id = await createOpenEvent(request, owner.token, {
    commandId: `avisos-${stamp}`,
    name: `Liga con avisos ${stamp}`,
    game: 'blades-of-ash',
    rounds: 1,
    requireDeckLists: false,
    capacity: 2,
  });
  const path = `/tournaments/${id}`;
  let sent = 0;
  /** A tournament mutation as `token`'s owner: `params` declares and passes what it takes beyond the tournament and a command id. */
  const send = (name: string, token: string, params?: { declare: string; pass: string; values: object }) =>
    graphql(
      request,
      params
        ? `mutation ($t: ID!, $c: ID!, ${params.declare}) { ${name}(tournamentId: $t, commandId: $c, ${params.pass}) { result { position } } }`
        : TOURNAMENT_STEP(name),
      { t: id, c: `${id}-${name}-${(sent += 1)}`, ...params?.values },
      token,
    );
  const step = (name: string) => send(name, owner.token);
  for (const player of [ana, cris]) await send('registerForTournament', player.token);
  await send('joinWaitlist', bea.token);

  const anaPhone = await deviceOf(browser, ana.token, path);
  const beaPhone = await deviceOf(browser, bea.token, path);
  await expect(beaPhone.getByTestId('waitlist-place')).toContainText('eres el número 1');
  for (const phone of [anaPhone, beaPhone]) await turnAlertsOn(phone);
  // Her choices stay on this phone: after a reload the fold says so, and her first touch readies the sound.
  await anaPhone.reload();
  await expect(anaPhone.getByTestId('event-signals-toggle')).toHaveText('Avisos del torneo · sonido y navegador');
  const soundsReadied = () => anaPhone.evaluate(() => (window as unknown as { soundsReadied: number }).soundsReadied);
  expect(await soundsReadied()).toBe(0);
  await anaPhone.locator('#my-panel-title').click();
  await expect.poll(soundsReadied).toBe(1);
  await expectNoSidewaysScroll(beaPhone);
  await keepViewportScreenshot(beaPhone, testInfo, '00-phone-alerts-on');

  // Cris gives up her place: Bea, first in line and her phone locked, is told she is in.
  await lock(beaPhone, true);
  await send('dropPlayer', cris.token);
  await expect.poll(() => shown(beaPhone)).toEqual(['Tienes plaza']);
  await expect(beaPhone).toHaveTitle(/^● Tienes plaza · /);
  await lock(beaPhone, false);
  await expect(beaPhone).not.toHaveTitle(/^●/);
  await expect(beaPhone.getByTestId('my-panel')).toContainText('Tienes plaza en este torneo.');
  // Cris's place went to Bea: the places held are still two of two (Cris stays an entrant who dropped).
  await expect(beaPhone.getByText('2 de 2 plazas', { exact: true })).toBeVisible();

  // The organizer opens check-in: Ana's locked phone is told. She checks in herself: no alert for that.
  await lock(anaPhone, true);
  await step('openCheckIn');
  await expect.poll(() => shown(anaPhone)).toEqual(['El check-in está abierto']);
  await expect(anaPhone).toHaveTitle(/^● El check-in está abierto · Liga con avisos/);
  await lock(anaPhone, false);
  await expect(anaPhone).toHaveTitle(/^Liga con avisos/);
  await anaPhone.getByTestId('my-panel').getByRole('button', { name: 'Estoy aquí' }).click();
  await expect(anaPhone.getByTestId('my-panel')).toContainText('Check-in hecho');
  await send('checkIn', bea.token);

  // Round 1 is published while Ana's phone is in her pocket: it says where she sits.
  await lock(anaPhone, true);
  for (const name of ['closeRegistration', 'pairNextRound', 'publishPairings']) await step(name);
  await expect
    .poll(() => lastShown(anaPhone))
    .toMatchObject({
      title: 'Ronda 1 de 1 · Mesa 1',
      body: 'Emparejamientos publicados: ya sabes dónde sentarte.',
    });
  await expect(anaPhone).toHaveTitle(/^● Ronda 1 de 1, Mesa 1 · Liga con avisos/);
  // Tapping the notification takes it away (and brings her event page forward).
  const closed = await anaPhone.evaluate(() => {
    const state = window as unknown as { notices: Array<{ onclick: (() => void) | null }>; dismissed: number };
    state.notices.at(-1)?.onclick?.();
    return state.dismissed;
  });
  expect(closed).toBe(1);

  // Bea reports the table's result: Ana is asked to confirm it.
  const result = { winner: 'b', games: [{ winner: 'b', lifeA: 0, lifeB: 4 }] };
  const reported = await graphql<{ tournament: { pairings: Array<{ table: number }> } }>(
    request,
    'query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { table } } }',
    { t: id },
  );
  await send('reportResult', bea.token, {
    declare: '$r: Int!, $n: Int!, $res: MatchResultInput!',
    pass: 'round: $r, table: $n, result: $res',
    values: { r: 1, n: reported.tournament.pairings[0]!.table, res: result },
  });
  await expect.poll(() => lastShown(anaPhone)).toMatchObject({ title: 'Confirma el resultado' });

  // The organizers post a notice to the room: it reaches the pocket with its words.
  const notice = 'Pausa para comer: la entrega de premios es a las 14:00.';
  await send('postAnnouncement', owner.token, {
    declare: '$text: String!',
    pass: 'text: $text',
    values: { text: notice },
  });
  await expect.poll(() => lastShown(anaPhone)).toMatchObject({ title: 'Aviso de la organización', body: notice });
  expect(await shown(anaPhone)).toEqual([
    'El check-in está abierto',
    'Ronda 1 de 1 · Mesa 1',
    'Confirma el resultado',
    'Aviso de la organización',
  ]);

  // Back on screen, the mark goes, and her panel shows what she was told.
  await lock(anaPhone, false);
  await expect(anaPhone).toHaveTitle(/^Liga con avisos/);
  await expect(anaPhone.getByTestId('my-table')).toContainText('Ronda 1 de 1');
  await expect(anaPhone.getByTestId('room-notice')).toContainText(notice);
  await expectNoSidewaysScroll(anaPhone);
  await keepViewportScreenshot(anaPhone, testInfo, '01-phone-after-alerts');
});

// A judge walks the floor with the event page open on a phone, the judges' desk on it; the
// organizer's laptop shows the desk, in another tab. A player calls a judge from her table: the
// judge's pocket is told where and why. The table's result comes in: the organizer is told the
// round can close.
test('staff are told in the room: a judge’s phone of each new call, the organizer’s laptop of the round’s last result', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const event = await eventForTwo(request, { label: 'llamada', game: 'blades-of-ash', surname: 'Llamada', stamp });
  const [ana, bea] = event.entrants as [Entrant, Entrant];
  await publishFirstRound(request, event);
  const judgePhone = await deviceOf(browser, await apiToken(request, DEMO_JUDGE.username), `/tournaments/${event.id}`);
  await turnAlertsOn(judgePhone, 'judge', 'Avisos de llamadas');
  await expectNoSidewaysScroll(judgePhone);
  await keepViewportScreenshot(judgePhone, testInfo, '00-judge-phone-alerts-on');

  await lock(judgePhone, true);
  await graphql(
    request,
    'mutation ($t: ID!, $r: String!, $c: ID!) { callJudge(tournamentId: $t, reason: $r, commandId: $c) { recordId } }',
    { t: event.id, r: 'No sé si puedo bloquear con esta carta', c: `${event.id}-call` },
    ana.token,
  );
  await expect
    .poll(() => lastShown(judgePhone))
    .toMatchObject({
      title: 'Llamada a juez: Ronda 1, mesa 1',
      body: `${ana.displayName} llama: «No sé si puedo bloquear con esta carta»`,
    });
  await expect(judgePhone).toHaveTitle(/^● Llamada a juez: Ronda 1, mesa 1 · /);
  // The event moves on while the phone is still in the pocket (the organizer starts the clock): the
  // page renders again with the page's own title, and the mark stays until the judge looks.
  await staff(request, event, 'startRoundClock');
  await expect(judgePhone.getByTestId('round-clock')).toContainText(/Quedan \d+:\d\d/);
  await expect(judgePhone).toHaveTitle(/^● Llamada a juez: Ronda 1, mesa 1 · /);
  await lock(judgePhone, false);
  await expect(judgePhone.getByTestId('judge-call')).toContainText('No sé si puedo bloquear con esta carta');
  expect(await shown(judgePhone)).toHaveLength(1);

  const desk = await deviceOf(browser, event.organizerToken, `/tournaments/${event.id}/desk`, LAPTOP);
  // The desk says the call is waiting, and links to where it is answered.
  await expect(desk.getByTestId('desk-calls')).toHaveText('Llamadas y disputas · 1 llamada abierta →');
  // First in the desk's row of sections, which scrolls sideways on a phone: a waiting call is never out of sight.
  await expect(desk.locator('.desk-nav > :first-child')).toHaveAttribute('data-testid', 'desk-calls');
  await turnAlertsOn(desk, 'desk', 'Avisos de la ronda');
  await lock(desk, true);
  const tables = { declare: '$r: Int!, $n: Int!', pass: 'round: $r, table: $n' };
  await graphql(
    request,
    `mutation ($t: ID!, $c: ID!, ${tables.declare}, $res: MatchResultInput!) { reportResult(tournamentId: $t, commandId: $c, ${tables.pass}, result: $res) { result { position } } }`,
    {
      t: event.id,
      c: `${event.id}-report`,
      r: 1,
      n: 1,
      res: { winner: 'a', games: [{ winner: 'a', lifeA: 3, lifeB: 0 }] },
    },
    ana.token,
  );
  await expect(desk.getByTestId('outstanding')).toHaveText('Falta 1 resultado');
  expect(await shown(desk)).toEqual([]);
  await graphql(
    request,
    `mutation ($t: ID!, $c: ID!, ${tables.declare}) { confirmResult(tournamentId: $t, commandId: $c, ${tables.pass}) { result { position } } }`,
    { t: event.id, c: `${event.id}-confirm`, r: 1, n: 1 },
    bea.token,
  );
  await expect
    .poll(() => lastShown(desk))
    .toMatchObject({ title: 'Ronda 1 de 1: todos los resultados están cerrados' });
  await lock(desk, false);
  await expect(desk.getByTestId('outstanding')).toHaveText('Todos los resultados están cerrados.');
  await keepViewportScreenshot(desk, testInfo, '01-desk-round-done');
});
