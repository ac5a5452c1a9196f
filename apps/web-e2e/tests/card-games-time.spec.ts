import { type Browser, type Page } from '@playwright/test';
import { clickPreferred, pickFromMenu, playOnByApi, settle, tap } from '../support/card-game';
import { ECG_ES_TEXT, WOT_ES_TEXT } from '../support/deck-texts';
import {
  eventForTwo,
  overrideResult,
  publishFirstRound,
  publishTopCut,
  startFirstRound,
  tablesOf,
  type Entrant,
} from '../support/events';
import { deskCommand } from '../support/journey';
import { DESKTOP, PHONE, expectNoSidewaysScroll, keepScreenshot } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

// Two players play a tournament match of Warlords of Terra (002) and of ECG (004) in the browser,
// each from their own browser. The organizer calls time from the desk mid-game: the
// match hears it, the players play the extra turns ("jugador activo + 3 turnos", 002 C.1; ECG's
// RULES-NOTES.md "The game always ends"), the game ends on its own, and the result with both final
// life totals reaches the tournament's pairings. Then the replay verifies.

// A click that cannot happen fails within seconds instead of waiting for the test's whole timeout.
test.use({ actionTimeout: 20_000 });

const GAMES = [
  {
    id: 'warlords-of-terra',
    name: 'Warlords of Terra',
    board: 'wot',
    deck: WOT_ES_TEXT,
    turnMoves: ['ConfirmDeck', 'KeepHand', 'AddMana', 'AddGold', 'DrawCard', 'Pass', 'EndPhase'],
  },
  {
    id: 'ecg',
    name: 'ECG',
    board: 'ecg',
    deck: ECG_ES_TEXT,
    turnMoves: ['DrawOpeningHand', 'ChooseTurnOrder', 'Reinforce', 'Discard', 'Pass', 'EndTurn'],
  },
] as const;
type Game = (typeof GAMES)[number];

/** Moves made before the organizer calls time: a few turns each. */
const MOVES_BEFORE_TIME = 16;
/** Moves of the extra turns played on the board after time is called, before the API plays the rest. */
const MOVES_AFTER_TIME = 4;

/** The hand cards a player can pick now: ECG's card buttons, or the pick button of WoT's card faces (the table kit). */
const handCards = (page: Page, board: string) =>
  page
    .getByTestId(`${board}-hand`)
    .locator(
      `button[data-testid=${board}-hand-card]:enabled, [data-testid=${board}-hand-card] > button[aria-pressed]:enabled`,
    );

/** A hand card played when the board offers it (summon or train in the card's zone or line). */
async function playFromHand(page: Page, game: Game): Promise<boolean> {
  const hand = handCards(page, game.board);
  const picked = page.getByTestId(`${game.board}-picked`);
  for (let index = 0; index < Math.min(await hand.count(), 4); index += 1) {
    if (!(await tap(hand.nth(index)))) return false;
    const move = picked
      .locator('[data-testid=move][data-command-type=Train], [data-testid=move][data-command-type=SummonTroop]')
      .first();
    const zone = page.getByTestId('wot-field').locator('button[data-testid=wot-zone][data-target=true]').first();
    if ((await move.count()) > 0) return tap(move);
    if (game.board === 'wot' && (await zone.count()) > 0) return tap(zone);
    if ((await picked.count()) > 0) await tap(picked.getByRole('button', { name: 'Cancelar' }));
  }
  return false;
}

/** The turn's own moves, a menu, or any offered move: what a player who only passes the turn along clicks. */
async function passAlong(page: Page, game: Game): Promise<boolean> {
  if ((await clickPreferred(page, game.turnMoves)) || (await pickFromMenu(page))) return true;
  if (await tap(page.getByTestId('commands').getByTestId('move').first())) return true;
  // A move only picked from the hand (the end phase's discards): a card, then its move.
  const picked = page.getByTestId(`${game.board}-picked`);
  if ((await picked.count()) === 0) await tap(handCards(page, game.board).first());
  return tap(picked.getByTestId('move').first());
}

/** One move if it is this player's turn to move: 'moved', 'waiting' (the rival's move) or 'over'. */
async function moveOnce(page: Page, game: Game, played: { count: number }): Promise<'moved' | 'waiting' | 'over'> {
  if ((await page.getByTestId('match-status').textContent()) === 'Terminada') return 'over';
  const commands = page.getByTestId('commands');
  if ((await commands.locator('[data-testid=move], [data-testid=move-menu], [data-testid$=pick-hint]').count()) === 0)
    return 'waiting';
  const hint = (await commands.locator('[data-testid$=pick-hint]').count()) > 0;
  const fromHand = hint && played.count < 2 && (await playFromHand(page, game));
  if (fromHand) played.count += 1;
  const moved = fromHand || (await passAlong(page, game));
  await settle(page);
  return moved ? 'moved' : 'waiting';
}

/** How long both players may find nothing to do before the play stops (the caller's checks then fail). */
const IDLE_MS = 30_000;

