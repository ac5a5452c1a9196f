import { describe, expect, it } from 'vitest';
import { citedType, playModuleBotMatch, rulesGoverning } from '@cronica/rules-kernel';
import { readyDecks } from '../content/decks.js';
import type { BladesEvent } from '../engine/events.js';
import { bladesOfAsh } from '../engine/module.js';
import { playerOf, type BladesState } from '../engine/state.js';

/** The rule lines a log line's "why?" names for an event, as the match page reads them. */
const whyOf = (event: BladesEvent, before: BladesState): string[] =>
  rulesGoverning(bladesOfAsh.rulebook!, 'events', citedType(event, bladesOfAsh.ruleCase!(event, before)));

/** Every event of a greedy match with the state before it. */
function played(): { event: BladesEvent; before: BladesState }[] {
  const decks = readyDecks();
  const seed = new Uint8Array(32).map((_, i) => (i * 5 + 3) % 256);
  const match = playModuleBotMatch({
    module: bladesOfAsh,
    setup: { decks: [decks[0]!.deck, decks[2]!.deck] },
    seed,
    bots: ['greedy', 'greedy'],
  });
  let state = match.initial;
  return match.events.map((event) => {
    const before = state;
    state = bladesOfAsh.evolve(state, event);
    return { event, before };
  });
}

describe('the "why?" beside a log line names the rule that made it (RULEBOOK-MAP.json)', () => {
  const events = played();

  it('a pairing cites the attacker’s turn to pair, the defender’s, or the heroes left, and the lines on every pairing', () => {
    const pairings = events.filter(({ event }) => event.type === 'HeroesPaired');
    const cited = new Set<string>();
    for (const { event, before } of pairings) {
      if (event.type !== 'HeroesPaired') continue;
      const why = whyOf(event, before);
      const own = event.data.seat === null ? '000:68' : event.data.seat === before.attacker ? '000:66' : '000:67';
      expect(why).toEqual(['000:63', own, '000:70']);
      cited.add(own);
    }
    expect([...cited].sort()).toEqual(['000:66', '000:67', '000:68']);
  });

  it('cards put back for the opening redraw cite its lines, those over the hand limit the limit, and every discard the graveyard', () => {
    const discard = (reason: 'mulligan' | 'handLimit' | 'effect') =>
      ({ type: 'CardsDiscarded', data: { seat: 0, cards: ['x'], reason } }) as BladesEvent;
    const before = events[0]!.before;
    expect(whyOf(discard('mulligan'), before)).toEqual(['000:41', '000:43', '000:45']);
    expect(whyOf(discard('handLimit'), before)).toEqual(['000:45', '000:47']);
    expect(whyOf(discard('effect'), before)).toEqual(['000:45']);
  });

  it('cards drawn cite the opening hand or the redraw, and a draw in play neither', () => {
    const draws = events.filter(({ event }) => event.type === 'CardsDrawn');
    const opening = draws.filter(({ before }) => before.phase === 'mulligan' && before.round === 0);
    expect(opening.length).toBeGreaterThan(0);
    for (const { event, before } of draws) {
      if (event.type !== 'CardsDrawn') continue;
      const why = whyOf(event, before);
      if (before.phase !== 'mulligan') expect(why).toEqual([]);
      else if (playerOf(before, event.data.seat).mulliganed) expect(why).toEqual(['000:41', '000:43']);
      else expect(why).toEqual(['000:39']);
    }
    expect(
      draws.some(({ before }) => before.phase !== 'mulligan'),
      'a card drawn in play',
    ).toBe(true);
    // The redraw: both seats have chosen what to put back, and each draws as many.
    const { event, before } = opening[0]!;
    const [a, b] = before.players;
    const chosen: BladesState = {
      ...before,
      players: [
        { ...a, mulliganed: true },
        { ...b, mulliganed: true },
      ],
    };
    expect(whyOf(event, chosen)).toEqual(['000:41', '000:43']);
  });
});
