import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext } from '@playwright/test';
import { graphql } from '../support/api';
import { apiToken } from '../support/auth';
import { DEMO_ORGANIZER } from '../support/demo';
import { newAccount, overrideResult, staff, tablesOf, type Entrant } from '../support/events';
import { deskCommand, proposeFirstLastSwap } from '../support/journey';
import { DESKTOP, expectNoSidewaysScroll, keepScreenshot, lookOnPhone, PHONE } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The organizer's rounds as people read them: the standings after each round on the public page,
// top-cut rounds by name, the engine's report on a swap, a tiebreak match paired from the desk, and
// a desk that stays calm on a phone (one menu per player, not a column of red buttons).
const stamp = Date.now().toString(36);

interface Event {
  readonly id: string;
  readonly organizerToken: string;
}

async function createEvent(
  request: APIRequestContext,
  label: string,
  entrants: readonly Entrant[],
  options: Record<string, unknown>,
): Promise<Event> {
  const organizerToken = await apiToken(request, DEMO_ORGANIZER.username);
  const input = {
    commandId: `${label}-create`,
    name: `Copa ${label}`,
    game: 'blades-of-ash',
    requireDeckLists: false,
    registration: 'open',
    ...options,
  };
  const { createTournament } = await graphql<{ createTournament: { tournament: { id: string } } }>(
    request,
    'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }',
    { input },
    organizerToken,
  );
  const event = { id: createTournament.tournament.id, organizerToken };
  for (const entrant of entrants) {
    await graphql(
      request,
      'mutation ($t: ID!, $c: ID!) { registerForTournament(tournamentId: $t, commandId: $c) { result { position } } }',
      { t: event.id, c: `${label}-reg-${entrant.username}` },
      entrant.token,
    );
  }
  await staff(request, event, 'closeRegistration');
  return event;
}

/** Pairs, publishes and plays one round through the API: A wins every table with `life` left. */
async function playRound(
  request: APIRequestContext,
  event: Event,
  round: number,
  life: (table: number) => number,
  from: 'pair' | 'publish' | 'report' = 'pair',
): Promise<void> {
  if (from === 'pair') await staff(request, event, 'pairNextRound');
  if (from !== 'report') await staff(request, event, 'publishPairings');
  for (const table of await tablesOf(request, event.id, round, event.organizerToken)) {
    if (table.playerB !== null)
      await overrideResult(request, event, table, 'a', [{ winner: 'a', lifeA: life(table.table), lifeB: 0 }]);
  }
  await staff(request, event, 'endRound');
}

async function accounts(request: APIRequestContext, label: string, count: number): Promise<Entrant[]> {
  const names = ['Alba', 'Bruno', 'Celia', 'Dario', 'Elsa', 'Fede', 'Gema', 'Hugo'];
  return Promise.all(
    names
      .slice(0, count)
      .map((name, i) => newAccount(request, `${label}${stamp}${i}`, `${name} ${label.toUpperCase()}`)),
  );
}

test('the public page shows the standings after each round, names the top-cut rounds and draws the bracket', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Warlords of Terra's SCORE (002 C.2.1) counts the life left, which tells the four 3-point players
  // apart at the cut line, so the cut needs no tiebreak match (a Blades of Ash event breaks ties on
  // its opponents' results, which leave them level here).
  const event = await createEvent(request, 'rc', await accounts(request, 'rc', 8), {
    game: 'warlords-of-terra',
    rounds: 2,
    topCut: { size: 4 },
  });
  await playRound(request, event, 1, (table) => table + 2);
  await staff(request, event, 'pairNextRound');
  await staff(request, event, 'publishPairings');
  // While round 2 is played its results are not counted yet, and the standings say so.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/tournaments/${event.id}`);
  await expect(page.getByTestId('standings-covers')).toHaveText(
    'Clasificación tras la ronda 1 de 2 · Ronda 2 de 2 en juego: sus resultados cuentan al cerrarla.',
  );
  await playRound(request, event, 2, (table) => 10 - table, 'report');
  await staff(request, event, 'startTopCut');
  // Ending a cut round pairs the next one (the winners meet); the organizer publishes it.
  await playRound(request, event, 3, () => 4, 'publish');
  await staff(request, event, 'publishPairings');

  await page.goto(`/tournaments/${event.id}`);
  const rounds = page.getByTestId('pairing-rounds');
  await expect(rounds.getByRole('link')).toHaveText(['Ronda 1', 'Ronda 2', 'Semifinales', 'Final']);
  await expect(rounds.getByRole('link', { name: 'Final', exact: true })).toHaveAttribute('aria-current', 'page');
  // The final is played: the Swiss standings are final, a cut round changes none, and they say they
  // are the Swiss ones (the bracket, not they, decides the places).
  await expect(page.getByTestId('standings-covers')).toHaveText('Clasificación suiza final (tras 2 rondas)');
  // The header names the round being played, not "Ronda 4 de 2".
  await expect(page.getByRole('definition').filter({ hasText: /^Final$/ })).toHaveCount(1);
  // The bracket comes before the Swiss standings: the semi-finals, seed 1 against 4 and 2 against 3,
  // each with its winner, and the final in play between those two. While the final is played, its
  // pairings (where to sit) come before the standings too.
  await expect(page.locator('#bracket-title, #pairings-title, #standings-title')).toHaveText([
    'Eliminatoria final',
    'Emparejamientos',
    'Clasificación',
  ]);
  const bracketRounds = page.getByTestId('bracket').getByTestId('bracket-round');
  await expect(bracketRounds.locator('h3')).toHaveText(['Semifinales', 'Final']);
  const semis = bracketRounds.nth(0);
  await expect(semis.locator('.bracket__seed')).toHaveText(['Semilla 1', 'Semilla 4', 'Semilla 2', 'Semilla 3']);
  await expect(semis.locator('.is-winner')).toHaveCount(2);
  const finalists = await semis.locator('.is-winner a').allTextContents();
  await expect(bracketRounds.nth(1).locator('.bracket__seat a')).toHaveText(finalists);
  await expect(bracketRounds.nth(1)).toContainText('En juego');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const scan = await new AxeBuilder({ page }).include('[data-testid="bracket"]').withTags(WCAG_AA).analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  }
  // The room's screen shows the same bracket, each table numbered, in place of its list of names.
  await page.goto(`/tournaments/${event.id}/screen`);
  const onScreen = page.getByTestId('screen-bracket');
  await expect(onScreen.getByTestId('bracket-round').locator('h3')).toHaveText(['Semifinales', 'Final']);
  await expect(onScreen.locator('.bracket__table-name')).toHaveText(['Mesa 1', 'Mesa 2', 'Mesa 1']);
  await expect(page.getByTestId('screen-line')).toHaveCount(0);
  await keepScreenshot(page, testInfo, '00-screen-bracket');
  await page.goto(`/tournaments/${event.id}`);

  const standings = page.getByTestId('standings-rounds');
  await standings.getByRole('link', { name: 'Ronda 1', exact: true }).click();
  await expect(page.getByTestId('standings-covers')).toHaveText('Clasificación tras la ronda 1 de 2');
  await expect(page.getByTestId('standing-row')).toHaveCount(8);
  // After one round half the field has 3 points: the table shows that round, not the current one.
  await expect(page.getByTestId('standing-row').nth(4).getByRole('cell').nth(2)).toHaveText('0');
  await rounds.getByRole('link', { name: 'Semifinales', exact: true }).click();
  await expect(page).toHaveURL(/round=3&standings=1/);
  await expect(page.getByTestId('standings-covers')).toHaveText('Clasificación tras la ronda 1 de 2');
  await keepScreenshot(page, testInfo, '01-standings-after-round-1-semifinals');
  await lookOnPhone(page, testInfo, '02-standings-after-round-1-phone');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByTestId('standings-covers')).toHaveText('Standings after round 1 of 2');
  await expect(page.getByTestId('pairing-rounds').getByRole('link')).toHaveText([
    'Round 1',
    'Round 2',
    'Semi-finals',
    'Final',
  ]);
  await page.getByRole('link', { name: 'Español' }).click();
});

