import { type Page } from '@playwright/test';
import { graphql } from '../support/api';
import { apiToken } from '../support/auth';
import { DEMO_ORGANIZER, runningDemoTournament } from '../support/demo';
import { expect, test } from '../support/test';

interface Detail {
  tournament: {
    id: string;
    name: string;
    currentRound: number;
    players: Array<{ playerId: string; name: string }>;
    pairings: Array<{
      round: number;
      table: number;
      playerA: string;
      playerB: string | null;
      result: { winner: string } | null;
    }>;
    standings: Array<{
      rank: number;
      playerName: string;
      points: number;
      random: boolean;
      tiebreakers: Array<{ name: string }>;
    }>;
  };
}

const DETAIL = `query ($id: ID!) { tournament(id: $id) { id name currentRound players { playerId name }
  pairings { round table playerA playerB result { winner } }
  standings { rank playerName points random tiebreakers { name } } } }`;

/** The demo tournament with rounds under way, as the API reports it right now. */
async function runningDemo(request: Parameters<typeof graphql>[0]): Promise<Detail['tournament']> {
  const running = await runningDemoTournament(request);
  return (await graphql<Detail>(request, DETAIL, { id: running.id })).tournament;
}

/** Finds the event on the home page by its name (the list shows the newest events first) and opens it. */
async function openFromHome(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Buscar un torneo por su nombre' }).fill(name);
  await page.getByTestId('tournament-search').getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the tournament page shows standings with every tiebreak and the pairings of each round', async ({
  page,
  request,
}) => {
  const tournament = await runningDemo(request);
  await openFromHome(page, tournament.name);

  const standingRows = page.getByTestId('standing-row');
  await expect(standingRows).toHaveCount(tournament.standings.length);
  for (const [index, standing] of tournament.standings.entries()) {
    const row = standingRows.nth(index);
    await expect(row.getByRole('cell').nth(0)).toHaveText(String(standing.rank));
    await expect(row.getByRole('cell').nth(1)).toContainText(standing.playerName);
    await expect(row.getByRole('cell').nth(2)).toHaveText(String(standing.points));
  }
  const criteria = tournament.standings[0]?.tiebreakers.map((tb) => tb.name) ?? [];
  for (const name of criteria) await expect(page.locator(`th[data-criterion="${name}"]`)).toHaveCount(1);
  await expect(page.getByTestId('random-mark')).toHaveCount(tournament.standings.filter((s) => s.random).length);

  const names = new Map(tournament.players.map((p) => [p.playerId, p.name]));
  const rounds = [...new Set(tournament.pairings.map((p) => p.round))].sort((a, b) => a - b);
  expect(rounds.length).toBeGreaterThan(0);
  for (const round of rounds) {
    await page
      .getByRole('navigation', { name: 'Elegir ronda' })
      .getByRole('link', { name: `Ronda ${round}`, exact: true })
      .click();
    const expected = tournament.pairings.filter((p) => p.round === round).sort((a, b) => a.table - b.table);
    const rows = page.getByTestId('pairing-row');
    await expect(rows).toHaveCount(expected.length);
    for (const [index, pairing] of expected.entries()) {
      const cells = rows.nth(index).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(String(pairing.table));
      await expect(cells.nth(1)).toHaveText(names.get(pairing.playerA)!);
      if (pairing.playerB) await expect(cells.nth(2)).toHaveText(names.get(pairing.playerB)!);
      if (pairing.result && pairing.result.winner !== 'draw') {
        const winner = pairing.result.winner === 'a' ? pairing.playerA : pairing.playerB!;
        await expect(cells.nth(3)).toContainText(`Gana ${names.get(winner)}`);
      }
    }
  }

  // Switching language keeps the round being looked at.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Standings' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('round')).toBe(String(rounds.at(-1)));
  await expect(
    page
      .getByRole('navigation', { name: 'Choose a round' })
      .getByRole('link', { name: `Round ${rounds.at(-1)}`, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a result entered by the organizer appears on an open tournament page without reloading', async ({
  page,
  request,
}) => {
  const tournament = await runningDemo(request);
  // The last table still playing: player-table.spec reports at the first, and may run at the same time.
  const open = tournament.pairings.findLast(
    (p) => p.round === tournament.currentRound && p.playerB !== null && p.result === null,
  );
  expect(open, 'the current demo round has a table still playing').toBeTruthy();
  await openFromHome(page, tournament.name);
  const row = page
    .getByTestId('pairing-row')
    .filter({ has: page.getByRole('cell', { name: String(open!.table), exact: true }) });
  await expect(row.getByRole('cell').nth(3)).toHaveText('En juego');
  await expect(page.getByText('Se actualiza en directo')).toBeVisible();
  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));

  const token = await apiToken(request, DEMO_ORGANIZER.username);
  await graphql(
    request,
    `
      mutation ($id: ID!, $round: Int!, $table: Int!, $cmd: ID!) {
        overrideResult(
          commandId: $cmd
          tournamentId: $id
          round: $round
          table: $table
          reason: "e2e: acta de mesa"
          result: { winner: "b", games: [{ winner: "b", lifeA: 0, lifeB: 12 }] }
        ) {
          result {
            position
          }
        }
      }
    `,
    { id: tournament.id, round: open!.round, table: open!.table, cmd: `e2e-override-${Date.now()}` },
    token,
  );

  const winner = tournament.players.find((p) => p.playerId === open!.playerB)!.name;
  await expect(row.getByRole('cell').nth(3)).toContainText(`Gana ${winner}`);
  await expect(row.getByRole('cell').nth(3)).toContainText('Anotado por la organización');
  expect(reloads).toEqual([]);
});

test('an unknown tournament id shows a not-found page', async ({ page }) => {
  const response = await page.goto('/tournaments/no-such-tournament');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});
