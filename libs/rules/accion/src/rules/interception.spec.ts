import { describe, expect, it } from 'vitest';
import { cmd, eventsOf, given } from '../testing/table.js';

/** 003_9d379b4d763b9b92.txt, "Intercepción - 2 acciones" and "Ataque Embestida". */

const board = { at: { bandido: [0, 0], p1: [0, 4], p2: [2, 3] } as const, turn: 'bandido' };

describe('003 "Intercepción": out of turn, against a charge at an ally', () => {
  // @rule 003:20 @rule 003:91 @rule 003:92
  it('an ally who can reach the line within 5 squares may step in; the charge hits the interceptor', () => {
    const t = given(board);
    const declared = t.when(cmd('EnemyCharge', 0, { target: 1 }));
    expect(eventsOf(declared, 'InterceptionOffered')[0]!.data).toMatchObject({
      target: 1,
      eligible: [2],
      path: [
        [0, 1],
        [0, 2],
        [0, 3],
      ],
    });
    expect(t.legal(1).map((c) => c.type)).toEqual([]);
    expect(t.refused(cmd('Intercept', 1, { to: [0, 2] })).code).toBe('accion.waiting-for-answer');
    const events = t.when(cmd('Intercept', 2, { to: [0, 2] }), [12]);
    expect(t.player(2).at).toEqual([0, 2]);
    expect(t.enemy('bandido').at).toEqual([0, 1]);
    expect(eventsOf(events, 'EnemyAttacked')[0]!.data).toMatchObject({ target: 2, bonus: 1, hit: true });
    expect(t.player(2).hp).toBe(20 - 4);
    expect(t.player(1).hp).toBe(20);
  });

  // @rule 003:20 @rule 003:93 @rule 003:94
  it('the interceptor’s next turn starts with 1 action and the one after with 3', () => {
    const t = given(board);
    t.when(cmd('EnemyCharge', 0, { target: 1 }));
    t.when(cmd('Intercept', 2, { to: [0, 2] }), [1]);
    expect(t.player(2).nextTurnActions).toBe(1);
    t.when(cmd('EndTurn', 0));
    t.when(cmd('PassInitiative', 0, { to: 'p2' }));
    expect(t.state.turn).toMatchObject({ actor: 'p2', actionsLeft: 1 });
    expect(t.player(2).nextTurnActions).toBe(3);
    expect(t.refused(cmd('Concentrate', 2)).code).toBe('accion.no-actions');
  });

  // @rule 003:20 @rule 003:95
  it('a charge at yourself cannot be intercepted by you; with every ally letting it pass it hits the target', () => {
    const t = given(board);
    t.when(cmd('EnemyCharge', 0, { target: 1 }));
    expect(t.state.pending).toMatchObject({ kind: 'interception', eligible: [2] });
    t.when(cmd('LetPass', 2), [6]);
    expect(t.enemy('bandido').at).toEqual([0, 3]);
    expect(t.player(1).hp).toBe(20 - 3 - 3);
  });

  // @rule 003:91
  it('an ally already owing a reduced turn, or too far away, is not offered the interception', () => {
    const far = given({
      ...board,
      options: { scenes: [{ id: 'x', name: { es: 'X', en: 'X' }, width: 12, height: 12 }] },
      at: { bandido: [0, 0], p1: [0, 4], p2: [11, 11] },
    });
    const events = far.when(cmd('EnemyCharge', 0, { target: 1 }), [1]);
    expect(eventsOf(events, 'InterceptionOffered')).toEqual([]);
    const owing = given({ ...board, player: { 2: { nextTurnActions: 1 } } });
    expect(eventsOf(owing.when(cmd('EnemyCharge', 0, { target: 1 }), [1]), 'InterceptionOffered')).toEqual([]);
  });
});

describe('003 "Ataque Embestida" (3 actions)', () => {
  // @rule 003:24 @rule 003:85 @rule 003:86 @rule 003:87 @rule 003:88
  it('charges in a straight line, stops next to the enemy and adds +1 per square moved, max +5', () => {
    const t = given({
      options: { scenes: [{ id: 'x', name: { es: 'X', en: 'X' }, width: 8, height: 8 }] },
      at: { p1: [0, 7], bandido: [7, 0], arquera: [5, 5] },
      hands: { p1: ['2S'] },
    });
    const events = t.when(cmd('Charge', 1, { enemy: 'bandido', cards: [{ from: 'hand', card: '2S' }] }), [8]);
    expect(t.player(1).at).toEqual([6, 1]);
    expect(eventsOf(events, 'EnemyDamaged')[0]!.data.amount).toBe(2 + 5 + 2);
    expect(t.state.turn!.actionsLeft).toBe(0);
  });

  // @rule 003:85 @rule 003:89
  it('needs a clear straight line with at least one square between', () => {
    const t = given({ at: { p1: [0, 4], bandido: [2, 3], arquera: [4, 0] } });
    expect(t.refused(cmd('Charge', 1, { enemy: 'bandido', cards: [{ from: 'hand', card: '2S' }] })).code).toBe(
      'accion.no-charge-line',
    );
    const blocked = given({ at: { p1: [0, 4], bandido: [0, 0], p2: [0, 2] } });
    expect(blocked.refused(cmd('Charge', 1, { enemy: 'bandido', cards: [{ from: 'hand', card: '2S' }] })).code).toBe(
      'accion.no-charge-line',
    );
    const adjacent = given({ at: { p1: [0, 4], bandido: [0, 3] } });
    expect(adjacent.refused(cmd('Charge', 1, { enemy: 'bandido', cards: [{ from: 'hand', card: '2S' }] })).code).toBe(
      'accion.no-charge-line',
    );
  });
});
