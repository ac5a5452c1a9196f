import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A Blades of Ash player at the table who answers every decision the way a person does: picks
 * heroes and cards by clicking them, targets by clicking heroes, pays by clicking dice until the
 * table says the payment fits (the engine still judges it), rerolls by clicking dice. Nothing is
 * chosen from a list of ready-made commands.
 */
export interface TablePlayer {
  readonly page: Page;
  readonly seat: 0 | 1;
  /** Played cards and abilities, and how many of them were paid by clicking dice. */
  plays: number;
  paidWithDice: number;
  rerolls: number;
}

export async function eventsOn(page: Page): Promise<number> {
  return Number(await page.getByTestId('match-board').getAttribute('data-events'));
}

/** Clicks and waits until the table shows the server's answer (the event count moved on). */
export async function clickAndWait(page: Page, target: Locator): Promise<void> {
  const before = await page.getByTestId('match-board').getAttribute('data-events');
  await target.click();
  await expect(page.getByTestId('match-board')).not.toHaveAttribute('data-events', before ?? '', { timeout: 15_000 });
}

/** The seat this page's player sits in, as the table says it ("Juegas en el asiento N"). */
export async function seatOn(page: Page): Promise<0 | 1> {
  const text = (await page.locator('.match__meta').textContent()) ?? '';
  const seat = /asiento (\d)/.exec(text);
  expect(seat, `the table names the player's seat: ${text}`).not.toBeNull();
  return Number(seat![1]) === 1 ? 0 : 1;
}

function* combinations(n: number, k: number, from = 0): Generator<number[]> {
  if (k === 0) return yield [];
  for (let first = from; first <= n - k; first += 1)
    for (const rest of combinations(n, k - 1, first + 1)) yield [first, ...rest];
}

/** Ticks dice until the table says they pay (as many as it asks for, a few tries), or unticks them and gives up. */
async function payByClicking(player: TablePlayer, confirm: Locator): Promise<boolean> {
  const { page } = player;
  // No payment step in sight (the pick asked for something else): nothing to pay by clicking.
  if ((await page.getByTestId('choice-step').count()) === 0) return false;
  const step = (await page.getByTestId('choice-step').textContent()) ?? '';
  const needed = Number(/(\d+)/.exec(step)?.[1] ?? 0);
  const dice = page.getByTestId('pay-dice').locator('button[data-testid="die"]');
  const free = await dice.count();
  if (needed === 0 || needed > free) return false;
  let tries = 0;
  for (const combo of combinations(free, needed)) {
    if ((tries += 1) > 6) break;
    for (const at of combo) await dice.nth(at).click();
    if (await confirm.isEnabled()) return true;
    for (const at of combo) await dice.nth(at).click();
  }
  return false;
}

/**
 * The table ticks a payment that fits when an option is picked (its dice shown beside the choice);
 * a player may pay with other dice. Unticks the ticked dice (the payment no longer fits) and ticks them again by clicking, as a
 * person choosing the dice does; false when the table had ticked none.
 */
async function repayByClicking(player: TablePlayer, confirm: Locator): Promise<boolean> {
  const ticked = player.page.getByTestId('pay-dice').locator('button[data-testid="die"][aria-pressed="true"]');
  const positions = await ticked.evaluateAll((dice) => dice.map((d) => d.getAttribute('data-index')));
  if (positions.length === 0) return false;
  const die = (at: string | null) =>
    player.page.getByTestId('pay-dice').locator(`button[data-testid="die"][data-index="${at}"]`);
  for (const at of positions) await die(at).click();
  await expect(confirm).toBeDisabled();
  for (const at of positions) await die(at).click();
  return confirm.isEnabled();
}

/** Picks a card or ability, its target by clicking a hero, pays by clicking dice and plays it; false when it cannot be paid. */
async function tryToPlay(player: TablePlayer, pickable: Locator): Promise<boolean> {
  const { page } = player;
  await pickable.click();
  const targets = page.getByTestId('hero-pick');
  if ((await targets.count()) > 0) await targets.first().click();
  const confirm = page.getByTestId('choice').getByTestId('confirm');
  if ((await confirm.count()) === 0) return false;
  const paid = (await repayByClicking(player, confirm)) || (await payByClicking(player, confirm));
  if (!paid && !(await confirm.isEnabled())) return false;
  await clickAndWait(page, confirm);
  player.plays += 1;
  if (paid) player.paidWithDice += 1;
  return true;
}

/** An activation or a reaction window: a trigger's order, else a card from the hand or an ability, else pass. */
async function actOrPass(player: TablePlayer): Promise<void> {
  const { page } = player;
  const choice = page.getByTestId('choice');
  if ((await choice.getByTestId('order-trigger').count()) > 0)
    return clickAndWait(page, choice.getByTestId('order-trigger').first());
  const cards = page.getByTestId(`hand-${player.seat}`).locator('button[data-testid="hand-card"]:enabled');
  for (let at = 0; at < Math.min(2, await cards.count()); at += 1) if (await tryToPlay(player, cards.nth(at))) return;
  const abilities = choice.locator('[data-testid="option"][data-option*="Ability"]');
  if ((await abilities.count()) > 0 && (await tryToPlay(player, abilities.first()))) return;
  return clickAndWait(page, choice.getByTestId('pass'));
}

/** "Preparar Dados de Acción": one reroll per player in the match (a die clicked, then Relanzar), else keep. */
async function prepareDice(player: TablePlayer): Promise<void> {
  const { page } = player;
  const reroll = page.getByTestId('reroll');
  if (player.rerolls === 0) {
    await page.getByTestId(`dice-${player.seat}`).locator('button[data-testid="die"]').first().click();
    if (await reroll.isEnabled()) {
      player.rerolls += 1;
      return clickAndWait(page, reroll);
    }
  }
  return clickAndWait(page, page.getByTestId('keep-dice'));
}

/** Answers whatever the table asks this player now, by clicking. */
export async function answerByClicking(player: TablePlayer): Promise<void> {
  const { page, seat } = player;
  const phase = await page.getByTestId('turn-banner').getAttribute('data-phase');
  const choice = page.getByTestId('choice');
  const confirm = choice.getByTestId('confirm');
  if (phase === 'role') return clickAndWait(page, choice.getByTestId('choose-attacker'));
  if (phase === 'pairing') {
    await page.getByTestId(`side-${seat}`).getByTestId('hero-pick').first().click();
    await page
      .getByTestId(`side-${1 - seat}`)
      .getByTestId('hero-pick')
      .first()
      .click();
    return clickAndWait(page, confirm);
  }
  if (phase === 'dice') return prepareDice(player);
  if (phase === 'handLimit') {
    await page.getByTestId('hand-card').first().click();
    return clickAndWait(page, confirm);
  }
  return actOrPass(player);
}

/**
 * The player who must decide now, once both tables show the same moment of the match; null once
 * the result is on the table.
 */
export async function nextToDecide(players: readonly TablePlayer[], timeoutMs = 20_000): Promise<TablePlayer | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await players[0]!.page.getByTestId('match-result').count()) > 0) return null;
    const counts = await Promise.all(players.map((p) => eventsOn(p.page)));
    if (counts.every((c) => c === counts[0])) {
      for (const player of players) if ((await player.page.getByTestId('choice').count()) > 0) return player;
    }
    await players[0]!.page.waitForTimeout(100);
  }
  throw new Error('neither player was asked to decide, and the match has no result');
}
