import { editDeck, isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { parseWotCatalog, sampleWotCatalog } from '../catalog.js';
import { readyWotDeck } from '../content/decks.js';
import { cast, pass, passAll, stage, summonedFromHand, troopIn, troopRef } from '../testing/stage.js';
import { legalData } from '../testing/table.js';
import { warlordsOfTerra } from './module.js';
import { WotOptionsSchema } from './options.js';
import { subtypesOf } from './stats.js';

const card = (id: string) => sampleWotCatalog.cards.find((c) => c.id === id)!;
const castable = (t: ReturnType<typeof stage>, id: string) =>
  legalData(t, 'CastSpell', (d) => d.card === id).map((d) => d.target);

// 002_a36596f8eaed8fcc.txt, A.2 "TIPOS DE CARTA y CARTAS ÚNICAS".
describe('card types (A.2)', () => {
  // @rule 002:27
  it('2.1: a unique card at most once, and in competitive play legendaries count towards the cap', () => {
    const horde = readyWotDeck('horda-de-grask')!.deck;
    const twoKorrags = editDeck(horde, {
      battle: (entries) =>
        entries.map((e) => (e.card === 'ovl-b-u1' || e.card === 'ovl-b-01' ? { ...e, count: 2 } : e)),
    });
    const refused = warlordsOfTerra.setup.create([twoKorrags, horde], WotOptionsSchema.parse({}));
    expect(isRuleViolation(refused) && refused.message.en).toContain('unique');
    const vesha = readyWotDeck('furia-de-vesha')!.deck;
    expect(
      isRuleViolation(warlordsOfTerra.setup.create([vesha, horde], WotOptionsSchema.parse({ legendaryLimit: 2 }))),
    ).toBe(true);
    expect(
      isRuleViolation(warlordsOfTerra.setup.create([vesha, horde], WotOptionsSchema.parse({ legendaryLimit: 3 }))),
    ).toBe(false);
    // C.5: in friendly play a legendary is only unique.
    expect(
      isRuleViolation(warlordsOfTerra.setup.create([vesha, horde], WotOptionsSchema.parse({ legendaryLimit: null }))),
    ).toBe(false);
  });

  // @rule 002:29 @rule 002:31
  it('2.2: a card without a type line that plays as a troop is a troop, and without a subtype it has none', () => {
    expect(card('ovl-b-03').type).toBeUndefined();
    expect(card('ovl-b-03').playType).toBe('troop');
    const parsed = parseWotCatalog([
      { id: 'x', name: 'X', realm: null, deck: 'battle', cost: { mana: 1 }, stats: { atk: 1, life: 1, speed: 1 } },
    ]);
    expect(parsed.ok && parsed.catalog.cards[0]!.playType).toBe('troop');
    const t = summonedFromHand('ovl-b-03', 'A1');
    expect(subtypesOf(t.state, troopIn(t, 'A1')!)).toEqual([]);
  });

  // @rule 002:33
  it('2.3: a sudden spell counts as a spell: Inmunidad contra Hechizos keeps it off, as any spell', () => {
    const t = stage({
      troops: [
        { seat: 1, card: 'slv-b-08', at: 'C3' },
        { seat: 1, card: 'hel-b-01', at: 'D3' },
      ],
      players: { 0: { hand: ['slv-b-14', 'slv-b-04', 'slv-b-07'] } },
    });
    const demon = troopIn(t, 'D3')!.uid;
    // Only the demon: the sentinel in C3 cannot be chosen by a spell or a sudden spell.
    expect(castable(t, 'slv-b-14')).toEqual([troopRef(demon)]);
    expect(castable(t, 'slv-b-04')).toEqual([troopRef(demon)]);
    t.run(cast(0, 'slv-b-07'));
    passAll(t);
    expect(troopIn(t, 'C3')?.damage).toBe(0);
    expect(troopIn(t, 'D3')?.damage).toBe(1);
  });

  // @rule 002:35
  it('2.4: a shout is not a spell for any interaction: it reaches a troop with spell immunity', () => {
    const t = stage({
      troops: [{ seat: 1, card: 'slv-b-08', at: 'C3' }],
      players: { 0: { hand: ['hel-b-15', 'ovl-b-11'] } },
    });
    const sentinel = troopIn(t, 'C3')!.uid;
    expect(castable(t, 'hel-b-15')).toEqual([troopRef(sentinel)]);
    t.run(cast(0, 'ovl-b-11', troopRef(sentinel)));
    passAll(t);
    expect(troopIn(t, 'C3')?.flipped).toBe(true);
  });

  // @rule 002:33 @rule 002:35
  it('2.3 / 2.4: a card that counters a spell counters a sudden spell, but never a shout', () => {
    const spell = stage({
      troops: [{ seat: 0, card: 'hel-b-01', at: 'C3' }],
      players: { 0: { hand: ['hel-b-09'] }, 1: { hand: ['neu-b-05'] } },
    });
    spell.run(cast(0, 'hel-b-09', troopRef(troopIn(spell, 'C3')!.uid)));
    const item = spell.state.stack!.items[0]!.id;
    expect(
      spell
        .legal(1)
        .filter((c) => c.type === 'CastSpell')
        .map((c) => c.type === 'CastSpell' && c.data.target),
    ).toEqual([{ kind: 'item', id: item }]);
    spell.run(cast(1, 'neu-b-05', { kind: 'item', id: item }));
    passAll(spell);
    expect(troopIn(spell, 'C3')?.damage).toBe(0);
    expect(spell.events.some((e) => e.type === 'ItemResolved' && e.data.countered)).toBe(true);

    const shout = stage({
      troops: [{ seat: 0, card: 'hel-b-01', at: 'C3' }],
      players: { 0: { hand: ['hel-b-15'] }, 1: { hand: ['neu-b-05'] } },
    });
    shout.run(cast(0, 'hel-b-15', troopRef(troopIn(shout, 'C3')!.uid)));
    expect(shout.legal(1).filter((c) => c.type === 'CastSpell')).toEqual([]);
    expect(shout.refusalCode(cast(1, 'neu-b-05', { kind: 'item', id: shout.state.stack!.items[0]!.id }))).toBe(
      'wot.bad-target',
    );
    shout.run(pass(1));
    shout.run(pass(0));
    expect(troopIn(shout, 'C3')?.damage).toBe(1);
  });
});
