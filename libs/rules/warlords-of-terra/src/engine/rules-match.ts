import type { CommandOf } from './commands.js';
import { canHire, heroResource } from './decision.js';
import type { Emitter } from './emitter.js';
import { addResource, drawStep, loseGame, loseMatch, shuffle } from './flow-turn.js';
import { drawCards } from './effects.js';
import { RULES } from './options.js';
import { swapProblem } from './sideboard-swap.js';
import { tensioned } from './threat.js';
import type { WotViolationCode } from './violations.js';
import type { WotState } from './state.js';
import { playerOf } from './update.js';

/** Checks and effects of the commands around the game: pre-sideboard, mulligan, resources, phases, the match. */

export type MatchCommand = CommandOf<
  | 'SwapSideboardCard'
  | 'ResetSideboard'
  | 'ConfirmDeck'
  | 'Mulligan'
  | 'KeepHand'
  | 'AddMana'
  | 'AddGold'
  | 'DrawCard'
  | 'Pass'
  | 'EndPhase'
  | 'DiscardCard'
  | 'DestroyObject'
  | 'Concede'
  | 'CallTime'
  | 'JudgeRuling'
>;

const cardIn = (state: WotState, cards: readonly number[], id: string): boolean => {
  const index = state.cardIndex[id];
  return index !== undefined && cards.includes(index);
};

export function checkMatch(state: WotState, command: MatchCommand): WotViolationCode | null {
  const { seat } = command.data;
  switch (command.type) {
    case 'SwapSideboardCard':
      return swapProblem(state, seat, command.data.out, command.data.in);
    case 'ResetSideboard': {
      const p = playerOf(state, seat);
      return p.deck === state.registered[seat] ? 'wot.already-done' : null;
    }
    case 'ConfirmDeck':
    case 'Mulligan':
    case 'KeepHand':
    case 'Pass':
    case 'EndPhase':
    case 'Concede':
      return null;
    // A.3: the hero's point in the step of the resource that feeds it, once per turn.
    case 'AddMana':
      return command.data.heroPoint && heroResource(state, seat) !== 'mana' ? 'wot.hero-point' : null;
    case 'AddGold':
      if (command.data.heroPoint && heroResource(state, seat) !== 'gold') return 'wot.hero-point';
      return command.data.hire && !canHire(state, command.data.heroPoint) ? 'wot.cannot-hire' : null;
    case 'DrawCard':
      return playerOf(state, seat)[command.data.deck].length === 0 ? 'wot.deck-empty' : null;
    case 'DiscardCard':
      if (playerOf(state, seat).hand.length <= RULES.handLimit) return 'wot.hand-within-limit';
      return cardIn(state, playerOf(state, seat).hand, command.data.card) ? null : 'wot.not-in-hand';
    case 'DestroyObject':
      return playerOf(state, seat).armory.some((o) => o.uid === command.data.object) ? null : 'wot.no-such-object';
    case 'CallTime':
      if (state.options.bestOf > 1) return 'wot.time.untimed';
      return state.time !== null ? 'wot.time.already-called' : null;
    case 'JudgeRuling':
      return null;
  }
}

export function applyMatch(em: Emitter, command: MatchCommand): void {
  const { seat } = command.data;
  switch (command.type) {
    case 'SwapSideboardCard':
      return em.emit('SideboardSwapped', { seat, out: command.data.out, in: command.data.in });
    case 'ResetSideboard':
      return em.emit('SideboardReset', { seat });
    case 'ConfirmDeck':
      return em.emit('DeckReady', { seat });
    case 'Mulligan':
      return mulligan(em, seat);
    case 'KeepHand':
      return em.emit('HandKept', { seat });
    case 'AddMana':
      addResource(em, 'mana', command.data.heroPoint);
      return em.emit('StepBegan', { step: 'gold' });
    case 'AddGold':
      addResource(em, 'gold', command.data.heroPoint);
      if (command.data.hire) em.emit('ReinforcementsHired', { seat });
      return em.emit('StepBegan', { step: 'draw' });
    case 'DrawCard':
      return drawStep(em, command.data.deck);
    case 'Pass':
      return em.state.combat?.step === 'declare'
        ? em.emit('DefenderReacted', { seat })
        : em.emit('PriorityPassed', { seat });
    case 'EndPhase':
      return endPhase(em);
    case 'DiscardCard':
      return em.emit('CardsDiscarded', { seat, cards: [command.data.card] });
    case 'DestroyObject':
      return em.emit('ObjectDestroyed', { seat, uid: command.data.object, reason: 'armory' });
    case 'Concede':
      return concede(em, command);
    case 'CallTime':
      return callTime(em);
    case 'JudgeRuling':
      return applyRuling(em, command);
  }
}

function concede(em: Emitter, command: Extract<MatchCommand, { type: 'Concede' }>): void {
  const { seat } = command.data;
  em.emit('Conceded', { seat, scope: command.data.scope ?? 'match' });
  return command.data.scope === 'game' ? loseGame(em, seat, 'concede') : loseMatch(em, seat, 'concede');
}

function callTime(em: Emitter): void {
  // C.1: the active turn counts as the first of "jugador activo + 3 turnos".
  const turn = Math.max(em.state.turn, 1);
  em.emit('TimeCalled', { turn: em.state.turn, lastTurn: turn + em.state.options.extraTurns });
}

function applyRuling(em: Emitter, command: Extract<MatchCommand, { type: 'JudgeRuling' }>): void {
  const { against, penalty, reason } = command.data;
  em.emit('RulingApplied', { against, penalty, reason });
  return penalty === 'game-loss' ? loseGame(em, against, 'sanction') : loseMatch(em, against, 'sanction');
}

/** A.1: every card drawn goes back to its deck, both decks are shuffled, and the same 4 + 3 are drawn again. */
function mulligan(em: Emitter, seat: number): void {
  em.emit('HandReturned', { seat, count: em.player(seat).hand.length });
  shuffle(em, seat, 'battle');
  shuffle(em, seat, 'construction');
  drawCards(em, seat, 'battle', RULES.openingBattle, false);
  drawCards(em, seat, 'construction', RULES.openingConstruction, false);
  em.emit('MulliganTaken', { seat });
}

/** Summoning → tactical; tactical → end, unless troops are left in tension (A.9.2). */
function endPhase(em: Emitter): void {
  if (em.state.phase === 'summoning') return em.emit('PhaseBegan', { phase: 'tactical' });
  const troops = tensioned(em.state).map((t) => t.uid);
  if (troops.length > 0) return em.emit('TensionForced', { seat: em.state.active, troops });
  em.emit('PhaseBegan', { phase: 'end' });
}
