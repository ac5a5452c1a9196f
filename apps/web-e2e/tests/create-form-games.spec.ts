import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { graphql, graphqlAnswer } from '../support/api';
import { E2E_PASSWORD, newAccount, publishFirstRound, TOURNAMENT_STEP, type Entrant } from '../support/events';
import { DESKTOP, expectNoSidewaysScroll, keepPartScreenshot, keepScreenshot, PHONE } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// The creation form adapts to the chosen game: its defaults, fields, tiebreakers and rule citations
// come from the game's rules library; the event page's format panel shows only that game's options.
// A Warlords of Terra event created with a legendary cap of 2 refuses a third legendary swapped in
// from the pre-sideboard in its match (002 C.5).

const BLADES = 'Espadas de Ceniza';

/**
 * A fresh organizer, signed in through the web, on the creation form. Each test names its own
 * shop: no two accounts may have look-alike display names.
 */
async function organizerOnForm(
  page: Page,
  request: APIRequestContext,
  stamp: string,
  shop: string,
): Promise<{ owner: Entrant; form: Locator }> {
  const owner = await newAccount(request, `formato${stamp}`, shop);
  await signInThroughWeb(page, owner.username, '/tournaments/new', E2E_PASSWORD);
  await page.goto('/tournaments/new');
  return { owner, form: page.getByTestId('create-tournament') };
}

/** The tiebreak choices the form offers: MTG's first, then the game's SCORE (worded as `score`), then Buchholz. */
async function expectTiebreakChoices(form: Locator, score: string): Promise<void> {
  await expect(form.getByRole('combobox', { name: 'Desempates', exact: true }).locator('option')).toHaveText([
    'MTG (puntos, OMW%, GW%, OGW%)',
    score,
    'Buchholz + Sonneborn-Berger',
  ]);
}

/** Creates the event from the form and opens its public page's format panel. */
async function createAndOpenFormat(page: Page, form: Locator, name: string): Promise<Locator> {
  await form.getByLabel('Nombre del torneo').fill(name);
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(page).toHaveURL(/\/tournaments\/[^/]+\/desk$/, { timeout: 30_000 });
  const id = page.url().split('/tournaments/')[1]!.split('/')[0]!;
  await page.goto(`/tournaments/${id}`);
  const format = page.getByTestId('format');
  await format.locator('summary').click();
  return format;
}

