import type { Seat } from '@cronica/rules-kernel';
import { counterIndex, canAct, effectiveStat, passiveSum, passivesOf, standingHeroes } from './heroes.js';
import { checkKnockOut, checkSkirmishEnd, roundCapResult } from './common.js';
import type { Emitter } from './emitter.js';
import { resolveTop } from './resolve.js';
import { atSeat, clashEnding, other, playerOf, type BladesState } from './state.js';
import { clashEndQueued, fire, triggerOrderer } from './triggers.js';
import { COUNTERS, type DieColor } from '../cards/vocabulary.js';

const SEATS: readonly Seat[] = [0, 1];

/**
 * The automatic steps between players' decisions (000_7cbcfc9bc47f1014.txt, "Rondas de
 * Batalla", "Emparejamientos", "Los Choques"): run after every accepted command until someone
 * has to choose.
 */
export function advance(em: Emitter): void {
  for (let guard = 0; guard < 10_000; guard += 1) {
    if (em.over || !step(em)) return;
  }
  throw new Error('the skirmish did not settle');
}

function step(em: Emitter): boolean {
  switch (em.state.phase) {
    case 'pairing':
      return stepPairing(em);
    case 'dice':
      return stepDice(em);
    case 'actions':
      return stepActions(em);
    case 'handLimit':
      return stepHandLimit(em);
    default:
      return false;
  }
}

/** Standing heroes of a seat not yet paired this round. */
export function unpaired(state: BladesState, seat: Seat): number[] {
  return standingHeroes(state, seat).filter((h) => !state.pairings.some((p) => p[seat] === h));
}

/** One clash per hero of the smaller side (RULES-NOTES.md, "Pairings with uneven hero counts"). */
export const clashCount = (state: BladesState): number =>
  Math.min(standingHeroes(state, 0).length, standingHeroes(state, 1).length);

/** Attacker pairs first, then the defender, alternating ("Emparejamientos", steps 2 and 3). */
export const pairer = (state: BladesState): Seat =>
  state.pairings.length % 2 === 0 ? (state.attacker ?? 0) : other(state.attacker ?? 0);

/**
 * The seats that must decide now, each phase by its own rule: in "Draft de Héroes" and the
 * mulligan of "Robo de Mano Inicial" both in secret until each has chosen; the winner of the draw
 * ("Determinar Atacante y Defensor"); the pairer ("Emparejamientos", steps 2 and 3); the seat at
 * "Preparar Dados de Acción"; in "Resolución de Acciones" the player who orders the waiting
 * triggers, else the one with priority whose hero stands; at the end of a clash every seat over the
 * hand limit ("Robo de Mano Inicial": 7). Exactly the seats `legalCommands` lists a command for.
 */
export function decidingSeats(state: BladesState): Seat[] {
  switch (state.phase) {
    case 'draft':
      return SEATS.filter((seat) => playerOf(state, seat).picks === null);
    case 'mulligan':
      return SEATS.filter((seat) => !playerOf(state, seat).mulliganed);
    case 'role':
      return state.roleChooser === null ? [] : [state.roleChooser];
    case 'pairing':
      return pairingSeats(state);
    case 'dice':
      return state.clash?.diceStep == null ? [] : [state.clash.diceStep.seat];
    case 'actions':
      return actionSeats(state);
    case 'handLimit':
      return SEATS.filter((seat) => playerOf(state, seat).hand.length > state.format.handLimit);
    case 'over':
      return [];
  }
}

/** The pairer, while both sides have a hero left to pair. */
function pairingSeats(state: BladesState): Seat[] {
  const seat = pairer(state);
  return unpaired(state, seat).length > 0 && unpaired(state, other(seat)).length > 0 ? [seat] : [];
}

/** Who orders several waiting triggers; with none waiting, the priority holder whose hero can act. */
function actionSeats(state: BladesState): Seat[] {
  const clash = state.clash;
  if (clash === null) return [];
  if (clash.pending.length > 1) {
    const orderer = triggerOrderer(state);
    return orderer === null ? [] : [orderer.seat];
  }
  return clash.pending.length === 0 && canAct(state, clash.priority) ? [clash.priority] : [];
}

