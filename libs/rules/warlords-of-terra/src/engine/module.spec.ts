import {
  createRandomSource,
  isRuleViolation,
  keysFromMatchSeed,
  SYSTEM_SEAT,
  type AnyGameModule,
} from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { readyWotDecks } from '../content/decks.js';
import { validateWotDeck } from '../validator.js';
import { newTable, startedTable } from '../testing/table.js';
import { warlordsOfTerra as wot } from './module.js';
import { DEFAULT_OPTIONS } from './options.js';

/** The rule switches' defaults (options.ts): the strict and literal readings are off, defenders flip, keywords strike back. */
const RULE_SWITCHES = {
  defendersFlip: true,
  strikeBackKeywords: true,
  rangedTargetStrikesBack: false,
  arrasarBehindStrikesBack: false,
  demolerOnlyGoldPlaces: false,
};

// The kernel's GameModule contract (libs/rules/kernel/src/game-module.ts) as Warlords of Terra fills it.
describe('Warlords of Terra as a GameModule', () => {
  it("fits the registry's module type and names itself in both languages", () => {
    const asAny: AnyGameModule = wot as unknown as AnyGameModule;
    expect(asAny.id).toBe('warlords-of-terra');
    expect(wot.name).toEqual({ es: 'Warlords of Terra', en: 'Warlords of Terra' });
    expect(wot.systemCommands).toEqual(['CallTime', 'JudgeRuling']);
    expect(wot.bots.map((b) => [b.name, b.label.es, b.label.en])).toEqual([
      ['random', 'Aleatorio', 'Random'],
      ['greedy', 'Codicioso', 'Greedy'],
      ['strong', 'Fuerte', 'Strong'],
    ]);
  });

  it('parses {} into the tournament format, and refuses options an engine cannot play', () => {
    const format = { bestOf: 1, legendaryLimit: 3, extraTurns: 3, ...RULE_SWITCHES };
    expect(wot.setup.optionsSchema.parse({})).toEqual(format);
    expect(DEFAULT_OPTIONS).toEqual(format);
    for (const bad of [
      { bestOf: 2 },
      { bestOf: 7 },
      { legendaryLimit: 4 },
      { legendaryLimit: -1 },
      { extraTurns: 0 },
      { handLimit: 9 },
    ]) {
      expect(wot.setup.optionsSchema.safeParse(bad).success).toBe(false);
    }
    expect(wot.setup.optionsSchema.parse({ bestOf: 3, legendaryLimit: null })).toEqual({
      bestOf: 3,
      legendaryLimit: null,
      extraTurns: 3,
      ...RULE_SWITCHES,
    });
  });

  it('creates a match from two registered lists, and keeps them for the verifier', () => {
    const [a, b] = [readyWotDecks()[0]!.deck, readyWotDecks()[2]!.deck];
    const setup = wot.setup.create([a, b], DEFAULT_OPTIONS);
    expect(isRuleViolation(setup)).toBe(false);
    if (isRuleViolation(setup)) return;
    expect(wot.setup.deckLists(setup)).toEqual([a, b]);
    expect(wot.setup.seats).toEqual({ min: 2, max: 2 });
    const refusal = (decks: Parameters<typeof wot.setup.create>[0]) => {
      const r = wot.setup.create(decks, DEFAULT_OPTIONS);
      return isRuleViolation(r) ? r.code : 'created';
    };
    expect(refusal([a])).toBe('wot.setup.seats');
    expect(refusal([a, null])).toBe('wot.setup.seats');
    expect(refusal([a, { ...b, sections: { ...b.sections, hero: [] } }])).toBe('wot.setup.deck');
    expect(refusal([a, { ...b, game: 'ecg' }])).toBe('wot.setup.deck');
  });

  it('ready decks are registered lists (40 + 15 + 1 and a 10-card pre-sideboard) the validator accepts, one or more per realm', () => {
    const decks = wot.setup.readyDecks();
    expect(decks.length).toBeGreaterThanOrEqual(4);
    for (const ready of decks) {
      expect(validateWotDeck(ready.deck, {})).toEqual({ valid: true, errors: [] });
      expect(ready.name.es && ready.name.en && ready.description?.es && ready.description.en).toBeTruthy();
    }
    const heroes = decks.map((d) => d.deck.sections.hero![0]!.card);
    expect(new Set(heroes).size).toBe(decks.length);
  });

  it('every seat may concede at any moment before the result; seatOf reads the command', () => {
    const t = newTable();
    expect(wot.seatOf({ type: 'Concede', data: { seat: 1 } })).toBe(1);
    expect(wot.seatOf({ type: 'CallTime', data: { seat: SYSTEM_SEAT } })).toBe(SYSTEM_SEAT);
    t.run({ type: 'Concede', data: { seat: 1 } });
    expect(t.state.result).toEqual({ outcome: 'win', winner: 0, reason: 'concede' });
    expect(t.refusalCode({ type: 'Concede', data: { seat: 0 } })).toBe('wot.match-over');
    const mid = startedTable();
    mid.run({ type: 'Concede', data: { seat: mid.state.active } });
    expect(mid.state.result?.outcome).toBe('win');
  });

  it('refuses malformed commands with a code, never an exception', () => {
    const t = newTable();
    const random = createRandomSource({ keyFor: keysFromMatchSeed(new Uint8Array(32)) });
    for (const bad of [
      null,
      1,
      {},
      { type: 'Pass' },
      { type: 'Pass', data: { seat: 7 } },
      { type: 'MoveTroop', data: { seat: 0, troop: 'x', to: 3 } },
      { type: 'Pass', data: { seat: 0, extra: 1 } },
    ]) {
      const out = wot.decide(bad as never, t.state, { random });
      expect(isRuleViolation(out) && out.code).toBe('wot.bad-command');
    }
  });
});