test('a Blades of Ash event and an ECG event each show only their own game options and tiebreakers, in the form and on the event page', async ({
  page,
  request,
  stamp,
}, testInfo) => {
  test.setTimeout(180_000);
  const { form } = await organizerOnForm(page, request, stamp, 'Tienda del Formato');

  // Blades of Ash (the first game): its battle rounds with their rule, MTG's tiebreakers first, no legendary cap, no bye SCORE.
  const game = form.getByTestId('game-options');
  await expect(game).toHaveAttribute('data-game', 'blades-of-ash');
  await expect(game).toContainText(`Reglas de ${BLADES}`);
  await expect(game.locator('[data-option="gameOptions.maxRounds"]')).toContainText(
    'Por defecto: 12 · El reglamento no dice nada; es la elección de Crónica, en sus notas de reglas (en inglés): «The skirmish always ends»',
  );
  await expect(form).not.toContainText('Cartas legendarias');
  await expectTiebreakChoices(form, 'SCORE (vida de los héroes en pie), cara a cara, puntos de rivales');
  await expect(form.getByLabel('SCORE de un bye')).toHaveCount(0);
  // The tournament's own options cite Warlords of Terra's tournament rules (002) as borrowed: Blades of Ash's rulebook has none.
  await expect(form.locator('[data-option="bestOf"]')).toContainText(
    'Este juego no trae reglas de torneo; Crónica aplica las de Warlords of Terra: Warlords of Terra, reglas ampliadas, C.1',
  );
  // The fields are not drawn as errors: no option carries a border until the server finds a problem with it.
  expect(
    await form
      .locator('.form-option')
      .first()
      .evaluate((el) => getComputedStyle(el).borderLeftWidth),
  ).toBe('0px');
  await keepScreenshot(page, testInfo, '01-create-blades-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, '02-create-blades-phone');
  await game.locator('summary').click();
  await keepPartScreenshot(game, testInfo, '02b-create-blades-phone-game-options');
  await keepPartScreenshot(form.locator('.create-form__section').nth(2), testInfo, '02c-create-blades-phone-swiss');
  await game.locator('summary').click();
  await page.setViewportSize(DESKTOP);

  // A refusal, then a resubmit the browser blocks: the name's old message does not stay beside the name once it is typed.
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  const nameOption = form.locator('[data-option="name"]');
  await expect(nameOption).toContainText('El nombre del torneo debe tener entre 1 y 120 caracteres.');
  await form.getByLabel('Nombre del torneo').fill(`Copa de Ceniza ${stamp}`);
  await form.getByLabel('Minutos por ronda').fill('-5');
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(nameOption).not.toContainText('El nombre del torneo debe tener');
  await expect(form.getByTestId('create-problems')).toHaveCount(0);
  await form.getByLabel('Minutos por ronda').fill('50');

  await game.getByLabel('Rondas de batalla antes del desempate').fill('4');
  const bladesFormat = await createAndOpenFormat(page, form, `Copa de Ceniza ${stamp}`);
  await expect(bladesFormat).toContainText('Rondas de batalla antes del desempate');
  await expect(bladesFormat).toContainText('4 rondas');
  await expect(bladesFormat).toContainText(
    'es la elección de Crónica, en sus notas de reglas (en inglés): «The skirmish always ends»',
  );
  await expect(bladesFormat).toContainText('% victorias de rivales');
  await expect(bladesFormat).not.toContainText('Cartas legendarias');
  await expect(bladesFormat).not.toContainText('SCORE');
  await keepScreenshot(page, testInfo, '03-blades-event-format');

  // ECG: switching the game swaps the fields and their defaults.
  await page.goto('/tournaments/new');
  await form.getByLabel('Juego').selectOption({ label: 'ECG' });
  await expect(game).toHaveAttribute('data-game', 'ecg');
  await expect(game).not.toContainText('Rondas de batalla');
  await expect(game.locator('[data-option="gameOptions.turnsAfterTime"]')).toContainText(
    'Por defecto: 3 · El reglamento no dice nada; es la elección de Crónica, en sus notas de reglas (en inglés): «The game always ends»',
  );
  await expect(form).not.toContainText('Cartas legendarias');
  await expectTiebreakChoices(form, 'SCORE (moral final), cara a cara, puntos de rivales');
  await keepScreenshot(page, testInfo, '04-create-ecg-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await game.locator('summary').click();
  await keepPartScreenshot(game, testInfo, '04b-create-ecg-phone-game-options');
  await game.locator('summary').click();
  await page.setViewportSize(DESKTOP);
  // Warlords of Terra, chosen then left: its legendary cap comes with it and goes with it.
  const gameChoice = form.locator('select[name="game"]');
  await gameChoice.selectOption({ label: 'Warlords of Terra' });
  await expect(game.getByLabel('Cartas legendarias')).toBeVisible();
  await gameChoice.selectOption({ label: 'ECG' });
  await expect(form).not.toContainText('Cartas legendarias');
  const ecgFormat = await createAndOpenFormat(page, form, `Copa ECG ${stamp}`);
  await expect(ecgFormat).toContainText('Turnos tras acabar el tiempo');
  await expect(ecgFormat).toContainText('Jugador activo + 3 turnos');
  await expect(ecgFormat).not.toContainText('Cartas legendarias');
  await expect(ecgFormat).not.toContainText('Rondas de batalla');
  await expect(ecgFormat).not.toContainText('SCORE');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await keepPartScreenshot(ecgFormat, testInfo, '04c-ecg-event-format-phone');
});

/** A list with two legendaries in the main deck and a third (Furia del Volcán) in the pre-sideboard: legal under a cap of 2. */
function twoLegendaries(): object {
  const three = (prefix: string, to: number) =>
    Array.from({ length: to }, (_, i) => ({ card: `${prefix}-${String(i + 1).padStart(2, '0')}`, count: 3 }));
  return {
    game: 'warlords-of-terra',
    sections: {
      hero: [{ card: 'ovl-hero-grask', count: 1 }],
      battle: [
        ...three('ovl-b', 12),
        { card: 'ovl-b-13', count: 1 },
        { card: 'ovl-b-u1', count: 1 },
        { card: 'ovl-b-l1', count: 1 },
        { card: 'ovl-b-l2', count: 1 },
      ],
      construction: three('ovl-c', 5),
      sideboard: [
        { card: 'ovl-b-14', count: 2 },
        { card: 'ovl-b-15', count: 2 },
        { card: 'ovl-c-06', count: 2 },
        { card: 'ovl-b-l3', count: 1 },
        { card: 'ovl-c-u1', count: 1 },
        { card: 'neu-b-01', count: 2 },
      ],
    },
  };
}

test("a Warlords of Terra event created with a legendary cap of 2 refuses a third legendary in its match's pre-sideboard (002 C.5)", async ({
  page,
  request,
  stamp,
}, testInfo) => {
  test.setTimeout(180_000);
  const { owner, form } = await organizerOnForm(page, request, `w${stamp}`, 'Tienda de Legendarias');
  await form.getByLabel('Juego').selectOption({ label: 'Warlords of Terra' });
  const game = form.getByTestId('game-options');
  await expect(game.locator('[data-option="gameOptions.legendaryLimit"]')).toContainText(
    'Por defecto: 3 · Reglamento: Warlords of Terra, reglas ampliadas, C.5',
  );
  await expect(form.locator('[data-option="bestOf"]')).toContainText(
    'Reglamento: Warlords of Terra, reglas ampliadas, C.1',
  );
  await expect(form.getByLabel('SCORE de un bye')).toBeVisible();
  await game.getByLabel('Cartas legendarias').fill('2');
  await form.getByLabel('Inscripción abierta al crear').selectOption({ label: 'Sí' });
  const format = await createAndOpenFormat(page, form, `Prueba de legendarias ${stamp}`);
  await expect(format).toContainText('Hasta 2 distintas en el mazo principal');
  const id = page.url().split('/tournaments/')[1]!.split(/[/?]/)[0]!;

  // Two players register the same list through the API, as their phones would; the organizer publishes round 1.
  const players = [
    await newAccount(request, `ana${stamp}`, 'Ana Ruiz'),
    await newAccount(request, `jose${stamp}`, 'José Núñez'),
  ];
  for (const [n, player] of players.entries()) {
    await graphql(request, TOURNAMENT_STEP('registerForTournament'), { t: id, c: `reg-${stamp}-${n}` }, player.token);
    const submitted = await graphql<{ submitDeckList: { valid: boolean } }>(
      request,
      'mutation ($t: ID!, $s: String!, $c: ID!) { submitDeckList(tournamentId: $t, source: $s, commandId: $c) { valid } }',
      { t: id, s: JSON.stringify(twoLegendaries()), c: `deck-${stamp}-${n}` },
      player.token,
    );
    expect(submitted.submitDeckList.valid).toBe(true);
  }
  await publishFirstRound(request, { id, organizerToken: owner.token });
  const { createTournamentMatch } = await graphql<{ createTournamentMatch: { match: { matchId: string } } }>(
    request,
    'mutation ($t: ID!, $c: ID!) { createTournamentMatch(tournamentId: $t, round: 1, table: 1, commandId: $c) { match { matchId } } }',
    { t: id, c: `match-${stamp}` },
    owner.token,
  );
  const matchId = createTournamentMatch.match.matchId;
  for (const [n, player] of players.entries()) {
    await graphql(
      request,
      'mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { result { events } } }',
      { m: matchId, s: String(n + 1).repeat(64), c: `seed-${stamp}-${n}` },
      player.token,
    );
  }

  // The match page says the format it is played with.
  await page.goto(`/matches/${matchId}`);
  // The format is folded under one line; a tap opens it.
  await page.getByTestId('match-format').getByText('Formato:').click();
  await expect(
    page.getByTestId('match-format').getByText('Cartas legendarias: Hasta 2 distintas en el mazo principal'),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, '05-wot-match-format');

  // Out goes a Guerrero de Hierro, in comes Furia del Volcán: a third legendary in the main deck, refused in both languages.
  const swap = await graphqlAnswer(
    request,
    'mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { events } } }',
    {
      m: matchId,
      cmd: { type: 'SwapSideboardCard', data: { out: 'ovl-b-01', in: 'ovl-b-l3' } },
      c: `swap-${stamp}`,
    },
    players[0]!.token,
  );
  expect(swap.errors?.[0]?.extensions).toMatchObject({
    code: 'RULE_VIOLATION',
    rule: 'wot.swap.legendary-limit',
    messages: {
      es: expect.stringContaining('tope de cartas legendarias'),
      en: expect.stringContaining('legendary card cap'),
    },
  });
});
