import type { Seat } from '@cronica/rules-kernel';
import { behind } from './board.js';
import type { Emitter } from './emitter.js';
import { applyEffects, damage, leave } from './effects.js';
import type { StrikeRecord } from './events.js';
import { hasKeyword, isDead, statsOf, troopTriggers } from './stats.js';
import { combatDefenders, enemiesNextTo } from './threat.js';
import {
  other,
  type CombatKind,
  type CombatState,
  type StrikeTarget,
  type TroopState,
  type WotState,
} from './state.js';
import { troopAt, troopByUid } from './update.js';

/**
 * Combat (002_a36596f8eaed8fcc.txt, A.9.1): 1) declaration, with the defender's flip reaction
 * and the "si esta tropa fuera a combatir" triggers; 2) the sudden window; 3) strike step
 * (golpeo: strike triggers, Escudo Ígneo, durability) and 4) damage step — 3 and 4 once for
 * Golpe Rápido troops, then for the rest, then for Soberbia ones (A.9.3.3).
 */

export function declareCombat(em: Emitter, troop: TroopState, kind: CombatKind, strike: StrikeTarget): void {
  const defenders =
    kind === 'ranged' && strike.kind === 'troop'
      ? [{ zone: strike.zone, obliged: false }]
      : combatDefenders(em.state, troop, troop.zone, strike);
  const combat: CombatState = {
    kind,
    seat: troop.seat,
    attacker: troop.uid,
    attackerZone: troop.zone,
    defenders,
    strike,
    step: 'declare',
    reacted: false,
  };
  em.emit('CombatDeclared', { combat });
}

/** The troops standing in the combat's zones now, on their sides (A.9.3.4). */
export function fighters(
  state: WotState,
  combat: CombatState,
): { attacker: TroopState | undefined; defenders: TroopState[] } {
  const attacker = troopAt(state, combat.attackerZone);
  const defenders = combat.defenders
    .map((d) => troopAt(state, d.zone))
    .filter((t): t is TroopState => t !== undefined && t.seat !== combat.seat);
  return { attacker: attacker?.seat === combat.seat ? attacker : undefined, defenders };
}

/** A.9.1 paso 1: "si esta tropa fuera a combatir" triggers resolve at once, without answer. */
export function fireWouldFight(em: Emitter): void {
  const combat = em.state.combat!;
  const { attacker, defenders } = fighters(em.state, combat);
  for (const troop of [...(attacker === undefined ? [] : [attacker]), ...defenders]) {
    for (const trigger of troopTriggers(em.state, troop)) {
      if (trigger.on !== 'wouldFight' || troopByUid(em.state, troop.uid) === undefined) continue;
      em.emit('TriggerFired', { source: troop.uid, on: 'wouldFight' });
      applyEffects(em, trigger.effects, { seat: troop.seat, source: troop.uid, target: null, bySpell: false });
    }
  }
}

interface StrikePlan {
  readonly striker: number;
  readonly group: number;
  readonly targets: readonly StrikeRecord[];
}

const groupOf = (state: WotState, troop: TroopState): number => {
  const quick = hasKeyword(state, troop, 'golpe-rapido');
  const late = hasKeyword(state, troop, 'soberbia');
  return quick === late ? 1 : quick ? 0 : 2;
};

/** Who strikes whom, fixed at the start of the strike step from who stands in the combat's zones. */
function planStrikes(state: WotState, combat: CombatState): StrikePlan[] {
  const { attacker, defenders } = fighters(state, combat);
  if (attacker === undefined) return [];
  const targets = attackerTargets(state, combat, attacker);
  const struck = new Set(targets.filter((t) => t.kind === 'troop').map((t) => (t as { uid: number }).uid));
  const plans: StrikePlan[] = [{ striker: attacker.uid, group: groupOf(state, attacker), targets }];
  for (const defender of defenders) {
    const obliged = combat.defenders.some((d) => d.zone === defender.zone && d.obliged);
    // A.9.3: a struck troop always strikes back, flipped or not; a ranged shot is answered only
    // with `rangedTargetStrikesBack`, and then at the shooter alone (RULES-NOTES.md, "Departures").
    if (combat.kind === 'ranged') {
      if (state.options.rangedTargetStrikesBack === true && struck.has(defender.uid))
        plans.push(planOf(state, defender, [troopRecord(attacker)]));
    } else if (obliged || struck.has(defender.uid)) plans.push(...strikeBack(state, defender, attacker));
  }
  return [...plans, ...behindStrikesBack(state, plans, [attacker, ...defenders])];
}

