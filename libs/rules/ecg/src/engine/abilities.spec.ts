import { describe, expect, it } from 'vitest';
import { cmd, courtOf, given, infantryOf, supportOf } from '../testing/stage.js';
import { playerOf } from './state.js';

// 004_e0e2bf9ed9dd62bf.txt, "Habilidades" and "Tropas y sus habilidades".
describe('abilities', () => {
  // @rule 004:225 @rule 004:259
  it('are used even by a troop with preparation', () => {
    // Arquero de Oro, battle: [x1] Pay 1: deal 1 wound to a rival troop.
    const t = given({ seats: [{ support: [{ card: 'sol-t4', preparation: 2 }] }, { infantry: ['lobo-t6'] }] });
    t.run(cmd.ability(0, supportOf(0), 0, infantryOf(1)));
    expect(playerOf(t.state, 1).infantry[0]!.wounds).toBe(1);
    expect(playerOf(t.state, 1).morale).toBe(24 - 1);
  });

  // @rule 004:261
  it('[x1]: once per turn across every copy in play, again next turn', () => {
    const t = given({ seats: [{ support: ['sol-t4', 'sol-t4'], court: ['sol-t2'] }, { infantry: ['lobo-t6'] }] });
    t.run(cmd.ability(0, supportOf(0, 0), 0, infantryOf(1)));
    expect(t.refusalCode(cmd.ability(0, supportOf(0, 1), 0, infantryOf(1)))).toBe('ecg.ability-used');
    expect(t.legal(0).some((c) => c.type === 'UseAbility' && c.data.source === supportOf(0, 1))).toBe(false);
    t.run(cmd.endTurn(0));
    t.run(cmd.reinforce(1, 0));
    t.run(cmd.endTurn(1));
    t.run(cmd.reinforce(0, 0));
    t.run(cmd.ability(0, supportOf(0, 1), 0, infantryOf(1)));
  });

  // @rule 004:263
  it('resolve effect by effect, and stop at the first that cannot be done', () => {
    // Marea Plateada: your rival discards 1 card at random; draw 2 cards.
    const empty = given({
      decks: ['lechuza-archivo-nocturno', 'sol-luz-del-alba'],
      seats: [{ hand: ['spl-luna-3'], court: ['lechuza-t1', 'lechuza-t1'] }, { hand: [] }],
    });
    const events = empty.run(cmd.play(0, 'spl-luna-3'));
    expect(events.map((e) => e.type)).not.toContain('CardsDrawn');
    expect(events).toContainEqual({ type: 'EffectsStopped', data: { seat: 0, at: 0 } });
    expect(playerOf(empty.state, 0).hand).toHaveLength(0);
    const full = given({
      decks: ['lechuza-archivo-nocturno', 'sol-luz-del-alba'],
      seats: [
        { hand: ['spl-luna-3'], court: ['lechuza-t1', 'lechuza-t1'] },
        { hand: ['lobo-t1'], resourceUsed: true },
      ],
    });
    full.run(cmd.play(0, 'spl-luna-3'));
    expect(playerOf(full.state, 1).hand).toHaveLength(0);
    expect(playerOf(full.state, 0).hand).toHaveLength(2);
  });

  // @rule 004:265
  it('pay everything before ":" as the cost, and cannot be used when it cannot be paid', () => {
    // Mártir Ardiente, battle: [x1] This troop takes 1 wound: deal 1 wound to a rival troop.
    const t = given({
      decks: ['devoto-claustro-sombrio', 'lobo-manada-de-escarcha'],
      seats: [{ infantry: ['devoto-t7'], morale: 20 }, { infantry: ['lobo-t6'] }],
    });
    const events = t.run(cmd.ability(0, infantryOf(0), 0, infantryOf(1)));
    expect(events.findIndex((e) => e.type === 'TroopWounded' && e.data.instance === infantryOf(0))).toBeLessThan(
      events.findIndex((e) => e.type === 'AbilityUsed'),
    );
    // Wounds to one's own troop cost no morale.
    expect(playerOf(t.state, 0).morale).toBe(20);
    // The fourth Oración asks for 3 morale: never the last point.
    const prayer = given({
      decks: ['devoto-letania', 'sol-luz-del-alba'],
      seats: [{ hand: ['bls-oracion'], legacy: ['bls-oracion', 'bls-oracion', 'bls-oracion'], morale: 3 }],
    });
    expect(prayer.refusalCode(cmd.play(0, 'bls-oracion'))).toBe('ecg.cannot-pay');
  });

  // @rule 004:227 @rule 004:229
  it('of a dual troop: only the one of the zone it is in', () => {
    // Acólito del Alba: battle heals (ability 0), court gives renown (ability 1).
    const t = given({
      seats: [
        { court: ['sol-t2', 'sol-t2'], support: ['sol-t2'], infantry: [{ card: 'sol-t1', wounds: 1 }], renown: 2 },
      ],
    });
    expect(t.refusalCode(cmd.ability(0, courtOf(0, 0), 0, infantryOf(0)))).toBe('ecg.wrong-zone');
    expect(t.refusalCode(cmd.ability(0, supportOf(0), 1))).toBe('ecg.wrong-zone');
    t.run(cmd.ability(0, courtOf(0, 0), 1));
    expect(playerOf(t.state, 0).renown).toBe(3);
    t.run(cmd.ability(0, supportOf(0), 0, infantryOf(0)));
    expect(playerOf(t.state, 0).infantry[0]!.wounds).toBe(0);
  });

  // @rule 004:37 @rule 004:333
  it('of a general work only from the hero zone, not from the court', () => {
    // General Solenne: [x1] Pay 2: your troops in battle recover 1 wound; +1 strength to infantry.
    const t = given({ seats: [{ court: ['sol-g1', 'sol-t2'], infantry: [{ card: 'sol-t1', wounds: 1 }] }] });
    expect(t.refusalCode(cmd.ability(0, courtOf(0, 0), 0))).toBe('ecg.wrong-zone');
    expect(t.state.players[0].infantry[0]!.wounds).toBe(1);
  });
});
