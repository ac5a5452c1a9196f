import type { Seat } from '@cronica/rules-kernel';
import type { AccionCommand, CommandOf } from '../encounter/commands.js';
import { greedAllows } from '../encounter/rules.js';
import { GM_SEAT, type AccionState } from '../encounter/state.js';
import { view } from '../encounter/view.js';
import { greedyChoice } from './greedy-bot.js';
import { plannedStep } from './turn-plan.js';
import { gmTurnStep, handoffStep } from './gm-plan.js';
import { breakStep } from './gm-break.js';
import { baitStep } from './gm-bait.js';

/**
 * The strong bot's own plan on top of the greedy one, for either side, read from its seat's view
 * (the party's hand counts only, for the GM). The GM hands the initiative to its most exposed
 * enemy, baits with its ranged ones and plans each enemy's turn (gm-plan.ts); a player spends its
 * actions on the enemies as its turn plan says (turn-plan.ts), and keeps drawing.
 */
export function planChoice(state: AccionState, seat: Seat, legal: readonly AccionCommand[]): AccionCommand {
  const greedy = greedyChoice(state, seat, legal);
  if (seat === GM_SEAT) {
    const v = view(state, { kind: 'seat', seat });
    // A scheme the greedy order wants (the threat bar near full) is the enemies' own way to win.
    const planned = greedy.type === 'EnemyScheme' ? undefined : gmTurnStep(v, legal);
    return breakStep(v, legal) ?? handoffStep(v, legal) ?? baitStep(v, legal) ?? planned ?? greedy;
  }
  const planned = PLANNED.has(greedy.type) ? plannedStep(view(state, { kind: 'seat', seat }), legal) : undefined;
  const choice = planned ?? greedy;
  return choice.type === 'Attack' ? drawingKind(state, choice, legal) : choice;
}

/** When the greedy player would attack, use a skill or charge mana, the turn plan chooses instead. */
const PLANNED = new Set<AccionCommand['type']>(['Attack', 'UseSkill', 'ChargeMana']);

/**
 * The same attack (target and cards) made with the kind whose draw the greed rule cuts least
 * (003, "Regla de la Avaricia": another kind of roll draws normally), so a turn of attacks keeps
 * the hand full for the next one.
 */
export function drawingKind(
  state: AccionState,
  attack: CommandOf<'Attack'>,
  legal: readonly AccionCommand[],
): AccionCommand {
  const same = (c: AccionCommand): c is CommandOf<'Attack'> =>
    c.type === 'Attack' &&
    c.data.target === attack.data.target &&
    JSON.stringify(c.data.cards) === JSON.stringify(attack.data.cards);
  const draws = (c: CommandOf<'Attack'>) =>
    greedAllows(state, `attack:${c.data.kind}`, state.options.table.abilityDraw).allowed;
  return legal.filter(same).reduce((top, c) => (draws(c) > draws(top) ? c : top), attack);
}

/** The strong GM lets a player name the next actor unless its break plan says otherwise. */
export function planWaits(state: AccionState, seat: Seat, legal: readonly AccionCommand[]): boolean {
  if (seat !== GM_SEAT || !legal.every((c) => c.type === 'BreakFlow' || c.type === 'Concede')) return false;
  return breakStep(view(state, { kind: 'seat', seat }), legal) === undefined;
}
