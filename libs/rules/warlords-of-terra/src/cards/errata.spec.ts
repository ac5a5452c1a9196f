import { describe, expect, it } from 'vitest';
import { parseWotCatalog, sampleWotCatalog } from '../catalog.js';
import { cast, duel, pass, passAll, stage, troopIn, z } from '../testing/stage.js';
import { legalData } from '../testing/table.js';
import { statsOf } from '../engine/stats.js';
import { ERRATA } from './errata.js';

const card = (id: string) => sampleWotCatalog.cards.find((c) => c.id === id)!;
const demolishTargets = (t: ReturnType<typeof stage>) =>
  legalData(t, 'CastSpell', (d) => d.card === 'demoler').map((d) => d.target);

// 002_a36596f8eaed8fcc.txt, B "FAQs Y ERRATAS A TENER EN CUENTA Y APLICAR", applied by card id.
describe('errata (B)', () => {
  // @rule 002:214
  it('applies to any catalog by id, the imported ones included, and records which', () => {
    const imported = parseWotCatalog([
      {
        id: 'bendicion-de-terra',
        name: 'Bendición de Terra',
        realm: null,
        deck: 'battle',
        type: 'spell',
        cost: { mana: 2 },
        effects: [{ op: 'heal', amount: 1, to: 'controller' }],
      },
    ]);
    expect(imported.ok && imported.catalog.cards[0]).toMatchObject({
      type: 'sudden',
      playType: 'sudden',
      errata: ['B.5'],
    });
    expect(ERRATA.map((e) => e.section)).toEqual(['B.1', 'B.2', 'B.3', 'B.4', 'B.5']);
  });

  // @rule 002:216
  it("B.1 Demoler, the rulebook's example: with an Armería (1 mana / 1 gold) it only destroys a place with a gold icon if the opponent has 2 or more", () => {
    const one = stage({
      players: { 0: { hand: ['demoler'], places: ['neu-c-armeria'] }, 1: { places: ['ovl-c-01', 'ovl-c-02'] } },
    });
    const [forge, camp] = one.state.players[1].places.map((p) => p.uid);
    expect(demolishTargets(one)).toEqual([{ kind: 'place', uid: camp }]);
    expect(one.refusalCode(cast(0, 'demoler', { kind: 'place', uid: forge! }))).toBe('wot.bad-target');
    const two = stage({
      players: { 0: { hand: ['demoler'], places: ['neu-c-armeria'] }, 1: { places: ['ovl-c-01', 'ovl-c-03'] } },
    });
    const [small, mine] = two.state.players[1].places.map((p) => p.uid);
    expect(demolishTargets(two)).toEqual([
      { kind: 'place', uid: small },
      { kind: 'place', uid: mine },
    ]);
    two.run(cast(0, 'demoler', { kind: 'place', uid: mine! }));
    passAll(two);
    expect(two.state.players[1].places.map((p) => p.uid)).toEqual([small]);
  });

  // @rule 002:214
  it('B.1 Demoler, the loose reading (RULES-NOTES.md, "Errata"): a place without gold icons is always a target; one with gold icons only when the caster has fewer', () => {
    const t = stage({
      players: {
        0: { hand: ['demoler'], places: ['neu-c-armeria', 'ovl-c-03'] },
        1: { places: ['slv-c-01', 'slv-c-03'] },
      },
    });
    const [manaOnly] = t.state.players[1].places.map((p) => p.uid);
    expect(demolishTargets(t)).toEqual([{ kind: 'place', uid: manaOnly }]);
  });

  // @rule 002:214
  it('B.1 Demoler, the strict reading (demolerOnlyGoldPlaces, a format option): only places with a gold icon, and only when the caster has fewer', () => {
    // Given the loose reading's table, when the tournament reads the erratum strictly, then the mana-only place is no target either
    const strict = { demolerOnlyGoldPlaces: true };
    const t = stage({
      options: strict,
      players: {
        0: { hand: ['demoler'], places: ['neu-c-armeria', 'ovl-c-03'] },
        1: { places: ['slv-c-01', 'slv-c-03'] },
      },
    });
    expect(demolishTargets(t)).toEqual([]);
    // Given the rulebook's example with a rival holding 2 gold icons and a mana-only place, then its gold places are targets and the other is not
    const two = stage({
      options: strict,
      players: {
        0: { hand: ['demoler'], places: ['neu-c-armeria'] },
        1: { places: ['ovl-c-01', 'ovl-c-03', 'ovl-c-02'] },
      },
    });
    const [forge, mine, camp] = two.state.players[1].places.map((p) => p.uid);
    expect(demolishTargets(two)).toEqual([
      { kind: 'place', uid: forge },
      { kind: 'place', uid: mine },
    ]);
    expect(two.refusalCode(cast(0, 'demoler', { kind: 'place', uid: camp! }))).toBe('wot.bad-target');
  });

  // @rule 002:220
  it('B.2 Príncipe Demonio promo plays as 4/4/4 with Volar and Escudo Ígneo 2, not as printed (5/5/5)', () => {
    expect(card('principe-demonio-promo').stats).toEqual({ atk: 4, life: 4, speed: 4, escudoIgneo: 2 });
    const t = stage({ troops: [{ seat: 0, card: 'principe-demonio-promo', at: 'C2' }] });
    expect(statsOf(t.state, troopIn(t, 'C2')!)).toMatchObject({
      atk: 4,
      life: 4,
      speed: 4,
      escudoIgneo: 2,
      keywords: ['volar'],
    });
  });

  // @rule 002:224
  it("B.3 the Dragon token of Lutien's last power has Volar", () => {
    const t = stage({ phase: 'summoning', players: { 0: { hero: 'lutien-la-convocadora', power: 7 } } });
    t.run({ type: 'UseHeroPower', data: { seat: 0, power: 'lutien-dragon' } });
    const dragon = troopIn(t, 'A1')!;
    expect(dragon.token?.id).toBe('dragon-verde');
    expect(statsOf(t.state, dragon).keywords).toContain('volar');
  });

  // @rule 002:228
  it('B.4 Draco promo costs 4 mana, not the printed 2; its art is by Manuel Piedra', () => {
    expect(card('draco-promo')).toMatchObject({ cost: { mana: 4, gold: 0 }, artist: 'Manuel Piedra', errata: ['B.4'] });
    const poor = stage({ phase: 'summoning', players: { 0: { hand: ['draco-promo'], mana: 3 } } });
    expect(poor.refusalCode({ type: 'SummonTroop', data: { seat: 0, card: 'draco-promo', zone: z('C1') } })).toBe(
      'wot.cannot-pay',
    );
    const rich = stage({ phase: 'summoning', players: { 0: { hand: ['draco-promo'], mana: 4 } } });
    rich.run({ type: 'SummonTroop', data: { seat: 0, card: 'draco-promo', zone: z('C1') } });
    expect(rich.state.players[0].mana).toBe(0);
  });

  // @rule 002:232
  it('B.5 Bendición de Terra is a sudden spell: it answers in a combat window', () => {
    const t = duel(
      { card: 'thr-b-02', at: 'C3' },
      { card: 'thr-b-01', at: 'C4' },
      { players: { 1: { hand: ['bendicion-de-terra'] } } },
    );
    t.run({
      type: 'Attack',
      data: { seat: 0, troop: troopIn(t, 'C3')!.uid, strike: { kind: 'troop', zone: z('C4') } },
    });
    t.run(pass(0));
    expect(t.refusalCode(cast(1, 'bendicion-de-terra'))).toBe('accepted');
    passAll(t);
    expect(troopIn(t, 'C4')).toMatchObject({ damage: 3 });
  });
});