/** Both players move in turn until `moves` moves were made or the match is over for both. */
async function playBoth(pages: readonly Page[], game: Game, moves: number, played: { count: number }): Promise<number> {
  let made = 0;
  for (let idleSince = Date.now(); made < moves && Date.now() - idleSince < IDLE_MS;) {
    const outcomes = [];
    for (const page of pages) outcomes.push(await moveOnce(page, game, played));
    if (outcomes.every((o) => o === 'over')) return made;
    const moved = outcomes.filter((o) => o === 'moved').length;
    made += moved;
    if (moved > 0) idleSince = Date.now();
    else await turnComes(pages);
  }
  return made;
}

/**
 * Waits until one of the players is offered a move or sees the match over, as a person waits for
 * the rival's move to reach their screen (a live update): never longer than the half second the
 * loop used to pause, and no longer than the move takes to arrive.
 */
async function turnComes(pages: readonly Page[]): Promise<void> {
  const offered = (page: Page) =>
    page
      .getByTestId('commands')
      .locator('[data-testid=move], [data-testid=move-menu], [data-testid$=pick-hint]')
      .first()
      .or(page.getByTestId('match-result'))
      .waitFor({ timeout: 500 });
  await Promise.any(pages.map(offered)).catch(() => undefined);
}

/** A player's browser with the session the API gave at sign-up (the sign-in form has tests of its own). */
async function playerPage(browser: Browser, entrant: Entrant, path: string): Promise<Page> {
  // Played on a laptop-sized window; the phone layout is checked on the screenshots below.
  return pageOf(browser, entrant.token, path, DESKTOP);
}

for (const game of GAMES) {
  test(`two players play a ${game.name} tournament match to its end in the browser; time called at the desk ends it after the extra turns`, async ({
    browser,
    request,
    stamp,
  }, info) => {
    test.setTimeout(900_000);
    const event = await eventForTwo(request, {
      label: `t-${game.board}`,
      game: game.id,
      surname: game.board,
      stamp,
      deck: game.deck,
    });
    const { entrants } = event;
    await startFirstRound(request, event);

    const pages = [
      await playerPage(browser, entrants[0]!, `/tournaments/${event.id}`),
      await playerPage(browser, entrants[1]!, `/tournaments/${event.id}`),
    ];
    await pages[0]!.getByRole('button', { name: 'Empezar la partida en línea' }).click();
    await pages[0]!.waitForURL(/\/matches\/[^/]+$/);
    await pages[1]!.reload();
    await pages[1]!.getByTestId('my-match-link').click();
    await pages[1]!.waitForURL(/\/matches\/[^/]+$/);
    for (const page of pages) await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
    for (const page of pages) await expect(page.getByTestId('match-status')).toHaveText('En juego');
    await keepScreenshot(pages[0]!, info, `${game.board}-tournament-start-desktop`);

    const played = { count: 0 };
    expect(await playBoth(pages, game, MOVES_BEFORE_TIME, played)).toBeGreaterThanOrEqual(MOVES_BEFORE_TIME);
    await expect(pages[0]!.getByTestId('match-status')).toHaveText('En juego');

    const desk = await pageOf(browser, event.organizerToken, `/tournaments/${event.id}/desk`, DESKTOP);
    // Ending the time early cannot be undone: the desk asks first.
    await deskCommand(desk, 'endRoundClock', 'Todas las mesas pasan ya a sus turnos extra');
    // The table hears the time call from the platform: the log says so to both players.
    for (const page of pages) await expect(page.getByTestId('match-log')).toContainText(/Tiempo/, { timeout: 30_000 });
    await keepScreenshot(pages[1]!, info, `${game.board}-time-called-desktop`);

    // The extra turns begin on the board; the players' phones (the API) play the rest to the end,
    // which both boards hear: the point here is where a called match ends, not each move to it.
    await playBoth(pages, game, MOVES_AFTER_TIME, played);
    const matchId = new URL(pages[0]!.url()).pathname.split('/').at(-1)!;
    const tokens = entrants.map((e) => e.token);
    expect(await playOnByApi(request, matchId, tokens, game.turnMoves, `${event.id}-after-time`)).toBe('finished');
    for (const page of pages) await expect(page.getByTestId('match-result')).toBeVisible({ timeout: 30_000 });
    await pages[0]!.setViewportSize(PHONE);
    await expectNoSidewaysScroll(pages[0]!);
    await keepScreenshot(pages[0]!, info, `${game.board}-time-result-phone`);

    // The sealed match reported itself: the pairing is confirmed with both final life totals.
    await desk.goto(`/tournaments/${event.id}?round=1`);
    const row = desk.getByTestId('pairing-row').first();
    await expect(row).toContainText('Confirmado', { timeout: 30_000 });
    await expect(row).toContainText(/\d+–\d+ en vidas/);
    await keepScreenshot(desk, info, `${game.board}-time-pairings-desktop`);

    await pages[1]!.getByRole('link', { name: 'Ver y verificar la repetición' }).click();
    const report = pages[1]!.getByTestId('verify-report');
    // Until the tournament ends its seeds stay closed: the chain and the signatures verify now.
    for (const check of ['chain', 'signature'])
      await expect(report.locator(`[data-check="${check}"]`)).toHaveAttribute('data-status', 'passed', {
        timeout: 60_000,
      });
    await keepScreenshot(pages[1]!, info, `${game.board}-time-replay-desktop`);
  });
}

