import { describe, expect, it } from 'vitest';
import { attackWith, cmd, eventsOf, given } from '../testing/table.js';

/** 003_9d379b4d763b9b92.txt, "2. La Regla de Acción" (Bucle Central y Economía de Acciones). */

const narrative = { tactical: false };

describe('003 "La Regla de Acción": three actions per turn, divided freely', () => {
  // @rule 003:3
  it('a turn starts with 3 actions and each option spends its own cost until none is left', () => {
    const t = given({ hands: { p1: ['QS', '5H', '9D'] } });
    expect(t.state.turn!.actionsLeft).toBe(3);
    t.when(cmd('Prepare', 1));
    expect(t.state.turn!.actionsLeft).toBe(2);
    t.when(cmd('Interrupt', 1, { enemy: 'bandido' }));
    expect(t.state.turn!.actionsLeft).toBe(0);
    const refusal = t.refused(attackWith(1, 'bandido', ['QS']));
    expect(refusal.code).toBe('accion.no-actions');
    expect(
      t
        .legal(1)
        .map((c) => c.type)
        .sort(),
    ).toEqual(['ChargeMana', 'ChargeMana', 'ChargeMana', 'ChargeMana', 'EndTurn'].sort());
  });

  // @rule 003:5
  it('003 "Opciones de 1 acción": Atacar spends 1 action; a hit adds the combo’s Effort to the enemy’s bar', () => {
    const t = given({ hands: { p1: ['QS', '5H'] } });
    const events = t.when(attackWith(1, 'bandido', ['QS', '5H']), [5]);
    expect(eventsOf(events, 'ActionTaken')[0]!.data).toMatchObject({ action: 'attack', cost: 1 });
    expect(eventsOf(events, 'CheckRolled')[0]!.data).toMatchObject({ target: 3, success: true });
    expect(eventsOf(events, 'EnemyDamaged')[0]!.data).toMatchObject({ amount: 13, hp: 11 });
    expect(t.state.turn!.actionsLeft).toBe(2);
    expect(t.player(1).discard).toEqual(['QS', '5H']);
  });

  // @rule 003:6
  it('003 "Opciones de 1 acción": Usar una Habilidad Arcana pays its MP cost', () => {
    const t = given({ mp: { 1: 3 }, hands: { p1: ['2H'] } });
    t.when(cmd('UseSkill', 1, { skill: 'descarga', target: 'arquera' }), [8]);
    expect(t.player(1).mp).toBe(1);
    expect(t.enemy('arquera').hp).toBe(16 - 10);
    t.when(cmd('UseSkill', 1, { skill: 'escudo', target: 'p2' }));
    expect(t.player(1).mp).toBe(0);
    expect(t.player(2).prepared).toBe(true);
    expect(t.refused(cmd('UseSkill', 1, { skill: 'sanar', target: 'p1' })).code).toBe('accion.not-enough-mp');
  });

  // @rule 003:9
  it('003 "Opciones de 1 acción": Robar X cartas (forzado) pays X MP and draws X', () => {
    const t = given({ mp: { 1: 3 } });
    const before = t.player(1).hand.length;
    t.when(cmd('ForcedDraw', 1, { count: 2 }));
    expect(t.player(1).mp).toBe(1);
    expect(t.player(1).hand.length).toBe(before + 2);
    expect(t.refused(cmd('ForcedDraw', 1, { count: 2 })).code).toBe('accion.not-enough-mp');
  });

  // @rule 003:10
  it('003 "Opciones de 1 acción": Recuperar puts a used card from the discard pile at the bottom of the deck', () => {
    const t = given({ player: { 1: { discard: ['KH', '3C'] } } });
    const deck = t.player(1).deck;
    t.when(cmd('Recover', 1, { card: 'KH' }));
    expect(t.player(1).discard).toEqual(['3C']);
    expect(t.player(1).deck).toEqual([...deck, 'KH']);
    expect(t.refused(cmd('Recover', 1, { card: 'KH' })).code).toBe('accion.card-not-in-discard');
  });

  // @rule 003:7 @rule 003:67 @rule 003:97
  it('003 "Opciones de 1 acción": Moverte dentro de la escena goes up to 5 squares (tactical)', () => {
    const t = given({
      options: { scenes: [{ id: 'sala', name: { es: 'Sala', en: 'Hall' }, width: 8, height: 8 }] },
      at: { p1: [0, 7] },
    });
    expect(t.refused(cmd('Move', 1, { to: [6, 7] })).code).toBe('accion.unreachable');
    t.when(cmd('Move', 1, { to: [5, 2] }));
    expect(t.player(1).at).toEqual([5, 2]);
    expect(t.state.turn!.actionsLeft).toBe(2);
  });

  // @rule 003:17 @rule 003:18 @rule 003:19
  it('003 "Opciones de 2 acciones": Movimiento seguro, Interrumpir and Reiniciar tu Mano cost 2', () => {
    const scenes = [
      { id: 'a', name: { es: 'A', en: 'A' } },
      { id: 'b', name: { es: 'B', en: 'B' } },
    ];
    const t = given({ options: { ...narrative, scenes }, hands: { p1: ['2H', '3H'] } });
    t.when(cmd('SafeMove', 1, { scene: 'b', to: null }));
    expect(t.player(1).scene).toBe('b');
    expect(t.state.turn!.actionsLeft).toBe(1);
    expect(t.refused(cmd('ResetHand', 1)).code).toBe('accion.no-actions');
    const u = given({ hands: { p1: ['2H', '3H'] }, player: { 1: { discard: ['9C'] } } });
    const events = u.when(cmd('ResetHand', 1));
    // "baraja tu mazo y roba hasta tu tamaño de mano anterior (el descarte no se toca)"
    expect(events.find((e) => e.type === 'HandReset')!.metadata?.random).toEqual([
      expect.objectContaining({ kind: 'shuffle', label: 'deck:seat1', size: 47 + 2 }),
    ]);
    expect(u.player(1).hand).toHaveLength(2);
    expect(u.player(1).deck).toHaveLength(47);
    expect(u.player(1).discard).toEqual(['9C']);
    expect(u.state.turn!.actionsLeft).toBe(1);
  });

  // @rule 003:22 @rule 003:23 @rule 003:24
  it('003 "Opciones de 3 acciones": Concentración, Robo Duro and Ataque Embestida need all 3', () => {
    const t = given({ actions: 2 });
    expect(t.refused(cmd('Concentrate', 1)).code).toBe('accion.no-actions');
    expect(t.refused(cmd('HardDraw', 1)).code).toBe('accion.no-actions');
    const u = given();
    const hand = u.player(1).hand.length;
    u.when(cmd('HardDraw', 1));
    expect(u.player(1).hand).toHaveLength(hand + 1);
    expect(u.player(1).mp).toBe(3);
    expect(u.state.turn!.actionsLeft).toBe(0);
  });

  // @rule 003:22
  it('003 "Concentración" lowers the threat one level for the next turn’s roll only', () => {
    const t = given();
    t.when(cmd('Concentrate', 1));
    expect(t.player(1).concentration).toBe('next');
    const u = given({ player: { 1: { concentration: 'next' } }, hands: { p1: ['9S'] } });
    expect(u.player(1).concentration).toBe('active');
    const first = u.when(attackWith(1, 'arquera', ['9S']), [3]);
    expect(eventsOf(first, 'CheckRolled')[0]!.data).toMatchObject({ threat: 2, target: 3, success: true });
    const card = u.player(1).hand[0]!;
    const second = u.when(attackWith(1, 'arquera', [card]), [3]);
    expect(eventsOf(second, 'CheckRolled')[0]!.data).toMatchObject({ threat: 3, target: 4, success: false });
  });

  // @rule 003:11
  it('003 "Prepararte": an attack against a prepared player deals half its damage, once', () => {
    const t = given({ turn: 'bandido', player: { 1: { prepared: true } }, at: { bandido: [1, 3] } });
    t.when(cmd('EnemyAttack', 0, { target: 1 }), [9]);
    expect(t.player(1).hp).toBe(20 - 1);
    expect(t.player(1).prepared).toBe(false);
    t.when(cmd('EnemyAttack', 0, { target: 1 }), [9]);
    expect(t.player(1).hp).toBe(20 - 1 - 3);
  });

  // @rule 003:11
  it('003 "Prepararte": against a non-attack action the prepared player rolls 2d8 and keeps the higher', () => {
    const t = given({ turn: 'bandido', player: { 1: { prepared: true } } });
    const events = t.when(cmd('EnemyHex', 0, { target: 1 }), [7, 2, 8]);
    const hexed = eventsOf(events, 'EnemyHexed')[0]!;
    expect(hexed.data).toMatchObject({
      roll: { dice: [7], kept: 7 },
      resist: { dice: [2, 8], kept: 8 },
      success: false,
    });
    expect(hexed.metadata?.random?.map((d) => d.label)).toEqual(['dice:chaos', 'dice:resist', 'dice:resist']);
    expect(t.player(1).prepared).toBe(false);
  });

  // @rule 003:8 @rule 003:17
  it('003 "Moverte a otra Escena/Zona" provokes instant attacks from every enemy of the scene; Movimiento seguro does not', () => {
    const scenes = [
      { id: 'a', name: { es: 'A', en: 'A' } },
      { id: 'b', name: { es: 'B', en: 'B' } },
    ];
    const t = given({ options: { ...narrative, scenes } });
    const events = t.when(cmd('ChangeScene', 1, { scene: 'b', to: null }), [12, 1]);
    expect(eventsOf(events, 'EnemyAttacked').map((e) => [e.data.enemy, e.data.instant, e.data.hit])).toEqual([
      ['bandido', true, true],
      ['arquera', true, false],
    ]);
    expect(t.player(1).hp).toBe(17);
    expect(t.player(1).scene).toBe('b');
  });
});

describe('003: tactical actions exist only on a grid', () => {
  // @rule 003:3 @rule 003:97
  it('a narrative encounter refuses Move and Charge and lists no tactical option', () => {
    const t = given({ options: narrative });
    expect(t.refused(cmd('Move', 1, { to: [1, 1] })).code).toBe('accion.not-tactical');
    expect(t.refused(cmd('Charge', 1, { enemy: 'bandido', cards: [{ from: 'hand', card: '2S' }] })).code).toBe(
      'accion.not-tactical',
    );
    const types = new Set(t.legal(1).map((c) => c.type));
    for (const tactical of ['Move', 'Charge', 'RequestFlank']) expect(types.has(tactical as never)).toBe(false);
    expect(types.has('Attack')).toBe(true);
  });

  // @rule 003:3
  it('an enemy charge in a narrative encounter is refused', () => {
    const t = given({ options: narrative, turn: 'bandido' });
    expect(t.refused(cmd('EnemyCharge', 0, { target: 1 })).code).toBe('accion.not-tactical');
    expect(t.legal(0).some((c) => c.type === 'EnemyCharge' || c.type === 'EnemyMove')).toBe(false);
  });
});
