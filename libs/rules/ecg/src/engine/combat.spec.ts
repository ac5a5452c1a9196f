import { describe, expect, it } from 'vitest';
import { cmd, given, infantryOf, supportOf } from '../testing/stage.js';
import { strengthOfInstance } from './board.js';
import { playerOf } from './state.js';
import type { EcgEvent } from './events.js';

const troopOf = (t: ReturnType<typeof given>, instance: number) =>
  [
    ...playerOf(t.state, 0).infantry,
    ...playerOf(t.state, 0).support,
    ...playerOf(t.state, 1).infantry,
    ...playerOf(t.state, 1).support,
  ].find((x) => x.instance === instance);
const won = (events: readonly EcgEvent[]) => events.some((e) => e.type === 'ManeuverWon');

// 004_e0e2bf9ed9dd62bf.txt, "Maniobras de Batalla": "Tropas adyacentes".
describe('adjacency', () => {
  // @rule 004:157 @rule 004:159
  it('reaches past an empty rival line to the next one, never to the line behind a standing one', () => {
    const open = given({ seats: [{ infantry: ['sol-t1'] }, { support: ['lobo-t2'] }] });
    open.run(cmd.maneuver(0, infantryOf(0), 'clash', supportOf(1)));
    const guarded = given({ seats: [{ infantry: ['sol-t1'] }, { infantry: ['lobo-t1'], support: ['lobo-t2'] }] });
    expect(guarded.refusalCode(cmd.maneuver(0, infantryOf(0), 'clash', supportOf(1)))).toBe('ecg.bad-maneuver');
    guarded.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1)));
  });

  // @rule 004:159
  it('ignores a line whose troops are at strength 0, which are no targets either', () => {
    const t = given({
      seats: [{ infantry: ['sol-t1'] }, { infantry: [{ card: 'lobo-t1', wounds: 2 }], support: ['lobo-t2'] }],
    });
    expect(t.refusalCode(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1)))).toBe('ecg.bad-maneuver');
    t.run(cmd.maneuver(0, infantryOf(0), 'clash', supportOf(1)));
  });

  // @rule 004:157
  it('keeps a support troop behind its own standing infantry, and lets it fight when that line is empty', () => {
    const behind = given({ seats: [{ infantry: ['sol-t1'], support: ['sol-t4'] }, { infantry: ['lobo-t1'] }] });
    expect(behind.refusalCode(cmd.maneuver(0, supportOf(0), 'clash', infantryOf(1)))).toBe('ecg.bad-maneuver');
    const alone = given({ seats: [{ support: ['sol-t4'] }, { infantry: ['lobo-t1'] }] });
    alone.run(cmd.maneuver(0, supportOf(0), 'clash', infantryOf(1)));
  });
});

// "Daño de respuesta", "Fuerza y Heridas", "Dañando la Moral".
describe('clash arithmetic', () => {
  // @rule 004:73 @rule 004:151 @rule 004:163 @rule 004:165 @rule 004:177 @rule 004:183
  it("wounds the target by the attacker's strength; the target answers with its strength left, which costs no morale", () => {
    // Lancero Solar (3) against Jarl del Hielo (5).
    const t = given({ seats: [{ infantry: ['sol-t1'] }, { infantry: ['lobo-t6'] }] });
    const events = t.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1)));
    expect(troopOf(t, infantryOf(1))!.wounds).toBe(3);
    expect(troopOf(t, infantryOf(0))!.wounds).toBe(2);
    expect(events.filter((e) => e.type === 'TroopWounded').map((e) => e.data)).toEqual([
      { instance: infantryOf(1), amount: 3, response: false },
      { instance: infantryOf(0), amount: 2, response: true },
    ]);
    expect(playerOf(t.state, 1).morale).toBe(24 - 3);
    expect(playerOf(t.state, 0).morale).toBe(22);
    expect(strengthOfInstance(t.state, infantryOf(0))).toBe(1);
  });

  // @rule 004:183
  it("takes from the hero no more morale than the wounded troop's strength", () => {
    // Guardia del Templo (4) against Lobo de la Estepa (2): 4 wounds, 2 morale, no answer left.
    const t = given({ seats: [{ infantry: ['sol-t3'] }, { infantry: ['lobo-t1'] }] });
    t.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1)));
    expect(playerOf(t.state, 1).morale).toBe(24 - 2);
    expect(troopOf(t, infantryOf(0))!.wounds).toBe(0);
  });

  // @rule 004:163
  it('counts the strength before the wounds when the format says so', () => {
    const t = given({
      format: { responseStrength: 'before-wounds' },
      seats: [{ infantry: ['sol-t3'] }, { infantry: ['lobo-t1'] }],
    });
    t.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1)));
    expect(troopOf(t, infantryOf(0))!.wounds).toBe(2);
  });
});

