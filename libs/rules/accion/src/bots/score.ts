import type { Seat } from '@cronica/rules-kernel';
import { GM_SEAT, type AccionState } from '../encounter/state.js';

/**
 * How good an encounter is for a seat's side (RULES-NOTES.md, "How an encounter ends"): the party
 * wins by filling its objectives or defeating every enemy, the GM by felling every player, filling
 * the threat bar or outlasting the round limit. An ended encounter is far above or below any other;
 * until then each side counts what brings its victory nearer. The two sides' scores are opposite.
 */
export const WIN_SCORE = 1_000_000;
const HP = 10;
const FIGURE = 60;
const EFFORT = 6;
const THREAT = 8;
const ROUND = 4;
const CARD = 1;

export function scoreFor(state: AccionState, seat: Seat): number {
  const party = partyScore(state);
  return seat === GM_SEAT ? -party : party;
}

function partyScore(state: AccionState): number {
  const result = state.result;
  if (result !== null) {
    if (result.outcome !== 'win') return 0;
    return result.side === 'party' ? WIN_SCORE : -WIN_SCORE;
  }
  let score = 0;
  for (const p of state.players) {
    if (p.fallen || p.withdrawn) score -= FIGURE;
    else score += p.hp * HP + Math.min(p.hand.length, state.options.table.handLimit) * CARD;
  }
  for (const e of state.enemies) score -= e.defeated ? 0 : FIGURE + e.hp * HP;
  for (const o of state.objectives) score += o.progress * EFFORT;
  if (state.threat !== null) score -= state.threat.progress * THREAT;
  // A round limit is the GM's victory: every round spent brings it nearer.
  return score - (state.options.table.roundLimit === null ? 0 : state.round * ROUND);
}
