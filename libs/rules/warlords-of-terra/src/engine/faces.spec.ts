import { describe, expect, it } from 'vitest';
import { cast, stage, troopIn, troopRef, withCards } from '../testing/stage.js';
import { newTable, startedTable } from '../testing/table.js';
import { warlordsOfTerra as wot } from './module.js';

// What a player reads on a card where she decides (the table kit's CardFace), and why she can't play it.
describe('card faces in the view', () => {
  it('shows a troop in hand with its cost, type, ATQ/VIDA/VEL and text (002 A.3, A.5)', () => {
    const t = stage({ phase: 'summoning', players: { 0: { hand: ['ovl-b-10'], mana: 4 } } });
    const face = wot.view(t.state, { kind: 'seat', seat: 0 }).faces['ovl-b-10']!;
    expect(face.cost).toEqual({ es: '4 de maná', en: '4 mana' });
    expect(face.kind?.es).toBe('Tropa · nivel 3');
    expect(face.stats.map((s) => [s.short.es, s.value])).toEqual([
      ['ATQ', 3],
      ['VIDA', 3],
      ['VEL', 3],
    ]);
    // The printed text names its keyword already: it is not written twice.
    expect(face.text?.en).toBe('Quick Strike.');
    expect(face.unavailable).toBeNull();
  });

  it('writes an ability its printed text already spells out only once (Chamán de Ceniza, Tótem de Sangre)', () => {
    const t = stage({ phase: 'summoning', players: { 0: { hand: ['ovl-b-07', 'ovl-c-04'] } } });
    const faces = wot.view(t.state, { kind: 'seat', seat: 0 }).faces;
    expect(faces['ovl-b-07']!.text?.es).toBe('Voltear: cura 2 daños a una tropa propia.');
    expect(faces['ovl-c-04']!.text?.es).toBe(
      'Produce 1 de maná. Súbita, 1 oro: una tropa propia en combate gana +1 ATQ hasta el final del turno.',
    );
  });

  it('says how much gold is missing for a card it can not pay: "Necesitas 1 de oro, tienes 0" (A.3)', () => {
    const t = stage({ phase: 'summoning', players: { 0: { hand: ['ovl-c-01', 'ovl-b-17'], gold: 0, mana: 0 } } });
    const faces = wot.view(t.state, { kind: 'seat', seat: 0 }).faces;
    expect(faces['ovl-c-01']!.unavailable).toEqual({
      es: 'Necesitas 1 de oro, tienes 0',
      en: 'Needs 1 gold, you have 0',
    });
    expect(faces['ovl-b-17']!.unavailable?.es).toBe('Necesitas 2 de oro, tienes 0');
    expect(faces['ovl-b-17']!.stats.map((s) => [s.short.en, s.value])).toEqual([
      ['+LIFE', 2],
      ['DUR', 2],
    ]);
  });

  it('says a troop waits for the summoning phase and a sudden spell for a combat, in the tactical phase', () => {
    const t = stage({ phase: 'tactical', players: { 0: { hand: ['ovl-b-01', 'ovl-b-14'], mana: 9, gold: 9 } } });
    const faces = wot.view(t.state, { kind: 'seat', seat: 0 }).faces;
    expect(faces['ovl-b-01']!.unavailable?.en).toContain('summoning phase');
    expect(faces['ovl-b-14']!.unavailable?.en).toBe('This card has no valid target now.');
  });

  it("gives no reason to a player who is not choosing, and never names the rival's hand", () => {
    const t = stage({
      phase: 'summoning',
      active: 1,
      players: { 0: { hand: ['ovl-c-01'], gold: 0 }, 1: { hand: ['thr-b-01'] } },
    });
    const v = wot.view(t.state, { kind: 'seat', seat: 0 });
    expect(v.faces['ovl-c-01']!.unavailable).toBeNull();
    expect(v.faces['thr-b-01']).toBeUndefined();
  });

  it("lists the hero's powers with their cost in power points, and why one can't be used (A.3)", () => {
    const t = stage({
      phase: 'summoning',
      players: { 0: { hero: 'ovl-hero-grask', power: 2 } },
      troops: [{ seat: 0, card: 'ovl-b-01', at: 'C1' }],
    });
    const own = wot.view(t.state, { kind: 'seat', seat: 0 }).players[0].powers;
    expect(own.map((p) => [p.face.name.en, p.face.cost?.en])).toEqual([
      ['Temper', '1 power point'],
      ['Quick Forge', '3 power points'],
      ["Lord's Hammer", '5 power points'],
    ]);
    expect(own[0]!.face.unavailable).toBeNull();
    expect(own[1]!.face.unavailable).toEqual({
      es: 'Necesitas 3 puntos de poder, tienes 2',
      en: 'Needs 3 power points, you have 2',
    });
    const rivalSees = wot.view(t.state, { kind: 'seat', seat: 1 }).players[0].powers;
    expect(rivalSees.map((p) => p.face.unavailable)).toEqual([null, null, null]);
  });

  it('says the decks are not dealt yet during the pre-sideboard (C.3), and are once the game starts', () => {
    const t = newTable({ legendaryLimit: 1 });
    expect(wot.view(t.state, { kind: 'spectator' }).dealt).toBe(false);
    expect(wot.view(startedTable().state, { kind: 'spectator' }).dealt).toBe(true);
  });

  // @rule 002:304
  it('says why a legendary of the pre-sideboard only comes in for another once the cap is reached (C.5)', () => {
    const t = newTable({ legendaryLimit: 1 });
    expect(wot.view(t.state, { kind: 'seat', seat: 0 }).faces['ovl-b-l1']!.unavailable).toBeNull();
    t.run({ type: 'SwapSideboardCard', data: { seat: 0, out: 'ovl-b-04', in: 'ovl-b-l1' } });
    const withDragon = withCards(t.state, ['ovl-b-l2']);
    const p0 = withDragon.players[0];
    const state = {
      ...withDragon,
      players: [
        { ...p0, deck: { ...p0.deck, sideboard: [...p0.deck.sideboard, withDragon.cardIndex['ovl-b-l2']!] } },
        withDragon.players[1],
      ] as typeof withDragon.players,
    };
    const dragon = wot.view(state, { kind: 'seat', seat: 0 }).faces['ovl-b-l2']!;
    expect(dragon.unavailable?.es).toContain('Tu mazo ya tiene 1 carta legendaria, el tope de este torneo (C.5)');
    expect(wot.view(state, { kind: 'seat', seat: 1 }).faces['ovl-b-l2']).toBeUndefined();
  });

  it('shows a troop on the field with the stats the rules use now, the printed ones beside (A.4: War Axe +1 ATQ)', () => {
    const t = stage({ troops: [{ seat: 0, card: 'ovl-b-10', at: 'C2', damage: 1, objects: ['ovl-b-16'] }] });
    const rider = wot.view(t.state, { kind: 'spectator' }).troops[0]!.face;
    expect(rider.name.en).toBe('Wolf Rider');
    expect(rider.stats.map((s) => [s.short.en, s.value, s.printed])).toEqual([
      ['ATK', 4, 3],
      ['LIFE', 2, 3],
      ['SPD', 3, 3],
    ]);
    expect(rider.text?.en).toContain('Quick Strike');
  });
});

describe('the stack as the player who may answer reads it', () => {
  // @rule 002:33
  it("shows the rival's spell waiting for an answer as its card: cost, type and text (A.6.1)", () => {
    // Given seat 0 casts hel-b-09 at its own troop; seat 1 holds a counter and may answer
    const t = stage({
      troops: [{ seat: 0, card: 'hel-b-01', at: 'C3' }],
      players: { 0: { hand: ['hel-b-09'] }, 1: { hand: ['neu-b-05'] } },
    });
    t.run(cast(0, 'hel-b-09', troopRef(troopIn(t, 'C3')!.uid)));
    const view = wot.view(t.state, { kind: 'seat', seat: 1 });
    const item = view.stack[0]!;
    const printed = view.cards['hel-b-09']!;
    expect(item.face.name).toEqual(printed.name);
    expect(item.face.cost).not.toBeNull();
    expect(item.face.kind).not.toBeNull();
    expect(item.face.text?.es.length).toBeGreaterThan(5);
    // Whose hand it came from does not matter: a card on the stack carries no "why not"
    expect(item.face.unavailable).toBeNull();
  });
});
