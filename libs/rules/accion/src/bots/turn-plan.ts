import { cardValue, type Card } from '../cards.js';
import type { AccionCommand } from '../encounter/commands.js';
import type { AccionView } from '../encounter/view.js';
import { foesFell, missFallChance, type Strike } from './survival.js';
import { awayMove, guardWorth } from './guard-steps.js';
import { steps } from './plan-steps.js';
import { commandFor } from './plan-command.js';

/**
 * A player's turn planned as a whole (003, "La Regla de Acción": "dispones de 3 acciones. Puedes
 * dividirlas libremente"), from the player's own view: the hand, MP and the enemies' bars it may
 * see. It looks at every way to spend the actions left on attacks, combos and attack skills, with
 * the free mana charge (003, "Carga de Mana") before any of them, each roll a hit or a miss at the
 * target's odds (RULES-NOTES.md, "Checks"), and keeps the first step of the plan whose expected
 * worth is highest. An enemy felled this turn is worth the damage it would deal before the
 * player's next turn; a bar worn down, a part of that; a miss next to an enemy costs its
 * automatic damage (003, "Daño por fallo"), and so does every chance to fall: to that damage, or
 * to the enemies' strikes before the player's next turn (survival.ts). An action may also go to a
 * guarded end of the turn, prepared or out of the melee enemies' reach (guard-steps.ts), after
 * which it attacks no more. When nothing left is worth its risk the player prepares and ends the
 * turn. Cards drawn during the turn are unknown: the plan counts only the hand it has.
 */

export interface Foe {
  readonly id: string;
  readonly hp: number;
  readonly maxHp: number;
  /** Chance that a d8 check reaches the target's level. */
  readonly hit: number;
  /** 003, "Valor Recompensado": +2 Effort against an adjacent enemy. */
  readonly bonus: number;
  /** Expected damage it deals in one of its turns. */
  readonly threat: number;
  /** Its turns before this player's next one: 2 when it has not acted this round yet. */
  readonly turns: number;
  /** One turn of its strikes on this player. */
  readonly strikes: readonly Strike[];
  /** 003, "Daño por fallo": null is 1d6. */
  readonly missDamage: number | null;
  readonly kinds: readonly string[];
  /** A melee enemy beside this player: stepping away costs it an action to close in again. */
  readonly beside: boolean;
}

export interface Node {
  readonly hand: readonly Card[];
  readonly mp: number;
  readonly charged: boolean;
  readonly actions: number;
  /** The player's own HP. */
  readonly life: number;
  readonly hp: readonly number[];
  /** Enemies damaged this turn: they do not strike back on a miss (003, "Daño por fallo"). */
  readonly damaged: readonly boolean[];
  /** 003, "Prepararte": this player is prepared (before or during the turn). */
  readonly prepared: boolean;
  /** This player stepped away from the melee enemies beside them: no attack follows in the plan. */
  readonly away: boolean;
}

/** One step of a plan: an attack with cards or a skill, or a mana charge. */
export type Step =
  | { readonly kind: 'attack'; readonly foe: number; readonly cards: readonly Card[]; readonly effort: number }
  | {
      readonly kind: 'skill';
      readonly foe: number;
      readonly skill: string;
      readonly cost: number;
      readonly effort: number;
    }
  | { readonly kind: 'heal'; readonly skill: string; readonly cost: number; readonly amount: number }
  | { readonly kind: 'mana'; readonly cards: readonly Card[]; readonly mana: number }
  | { readonly kind: 'prepare' }
  | { readonly kind: 'away'; readonly move: AccionCommand };

export interface Plan {
  readonly view: AccionView;
  readonly foes: readonly Foe[];
  readonly identity: Card | null;
  readonly maxLife: number;
  readonly memo: Map<string, number>;
  readonly falls: Map<string, number>;
  /** The move that leaves no melee enemy beside this player, if any (guard-steps.ts). */
  readonly away: AccionCommand | undefined;
}

/**
 * What falling before the next turn costs: the encounter, for a lone hero. Weighed by its chance
 * (survival.ts), it keeps a hero who would likely fall from trading their life for a kill.
 */
const FALL = 30;
/** Felling an enemy brings victory nearer by this much, on top of the damage it no longer deals. */
const VICTORY = 5;
/** HP above what the enemies are expected to take before the next turn matters less and less. */
const SAFE = 5;
const SAFE_SLOPE = 0.2;
/** A bar worn down counts for a part of what felling it is worth. */
const PARTIAL = 0.5;
/** 003, "Daño por fallo": 1d6 on average. */
const MISS_DAMAGE = 3.5;
/** What a card kept in hand (per point of its value) or a point of MP is worth at the turn's end: they feed later attacks. */
const CARD_WORTH = 0.02;
const MP_WORTH = 0.3;

/** The planned first step as one of the legal commands, or undefined when the plan would stop here. */
export function plannedStep(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  const self = v.players.find((p) => p.seat === v.seat);
  if (self?.hand == null || v.turn === null || !enemiesDecide(v)) return undefined;
  const plan = newPlan(v, self.identity, legal);
  if (plan.foes.length === 0) return undefined;
  const root: Node = {
    hand: self.hand,
    mp: self.mp,
    charged: v.turn.manaCharged,
    actions: v.turn.actionsLeft,
    life: self.hp,
    hp: plan.foes.map((f) => f.hp),
    damaged: plan.foes.map((f) => v.turn!.damaged.includes(f.id)),
    prepared: self.prepared,
    away: false,
  };
  let best: { step: Step; worth: number } | undefined;
  for (const step of steps(plan, root)) {
    const worth = stepWorth(plan, root, step);
    if (best === undefined || worth > best.worth) best = { step, worth };
  }
  if (best === undefined) return undefined;
  if (best.worth <= endWorth(plan, root)) return stopStep(self.prepared, legal);
  return commandFor(plan, best.step, legal);
}

