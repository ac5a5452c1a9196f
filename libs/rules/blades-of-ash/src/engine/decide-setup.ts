import type { RuleViolation, Seat } from '@cronica/rules-kernel';
import type { CommandOf } from './commands.js';
import { drawCards } from './common.js';
import type { Emitter } from './emitter.js';
import { pairer, unpaired } from './flow.js';
import { HEROES_PER_LIST, other, playerOf } from './state.js';
import { refuse } from './violations.js';

/** Preparation and round set-up commands (000_7cbcfc9bc47f1014.txt, "Draft de Héroes" … "Emparejamientos"). */

/** "Draft de Héroes": each player secretly keeps 3 of their 5 heroes. */
export function pickHeroes(command: CommandOf<'PickHeroes'>, em: Emitter): RuleViolation | null {
  const { seat, keep } = command.data;
  const s = em.state;
  if (s.phase !== 'draft') return refuse('blades.wrong-phase', command);
  if (playerOf(s, seat).picks !== null) return refuse('blades.already-done', command);
  const ascending = keep.every((p, k) => p >= 0 && p < HEROES_PER_LIST && (k === 0 || p > keep[k - 1]!));
  if (keep.length !== s.format.heroesKept || !ascending) return refuse('blades.bad-pick', command);
  em.emit('HeroesPicked', { seat, keep: keep.slice() });
  if (em.state.phase === 'mulligan') deal(em);
  return null;
}

/** "Robo de Mano Inicial": shuffle, then the opening hand of 5. */
function deal(em: Emitter): void {
  for (const seat of [0, 1] as const) {
    em.random.shuffle(`deck:seat${seat}`, em.state.players[seat].deck);
    em.emitDrawn('DeckShuffled', { seat, size: em.state.players[seat].deck.length });
    drawCards(em, seat, em.state.format.openingHand);
  }
}

/** Whether `cards` (sorted ids) is a sub-multiset of the hand. */
export function inHand(em: Emitter, seat: Seat, cards: readonly string[]): boolean {
  const hand = playerOf(em.state, seat).hand.slice();
  for (const id of cards) {
    const at = hand.indexOf(em.state.cardIndex[id] ?? -1);
    if (at < 0) return false;
    hand.splice(at, 1);
  }
  return true;
}

export const sortedIds = (cards: readonly string[]): boolean => cards.every((c, k) => k === 0 || cards[k - 1]! <= c);

/**
 * One discard-and-redraw, chosen in secret: the choice waits (a secret of its seat) until both
 * seats have chosen, as the draft's picks do; then both discards, face up, then as many draws.
 */
export function mulligan(command: CommandOf<'Mulligan'>, em: Emitter): RuleViolation | null {
  const { seat, discard } = command.data;
  if (em.state.phase !== 'mulligan') return refuse('blades.wrong-phase', command);
  if (playerOf(em.state, seat).mulliganed) return refuse('blades.already-done', command);
  if (!sortedIds(discard)) return refuse('blades.not-sorted', command);
  if (!inHand(em, seat, discard)) return refuse('blades.not-in-hand', command);
  em.emit('MulliganDone', { seat, discard: discard.slice() });
  if (!em.state.players.every((p) => p.mulliganed)) return null;
  const chosen = em.state.players.map((p) => p.redraw);
  chosen.forEach((cards, s) => {
    if (cards.length > 0) em.emit('CardsDiscarded', { seat: s as Seat, cards: cards.slice(), reason: 'mulligan' });
  });
  chosen.forEach((cards, s) => drawCards(em, s as Seat, cards.length));
  // "Determinar Atacante y Defensor": drawn at random; the winner chooses.
  const winner = em.random.int('dice', 2) as Seat;
  em.emitDrawn('RoleDrawWon', { seat: winner });
  return null;
}

/** Either player may give up at any moment before the result; the rival wins. */
export function concede(command: CommandOf<'Concede'>, em: Emitter): RuleViolation | null {
  const seat = command.data.seat;
  em.emit('Conceded', { seat });
  em.emit('SkirmishEnded', { result: { outcome: 'win', winner: other(seat), reason: 'concede' } });
  return null;
}

export function chooseRole(command: CommandOf<'ChooseRole'>, em: Emitter): RuleViolation | null {
  const { seat, role } = command.data;
  if (em.state.phase !== 'role') return refuse('blades.wrong-phase', command);
  if (em.state.roleChooser !== seat) return refuse('blades.not-your-turn', command);
  em.emit('RoleChosen', { seat, role });
  em.emit('RoundStarted', { round: 1, attacker: role === 'attacker' ? seat : other(seat) });
  return null;
}

export function pairHeroes(command: CommandOf<'PairHeroes'>, em: Emitter): RuleViolation | null {
  const { seat, hero, rival } = command.data;
  const s = em.state;
  if (s.phase !== 'pairing') return refuse('blades.wrong-phase', command);
  if (pairer(s) !== seat) return refuse('blades.not-your-turn', command);
  if (!unpaired(s, seat).includes(hero) || !unpaired(s, other(seat)).includes(rival))
    return refuse('blades.bad-pairing', command);
  em.emit('HeroesPaired', { seat, heroes: seat === 0 ? [hero, rival] : [rival, hero] });
  return null;
}
