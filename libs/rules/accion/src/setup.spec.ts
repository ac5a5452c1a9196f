import { isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { cardValue, isCard, parseCard, STANDARD_DECK } from './cards.js';
import { accion } from './module.js';
import { encounterOptions, encounterOptionsSchema } from './options.js';
import { SAMPLE_ENCOUNTERS, sampleEncounter } from './samples.js';
import { accionDeckValidator, createSetup, READY_DECKS } from './setup.js';
import { attackWith, cmd, eventsOf, given } from './testing/table.js';

describe('003: standard playing-card decks', () => {
  it('every player and every enemy plays a standard 52-card deck', () => {
    expect(new Set(STANDARD_DECK).size).toBe(52);
    expect(STANDARD_DECK.every(isCard)).toBe(true);
    const t = given();
    for (const p of t.state.players) expect([...p.deck, ...p.hand].sort()).toEqual([...STANDARD_DECK].sort());
    for (const e of t.state.enemies) expect([...e.deck, ...e.hand].sort()).toEqual([...STANDARD_DECK].sort());
  });

  // @rule 003:43
  it('"Figuras valen: J = 11, Q = 12, K = 13, A = 14"; people may write Q♥ or qh', () => {
    expect(['2C', '10D', 'JS', 'QH', 'KC', 'AD'].map(cardValue)).toEqual([2, 10, 11, 12, 13, 14]);
    expect(parseCard('q♥')).toBe('QH');
    expect(parseCard('10♠')).toBe('10S');
    expect(parseCard('1S')).toBeNull();
  });
});

describe('003 dice: d6, keep-high of 2d8, keep-low of 2d12', () => {
  // @rule 003:18
  it('an interrupted enemy rolls 2d12 and keeps the lower on its next action only', () => {
    const t = given({ turn: 'bandido', at: { bandido: [1, 3] }, enemy: { bandido: { interrupted: true } } });
    const events = t.when(cmd('EnemyAttack', 0, { target: 1 }), [11, 4]);
    expect(eventsOf(events, 'EnemyAttacked')[0]!.data).toMatchObject({
      roll: { dice: [11, 4], kept: 4 },
      interrupted: true,
      hit: false,
    });
    expect(t.enemy('bandido').interrupted).toBe(false);
    const next = t.when(cmd('EnemyAttack', 0, { target: 1 }), [11]);
    expect(eventsOf(next, 'EnemyAttacked')[0]!.data).toMatchObject({ roll: { dice: [11], kept: 11 }, hit: true });
  });

  it('every die rolled rides on its event as a dice:* draw', () => {
    const t = given({ hands: { p1: ['2S'] } });
    const events = t.when(attackWith(1, 'bandido', ['2S']), [6]);
    const check = events.find((e) => e.type === 'CheckRolled')!;
    expect(check.metadata?.random).toEqual([
      { kind: 'int', label: 'dice:check', from: 0, count: 1, bound: 8, value: 5 },
    ]);
  });
});

describe('encounter options (the GM’s model, RULES-NOTES.md)', () => {
  it('parsing {} gives a playable 5×5 combat encounter with hand limit 8', () => {
    const o = encounterOptions({});
    expect(o).toMatchObject({
      mode: 'combat',
      tactical: true,
      victory: 'either',
      table: { handLimit: 8, threatTargets: [2, 3, 4, 5, 6] },
    });
    expect(o.scenes[0]).toMatchObject({ width: 5, height: 5 });
    expect(o.enemies.length).toBeGreaterThan(0);
  });

  it('refuses what an engine cannot play: out-of-bounds sizes, unknown scenes, repeated ids, unknown fields', () => {
    const bad = [
      { scenes: [{ id: 'x', name: { es: 'X', en: 'X' }, width: 13 }] },
      { table: { handLimit: 0 } },
      { enemies: [{ id: 'e', name: { es: 'E', en: 'E' }, hp: 5, scene: 'nowhere' }] },
      {
        enemies: [
          { id: 'e', name: { es: 'E', en: 'E' }, hp: 5 },
          { id: 'e', name: { es: 'E', en: 'E' }, hp: 5 },
        ],
      },
      { enemies: [{ id: 'p1', name: { es: 'E', en: 'E' }, hp: 5 }] },
      { enemies: [{ id: 'e', name: { es: 'E', en: 'E' }, hp: 5, position: [5, 0] }] },
      { victory: 'objectives' },
      { party: { openingHand: 9 } },
      { surprise: true },
      { enemies: [] },
    ];
    for (const input of bad) expect(encounterOptionsSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });

  it('every sample encounter parses, in Spanish and English', () => {
    for (const s of SAMPLE_ENCOUNTERS) {
      const o = sampleEncounter(s.id);
      expect(o.name.es.length).toBeGreaterThan(0);
      expect(o.name.en.length).toBeGreaterThan(0);
      expect(o.scenes.every((x) => x.name.es && x.name.en)).toBe(true);
    }
  });

  it('an encounter is told apart by its name: the standard one (`{}`) is named like no sample, and no two samples share a name', () => {
    // Given the standard encounter and every sample; then each name, in either language, is one encounter's.
    const standard = encounterOptions({});
    const samples = SAMPLE_ENCOUNTERS.map((s) => sampleEncounter(s.id));
    for (const lang of ['es', 'en'] as const) {
      const names = [standard, ...samples].map((o) => o.name[lang]);
      expect(new Set(names).size, names.join(' · ')).toBe(names.length);
    }
    expect(standard.name).toEqual({ es: 'Encuentro estándar', en: 'Standard encounter' });
  });
});

describe('bots and the bench (RULES-NOTES.md)', () => {
  it('a bot benchmark tallies the Ambush on the road, two bandits and an archer, not the one-sided default', () => {
    // Given the setup's bench options; when a benchmark asks for them; then it gets the ambush sample.
    const bench = accion.setup.benchOptions?.();
    expect(bench).toEqual(sampleEncounter('emboscada'));
    expect(bench?.enemies.map((e) => e.id)).toEqual(['bandido', 'bandida', 'arquera']);
    expect(encounterOptions().enemies).toHaveLength(2);
  });
});

describe('setup: the GM at seat 0 and 1–4 players', () => {
  it('accepts 2 to 5 seats and refuses 1 or 6', () => {
    const o = encounterOptions({});
    expect(accion.setup.seats).toEqual({ min: 2, max: 5 });
    expect(isRuleViolation(createSetup([null], o))).toBe(true);
    expect(isRuleViolation(createSetup([null, null, null, null, null, null], o))).toBe(true);
    expect(isRuleViolation(createSetup([null, null, null, null, null], o))).toBe(false);
  });

  it('reads each player’s identity card from its list; the GM plays without one', () => {
    const o = encounterOptions({});
    const deck = READY_DECKS[1]!.deck;
    const setup = createSetup([null, deck], o);
    expect(isRuleViolation(setup) ? null : setup.players[0]).toEqual({ seat: 1, identity: 'KD' });
    expect(isRuleViolation(setup) ? null : accion.setup.deckLists(setup)).toEqual([null, deck]);
    expect(isRuleViolation(createSetup([deck, deck], o))).toBe(true);
    const bad = createSetup([null, { game: 'accion', sections: { identity: [{ card: 'ZZ', count: 1 }] } }], o);
    expect(isRuleViolation(bad) && bad.code).toBe('accion.setup.deck');
  });

  it('the deck validator checks one identity card of a standard deck', () => {
    expect(accionDeckValidator.validate(READY_DECKS[0]!.deck, {}).valid).toBe(true);
    expect(
      accionDeckValidator.validate({ game: 'accion', sections: { identity: [{ card: 'QH', count: 2 }] } }, {}).valid,
    ).toBe(false);
    expect(accionDeckValidator.validate({ game: 'ecg', sections: {} }, {}).valid).toBe(false);
  });

  it('refuses an initiator seat that has no player, and figures that do not fit', () => {
    expect(isRuleViolation(createSetup([null, null], encounterOptions({ initiator: 3 })))).toBe(true);
    const crowded = encounterOptions({ scenes: [{ id: 'x', name: { es: 'X', en: 'X' }, width: 1, height: 2 }] });
    expect(isRuleViolation(createSetup([null, null, null], crowded))).toBe(true);
    const stacked = encounterOptions({
      enemies: [
        { id: 'a', name: { es: 'A', en: 'A' }, hp: 5, position: [2, 2] },
        { id: 'b', name: { es: 'B', en: 'B' }, hp: 5, position: [2, 2] },
      ],
    });
    const refusal = createSetup([null, null], stacked);
    expect(isRuleViolation(refusal) && refusal.code).toBe('accion.setup.placement');
  });
});
