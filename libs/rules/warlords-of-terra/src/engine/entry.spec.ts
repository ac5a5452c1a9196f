import { describe, expect, it } from 'vitest';
import { at, cast, pass, passAll, stage, summon, summonedFromHand, troopIn, troopRef } from '../testing/stage.js';
import { statsOf } from './stats.js';

// 002_a36596f8eaed8fcc.txt, A.5 "FICHAS".
describe('tokens (A.5)', () => {
  // @rule 002:69 @rule 002:75 @rule 002:77
  it('a token counts fully as the troop it says ("un Ángel 4/4/0"), of level 0, and never goes to the discard pile', () => {
    const t = stage({
      troops: [
        {
          seat: 1,
          at: 'C3',
          token: {
            id: 'angel',
            name: { es: 'Ángel', en: 'Angel' },
            subtypes: ['angel'],
            stats: { atk: 4, life: 4, speed: 0 },
            keywords: ['volar'],
            level: 0,
          },
        },
      ],
      players: { 0: { hand: ['thr-b-08'] } },
    });
    const angel = troopIn(t, 'C3')!;
    expect(statsOf(t.state, angel)).toMatchObject({ atk: 4, life: 4, speed: 0, level: 0, keywords: ['volar'] });
    // Juicio destroys a troop of level 1 or lower: the token qualifies.
    t.run(cast(0, 'thr-b-08', troopRef(angel.uid)));
    passAll(t);
    expect(troopIn(t, 'C3')).toBeUndefined();
    expect(t.events.some((e) => e.type === 'TroopLeft' && e.data.to === 'void')).toBe(true);
    expect(t.state.players[1].discard).toEqual([]);
  });

  // @rule 002:69
  it('a token a hero power puts on the summoning line enters the battlefield like a troop (preparation included)', () => {
    const lutien = stage({ phase: 'summoning', players: { 0: { power: 2, hero: 'lutien-la-convocadora' } } });
    lutien.run({ type: 'UseHeroPower', data: { seat: 0, power: 'lutien-lobo' } });
    const wolf = troopIn(lutien, 'A1')!;
    expect(wolf.token?.id).toBe('lobo');
    expect(statsOf(lutien.state, wolf).speed).toBe(1);
  });
});

// 002_a36596f8eaed8fcc.txt, A.6 "HABILIDADES DE «ENTRADA EN EL CAMPO DE BATALLA»".
describe('enter-the-battlefield abilities (A.6)', () => {
  // @rule 002:83
  it('6.1: the rival may answer the entry effect; its controller may not answer its own, but has the last word after the rival', () => {
    const t = stage({
      phase: 'summoning',
      players: { 0: { hand: ['slv-b-06', 'slv-b-09'] }, 1: { hand: ['slv-b-14', 'slv-b-14'] } },
    });
    t.run(summon(0, 'slv-b-06', 'C1'));
    const stag = at(t, 'C1');
    expect(t.state.stack).toMatchObject({ mode: 'entry', priority: 1 });
    expect(t.refusalCode(cast(0, 'slv-b-09', troopRef(stag)))).toBe('wot.not-your-decision');
    t.run(cast(1, 'slv-b-14', troopRef(stag)));
    expect(t.state.stack?.priority).toBe(0);
    t.run(cast(0, 'slv-b-09', troopRef(stag)));
    // Chain closed: the rival gets no new answer; it all resolves, last in first out.
    expect(t.state.stack).toBeNull();
    expect(troopIn(t, 'C1')).toMatchObject({ damage: 2 });
    expect(statsOf(t.state, troopIn(t, 'C1')!).life).toBe(5);
    expect(t.state.players[0].life).toBe(22);
  });

  // @rule 002:83
  it('6.1: with no answer from the rival, the entry effect resolves', () => {
    const t = summonedFromHand('hel-b-02', 'B1');
    t.run(pass(1));
    expect(t.state.players[1].life).toBe(19);
    expect(t.state.stack).toBeNull();
  });

  // @rule 002:85
  it('6.1: a troop that leaves and comes back is a new copy: printed stats, no damage, its entry effect again', () => {
    const t = stage({
      troops: [{ seat: 0, card: 'hel-b-02', at: 'B2', damage: 2 }],
      players: { 0: { hand: ['hel-b-12'], discard: ['hel-b-02'] } },
    });
    const old = at(t, 'B2');
    t.run(cast(0, 'hel-b-12', { kind: 'discard', card: 'hel-b-02' }));
    passAll(t);
    passAll(t);
    const back = troopIn(t, 'A1')!;
    expect(back.uid).not.toBe(old);
    expect(back.damage).toBe(0);
    expect(t.state.players[1].life).toBe(19);
  });

  // @rule 002:89
  it('6.2: "al ser invocada" fires only when summoned from hand, not when brought back (3 damage to the opponent)', () => {
    const summoned = summonedFromHand('hel-b-14', 'C1');
    summoned.run(pass(1));
    expect(summoned.state.players[1].life).toBe(17);
    const revived = stage({ players: { 0: { hand: ['hel-b-12'], discard: ['hel-b-14'] } } });
    revived.run(cast(0, 'hel-b-12', { kind: 'discard', card: 'hel-b-14' }));
    passAll(revived);
    expect(troopIn(revived, 'A1')).toBeDefined();
    expect(revived.state.players[1].life).toBe(20);
    expect(revived.state.stack).toBeNull();
  });
});
