import { createRandomSource, keysFromMatchSeed, type GameBot, type Seat } from '@cronica/rules-kernel';
import { greedyBot } from '../bots/greedy-bot.js';
import { randomBot } from '../bots/random-bot.js';
import type { AccionCommand } from '../encounter/commands.js';
import type { AccionEvent, ActionName } from '../encounter/events.js';
import { isRuleViolation } from '@cronica/rules-kernel';
import type { AccionSetup, AccionState } from '../encounter/state.js';
import { encounterOptions } from '../options.js';
import { SAMPLE_ENCOUNTERS } from '../samples.js';
import { createSetup } from '../setup.js';

/**
 * What every encounter must keep, whatever is played (003, "La Regla de Acción" and "Regla de
 * la Avaricia"), checked over the event stream by the property tests.
 */

/** The cost of every action (003, "Opciones de 1/2/3 acciones"). */
export const ACTION_COSTS: Readonly<Record<ActionName, number>> = {
  attack: 1,
  skill: 1,
  move: 1,
  'change-scene': 1,
  'forced-draw': 1,
  recover: 1,
  prepare: 1,
  assist: 1,
  'request-aid': 1,
  'safe-move': 2,
  interrupt: 2,
  'reset-hand': 2,
  concentrate: 3,
  'hard-draw': 3,
  charge: 3,
  'enemy-attack': 1,
  hex: 1,
  scheme: 1,
  'enemy-move': 1,
  'enemy-change-scene': 1,
  'enemy-charge': 3,
};

/**
 * Action economy: a player's turn has 3 actions, or 1 right after an interception; no turn spends
 * more than it has; every action costs what 003 lists. Returns the first problem, or null.
 */
export function actionEconomyProblem(
  events: readonly AccionEvent[],
  enemyActions: ReadonlyMap<string, number>,
): string | null {
  let budget = 0;
  let used = 0;
  const intercepted = new Set<string>();
  for (const e of events) {
    if (e.type === 'Intercepted') intercepted.add(`p${e.data.seat}`);
    if (e.type === 'TurnStarted') {
      const { actor, actions } = e.data;
      const expected = enemyActions.get(actor) ?? (intercepted.has(actor) ? 1 : 3);
      if (actions !== expected) return `${actor} started a turn with ${actions} actions, expected ${expected}`;
      intercepted.delete(actor);
      budget = actions;
      used = 0;
    }
    if (e.type === 'ActionTaken') {
      if (e.data.cost !== ACTION_COSTS[e.data.action]) return `${e.data.action} cost ${e.data.cost}`;
      used += e.data.cost;
      if (used > budget) return `${e.data.actor} spent ${used} of ${budget} actions`;
    }
  }
  return null;
}

/**
 * Greed: the n-th time an action's key occurs in a turn (or in a row, with `consecutive`), its
 * draw is at most the normal one, half of it rounded down, then nothing.
 */
export function greedProblem(
  events: readonly AccionEvent[],
  counts: 'turn' | 'consecutive',
  abilityDraw: number,
): string | null {
  let keys: string[] = [];
  let open: { key: string; times: number; normal: number | null } | null = null;
  for (const e of events) {
    if (e.type === 'TurnStarted') {
      keys = [];
      open = null;
    }
    if (e.type === 'ActionTaken') {
      const key = e.data.repeat;
      open = null;
      if (key === undefined) continue;
      const times = counts === 'turn' ? keys.filter((k) => k === key).length + 1 : trailing(keys, key) + 1;
      keys.push(key);
      open = { key, times, normal: key === 'hard-draw' ? 1 : key === 'forced-draw' ? null : abilityDraw };
    }
    if (e.type === 'MpSpent' && open?.key === 'forced-draw') open.normal = e.data.amount;
    if (e.type === 'CardsDrawn' && open !== null && ['ability', 'forced', 'hard-draw'].includes(e.data.reason)) {
      const normal = open.normal ?? 0;
      const allowed = open.times === 1 ? normal : open.times === 2 ? Math.floor(normal / 2) : 0;
      if (e.data.count > allowed)
        return `${open.key} repeated ${open.times} times drew ${e.data.count} (allowed ${allowed})`;
      open = null;
    }
  }
  return null;
}

function trailing(keys: readonly string[], key: string): number {
  let n = 0;
  for (let i = keys.length - 1; i >= 0 && keys[i] === key; i -= 1) n += 1;
  return n;
}

/** A setup from a sample (or the default encounter) with 1–4 players. */
export function sampleSetup(sample: number, players: number, table: object = {}): AccionSetup {
  const base = sample < SAMPLE_ENCOUNTERS.length ? SAMPLE_ENCOUNTERS[sample]!.options : {};
  const options = encounterOptions({ ...base, table: { ...(base.table ?? {}), ...table } });
  const setup = createSetup([null, ...Array.from({ length: players }, () => null)], options);
  if (isRuleViolation(setup)) throw new Error(`setup refused: ${setup.code}`);
  return setup;
}

export function seedOf(n: number): Uint8Array {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n >>> 0);
  seed[31] = 7;
  return seed;
}

/** One bot per seat, random or greedy by `mix` (bit per seat), drawing from their own stream. */
export function botsFor(seats: number, mix: number, botSeed: number): GameBot<AccionState, AccionCommand>[] {
  const random = createRandomSource({ keyFor: keysFromMatchSeed(seedOf(botSeed ^ 0x5eed)) });
  return Array.from({ length: seats }, (_, seat: Seat) => ((mix >> seat) & 1 ? greedyBot : randomBot).create(random));
}