/**
 * Every attack left risks more than it brings (a miss next to an enemy could fell this player):
 * the turn ends, prepared when it may be (003, "Prepararte": the next damage is halved).
 */
function stopStep(prepared: boolean, legal: readonly AccionCommand[]): AccionCommand | undefined {
  return (prepared ? undefined : legal.find((c) => c.type === 'Prepare')) ?? legal.find((c) => c.type === 'EndTurn');
}

/**
 * The plan weighs enemies only: where objective bars are still open (RULES-NOTES.md, "Objective
 * bars"), or only they bring victory, the greedy order, which weighs both, decides.
 */
function enemiesDecide(v: AccionView): boolean {
  return v.encounter.victory !== 'objectives' && v.objectives.every((o) => o.progress >= o.size);
}

function newPlan(v: AccionView, identity: Card | null, legal: readonly AccionCommand[]): Plan {
  const self = v.players.find((p) => p.seat === v.seat)!;
  const need = (threat: number) => v.rules.threatTargets[Math.max(1, threat) - 1]!;
  const chance = (n: number) => Math.max(0, Math.min(8, 9 - n)) / 8;
  const foes = v.enemies
    .filter((e) => !e.defeated && e.scene === self.scene)
    .map((e): Foe => {
      const adjacent =
        self.position != null &&
        e.position !== null &&
        Math.max(Math.abs(self.position[0] - e.position[0]), Math.abs(self.position[1] - e.position[1])) === 1;
      const strikes = Math.max(0, Math.min(12, 13 - self.guard)) / 12;
      return {
        turns: v.initiative.waiting.includes(e.id) ? 2 : 1,
        strikes: Array.from({ length: e.actions }, () => ({ hit: strikes, damage: e.damage })),
        missDamage: e.missDamage,
        id: e.id,
        hp: e.hp,
        maxHp: e.maxHp,
        hit: chance(need(e.threat)),
        bonus: adjacent ? 2 : 0,
        threat: e.actions * strikes * e.damage,
        kinds: e.kinds,
        beside: adjacent && e.reach === 'melee',
      };
    });
  return { view: v, foes, identity, maxLife: self.maxHp, memo: new Map(), falls: new Map(), away: awayMove(v, legal) };
}

/** The expected worth of the best plan from a node (memoized: plans reach a node many ways). */
function nodeWorth(plan: Plan, node: Node): number {
  const key = `${node.hand.join()}|${node.mp}|${node.charged}|${node.actions}|${node.life}|${node.hp.join()}|${node.damaged.join()}|${node.prepared}|${node.away}`;
  const known = plan.memo.get(key);
  if (known !== undefined) return known;
  let best = endWorth(plan, node);
  for (const step of steps(plan, node)) best = Math.max(best, stepWorth(plan, node, step));
  plan.memo.set(key, best);
  return best;
}

function stepWorth(plan: Plan, node: Node, step: Step): number {
  if (step.kind === 'prepare' || step.kind === 'away')
    return nodeWorth(plan, {
      ...node,
      actions: node.actions - 1,
      [step.kind === 'prepare' ? 'prepared' : 'away']: true,
    });
  if (step.kind === 'mana') {
    const hand = node.hand.filter((c) => !step.cards.includes(c));
    return nodeWorth(plan, { ...node, hand, mp: node.mp + step.mana, charged: true });
  }
  if (step.kind === 'heal') {
    const life = Math.min(plan.maxLife, node.life + step.amount);
    return nodeWorth(plan, { ...node, mp: node.mp - step.cost, actions: node.actions - 1, life });
  }
  const foe = plan.foes[step.foe]!;
  const spent =
    step.kind === 'attack'
      ? { ...node, hand: node.hand.filter((c) => !step.cards.includes(c)), actions: node.actions - 1 }
      : { ...node, mp: node.mp - step.cost, actions: node.actions - 1 };
  const hp = node.hp.map((h, i) => (i === step.foe ? Math.max(0, h - step.effort) : h));
  const damaged = node.damaged.map((d, i) => d || i === step.foe);
  const onHit = nodeWorth(plan, { ...spent, hp, damaged });
  const struck = foe.bonus > 0 && !node.damaged[step.foe] ? MISS_DAMAGE : 0;
  const falls = struck > 0 ? missFallChance(spent.life, foe.missDamage) : 0;
  const onMiss =
    (falls < 1 ? (1 - falls) * nodeWorth(plan, { ...spent, life: Math.max(0, spent.life - struck) }) : 0) +
    (falls > 0 ? falls * endWorth(plan, { ...spent, life: 0 }) : 0);
  return foe.hit * onHit + (1 - foe.hit) * onMiss;
}

/** What the turn leaves: enemies felled and worn down, and the cards and MP kept for later. */
function endWorth(plan: Plan, node: Node): number {
  let worth = node.hand.reduce((sum, c) => sum + cardValue(c) * CARD_WORTH, 0) + node.mp * MP_WORTH;
  let incoming = 0;
  plan.foes.forEach((foe, i) => {
    const left = node.hp[i]!;
    if (left > 0) incoming += foe.threat * foe.turns;
    worth += VICTORY * (left <= 0 ? 1 : (PARTIAL * (foe.hp - left)) / foe.maxHp);
  });
  const margin = node.life - incoming + guardWorth(plan, node);
  return (
    worth +
    (margin < SAFE ? margin : SAFE + (margin - SAFE) * SAFE_SLOPE) -
    FALL * foesFell(plan.foes, node.hp, node.life, plan.falls, node)
  );
}
