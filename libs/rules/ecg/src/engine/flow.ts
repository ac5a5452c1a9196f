import type { Seat } from '@cronica/rules-kernel';
import type { EcgRulesResult } from './end-reasons.js';
import { strengthOf, troopsOf } from './board.js';
import { canReshuffle, cardsReached } from './draw.js';
import type { Emitter } from './emitter.js';
import { answerWindow, resolveTop, topOf } from './stack.js';
import { playerOf, other, type EcgState } from './state.js';

/**
 * The automatic steps between players' decisions (004_e0e2bf9ed9dd62bf.txt, "Antes de jugar",
 * "El Turno de Juego", "Fase de Resolución", "Prioridad de Victoria"): run after every accepted
 * command until someone has to choose.
 */
export function advance(em: Emitter): void {
  for (let guard = 0; guard < 1_000; guard += 1) {
    if (em.over || em.state.pending !== null || !step(em)) return;
  }
  throw new Error('the game did not settle');
}

function step(em: Emitter): boolean {
  const s = em.state;
  switch (s.phase) {
    case 'opening':
      return playerOf(s, 0).opened && playerOf(s, 1).opened ? (setChooser(em), true) : false;
    case 'reinforce':
      return reshuffleOffered(s) || reinforceChoice(s) ? false : (skipReinforce(em), true);
    case 'action': {
      const top = topOf(s);
      if (top === undefined || answerWindow(s, other(top.seat))) return false;
      resolveTop(em);
      return true;
    }
    case 'order':
    case 'over':
      return false;
  }
}

/** "El jugador con mayor renombre puede comenzar con el turno 1 o cederlo"; a tie is drawn (`dice`). */
function setChooser(em: Emitter): void {
  const [a, b] = [playerOf(em.state, 0).renown, playerOf(em.state, 1).renown];
  if (a !== b) {
    em.emit('ChooserSet', { seat: a > b ? 0 : 1, by: 'renown' });
    return;
  }
  const seat = em.random.int('dice', 2);
  em.emitDrawn('ChooserSet', { seat, by: 'draw' });
}

/** Draws the active player may choose in "Fase de Reforzar" (0 when none). */
export function reinforceLimit(state: EcgState): number {
  const firstTurn = state.turn === 1 && !state.format.firstTurnReinforce;
  return firstTurn ? 0 : state.format.reinforceDraws;
}

/** Whether "Fase de Reforzar" leaves a real choice (drawing at least 1 is possible). */
export const reinforceChoice = (state: EcgState): boolean =>
  reinforceLimit(state) > 0 && cardsReached(state, state.active, 1) === 1;

/**
 * "La primera vez que el mazo se quede sin cartas, el descarte del jugador puede ser barajado": a
 * player whose deck is empty when her reinforce phase could draw chooses first (`Reshuffle`).
 */
export function reshuffleOffered(state: EcgState): boolean {
  if (state.phase !== 'reinforce' || state.pending !== null || reinforceLimit(state) === 0) return false;
  const p = playerOf(state, state.active);
  return p.deck.length === 0 && p.discard.length > 0 && canReshuffle(state, state.active);
}

function skipReinforce(em: Emitter): void {
  em.emit('Reinforced', { seat: em.state.active, count: 0 });
  em.emit('Prepared', { seat: em.state.active });
}

export function startTurn(em: Emitter, turn: number, seat: Seat): void {
  em.emit('TurnStarted', { turn, seat });
}

/**
 * "Fase de Resolución": troops at strength 0 (both players') are destroyed; the madness threshold
 * is checked; the turn ends and victory is checked; then the next turn, or the end of the game
 * when time was called or the turn limit is reached.
 */
export function resolutionPhase(em: Emitter): void {
  const active = em.state.active;
  for (const seat of [active, other(active)]) {
    for (const { troop, line } of troopsOf(em.state, seat)) {
      if (strengthOf(em.state, seat, line, troop) === 0)
        em.emit('TroopDestroyed', { instance: troop.instance, reason: 'strength' });
    }
  }
  for (const seat of [active, other(active)]) checkMadness(em, seat);
  const result = victory(em.state);
  if (result !== null) {
    em.emit('GameEnded', { result });
    return;
  }
  const turn = em.state.turn;
  em.emit('TurnEnded', { turn, seat: active });
  const limit =
    em.state.lastTurn !== null && turn >= em.state.lastTurn
      ? 'time'
      : turn >= em.state.format.maxTurns
        ? 'turn-limit'
        : null;
  if (limit !== null) em.emit('GameEnded', { result: timeResult(em.state, limit) });
  else startTurn(em, turn + 1, other(active));
}

/** "Umbral de locura": at 6 or more the count returns to 0 and the hero loses 2 morale, 1 more each later time. */
function checkMadness(em: Emitter, seat: Seat): void {
  const p = playerOf(em.state, seat);
  if (p.madness < em.state.format.madnessThreshold) return;
  const loss = Math.min(p.morale, em.state.format.madnessMoraleLoss + p.crossings);
  em.emit('MadnessThresholdCrossed', { seat, loss });
}

/**
 * "¿Cómo se gana el juego?" and "Prioridad de Victoria": battle (the rival's morale at 0) comes
 * before renown (30) and blessing (4 prayers), which tie with each other.
 */
export function victory(state: EcgState): EcgRulesResult | null {
  const battle = ([0, 1] as const).filter((seat) => playerOf(state, other(seat)).morale <= 0);
  if (battle.length === 2) return { outcome: 'draw', reason: 'battle-both' };
  if (battle.length === 1) return { outcome: 'win', winner: battle[0]!, reason: 'battle' };
  const renown = ([0, 1] as const).filter((seat) => playerOf(state, seat).renown >= state.format.renownToWin);
  const blessing = ([0, 1] as const).filter((seat) => prayersOf(state, seat) >= state.format.prayersToWin);
  const winners = [...new Set([...renown, ...blessing])];
  if (winners.length === 2)
    return {
      outcome: 'draw',
      reason: renown.length === 2 ? 'renown-both' : blessing.length === 2 ? 'blessing-both' : 'renown-and-blessing',
    };
  if (winners.length === 1)
    return { outcome: 'win', winner: winners[0]!, reason: renown.includes(winners[0]!) ? 'renown' : 'blessing' };
  return null;
}

export const prayersOf = (state: EcgState, seat: Seat): number =>
  playerOf(state, seat).legacy.filter((c) => state.catalog[c.card]!.prayer).length;

/** A game ended by time or the turn limit (RULES-NOTES.md, "The game always ends"). */
export function timeResult(state: EcgState, reason: 'time' | 'turn-limit'): EcgRulesResult {
  if (state.format.timeResult === 'draw') return { outcome: 'draw', reason };
  const [a, b] = state.players;
  const diff = a.morale !== b.morale ? a.morale - b.morale : a.renown - b.renown;
  return diff === 0 ? { outcome: 'draw', reason } : { outcome: 'win', winner: diff > 0 ? 0 : 1, reason };
}