const planOf = (state: WotState, striker: TroopState, targets: StrikeRecord[]): StrikePlan => ({
  striker: striker.uid,
  group: groupOf(state, striker),
  targets,
});
const troopRecord = (t: TroopState): StrikeRecord => ({ kind: 'troop', uid: t.uid });

/**
 * With `arrasarBehindStrikesBack`, an enemy troop struck from outside the combat (it stood behind
 * an Arrasar target, A.10.1) strikes its striker back, as A.9.3 (3) reads; a friendly one never does.
 */
function behindStrikesBack(
  state: WotState,
  plans: readonly StrikePlan[],
  inCombat: readonly TroopState[],
): StrikePlan[] {
  if (state.options.arrasarBehindStrikesBack !== true) return [];
  // Troops already striking (Golpe en Área's neighbours strike back by their own plan) strike once.
  const striking = new Set([...inCombat.map((t) => t.uid), ...plans.map((p) => p.striker)]);
  return plans.flatMap((plan) => {
    const striker = troopByUid(state, plan.striker)!;
    return plan.targets.flatMap((target) => {
      const back = target.kind === 'troop' && !striking.has(target.uid) ? troopByUid(state, target.uid) : undefined;
      return back !== undefined && back.seat !== striker.seat ? [planOf(state, back, [troopRecord(striker)])] : [];
    });
  });
}

/**
 * A defender strikes back its attacker; with `strikeBackKeywords` its Golpe en Área strikes every
 * enemy troop next to it (each of them strikes it back, A.9.3) and its Arrasar the troop or player
 * behind its attacker (A.10.1, A.10.3).
 */
function strikeBack(state: WotState, defender: TroopState, attacker: TroopState): StrikePlan[] {
  const plan = (striker: TroopState, targets: StrikeRecord[]): StrikePlan => ({
    striker: striker.uid,
    group: groupOf(state, striker),
    targets,
  });
  const troop = (t: TroopState): StrikeRecord => ({ kind: 'troop', uid: t.uid });
  if (!state.options.strikeBackKeywords) return [plan(defender, [troop(attacker)])];
  if (hasKeyword(state, defender, 'golpe-en-area')) {
    const others = enemiesNextTo(state, defender.zone, defender.seat).filter((t) => t.uid !== attacker.uid);
    return [plan(defender, [troop(attacker), ...others.map(troop)]), ...others.map((t) => plan(t, [troop(defender)]))];
  }
  return [plan(defender, [troop(attacker), ...arrasarBehind(state, defender, defender.zone, attacker.zone)])];
}

/** A.10.1: Arrasar also strikes the troop behind the target, or the rival player past its line. */
function arrasarBehind(state: WotState, striker: TroopState, from: number, target: number): StrikeRecord[] {
  if (!hasKeyword(state, striker, 'arrasar')) return [];
  const next = behind(from, target);
  const back = next !== null && 'zone' in next ? troopAt(state, next.zone) : undefined;
  if (back !== undefined && back.uid !== striker.uid) return [{ kind: 'troop', uid: back.uid }];
  if (next !== null && 'player' in next && next.player !== striker.seat) return [{ kind: 'player', seat: next.player }];
  return [];
}

/** A.9.3 (one target), A.10.3 (every adjacent enemy troop), A.10.1 (and the troop or player behind it). */
function attackerTargets(state: WotState, combat: CombatState, attacker: TroopState): StrikeRecord[] {
  const strike = combat.strike;
  switch (strike.kind) {
    case 'player':
      return [{ kind: 'player', seat: other(attacker.seat) }];
    case 'object': {
      const field = state.fieldObjects.find((f) => f.zone === strike.zone && f.seat !== attacker.seat);
      return field === undefined ? [] : [{ kind: 'object', uid: field.uid }];
    }
    case 'area':
      return fighters(state, combat).defenders.map((t) => ({ kind: 'troop', uid: t.uid }));
    case 'troop': {
      const target = troopAt(state, strike.zone);
      if (target === undefined || target.seat === attacker.seat) return [];
      return [{ kind: 'troop', uid: target.uid }, ...arrasarBehind(state, attacker, combat.attackerZone, strike.zone)];
    }
  }
}

const exists = (state: WotState, record: StrikeRecord): boolean =>
  record.kind === 'player' ||
  (record.kind === 'troop'
    ? troopByUid(state, record.uid) !== undefined
    : state.fieldObjects.some((f) => f.uid === record.uid));

