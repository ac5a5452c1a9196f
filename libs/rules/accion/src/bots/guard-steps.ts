import type { AccionCommand, CommandOf } from '../encounter/commands.js';
import type { AccionView } from '../encounter/view.js';
import type { Foe, Node, Plan, Step } from './turn-plan.js';

/**
 * The turn plan's ways to end a turn guarded (turn-plan.ts), weighed as the HP they are expected to
 * save before the player's next turn and in the chance to fall (survival.ts):
 * - 003, "Prepararte" (1 action): the next damage taken is halved.
 * - 003, "Moverte dentro de la escena" (1 action): a step to a square beside no melee enemy makes
 *   each of them spend an action closing in again before it strikes (RULES-NOTES.md, "Enemies").
 */

type Square = readonly [number, number];

const apart = (a: Square, b: Square) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));

/**
 * The legal move to a square beside no standing melee enemy, when one stands beside this player
 * now; the nearest such square to the enemies, so the next turn's attacks are not far off.
 */
export function awayMove(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  const self = v.players.find((p) => p.seat === v.seat);
  const here = self?.position;
  if (here == null) return undefined;
  const standing = v.enemies.filter((e) => !e.defeated && e.scene === self!.scene && e.position !== null);
  const melee = standing.filter((e) => e.reach === 'melee').map((e) => e.position!);
  if (!melee.some((at) => apart(at, here) === 1)) return undefined;
  const spread = (to: Square) => standing.reduce((sum, e) => sum + apart(e.position!, to), 0);
  return legal
    .filter((c): c is CommandOf<'Move'> => c.type === 'Move' && melee.every((at) => apart(at, c.data.to) > 1))
    .reduce<CommandOf<'Move'> | undefined>(
      (top, c) => (top === undefined || spread(c.data.to) < spread(top.data.to) ? c : top),
      undefined,
    );
}

/** Prepare, or step away, with an action left and the guard not already taken. */
export function guardSteps(plan: Plan, node: Node): Step[] {
  if (node.actions === 0) return [];
  const out: Step[] = [];
  if (!node.prepared) out.push({ kind: 'prepare' });
  const closing = plan.foes.some((f, i) => f.beside && node.hp[i]! > 0);
  if (!node.away && closing && plan.away !== undefined) out.push({ kind: 'away', move: plan.away });
  return out;
}

/** One landed strike's expected damage. */
const strikeWorth = (f: Foe) => (f.strikes[0] === undefined ? 0 : f.strikes[0].hit * f.strikes[0].damage);

/** The HP a guarded end of turn is expected to save before this player's next turn. */
export function guardWorth(plan: Plan, node: Node): number {
  const standing = plan.foes.filter((_, i) => node.hp[i]! > 0);
  const away = node.away ? standing.filter((f) => f.beside).reduce((sum, f) => sum + strikeWorth(f), 0) : 0;
  const halved = (f: Foe) => (f.strikes[0]?.damage ?? 0) - Math.floor((f.strikes[0]?.damage ?? 0) / 2);
  const prepared = node.prepared ? Math.max(0, ...standing.map(halved)) : 0;
  return away + prepared;
}