test('a Warlords of Terra best-of-3 final is played online game after game, reported whole to the tournament and replayed from its bracket', async ({
  browser,
  request,
  stamp,
}, info) => {
  test.setTimeout(600_000);
  const game = GAMES[0];
  const event = await eventForTwo(request, {
    label: 'final-wot',
    game: game.id,
    surname: 'Final',
    stamp,
    deck: game.deck,
    more: { topCut: { size: 2, finalBestOf: 3 } },
  });
  const { entrants } = event;
  await publishFirstRound(request, event);
  // The Swiss round was played at the table and its slip entered; the final is played online.
  const [swiss] = await tablesOf(request, event.id, 1, event.organizerToken);
  await overrideResult(request, event, swiss!, 'a', [{ winner: 'a', lifeA: 9, lifeB: 0 }]);
  await publishTopCut(request, event);
  const [final] = await tablesOf(request, event.id, 2, event.organizerToken);
  expect(final?.playerB).toBeTruthy();

  const pages = [
    await playerPage(browser, entrants[0]!, `/tournaments/${event.id}`),
    await playerPage(browser, entrants[1]!, `/tournaments/${event.id}`),
  ];
  // The final is played without a clock (002 C.1): its page says so, not that the clock has not started.
  await expect(pages[0]!.getByTestId('round-clock')).toContainText('Sin límite de tiempo');
  await pages[0]!.setViewportSize(PHONE);
  await keepScreenshot(pages[0]!, info, 'wot-final-untimed-phone');
  await pages[0]!.setViewportSize(DESKTOP);
  await pages[0]!.getByRole('button', { name: 'Empezar la partida en línea' }).click();
  await pages[0]!.waitForURL(/\/matches\/[^/]+$/);
  await pages[1]!.reload();
  await pages[1]!.getByTestId('my-match-link').click();
  for (const page of pages) await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  for (const page of pages) await expect(page.getByTestId('wot-turn')).toContainText('Partida 1 de 3');

  // Each game: a few moves each, then one player concedes the game and the next one starts.
  const played = { count: 0 };
  for (const [index, conceder] of [0, 1, 0].entries()) {
    await playBoth(pages, game, 6, played);
    const page = pages[conceder]!;
    // One way to concede: the page asks whether the game being played or the whole match is meant.
    await page.getByTestId('concede').click();
    await expect(page.getByTestId('concede-which')).toContainText(
      `Se juega la partida ${index + 1} de un encuentro al mejor de 3`,
    );
    await keepScreenshot(page, info, `wot-final-concede-${index + 1}-desktop`);
    await page.getByTestId('concede-game-confirm').click();
    // The game goes to the rival; between games both see the tally and the pre-sideboard (002 C.3).
    const gamesPlayed = async (p: Page) => {
      const tally = /Partidas ganadas (\d)–(\d)/.exec((await p.getByTestId('wot-turn').textContent()) ?? '');
      return tally ? Number(tally[1]) + Number(tally[2]) : 0;
    };
    if (index < 2) for (const p of pages) await expect.poll(() => gamesPlayed(p), { timeout: 30_000 }).toBe(index + 1);
    if (index < 2) await playBoth(pages, game, 2, played);
    if (index < 2)
      for (const p of pages)
        await expect(p.getByTestId('wot-turn')).toContainText(`Partida ${index + 2} de 3`, { timeout: 30_000 });
  }
  for (const page of pages) await expect(page.getByTestId('match-result')).toBeVisible();
  await pages[1]!.setViewportSize(PHONE);
  await expectNoSidewaysScroll(pages[1]!);
  await keepScreenshot(pages[1]!, info, 'wot-final-result-phone');

  // The whole match reached the final's table: 2 games to 1, confirmed; games conceded leave life
  // untouched, so the row reads games won alone, not the 60–60 those untouched totals add up to.
  const desk = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await desk.goto(`/tournaments/${event.id}?round=2`);
  const row = desk.getByTestId('pairing-row').first();
  await expect(row).toContainText('Confirmado', { timeout: 30_000 });
  await expect(row.locator('.result__detail')).toHaveText(/^(2–1|1–2) en partidas$/);
  await keepScreenshot(desk, info, 'wot-final-pairings-desktop');
  // The public follows the final from the bracket, where it is decided, to its replay.
  const finalTable = desk.getByTestId('bracket').getByTestId('bracket-match');
  await expect(finalTable).toHaveAttribute('data-decided', 'yes');
  await finalTable.getByRole('link', { name: 'Repetición' }).click();
  await expect(desk).toHaveURL(/\/matches\/[^/]+\/replay$/);
  await expect(desk.getByTestId('verify-report')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
});
