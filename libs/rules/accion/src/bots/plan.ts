import type { Seat } from '@cronica/rules-kernel';
import { distance } from '../grid.js';
import type { AccionCommand, CommandOf } from '../encounter/commands.js';
import { greedAllows } from '../encounter/rules.js';
import { GM_SEAT, type AccionState } from '../encounter/state.js';
import { view, type AccionView } from '../encounter/view.js';
import { greedyChoice } from './greedy-bot.js';
import { plannedStep } from './turn-plan.js';
import { gmTurnStep, handoffStep } from './gm-plan.js';
import { breakStep } from './gm-break.js';

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
 * A ranged enemy that starts its turn away from every hero steps next to the weakest one first,
 * and shoots with the actions left. Being adjacent costs it nothing it needs (it reaches the whole
 * scene), but a hero who attacks it misses at its threat level and then takes the enemy's
 * automatic damage (003, "Daño por fallo"); the +2 Effort the hero gains there (003, "Valor
 * Recompensado") draws their attacks onto the enemy that is harder to hit and strikes back,
 * while the melee enemies keep hitting.
 */
export function baitStep(v: AccionView, legal: readonly AccionCommand[]): CommandOf<'EnemyMove'> | undefined {
  const enemy = v.enemies.find((e) => e.id === v.turn?.actor);
  if (enemy === undefined || enemy.reach !== 'ranged' || enemy.position === null) return undefined;
  if ((v.turn?.actionsLeft ?? 0) < BAIT_ACTIONS) return undefined;
  const heroes = v.players.filter((p) => !p.fallen && !p.withdrawn && p.scene === enemy.scene && p.position !== null);
  const from = enemy.position;
  if (heroes.some((p) => distance(p.position!, from) === 1)) return undefined;
  const weakest = [...heroes].sort((a, b) => a.hp - b.hp)[0];
  if (weakest === undefined) return undefined;
  return legal.find(
    (c): c is CommandOf<'EnemyMove'> => c.type === 'EnemyMove' && distance(c.data.to, weakest.position!) === 1,
  );
}

/** A step and two shots: with fewer actions left, the step would cost most of the turn's damage. */
const BAIT_ACTIONS = 3;

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
