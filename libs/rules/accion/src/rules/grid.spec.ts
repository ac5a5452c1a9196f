import { describe, expect, it } from 'vitest';
import { reachable } from '../grid.js';
import { sampleEncounter } from '../samples.js';
import { attackWith, cmd, eventsOf, given } from '../testing/table.js';

/** 003_9d379b4d763b9b92.txt, "Regla de tácticas y miniaturas (opcional)". */

describe('003 "Escenas y casillas"', () => {
  // @rule 003:64 @rule 003:65 @rule 003:66
  it('a scene is 5×5 by default and its size is the GM’s (5×2 corridor, 8×8 arena)', () => {
    expect(given().state.options.scenes[0]).toMatchObject({ width: 5, height: 5 });
    const corridor = given({ options: { scenes: [{ id: 'c', name: { es: 'C', en: 'C' }, width: 5, height: 2 }] } });
    expect(
      corridor
        .legal(1)
        .filter((c) => c.type === 'Move')
        .every((c) => (c.data as { to: readonly number[] }).to[1]! < 2),
    ).toBe(true);
  });

  // @rule 003:7 @rule 003:67
  it('moving 5 squares goes around figures, never through them', () => {
    const wall = new Set(['1,0', '1,1', '1,2', '1,3']);
    const squares = reachable([0, 0], 5, { width: 5, height: 5 }, wall).map((s) => s.join(','));
    expect(squares).toContain('0,4');
    expect(squares).toContain('2,3');
    expect(squares).not.toContain('1,1');
    expect(reachable([0, 0], 3, { width: 5, height: 5 }, wall).map((s) => s.join(','))).not.toContain('2,0');
  });
});

describe('003 "Proximidad ofensiva y supervivencia melee"', () => {
  const near = { at: { p1: [3, 1], bandido: [4, 0], arquera: [0, 0] } as const };

  // @rule 003:71
  it('"Valor Recompensado": attacking an adjacent enemy adds +2 Effort', () => {
    const t = given({ ...near, hands: { p1: ['5S'] } });
    const events = t.when(attackWith(1, 'bandido', ['5S']), [3]);
    expect(eventsOf(events, 'EnemyDamaged')[0]!.data.amount).toBe(7);
    const far = given({ hands: { p1: ['5S'] } });
    expect(eventsOf(far.when(attackWith(1, 'bandido', ['5S']), [3]), 'EnemyDamaged')[0]!.data.amount).toBe(5);
  });

  // @rule 003:73 @rule 003:76
  it('"Daño por fallo": a missed attack on an adjacent enemy takes 1d6 from it', () => {
    const t = given({ ...near, hands: { p1: ['5S'] } });
    const events = t.when(attackWith(1, 'bandido', ['5S']), [2, 5]);
    const damaged = eventsOf(events, 'PlayerDamaged')[0]!;
    expect(damaged.data).toMatchObject({
      amount: 5,
      source: 'retaliation',
      enemy: 'bandido',
      roll: { dice: [5], kept: 5 },
    });
    expect(damaged.metadata?.random?.map((d) => d.label)).toEqual(['dice:retaliation']);
    expect(t.player(1).hp).toBe(15);
  });

  // @rule 003:76
  it('"o más según el tipo enemigo": an enemy with a fixed value deals it instead of 1d6', () => {
    const t = given({ ...near, hands: { p1: ['5S'] }, enemy: { bandido: { missDamage: 7 } } });
    t.when(attackWith(1, 'bandido', ['5S']), [2]);
    expect(t.player(1).hp).toBe(13);
  });

  // @rule 003:74
  it('"Una vez que le haces daño a un enemigo": no automatic damage from it for the rest of your turn', () => {
    const t = given({ ...near, hands: { p1: ['5S', '6S'] } });
    t.when(attackWith(1, 'bandido', ['5S']), [8]);
    const miss = t.when(attackWith(1, 'bandido', ['6S']), [1]);
    expect(eventsOf(miss, 'PlayerDamaged')).toEqual([]);
    expect(t.player(1).hp).toBe(20);
  });

  // @rule 003:75
  it('"se reinician al inicio de tu siguiente turno": the protection ends with the turn', () => {
    const t = given({ ...near, hands: { p1: ['5S', '6S'] } });
    t.when(attackWith(1, 'bandido', ['5S']), [8]);
    expect(t.state.turn!.damaged).toEqual(['bandido']);
    t.state = { ...t.state, acted: ['p2', 'bandido', 'arquera'] };
    t.when(cmd('EndTurn', 1));
    t.when(cmd('PassInitiative', 1, { to: 'p1' }));
    expect(t.state.turn).toMatchObject({ actor: 'p1', damaged: [] });
    const card = t.player(1).hand[0]!;
    expect(eventsOf(t.when(attackWith(1, 'bandido', [card]), [1, 3]), 'PlayerDamaged')).toHaveLength(1);
  });

  // @rule 003:73
  it('a miss against a far enemy, or on a narrative encounter, takes no automatic damage', () => {
    const far = given({ at: { p1: [3, 1], bandido: [4, 0], arquera: [0, 0] }, hands: { p1: ['5S'] } });
    expect(eventsOf(far.when(attackWith(1, 'arquera', ['5S']), [1]), 'PlayerDamaged')).toEqual([]);
    const narrative = given({ options: { tactical: false }, hands: { p1: ['5S'] } });
    expect(eventsOf(narrative.when(attackWith(1, 'bandido', ['5S']), [1]), 'PlayerDamaged')).toEqual([]);
  });

  // @rule 003:76
  it('missRetaliation "each-adjacent": any failed roll next to enemies takes damage from each of them', () => {
    const t = given({
      at: { p1: [3, 1], bandido: [4, 0], arquera: [2, 0] },
      hands: { p1: ['5S'] },
      options: {
        table: { missRetaliation: 'each-adjacent' },
        objectives: [{ id: 'altar', name: { es: 'Altar', en: 'Altar' }, size: 20 }],
      },
    });
    const events = t.when(attackWith(1, 'altar', ['5S']), [1, 2, 3]);
    expect(eventsOf(events, 'PlayerDamaged').map((e) => [e.data.enemy, e.data.amount])).toEqual([
      ['bandido', 2],
      ['arquera', 3],
    ]);
  });
});

