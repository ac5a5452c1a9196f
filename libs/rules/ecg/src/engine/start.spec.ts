import { isRuleViolation, type DeckList } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { ecgReadyDeck } from '../content/decks.js';
import { createEcgSetup } from '../module/setup.js';
import { Table } from '../testing/table.js';
import { freshTable } from '../testing/stage.js';
import type { EventOf } from './events.js';
import { STANDARD_FORMAT } from './format.js';
import { playerOf } from './state.js';

const deck = (id: string): DeckList => ecgReadyDeck(id)!.deck;

// 004_e0e2bf9ed9dd62bf.txt, "Construyendo tu Mazo".
describe('deck', () => {
  // @rule 004:5 @rule 004:7 @rule 004:81
  it('plays only legal decks: 1 hero, 1 resource, 40 cards of the realm, copies within the stat', () => {
    const sol = deck('sol-luz-del-alba');
    const short: DeckList = { ...sol, sections: { ...sol.sections, main: sol.sections.main!.slice(1) } };
    const refused = createEcgSetup([short, deck('leon-legion-de-hierro')], STANDARD_FORMAT);
    expect(isRuleViolation(refused) && refused.code).toBe('ecg.setup.invalid-deck');
    const offRealm: DeckList = {
      ...sol,
      sections: { ...sol.sections, main: [...sol.sections.main!.slice(0, -1), { card: 'lobo-t1', count: 2 }] },
    };
    expect(isRuleViolation(createEcgSetup([offRealm, sol], STANDARD_FORMAT))).toBe(true);
    expect(isRuleViolation(createEcgSetup([sol, null], STANDARD_FORMAT))).toBe(true);
  });

  // @rule 004:11
  it('keeps the hero and the resource out of the shuffled deck: 40 cards to draw, the resource in the court', () => {
    const t = freshTable();
    for (const seat of [0, 1] as const) {
      const p = playerOf(t.state, seat);
      expect(p.deck).toHaveLength(40);
      expect(p.deck.map((c) => t.state.catalog[c]!.type)).not.toContain('hero');
      expect(p.deck.map((c) => t.state.catalog[c]!.type)).not.toContain('resource');
      expect(p.court.map((c) => t.state.catalog[c.card]!.type)).toEqual(['resource']);
    }
  });
});

// 004_e0e2bf9ed9dd62bf.txt, "Antes de jugar".
describe('start', () => {
  // @rule 004:33 @rule 004:109 @rule 004:113
  it("each player shuffles and draws the hero's starting hand", () => {
    const t = freshTable();
    const events = t.run({ type: 'DrawOpeningHand', data: { seat: 1 } });
    expect(events.map((e) => e.type)).toEqual(['DeckShuffled', 'CardsDrawn']);
    expect(events[0]!.metadata?.random?.[0]).toMatchObject({ kind: 'shuffle', label: 'deck:seat1', size: 40 });
    // Kaelen Colmillo Gris: starting hand 6.
    expect(playerOf(t.state, 1).hand).toHaveLength(6);
    expect(t.refusalCode({ type: 'DrawOpeningHand', data: { seat: 1 } })).toBe('ecg.already-done');
  });

  // @rule 004:105 @rule 004:115
  it('lets the higher renown take turn 1 or give it away', () => {
    // Aurelia (renown 2) against Kaelen (renown 0).
    const t = freshTable();
    t.run({ type: 'DrawOpeningHand', data: { seat: 0 } });
    const events = t.run({ type: 'DrawOpeningHand', data: { seat: 1 } });
    expect(events.at(-1)).toMatchObject({ type: 'ChooserSet', data: { seat: 0, by: 'renown' } });
    expect(t.refusalCode({ type: 'ChooseTurnOrder', data: { seat: 1, go: 'first' } })).toBe('ecg.not-your-turn');
    const chosen = t.run({ type: 'ChooseTurnOrder', data: { seat: 0, go: 'second' } });
    expect(chosen.find((e) => e.type === 'TurnStarted')).toMatchObject({ data: { turn: 1, seat: 1 } });
    expect(t.state.phase).toBe('reinforce');
  });

  // @rule 004:115
  it('draws who chooses when renown ties, recording the draw', () => {
    const sol = deck('sol-luz-del-alba');
    const setup = createEcgSetup([sol, sol], STANDARD_FORMAT);
    if (isRuleViolation(setup)) throw new Error(setup.code);
    const seats = new Set<number>();
    for (let seed = 1; seed <= 12; seed += 1) {
      const t = new Table(setup, seed);
      t.run({ type: 'DrawOpeningHand', data: { seat: 0 } });
      const chooser = t.run({ type: 'DrawOpeningHand', data: { seat: 1 } }).at(-1) as EventOf<'ChooserSet'>;
      expect(chooser.data.by).toBe('draw');
      expect(chooser.metadata?.random?.[0]).toMatchObject({ kind: 'int', label: 'dice', bound: 2 });
      seats.add(chooser.data.seat);
    }
    expect([...seats].sort()).toEqual([0, 1]);
  });
});
