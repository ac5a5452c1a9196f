import { ofType, type AccionCommand, type CommandOf } from '../encounter/commands.js';
import { isPlayerId } from '../encounter/state.js';
import type { AccionView } from '../encounter/view.js';

/**
 * The greedy game master, from the GM's view only: the active enemy hits the weakest player in
 * reach, charges or closes in when none is, schemes when the encounter has a threat bar, and
 * hands the initiative to its enemies when it may. Offered a break of the flow (a player about to
 * name the next actor), it takes it, for the first enemy listed: it has no plan for when to wait.
 */

function hpOf(v: AccionView, seat: number): number {
  return v.players.find((p) => p.seat === seat)?.hp ?? 99;
}

function weakest<T extends CommandOf<'EnemyAttack' | 'EnemyCharge' | 'EnemyHex'>>(
  v: AccionView,
  cs: readonly T[],
): T | undefined {
  return [...cs].sort((a, b) => hpOf(v, a.data.target) - hpOf(v, b.data.target))[0];
}

function closest(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  const actor = v.turn?.actor;
  const enemy = v.enemies.find((e) => e.id === actor);
  const foes = v.players
    .filter((p) => !p.fallen && !p.withdrawn && p.position !== null && p.scene === enemy?.scene)
    .map((p) => p.position!);
  if (foes.length === 0) return undefined;
  const dist = (a: readonly [number, number]) =>
    Math.min(...foes.map((f) => Math.max(Math.abs(f[0] - a[0]), Math.abs(f[1] - a[1]))));
  const here = enemy?.position ? dist(enemy.position) : 99;
  const moves = ofType(legal, 'EnemyMove').filter((c) => dist(c.data.to) < here);
  return moves.sort((a, b) => dist(a.data.to) - dist(b.data.to))[0];
}

/** An enemy alone in its scene goes where the players are. */
function toThePlayers(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  const scenes = new Set(v.players.filter((p) => !p.fallen && !p.withdrawn).map((p) => p.scene));
  return ofType(legal, 'EnemyChangeScene').find((c) => scenes.has(c.data.scene));
}

function enemyTurn(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  if ((v.turn?.actionsLeft ?? 0) === 0) return ofType(legal, 'EndTurn')[0];
  const schemes = ofType(legal, 'EnemyScheme');
  const fullScheme = schemes.reduce<CommandOf<'EnemyScheme'> | undefined>(
    (top, c) => (top === undefined || c.data.cards.length > top.data.cards.length ? c : top),
    undefined,
  );
  const threatClose = v.threat !== null && v.threat.size - v.threat.progress <= 12;
  if (threatClose && fullScheme !== undefined) return fullScheme;
  return (
    weakest(v, ofType(legal, 'EnemyAttack')) ??
    weakest(v, ofType(legal, 'EnemyCharge')) ??
    closest(v, legal) ??
    fullScheme ??
    toThePlayers(v, legal) ??
    weakest(v, ofType(legal, 'EnemyHex')) ??
    ofType(legal, 'EndTurn')[0]
  );
}

export function gmChoice(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  switch (legal[0]!.type) {
    case 'StartEncounter':
      return legal[0];
    case 'ChooseOpener':
      return ofType(legal, 'ChooseOpener').find((c) => !isPlayerId(c.data.actor)) ?? legal[0];
    case 'PassInitiative':
      return ofType(legal, 'PassInitiative').find((c) => !isPlayerId(c.data.to)) ?? legal[0];
    case 'BreakFlow':
      return legal[0];
    default:
      return enemyTurn(v, legal);
  }
}