function stepPairing(em: Emitter): boolean {
  const s = em.state;
  if (s.round === 1 && !s.revealed) {
    // "Emparejamientos", step 1: both players reveal the heroes kept in the draft.
    em.emit('HeroesRevealed', { picks: [s.players[0].picks ?? [], s.players[1].picks ?? []] });
    return true;
  }
  if (s.pairings.length >= clashCount(s)) {
    startClash(em, 0);
    return true;
  }
  const left: [number[], number[]] = [unpaired(s, 0), unpaired(s, 1)];
  if (left[0].length === 1 && left[1].length === 1) {
    // Step 4: the last clash is formed by the heroes left.
    em.emit('HeroesPaired', { seat: null, heroes: [left[0][0]!, left[1][0]!] });
    return true;
  }
  return false;
}

function startClash(em: Emitter, index: number): void {
  const heroes = em.state.pairings[index]!;
  const rerolls = [0, 1].map(
    (seat) => em.state.format.baseRerolls + passiveSum(em.state, heroes[seat]!, 'extraReroll'),
  );
  em.emit('ClashStarted', { index, heroes, rerolls: [rerolls[0]!, rerolls[1]!] });
}

/** "Preparar Dados de Acción": attacker first; the pool is 5 dice plus what effects add. */
function stepDice(em: Emitter): boolean {
  const clash = em.state.clash!;
  const dice = clash.diceStep;
  if (dice === null) {
    startActions(em);
    return true;
  }
  const hero = atSeat(clash.heroes, dice.seat);
  const rolled = playerOf(em.state, dice.seat).dice.length > 0;
  if (!rolled && canAct(em.state, dice.seat)) {
    const pool: DieColor[] = em.state.format.dicePool.slice();
    for (const p of passivesOf(em.state, em.state.heroes[hero]!)) if (p.op === 'extraDie') pool.push(p.color);
    const faces = em.rollD6(pool.length);
    const rolls = pool.map((color, k) => ({ color, face: faces[k]! }));
    em.emitDrawn('DiceRolled', { seat: dice.seat, dice: rolls });
    return true;
  }
  if (!rolled || dice.rerollsUsed >= dice.rerollsAllowed || maxReroll(em.state, dice.seat) < 1) {
    em.emit('DiceKept', { seat: dice.seat });
    return true;
  }
  return false;
}

/**
 * "…ha de guardarse al menos 1 de los resultados… en cada repetición habrá que guardar, mínimo, 1
 * dado más que en la anterior": counted from the dice the previous reroll actually kept.
 */
export function maxReroll(state: BladesState, seat: Seat): number {
  const step = state.clash?.diceStep;
  if (step == null) return 0;
  return playerOf(state, seat).dice.length - (step.kept + 1);
}

function initiativeTotal(state: BladesState, hero: number): number {
  return (
    effectiveStat(state, hero, 'agility') +
    passiveSum(state, hero, 'initiativeBonus') +
    state.heroes[hero]!.counters[counterIndex('presteza')]!
  );
}

/** "Determinar la Iniciativa": higher total; ties to higher Agility, then to the attacker. */
export function initiativeWinner(
  totals: readonly [number, number],
  agility: readonly [number, number],
  attacker: Seat,
): Seat {
  if (totals[0] !== totals[1]) return totals[0] > totals[1] ? 0 : 1;
  if (agility[0] !== agility[1]) return agility[0] > agility[1] ? 0 : 1;
  return attacker;
}