test('the desk shows what a swap costs, pairs a tiebreak match for a prize place, and keeps drops in a menu on a phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const people = await accounts(request, 'tb', 8);
  const event = await createEvent(request, 'sw', people.slice(0, 4), { rounds: 2 });
  await playRound(request, event, 1, (table) => table + 4);
  await signInThroughWeb(page, DEMO_ORGANIZER.username, `/tournaments/${event.id}/desk`);

  // Round 2's draft: the engine's own report, then a swap previewed with what it changes.
  await deskCommand(page, 'pairNextRound');
  await expect(page.getByTestId('draft-verdict')).toContainText('Es el mejor emparejamiento posible según el motor.');
  const { proposal } = await proposeFirstLastSwap(page);
  await expect(proposal.getByTestId('draft-change-cost')).toContainText('Diferencia máxima de puntos: 0 → 3');
  await expect(proposal.getByTestId('draft-verdict')).toContainText('Cuesta más que el óptimo del motor');
  await keepScreenshot(page, testInfo, '01-swap-preview-engine-report');
  await lookOnPhone(page, testInfo, '02-swap-preview-phone');

  // One round, one prize: both winners keep the same life, so first place hangs on a random tie (002 C.2.4.2).
  const prize = await createEvent(request, 'tb', people.slice(4), { rounds: 1, prizePlaces: 1 });
  await playRound(request, prize, 1, () => 5);
  await page.goto(`/tournaments/${prize.id}/desk`);
  const tiebreak = page.getByTestId('tiebreak-desk');
  await expect(tiebreak).toContainText('Desempate por partida');
  await expect(tiebreak.locator('li').first()).toContainText('1.º');
  await keepScreenshot(page, testInfo, '03-tiebreak-needed');
  await deskCommand(page, 'pairTiebreakRound', 'Se emparejan las partidas de desempate');
  await expect(page.getByTestId('draft')).toContainText('Borrador de Ronda de desempate');
  await keepScreenshot(page, testInfo, '04-tiebreak-draft');
  await deskCommand(page, 'publishPairings', 'Se publicará Ronda de desempate');
  await expect(page.getByTestId('desk-results')).toContainText('Resultados · Ronda de desempate');

  // On a phone the registration list shows one quiet menu per player; a drop still asks first.
  await page.setViewportSize(PHONE);
  const row = page.getByTestId('desk-player').first();
  await expect(page.locator('.desk-players .button--danger:visible')).toHaveCount(0);
  // Many to a screen: the menu sits beside the name, on its line, not on a line of its own below.
  const name = (await row.locator('td').first().boundingBox())!;
  const menu = (await row.getByTestId('player-menu').locator('summary').boundingBox())!;
  expect(menu.x).toBeGreaterThan(name.x + name.width - 1);
  expect(menu.y).toBeLessThan(name.y + name.height);
  await row.getByTestId('player-menu').locator('summary').click();
  await row.getByRole('button', { name: 'Retirar' }).click();
  await expect(row.getByTestId('confirm')).toContainText('no se emparejará en las próximas rondas');
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, '05-desk-player-menu-phone');
});
