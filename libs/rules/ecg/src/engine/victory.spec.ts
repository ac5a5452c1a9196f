import { describe, expect, it } from 'vitest';
import { cmd, given, infantryOf } from '../testing/stage.js';
import { ecgCardById } from '../content/catalog.js';
import { cardDef } from './cards.js';
import { playerOf } from './state.js';

// 004_e0e2bf9ed9dd62bf.txt, "Jugando con Locura".
describe('madness', () => {
  // @rule 004:273
  it('is gained by playing madness cards, as many as their number', () => {
    // Frenesí de Sangre: madness 2. Berserker de Hielo: madness 1.
    const t = given({
      decks: ['lobo-manada-de-escarcha', 'sol-luz-del-alba'],
      seats: [{ hand: ['act-6', 'lobo-t4'], court: ['lobo-t1', 'lobo-t2', 'lobo-t5'], infantry: ['lobo-t1'] }],
    });
    t.run(cmd.play(0, 'act-6', infantryOf(0)));
    expect(playerOf(t.state, 0).madness).toBe(2);
    t.run(cmd.train(0, 'lobo-t4', 'infantry'));
    expect(playerOf(t.state, 0).madness).toBe(3);
  });

  // "Una carta con locura 0 o sin número no dará locura, pero aún así se considera carta de locura".
  // @rule 004:275
  it('is not gained from a madness card with 0 or no number, which is still a madness card', () => {
    // Berserker de Hielo (locura 1), read without its number.
    const unnumbered = cardDef({ ...ecgCardById('lobo-t4')!, madness: undefined })!;
    expect(unnumbered).toMatchObject({ madnessCard: true, madness: 0 });
    const t = given({
      decks: ['lobo-manada-de-escarcha', 'sol-luz-del-alba'],
      seats: [{ hand: ['lobo-t4'], court: ['lobo-t1', 'lobo-t2', 'lobo-t5'] }],
    });
    const at = t.state.cardIndex['lobo-t4']!;
    t.state = { ...t.state, catalog: t.state.catalog.map((def, i) => (i === at ? { ...def, madness: 0 } : def)) };
    t.run(cmd.train(0, 'lobo-t4', 'infantry'));
    expect(playerOf(t.state, 0).infantry).toHaveLength(1);
    expect(playerOf(t.state, 0).madness).toBe(0);
  });

  // @rule 004:277
  it('is not gained by playing a madness troop or general to the court', () => {
    const t = given({ decks: ['lobo-manada-de-escarcha', 'sol-luz-del-alba'], seats: [{ hand: ['lobo-t4'] }] });
    t.run(cmd.court(0, 'lobo-t4'));
    expect(playerOf(t.state, 0).madness).toBe(0);
  });

  // @rule 004:281 @rule 004:283
  it('at 6 or more in resolution returns to 0 and costs 2 morale, then 1 more each time', () => {
    const t = given({ seats: [{ madness: 6, morale: 20 }, { madness: 5 }] });
    const events = t.run(cmd.endTurn(0));
    expect(events).toContainEqual({ type: 'MadnessThresholdCrossed', data: { seat: 0, loss: 2 } });
    expect(playerOf(t.state, 0)).toMatchObject({ madness: 0, morale: 18, crossings: 1 });
    expect(playerOf(t.state, 1).madness).toBe(5);
    t.run(cmd.reinforce(1, 0));
    t.state = { ...t.state, players: [{ ...playerOf(t.state, 0), madness: 7 }, playerOf(t.state, 1)] };
    // Checked in every resolution phase, the rival's turn included.
    t.run(cmd.endTurn(1));
    expect(playerOf(t.state, 0)).toMatchObject({ madness: 0, morale: 15, crossings: 2 });
  });

  // @rule 004:19 @rule 004:101
  it('can end the game: the morale it costs counts for the battle victory of the same resolution', () => {
    const t = given({ seats: [{}, { madness: 6, morale: 2 }] });
    t.run(cmd.endTurn(0));
    expect(t.state.result).toEqual({ outcome: 'win', winner: 0, reason: 'battle' });
  });
});

// "Jugando Bendiciones": Oración.
describe('blessings', () => {
  const devout = { decks: ['devoto-letania', 'sol-luz-del-alba'] as const };

  // @rule 004:291
  it('asks of each Oración what the number in play asks: nothing, 1 madness, 2 renown, 3 morale', () => {
    const t = given({
      ...devout,
      seats: [
        {
          hand: ['bls-oracion', 'bls-oracion', 'bls-oracion', 'bls-oracion'],
          court: ['devoto-t1', 'devoto-t1', 'devoto-t1'],
          renown: 2,
          morale: 20,
        },
      ],
    });
    t.run(cmd.play(0, 'bls-oracion'));
    expect(playerOf(t.state, 0)).toMatchObject({ madness: 0, renown: 2, morale: 20 });
    t.run(cmd.play(0, 'bls-oracion'));
    expect(playerOf(t.state, 0).madness).toBe(1);
    t.run(cmd.play(0, 'bls-oracion'));
    expect(playerOf(t.state, 0).renown).toBe(0);
    t.run(cmd.play(0, 'bls-oracion'));
    expect(playerOf(t.state, 0).morale).toBe(17);
    expect(playerOf(t.state, 0).legacy).toHaveLength(4);
  });

  // @rule 004:27 @rule 004:287 @rule 004:293 @rule 004:333
  it('wins with 4 in play, in the resolution phase', () => {
    const t = given({
      ...devout,
      seats: [
        {
          hand: ['bls-oracion'],
          legacy: ['bls-oracion', 'bls-oracion', 'bls-oracion'],
          court: ['devoto-t1', 'devoto-t1'],
        },
      ],
    });
    t.run(cmd.play(0, 'bls-oracion'));
    expect(t.state.result).toBeNull();
    t.run(cmd.endTurn(0));
    expect(t.state.result).toEqual({ outcome: 'win', winner: 0, reason: 'blessing' });
  });
});

// "¿Cómo se gana el juego?" and "Prioridad de Victoria".
describe('victory', () => {
  // @rule 004:23
  it('by renown at 30', () => {
    const t = given({ seats: [{ renown: 30 }] });
    t.run(cmd.endTurn(0));
    expect(t.state.result).toEqual({ outcome: 'win', winner: 0, reason: 'renown' });
  });

  // @rule 004:19 @rule 004:299 @rule 004:301
  it('by battle before renown and blessing', () => {
    const t = given({ seats: [{ renown: 31, morale: 0 }, { renown: 2 }] });
    t.run(cmd.endTurn(0));
    expect(t.state.result).toEqual({ outcome: 'win', winner: 1, reason: 'battle' });
  });

  // @rule 004:299 @rule 004:303
  it('renown and blessing tie: a draw when each player reaches one', () => {
    const t = given({
      decks: ['devoto-letania', 'sol-luz-del-alba'],
      seats: [{ legacy: ['bls-oracion', 'bls-oracion', 'bls-oracion', 'bls-oracion'] }, { renown: 30 }],
    });
    t.run(cmd.endTurn(0));
    expect(t.state.result).toEqual({ outcome: 'draw', reason: 'renown-and-blessing' });
  });

  // @rule 004:19 @rule 004:101
  it('a draw when both heroes are at 0 morale', () => {
    const t = given({ seats: [{ morale: 0 }, { morale: 0 }] });
    t.run(cmd.endTurn(0));
    expect(t.state.result).toEqual({ outcome: 'draw', reason: 'battle-both' });
  });
});