describe('003 "Flanqueo"', () => {
  const flank = {
    at: { p1: [3, 1], p2: [4, 1], bandido: [4, 0], arquera: [0, 0] } as const,
    hands: { p1: ['2S'], p2: ['KH', '3C'] },
  };

  // @rule 003:78 @rule 003:80 @rule 003:81
  it('two allies adjacent to one enemy: the active player uses 1 card the ally lends, discarded to its owner', () => {
    const t = given(flank);
    expect(
      t
        .legal(1)
        .filter((c) => c.type === 'RequestFlank')
        .map((c) => c.data),
    ).toEqual([{ seat: 1, ally: 2, enemy: 'bandido' }]);
    t.when(cmd('RequestFlank', 1, { ally: 2, enemy: 'bandido' }));
    expect(t.state.turn!.actionsLeft).toBe(3);
    expect(t.legal(2).map((c) => c.type)).toEqual(['LendCard', 'LendCard', 'DeclineFlank']);
    t.when(cmd('LendCard', 2, { card: 'KH' }));
    expect(t.player(2).hand).toEqual(['3C']);
    const events = t.when(attackWith(1, 'bandido', ['2S', { from: 'flank' }]), [3]);
    expect(eventsOf(events, 'EnemyDamaged')[0]!.data.amount).toBe(13 + 1 + 2);
    expect(t.player(2).discard).toEqual(['KH']);
    expect(t.player(1).discard).toEqual(['2S']);
  });

  // @rule 003:79 @rule 003:80
  it('the lent card works only against the flanked enemy and goes home unused at the end of the turn', () => {
    const t = given(flank);
    t.when(cmd('RequestFlank', 1, { ally: 2, enemy: 'bandido' }));
    t.when(cmd('LendCard', 2, { card: 'KH' }));
    expect(t.refused(attackWith(1, 'arquera', ['2S', { from: 'flank' }])).code).toBe('accion.bad-combo');
    expect(t.refused(cmd('RequestFlank', 1, { ally: 2, enemy: 'bandido' })).code).toBe('accion.flank-once');
    const end = t.when(cmd('EndTurn', 1));
    expect(eventsOf(end, 'LentCardReturned')[0]!.data).toMatchObject({ ally: 2, card: 'KH' });
    expect(t.player(2).hand).toEqual(['3C', 'KH']);
  });

  // @rule 003:78
  it('no flank without both allies adjacent to the same enemy', () => {
    const t = given({ ...flank, at: { p1: [3, 1], p2: [0, 4], bandido: [4, 0], arquera: [0, 0] } });
    expect(t.refused(cmd('RequestFlank', 1, { ally: 2, enemy: 'bandido' })).code).toBe('accion.no-flank');
  });
});

// 003, "Ataque Embestida": «Realizas un ataque de carga moviéndote en línea recta… Al impactar: Quedas
// adyacente al enemigo. Añades +1 de daño por cada casilla recorrida (máx. +5)»; "Valor Recompensado":
// «Cuando atacas a un enemigo adyacente agregas +2» (RULES-NOTES.md, "The grid").
describe('003 "Ataque Embestida"', () => {
  const charge = (enemy: string) => cmd('Charge', 1, { enemy, cards: [{ from: 'hand', card: '2S' }] });

  // @rule 003:24 @rule 003:88
  it('adds +1 per square (max +5) and, landing adjacent, the +2 against an adjacent enemy as well', () => {
    const t = given({
      players: 1,
      options: sampleEncounter('arena'),
      at: { p1: [0, 7], campeon: [7, 7] },
      hands: { p1: ['2S'] },
    });
    const events = t.when(charge('campeon'), [8]);
    // 2 (the card) + 5 (six squares, capped) + 2 (adjacent at the impact).
    expect(eventsOf(events, 'EnemyDamaged')[0]!.data).toMatchObject({ enemy: 'campeon', amount: 9 });
  });

  // @rule 003:24
  it('is a physical attack (a body moving into the enemy): refused against an enemy only magic reaches', () => {
    const espectro = {
      id: 'espectro',
      name: { es: 'Espectro', en: 'Wraith' },
      hp: 20,
      threat: 3,
      damage: 3,
      kinds: ['magical' as const],
    };
    const t = given({ options: { enemies: [espectro] }, at: { p1: [0, 0], espectro: [0, 4] }, hands: { p1: ['2S'] } });
    expect(t.refused(charge('espectro')).code).toBe('accion.wrong-kind');
    expect(t.legal(1).some((c) => c.type === 'Charge')).toBe(false);
  });
});
