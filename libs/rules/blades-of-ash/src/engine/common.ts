import type { Seat } from '@cronica/rules-kernel';
import type { BladesRulesResult } from './end-reasons.js';
import type { Emitter } from './emitter.js';
import { pairedRival, standingHeroes } from './heroes.js';
import { playerOf } from './state.js';
import { fire } from './triggers.js';

/** Steps several phases share: drawing, knocking heroes out, ending the skirmish. */

/** Draws up to `n` cards; from an empty deck nothing happens (RULES-NOTES.md, "Empty action deck"). */
export function drawCards(em: Emitter, seat: Seat, n: number): void {
  const deck = playerOf(em.state, seat).deck;
  const count = Math.min(n, deck.length);
  if (count <= 0) return;
  const cards = deck
    .slice(deck.length - count)
    .reverse()
    .map((c) => em.state.catalog[c]!.id);
  em.emit('CardsDrawn', { seat, count, cards });
}

/**
 * Life at 0: the hero is out for the rest of the skirmish (RULES-NOTES.md, "Knocked-out heroes").
 * Whether the skirmish is over is decided only once the item (or the counter cleanup) that did it
 * has resolved in full: `checkSkirmishEnd` runs then.
 */
export function checkKnockOut(em: Emitter, hero: number): void {
  const h = em.state.heroes[hero]!;
  if (h.out || h.life > 0) return;
  em.emit('HeroKnockedOut', { hero });
  fire(em, 'rivalKnockedOut', pairedRival(em.state, hero), hero);
}

/**
 * A player wins when no hero of the rival remains standing (RULES-NOTES.md, "How a skirmish
 * ends"). Called after a whole item has resolved ("cuando una acción o efecto comience a
 * resolverse se resolverá todo su texto"), so both sides' last heroes falling in one item is a
 * draw; and decided only once the stack and the waiting triggers are empty, since "las acciones
 * que hayan sido puestas en la pila se resuelven incluso si su lanzador ha quedado fuera de combate".
 */
export function checkSkirmishEnd(em: Emitter): void {
  if (em.over) return;
  const clash = em.state.clash;
  if (clash !== null && (clash.stack.length > 0 || clash.pending.length > 0)) return;
  const left: [number, number] = [standingHeroes(em.state, 0).length, standingHeroes(em.state, 1).length];
  if (left[0] > 0 && left[1] > 0) return;
  const result: BladesRulesResult =
    left[0] === 0 && left[1] === 0
      ? { outcome: 'draw', reason: 'mutual-knockout' }
      : { outcome: 'win', winner: left[0] > 0 ? 0 : 1, reason: 'rival-heroes-knocked-out' };
  em.emit('SkirmishEnded', { result });
}

/** After the last battle round of the format: heroes standing, then total life (format option). */
export function roundCapResult(em: Emitter): BladesRulesResult {
  const state = em.state;
  if (state.format.roundCapTiebreak === 'heroes-then-life') {
    const standing = [0, 1].map((s) => standingHeroes(state, s));
    if (standing[0]!.length !== standing[1]!.length) {
      return { outcome: 'win', winner: standing[0]!.length > standing[1]!.length ? 0 : 1, reason: 'round-cap-heroes' };
    }
    const life = standing.map((hs) => hs.reduce((sum, h) => sum + state.heroes[h]!.life, 0));
    if (life[0] !== life[1]) return { outcome: 'win', winner: life[0]! > life[1]! ? 0 : 1, reason: 'round-cap-life' };
  }
  return { outcome: 'draw', reason: 'round-cap' };
}
