import type { Seat } from '@cronica/rules-kernel';
import { breakWornOut, sweepDeaths } from './combat.js';
import { drawStepApplies, production } from './decision.js';
import { drawCards } from './effects.js';
import type { Emitter } from './emitter.js';
import type { GameEndReason, WarlordsRulesResult } from './end-reasons.js';
import { RULES } from './options.js';
import { other, SEATS, type DeckKind, type WotState } from './state.js';
import { playerOf } from './update.js';

/** Games, turns and the resource phase (002_a36596f8eaed8fcc.txt, A.1, A.3, A.7, C.1). */

/** Both players are ready: the next game starts (A.1). */
export function nextGame(em: Emitter): boolean {
  const state = em.state;
  const game = state.games.length + 1;
  if (game === 1) {
    // A.1 "El jugador que inicia la partida": drawn at random for the first game.
    const first = em.random.int('dice:first-player', 2);
    em.emitDrawn('GameStarted', { game, first });
  } else {
    em.emit('GameStarted', { game, first: firstOfNextGame(state) });
  }
  for (const seat of SEATS) {
    for (const deck of ['battle', 'construction'] as const) shuffle(em, seat, deck);
    drawCards(em, seat, 'battle', RULES.openingBattle, false);
    drawCards(em, seat, 'construction', RULES.openingConstruction, false);
  }
  checkRealms(em);
  return true;
}

/** Later games of a match: the loser of the previous game starts; after a draw, the other player (RULES-NOTES.md). */
function firstOfNextGame(state: WotState): Seat {
  const last = state.games[state.games.length - 1]!;
  return last.winner === null ? other(state.first) : other(last.winner);
}

export function shuffle(em: Emitter, seat: Seat, deck: DeckKind): void {
  const cards = em.player(seat)[deck];
  em.random.shuffle(`deck:seat${seat}:${deck}`, cards);
  em.emitDrawn('DeckShuffled', { seat, deck, size: cards.length });
}

/** A.7.3: a deck showing another realm's icon loses the game (`create` refuses such decks up front). */
function checkRealms(em: Emitter): void {
  const mixed = SEATS.filter((seat) => {
    const p = em.player(seat);
    const realm = em.state.catalog[p.hero]!.realm;
    return (
      realm !== null &&
      [...p.deck.battle, ...p.deck.construction].some((c) => {
        const card = em.state.catalog[c]!;
        return card.realm !== null && card.realm !== realm;
      })
    );
  });
  if (mixed.length > 0) endGame(em, mixed.length === 2 ? null : other(mixed[0]!), 'mixed-realms');
}

export function startTurn(em: Emitter, turn: number, seat: Seat): void {
  em.emit('TurnStarted', { turn, seat });
}

/** A.3 paso 1 and paso 2: 1 + the places' production, minus the hero's point if taken; never above 10. */
export function addResource(em: Emitter, resource: 'mana' | 'gold', heroPoint: boolean): void {
  const seat = em.state.active;
  const produced = 1 + production(em.state, seat)[resource];
  const total = Math.min(RULES.resourceCap, em.player(seat)[resource] + produced - (heroPoint ? 1 : 0));
  em.emit('ResourceAdded', { seat, resource, produced, heroPoint, total });
}

/** The automatic parts of the resource phase (a step with no choice to make). */
export function resourceStep(em: Emitter): boolean {
  const state = em.state;
  const p = playerOf(state, state.active);
  switch (state.step) {
    case 'mana':
      addResource(em, 'mana', false);
      em.emit('StepBegan', { step: 'gold' });
      return true;
    case 'gold':
      addResource(em, 'gold', false);
      em.emit('StepBegan', { step: 'draw' });
      return true;
    case 'draw':
      if (!drawStepApplies(state)) {
        em.emit('DrawSkipped', { seat: state.active });
        em.emit('PhaseBegan', { phase: 'summoning' });
      } else if (p.battle.length === 0 && p.construction.length === 0) {
        endGame(em, other(state.active), 'decked');
      } else {
        drawStep(em, p.battle.length > 0 ? 'battle' : 'construction');
      }
      return true;
    default:
      return false;
  }
}

/** A.3 paso 3: one card from the chosen deck, then the reinforcement from the battle deck (A.7.2). */
export function drawStep(em: Emitter, deck: DeckKind): void {
  const seat = em.state.active;
  drawCards(em, seat, deck, 1, false);
  if (em.player(seat).hired) {
    if (em.player(seat).battle.length === 0) return endGame(em, other(seat), 'reinforcements');
    drawCards(em, seat, 'battle', 1, false);
  }
  em.emit('PhaseBegan', { phase: 'summoning' });
}

/** The end phase is over (hand within 8): the turn passes, unless the round's extra turns are done (C.1). */
export function endTurn(em: Emitter): void {
  const { turn, active, time } = em.state;
  em.emit('TurnEnded', { turn, seat: active });
  sweepDeaths(em, 'effect');
  breakWornOut(em);
  if (time !== null && turn >= time.lastTurn) endGame(em, null, 'time');
  else startTurn(em, turn + 1, other(active));
}

const winsOf = (state: WotState, seat: Seat): number => state.games.filter((g) => g.winner === seat).length;

/** A game is over; the match ends when a seat has won enough games or every game is played. */
export function endGame(em: Emitter, winner: Seat | null, reason: GameEndReason): void {
  recordGame(em, em.state.game, winner, reason, [em.player(0).life, em.player(1).life]);
}

function recordGame(
  em: Emitter,
  game: number,
  winner: Seat | null,
  reason: GameEndReason,
  life: readonly [number, number],
): void {
  em.emit('GameEnded', { game, winner, reason, life });
  const { bestOf } = em.state.options;
  const needed = Math.ceil(bestOf / 2);
  const leader = SEATS.find((s) => winsOf(em.state, s) >= needed);
  if (leader !== undefined)
    return matchOver(em, { outcome: 'win', winner: leader, reason: bestOf === 1 ? reason : 'games' });
  if (em.state.games.length < bestOf) return;
  const [a, b] = [winsOf(em.state, 0), winsOf(em.state, 1)];
  matchOver(
    em,
    a === b
      ? { outcome: 'draw', reason: bestOf === 1 ? reason : 'games' }
      : { outcome: 'win', winner: a > b ? 0 : 1, reason: 'games' },
  );
}

function matchOver(em: Emitter, result: WarlordsRulesResult): void {
  em.emit('MatchEnded', { result });
}

/**
 * A seat loses the whole match (Concede, A.7.4 match loss): the game in progress is lost, and so
 * is every game the rival still needs (unplayed, at 20 life each), so the games add up to the result.
 */
export function loseMatch(em: Emitter, seat: Seat, reason: GameEndReason): void {
  if (em.state.phase !== 'sideboard') endGame(em, other(seat), reason);
  while (!em.over)
    recordGame(em, em.state.games.length + 1, other(seat), reason, [RULES.startingLife, RULES.startingLife]);
}

/** A seat loses the game (Concede with scope `game`, A.7.4 game loss); between games, the next one. */
export function loseGame(em: Emitter, seat: Seat, reason: GameEndReason): void {
  if (em.state.phase !== 'sideboard') endGame(em, other(seat), reason);
  else recordGame(em, em.state.games.length + 1, other(seat), reason, [RULES.startingLife, RULES.startingLife]);
}
