import { describe, expect, it } from 'vitest';
import { cmd, courtOf, given, infantryOf } from '../testing/stage.js';
import { productionOf } from './board.js';
import { playerOf } from './state.js';
import { view } from './view.js';

const produced = (t: ReturnType<typeof given>, seat: 0 | 1) =>
  playerOf(t.state, seat).court.map((c) => productionOf(t.state, seat, c));

// 004_e0e2bf9ed9dd62bf.txt, "En Corte".
describe('court', () => {
  // @rule 004:219
  it('holds at most 6 cards, the resource and generals included', () => {
    const t = given({ seats: [{ hand: ['sol-t1'], court: ['sol-t2', 'sol-g1', 'sol-t4', 'sol-t6', 'sol-t7'] }] });
    expect(playerOf(t.state, 0).court).toHaveLength(6);
    expect(t.refusalCode(cmd.court(0, 'sol-t1'))).toBe('ecg.court-full');
  });

  // @rule 004:221 @rule 004:233 @rule 004:249
  it("makes each card produce its realm's resource, mercenaries the hero's", () => {
    const sol = given({ seats: [{ court: ['sol-t2', 'merc-t1', 'lobo-t1'] }] });
    expect(produced(sol, 0)).toEqual([['fe'], ['fe'], ['fe'], ['ira']]);
    const wolf = given({ decks: ['lobo-manada-de-escarcha', 'sol-luz-del-alba'], seats: [{ court: ['merc-t1'] }] });
    expect(produced(wolf, 0)).toEqual([['ira'], ['ira']]);
  });

  // @rule 004:245 @rule 004:249
  it('lets a devout mercenary produce Devoción instead', () => {
    const t = given({ seats: [{ hand: ['devoto-t2'], court: ['merc-t3'] }] });
    expect(produced(t, 0)).toEqual([['fe'], ['fe', 'devocion']]);
    // Guardián del Claustro costs 2 Devoción: one devout mercenary is not enough, two are.
    expect(t.refusalCode(cmd.train(0, 'devoto-t2', 'infantry'))).toBe('ecg.cannot-pay');
    const two = given({ seats: [{ hand: ['devoto-t2'], court: ['merc-t3', 'merc-t3'] }] });
    expect(two.run(cmd.train(0, 'devoto-t2', 'infantry'))[0]).toMatchObject({
      type: 'ResourcesUsed',
      data: { instances: [courtOf(0, 0), courtOf(0, 1)] },
    });
  });

  // @rule 004:77 @rule 004:233
  it("pays a troop only with its realm's resource", () => {
    const t = given({
      seats: [{ hand: ['sol-t7'], resourceUsed: true, court: [{ card: 'sol-t2', used: true }, 'lobo-t1'] }],
    });
    // Escudero Dorado costs 1 Fe: the ready Ira does not pay it.
    expect(t.refusalCode(cmd.train(0, 'sol-t7', 'infantry'))).toBe('ecg.cannot-pay');
  });

  // "Armando tu economía y pagando costes": "Sol se debe pagar con Fe … Devoto se debe pagar con Devoción."
  // @rule 004:235 @rule 004:237 @rule 004:239 @rule 004:241 @rule 004:243 @rule 004:245
  it("makes each realm's card produce that realm's resource: Fe, Saber, Orgullo, Ira, Disciplina, Devoción", () => {
    // A Sol hero's resource card, then a troop of each other realm.
    const t = given({ seats: [{ court: ['lechuza-t1', 'ciervo-t1', 'lobo-t1', 'leon-t2', 'devoto-t1'] }] });
    expect(produced(t, 0)).toEqual([['fe'], ['saber'], ['orgullo'], ['ira'], ['disciplina'], ['devocion']]);
  });

  // "Los mercenarios pueden ser pagados con cualquier tipo de recurso (aún si son devotos)."
  // @rule 004:247
  it('pays a mercenary with any resource, a devout mercenary too', () => {
    // A Sol hero with no Fe ready: Mercenario (cost 2) takes the Ira and the Disciplina, the devout one (cost 1) the Orgullo.
    const t = given({
      seats: [{ hand: ['merc-t1', 'merc-t3'], resourceUsed: true, court: ['lobo-t1', 'leon-t2', 'ciervo-t1'] }],
    });
    t.run(cmd.train(0, 'merc-t1', 'infantry'));
    t.run(cmd.train(0, 'merc-t3', 'support'));
    expect(playerOf(t.state, 0).infantry).toHaveLength(1);
    expect(playerOf(t.state, 0).support).toHaveLength(1);
    expect(playerOf(t.state, 0).court.every((c) => c.used)).toBe(true);
  });

  // @rule 004:67
  it('shows the resources ready and used', () => {
    const t = given({ seats: [{ court: [{ card: 'sol-t2', used: true }, 'sol-t4'] }] });
    expect(view(t.state, { kind: 'spectator' }).players[0].resources).toEqual({ ready: 2, used: 1 });
  });
});