/** Steps 3 and 4 of every strike group, then the combat ends. */
export function resolveStrikes(em: Emitter): void {
  const combat = em.state.combat!;
  const plans = planStrikes(em.state, combat);
  const worn = new Set<number>();
  for (const group of [0, 1, 2]) {
    const strikers = plans.filter((p) => p.group === group && troopByUid(em.state, p.striker) !== undefined);
    if (strikers.length === 0) continue;
    em.emit('CombatStepBegan', { step: 'strike' });
    for (const plan of strikers) strikeStep(em, plan, worn);
    sweepDeaths(em);
    em.emit('CombatStepBegan', { step: 'damage' });
    damageStep(
      em,
      strikers.filter((p) => troopByUid(em.state, p.striker) !== undefined),
    );
    sweepDeaths(em);
    breakWornOut(em);
  }
  em.emit('CombatEnded', {});
}

/** A.9.3.1–A.9.3.2, A.10.2: strike triggers, Escudo Ígneo and durability, before any combat damage. */
function strikeStep(em: Emitter, plan: StrikePlan, worn: Set<number>): void {
  for (const target of plan.targets) {
    const striker = troopByUid(em.state, plan.striker);
    if (striker === undefined || !exists(em.state, target)) continue;
    em.emit('Struck', { striker: striker.uid, target });
    const struckUid = target.kind === 'troop' ? target.uid : undefined;
    const struck = struckUid === undefined ? undefined : troopByUid(em.state, struckUid);
    if (struck !== undefined) {
      fire(em, struck, 'struck', { striker: striker.uid });
      wear(em, struck, 'armor', worn);
      // A.10.2: the striker takes the shield's magical damage now; if it dies it deals no damage,
      // but its strike effects below still apply ("sí la golpea").
      const shield = statsOf(em.state, struck).escudoIgneo;
      if (shield > 0) damage(em, { kind: 'troop', uid: striker.uid }, shield, false);
    }
    fire(em, striker, 'strike', { struck: struckUid });
  }
  const striker = troopByUid(em.state, plan.striker);
  if (striker !== undefined) wear(em, striker, 'weapon', worn);
}

function fire(
  em: Emitter,
  troop: TroopState,
  on: 'strike' | 'struck',
  other: { struck?: number | undefined; striker?: number | undefined },
): void {
  for (const trigger of troopTriggers(em.state, troop)) {
    if (trigger.on !== on || troopByUid(em.state, troop.uid) === undefined) continue;
    em.emit('TriggerFired', { source: troop.uid, on });
    applyEffects(em, trigger.effects, {
      seat: troop.seat,
      source: troop.uid,
      target: null,
      bySpell: false,
      ...(other.struck === undefined ? {} : { struck: other.struck }),
      ...(other.striker === undefined ? {} : { striker: other.striker }),
    });
  }
}

/** A.9.3.2: each weapon or armour in the combat loses one point of durability, once. */
function wear(em: Emitter, troop: TroopState, kind: 'weapon' | 'armor', worn: Set<number>): void {
  for (const object of troopByUid(em.state, troop.uid)?.objects ?? []) {
    if (worn.has(object.uid) || object.durability === null || em.state.catalog[object.card]!.object!.kind !== kind)
      continue;
    worn.add(object.uid);
    em.emit('DurabilityLost', { uid: object.uid, troop: troop.uid, left: object.durability - 1 });
  }
}

/** A.9.1 paso 4: every strike of the group deals its damage at once, with the values of that moment. */
function damageStep(em: Emitter, plans: readonly StrikePlan[]): void {
  const hits: { target: StrikeRecord; amount: number }[] = [];
  for (const plan of plans) {
    const striker = troopByUid(em.state, plan.striker)!;
    const atk = statsOf(em.state, striker).atk;
    for (const target of plan.targets) if (exists(em.state, target) && atk > 0) hits.push({ target, amount: atk });
  }
  for (const hit of hits) damage(em, hit.target, hit.amount, true);
}

/** Troops whose damage reaches their life (or mechanical durability) leave the battlefield. */
export function sweepDeaths(em: Emitter, reason: 'combat' | 'effect' = 'combat'): void {
  for (const troop of em.state.troops.filter((t) => isDead(em.state, t))) {
    if (troopByUid(em.state, troop.uid) !== undefined) leave(em, troop, reason);
  }
}

/** Objects that reached 0 durability are destroyed after the damage they took part in. */
export function breakWornOut(em: Emitter): void {
  const objects = [...em.state.troops.flatMap((t) => t.objects), ...em.player(0).armory, ...em.player(1).armory];
  for (const object of objects)
    if (object.durability !== null && object.durability <= 0)
      em.emit('ObjectDestroyed', { seat: object.seat, uid: object.uid, reason: 'durability' });
}

export const defenderOf = (combat: CombatState): Seat => other(combat.seat);