/** "Determinar la Iniciativa", then "Limpieza de Contadores", then triggers at the start of the clash. */
function startActions(em: Emitter): void {
  const s = em.state;
  const heroes = s.clash!.heroes;
  const attacker = s.attacker ?? 0;
  const [first, second] = em.rollD6(2);
  const rolls: [number, number] = [first!, second!];
  const totals: [number, number] = [rolls[0] + initiativeTotal(s, heroes[0]), rolls[1] + initiativeTotal(s, heroes[1])];
  const agility = [effectiveStat(s, heroes[0], 'agility'), effectiveStat(s, heroes[1], 'agility')];
  const winner = initiativeWinner(totals, [agility[0]!, agility[1]!], attacker);
  em.emitDrawn('InitiativeRolled', { rolls, totals, winner });
  for (const seat of [attacker, other(attacker)]) cleanCounters(em, atSeat(heroes, seat));
  // Both cleanups happen before the result is decided: poison may knock out both last heroes.
  checkSkirmishEnd(em);
  for (const seat of [attacker, other(attacker)]) fire(em, 'clashStart', atSeat(heroes, seat), null);
}

/** "Limpieza de Contadores": one of each type; Envenenado bites first (RULES-NOTES.md, "Counters"). */
function cleanCounters(em: Emitter, hero: number): void {
  const h = em.state.heroes[hero]!;
  if (h.out) return;
  const poison = h.counters[counterIndex('envenenado')]!;
  if (poison > 0) {
    em.emit('LifeLost', { hero, amount: Math.min(poison, h.life) });
    checkKnockOut(em, hero);
  }
  const removed = COUNTERS.filter((c) => h.counters[counterIndex(c)]! > 0);
  if (removed.length > 0) em.emit('CountersCleaned', { hero, removed });
}

/** "Resolución de Acciones": stack triggers, resolve, pass activations, end the clash. */
function stepActions(em: Emitter): boolean {
  const s = em.state;
  const clash = s.clash!;
  if (clashEnding(clash)) return stepClashEnd(em);
  if (clash.pending.length === 1) {
    em.emit('TriggerStacked', { orderedBy: null, pending: 0 });
    return true;
  }
  if (clash.pending.length > 1) return false;
  if (clash.stack.length === 0) {
    if (clash.acted) em.emit('ActivationEnded', { seat: clash.activation });
    else if (!canAct(s, clash.priority)) em.emit('Passed', { seat: clash.priority, auto: true });
    else return false;
    return true;
  }
  if (canAct(s, clash.priority)) return false;
  em.emit('Passed', { seat: clash.priority, auto: true });
  resolveTop(em);
  return true;
}

/**
 * Both players passed: the triggers "at the end of the clash" of both active heroes (the
 * attacker's first) resolve one by one, unanswered; a player with several orders them
 * (\`triggerOrderer\`). Then the clash ends.
 */
function stepClashEnd(em: Emitter): boolean {
  const clash = em.state.clash!;
  if (clash.stack.length > 0) {
    resolveTop(em);
    return true;
  }
  if (clash.pending.length === 0 && !clashEndQueued(em.state)) {
    const attacker = em.state.attacker ?? 0;
    for (const seat of [attacker, other(attacker)]) fire(em, 'clashEnd', atSeat(clash.heroes, seat), null);
  }
  if (em.state.clash!.pending.length === 0) {
    em.emit('ClashEnded', { index: clash.index });
    return true;
  }
  if (triggerOrderer(em.state) !== null) return false;
  em.emit('TriggerStacked', { orderedBy: null, pending: 0 });
  return true;
}

/** Hand limit at the end of each clash ("Robo de Mano Inicial"), then the next clash or round. */
function stepHandLimit(em: Emitter): boolean {
  const s = em.state;
  if (s.players.some((p) => p.hand.length > s.format.handLimit)) return false;
  const next = s.clash!.index + 1;
  if (next < s.pairings.length) {
    startClash(em, next);
    return true;
  }
  em.emit('RoundEnded', { round: s.round });
  if (s.round >= s.format.maxRounds) em.emit('SkirmishEnded', { result: roundCapResult(em) });
  else em.emit('RoundStarted', { round: s.round + 1, attacker: other(s.attacker ?? 0) });
  return true;
}
