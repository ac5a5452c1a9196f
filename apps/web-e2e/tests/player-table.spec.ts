import { graphql } from '../support/api';
import { runningDemoTournament } from '../support/demo';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

interface Pairing {
  round: number;
  table: number;
  playerA: string;
  playerB: string | null;
  result: { status: string } | null;
}

const ACCOUNT = 'query ($id: ID!) { player(id: $id) { username displayName } }';

test('a player reports her result on the tournament page and her opponent confirms it', async ({
  page,
  browser,
  request,
}) => {
  // The demo league (other specs run events of their own, with accounts of their own).
  const running = await runningDemoTournament(request);
  const { tournament } = await graphql<{ tournament: { pairings: Pairing[] } }>(
    request,
    'query ($id: ID!) { tournament(id: $id) { pairings { round table playerA playerB result { status } } } }',
    { id: running.id },
  );
  // The demo's last round has tables still playing; every demo account shares the demo password.
  const open = tournament.pairings.find(
    (p) => p.round === running.currentRound && p.playerB !== null && p.result === null,
  );
  expect(open, 'the demo tournament has a table still playing in the current round').toBeTruthy();
  const [{ player: reporter }, { player: rival }] = await Promise.all(
    [open!.playerA, open!.playerB!].map((id) =>
      graphql<{ player: { username: string; displayName: string } }>(request, ACCOUNT, { id }),
    ),
  );

  await signInThroughWeb(page, reporter!.username, `/tournaments/${running.id}`);
  const myTable = page.getByTestId('my-table');
  await expect(myTable).toContainText(new RegExp(`Ronda ${open!.round} de \\d+ · Mesa ${open!.table}`));
  await expect(myTable.getByTestId('my-opponent')).toContainText(rival!.displayName);
  await myTable.getByLabel('Partida 1').selectOption({ label: 'Gané yo' });
  await myTable.getByLabel('Mi vida final').first().fill('9');
  await myTable.getByLabel('Vida final del rival').first().fill('0');
  await myTable.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(myTable).toContainText('falta que tu rival lo confirme');

  const rivalContext = await browser.newContext();
  const rivalPage = await rivalContext.newPage();
  await signInThroughWeb(rivalPage, rival!.username, `/tournaments/${running.id}`);
  const theirTable = rivalPage.getByTestId('my-table');
  await expect(theirTable).toContainText('Tu rival comunicó este resultado');
  await expect(theirTable.getByTestId('reported-result')).toContainText(`Gana ${reporter!.displayName}`);
  await theirTable.getByRole('button', { name: 'Confirmar este resultado' }).click();
  await expect(theirTable).toContainText('Resultado cerrado.');
  await rivalContext.close();

  await page.goto(`/tournaments/${running.id}?round=${open!.round}`);
  const row = page
    .getByTestId('pairing-row')
    .filter({ has: page.getByRole('cell', { name: String(open!.table), exact: true }) });
  await expect(row).toContainText(`Gana ${reporter!.displayName}`);
  await expect(row).toContainText('Confirmado');
});