// "Armando tu economía y pagando costes": costs per the hero's realm; "Un coste de guión '-' significa que la carta no puede ser jugada por el reino."
describe('costs per realm', () => {
  // @rule 004:45 @rule 004:135 @rule 004:251
  it("charges actions what the hero's realm pays", () => {
    // Carga Coordinada costs 2, León 1.
    const sol = given({ seats: [{ hand: ['act-1'], infantry: ['sol-t1'] }] });
    expect(sol.refusalCode(cmd.play(0, 'act-1'))).toBe('ecg.cannot-pay');
    const lion = given({
      decks: ['leon-legion-de-hierro', 'sol-luz-del-alba'],
      seats: [{ hand: ['act-1'], infantry: ['leon-t1'] }],
    });
    lion.run(cmd.play(0, 'act-1'));
    expect(playerOf(lion.state, 0).infantry[0]!.boost).toBe(2);
  });

  // @rule 004:253
  it('refuses a card whose cost for the realm is "-"', () => {
    // Decreto Real: "-" for Lobo Blanco.
    const t = given({
      decks: ['lobo-manada-de-escarcha', 'sol-luz-del-alba'],
      seats: [{ hand: ['act-5'], court: ['lobo-t1', 'lobo-t2', 'lobo-t5'] }],
    });
    expect(t.refusalCode(cmd.play(0, 'act-5'))).toBe('ecg.not-for-realm');
  });

  // @rule 004:53 @rule 004:55
  it('lets only a hero with the sorcery cast a spell', () => {
    const t = given({
      seats: [{ hand: ['spl-sol-1', 'spl-luna-1'], court: ['sol-t2', 'sol-t2'] }, { infantry: ['lobo-t6'] }],
    });
    expect(t.refusalCode(cmd.play(0, 'spl-luna-1', infantryOf(1)))).toBe('ecg.no-sorcery');
    t.run(cmd.play(0, 'spl-sol-1', infantryOf(1)));
    expect(playerOf(t.state, 1).infantry[0]!.wounds).toBe(3);
    const noSorcery = given({
      decks: ['sol-cruzada-del-cenit', 'lobo-manada-de-escarcha'],
      seats: [{ hand: ['spl-sol-1'], court: ['sol-t2'] }, { infantry: ['lobo-t6'] }],
    });
    expect(noSorcery.refusalCode(cmd.play(0, 'spl-sol-1', infantryOf(1)))).toBe('ecg.no-sorcery');
  });
});

// "Entrar en juego/entrenar y tropas en control": "Una tropa que está siendo puesta en juego/entrenada no se considera bajo el control del jugador aún".
describe('a troop being trained', () => {
  // @rule 004:327 @rule 004:329
  it('is not among "your troops" for its own on-train effects', () => {
    // Aullador: when trained, your troops in battle get +1 strength until the end of the turn.
    const t = given({
      decks: ['lobo-manada-de-escarcha', 'sol-luz-del-alba'],
      seats: [{ hand: ['lobo-t3'], court: ['lobo-t1'], infantry: ['lobo-t1'] }],
    });
    t.run(cmd.train(0, 'lobo-t3', 'support'));
    const p = playerOf(t.state, 0);
    expect(p.infantry[0]!.boost).toBe(1);
    expect(p.support[0]!.boost).toBe(0);
  });

  // @rule 004:263 @rule 004:329
  it('stops its on-train effects when it is the only troop', () => {
    const t = given({
      decks: ['lobo-manada-de-escarcha', 'sol-luz-del-alba'],
      seats: [{ hand: ['lobo-t3'], court: ['lobo-t1'] }],
    });
    const events = t.run(cmd.train(0, 'lobo-t3', 'infantry'));
    expect(events.at(-1)).toMatchObject({ type: 'EffectsStopped' });
    expect(playerOf(t.state, 0).infantry[0]!.boost).toBe(0);
  });
});