// "Recuperación": "Una maniobra o efecto que posea recuperación le dará 2 turnos de preparación a la tropa".
describe('recovery', () => {
  // @rule 004:151 @rule 004:169 @rule 004:171
  it('gives a charging troop 2 turns of preparation', () => {
    const t = given({ seats: [{ infantry: ['sol-t1'] }, { support: ['lobo-t2'], infantry: ['lobo-t6'] }] });
    t.run(cmd.maneuver(0, infantryOf(0), 'charge', supportOf(1)));
    expect(troopOf(t, infantryOf(0))!.preparation).toBe(2);
    t.run(cmd.endTurn(0));
    t.run(cmd.reinforce(1, 0));
    t.run(cmd.endTurn(1));
    t.run(cmd.reinforce(0, 0));
    expect(troopOf(t, infantryOf(0))!.preparation).toBe(1);
  });
});

// "Recuperando Moral": "Cada vez que recuperes heridas, recuperarás la misma cantidad de moral. No puedes tener más moral que la indicada por tu héroe."
describe('healing', () => {
  // @rule 004:189 @rule 004:191
  it('restores as much morale as wounds recovered, never above the hero', () => {
    // Aurelia: [x1] Pay 1: one of your troops recovers 2 wounds.
    const t = given({ seats: [{ infantry: [{ card: 'sol-t3', wounds: 3 }], morale: 21 }] });
    t.run(cmd.ability(0, 1, 0, infantryOf(0)));
    expect(troopOf(t, infantryOf(0))!.wounds).toBe(1);
    expect(playerOf(t.state, 0).morale).toBe(22);
  });

  // @rule 004:151 @rule 004:189
  it('lets a troop rally an ally: 1 wound recovered, 1 morale back', () => {
    const t = given({ seats: [{ infantry: [{ card: 'sol-t3', wounds: 2 }], support: ['sol-t2'], morale: 15 }] });
    t.run(cmd.maneuver(0, supportOf(0), 'rally', infantryOf(0)));
    expect(troopOf(t, infantryOf(0))!.wounds).toBe(1);
    expect(playerOf(t.state, 0).morale).toBe(16);
  });
});

// "Aumentar/Reducir Renombre": "No puedes llevar tu renombre a negativo, tu oponente puede dejar tu renombre en negativo."
describe('renown', () => {
  // @rule 004:199
  it('is never taken below 0 by its owner, but the rival may', () => {
    // The third Oración asks for 2 renown.
    const low = given({
      decks: ['devoto-letania', 'sol-luz-del-alba'],
      seats: [{ hand: ['bls-oracion'], legacy: ['bls-oracion', 'bls-oracion'], renown: 1, court: ['devoto-t1'] }],
    });
    expect(low.refusalCode(cmd.play(0, 'bls-oracion'))).toBe('ecg.cannot-pay');
    // Intriga Palaciega: your rival loses 2 renown.
    const t = given({ seats: [{ hand: ['act-7'], court: ['sol-t2'] }, { renown: 1 }] });
    t.run(cmd.play(0, 'act-7'));
    expect(playerOf(t.state, 1).renown).toBe(-1);
  });
});

// "Ganar un Enfrentamiento/Carga": "la tropa ejecutante resulta con mayor fuerza que la fuerza del objetivo inmediatamente después".
describe('winning a clash or charge', () => {
  // @rule 004:323
  it('is won when the acting troop is left stronger, and fires its on-win effects', () => {
    // Caballero Astado (4, on winning: +1 renown) against Lobo de la Estepa (2).
    const t = given({ seats: [{ infantry: ['ciervo-t2'], renown: 3 }, { infantry: ['lobo-t1'] }] });
    expect(won(t.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1))))).toBe(true);
    expect(playerOf(t.state, 0).renown).toBe(4);
  });

  // @rule 004:323
  it('is not won when the target is left as strong or stronger', () => {
    // Lancero Solar (3) against Jarl del Hielo (5): 1 against 2 afterwards.
    const t = given({ seats: [{ infantry: ['sol-t1'] }, { infantry: ['lobo-t6'] }] });
    expect(won(t.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1))))).toBe(false);
    // Equal strengths with the response counted before the wounds: 0 against 0.
    const even = given({
      format: { responseStrength: 'before-wounds' },
      seats: [{ infantry: ['sol-t1'] }, { infantry: ['lechuza-t2'] }],
    });
    expect(won(even.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1))))).toBe(false);
  });

  // @rule 004:151 @rule 004:323
  it('wins a charge with its extra wound where a clash would not', () => {
    // Lancero Solar charges Jarl del Hielo: 4 wounds, 1 back; 2 against 1.
    const t = given({ seats: [{ infantry: ['sol-t1'] }, { infantry: ['lobo-t6'] }] });
    expect(won(t.run(cmd.maneuver(0, infantryOf(0), 'charge', infantryOf(1))))).toBe(true);
  });
});

// RULES-NOTES.md, "Battle maneuvers": Reagrupar.
describe('regroup', () => {
  // @rule 004:151 @rule 004:171
  it('moves the troop to its other line, with recovery', () => {
    const t = given({ seats: [{ infantry: ['sol-t1'] }] });
    t.run(cmd.maneuver(0, infantryOf(0), 'regroup'));
    expect(playerOf(t.state, 0).support.map((s) => [s.instance, s.preparation])).toEqual([[infantryOf(0), 2]]);
  });
});
