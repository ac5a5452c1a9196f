import { describe, expect, it } from 'vitest';
import { describeCommand } from '../encounter/describe-commands.js';
import { attackWith, cmd, eventsOf, given } from '../testing/table.js';

/** 003_9d379b4d763b9b92.txt: "Acción gratuita especial", "Límite de mano", "Regla de la Avaricia", social encounters. */

describe('003 "Carga de Mana" (free, once per turn)', () => {
  // @rule 003:28
  it('2 cards → 1 mana, without spending an action', () => {
    const t = given({ hands: { p1: ['2C', '3D', '4H'] }, mp: { 1: 0 } });
    const events = t.when(cmd('ChargeMana', 1, { cards: ['2C', '4H'] }));
    expect(eventsOf(events, 'ManaCharged')[0]!.data).toMatchObject({ mana: 1, mp: 1 });
    expect(t.player(1).hand).toEqual(['3D']);
    expect(t.player(1).discard).toEqual(['2C', '4H']);
    expect(t.state.turn!.actionsLeft).toBe(3);
  });

  // @rule 003:28
  it('a King or an Ace → 2 mana; the identity card → 5', () => {
    for (const [card, mana] of [
      ['KD', 2],
      ['AS', 2],
      ['QS', 5],
    ] as const) {
      const t = given({ hands: { p1: [card, '5C'] }, mp: { 1: 0 } });
      t.when(cmd('ChargeMana', 1, { cards: [card] }));
      expect(t.player(1).mp).toBe(mana);
    }
  });

  // @rule 003:28
  it('a single ordinary card is not a charge, and a second charge in the same turn is refused', () => {
    const t = given({ hands: { p1: ['5C', 'KD', '2H', '3H'] } });
    expect(t.refused(cmd('ChargeMana', 1, { cards: ['5C'] })).code).toBe('accion.bad-mana');
    t.when(cmd('ChargeMana', 1, { cards: ['KD'] }));
    expect(t.refused(cmd('ChargeMana', 1, { cards: ['2H', '3H'] })).code).toBe('accion.mana-once');
    expect(t.legal(1).some((c) => c.type === 'ChargeMana')).toBe(false);
  });
});

describe('003 "Límite de mano"', () => {
  // @rule 003:30 @rule 003:31
  it('above 8 cards the player discards one at a time until back at 8, before anything else', () => {
    const hand = ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C'];
    const t = given({ hands: { p1: hand }, mp: { 1: 3 } });
    t.when(cmd('ForcedDraw', 1, { count: 2 }));
    expect(t.player(1).hand).toHaveLength(10);
    expect(t.legal(1).every((c) => c.type === 'Discard')).toBe(true);
    expect(t.refused(cmd('EndTurn', 1)).code).toBe('accion.discard-first');
    t.when(cmd('Discard', 1, { card: '2C' }));
    t.when(cmd('Discard', 1, { card: '3C' }));
    expect(t.player(1).hand).toHaveLength(8);
    expect(t.refused(cmd('Discard', 1, { card: '4C' })).code).toBe('accion.not-over-limit');
  });

  // @rule 003:30
  it('the limit is a table option ("puede ajustarse por preferencia de mesa")', () => {
    const t = given({ options: { table: { handLimit: 5 }, party: { openingHand: 5 } }, mp: { 1: 1 } });
    t.when(cmd('ForcedDraw', 1, { count: 1 }));
    expect(t.legal(1)[0]!.type).toBe('Discard');
  });
});

describe('003 "Regla de la Avaricia"', () => {
  const hand = ['2C', '3C', '4C', '5C'];

  // @rule 003:35 @rule 003:37
  it('the second repeat of an action draws half (rounded down), the third none', () => {
    const t = given({ hands: { p1: hand }, options: { table: { abilityDraw: 3 } } });
    const drawn = [1, 2, 3].map(
      (i) => eventsOf(t.when(attackWith(1, 'bandido', [hand[i - 1]!]), [1]), 'CardsDrawn')[0]!.data,
    );
    expect(drawn.map((d) => d.count)).toEqual([3, 1, 0]);
    expect(drawn[1]!.greed).toEqual({ repeat: 2, normal: 3 });
    expect(drawn[2]!.greed).toEqual({ repeat: 3, normal: 3 });
  });

  // @rule 003:36
  it('a different roll (another kind of attack, a skill) draws normally', () => {
    const t = given({ hands: { p1: hand }, mp: { 1: 5 } });
    const a = eventsOf(t.when(attackWith(1, 'bandido', ['2C']), [1]), 'CardsDrawn');
    const b = eventsOf(t.when(attackWith(1, 'bandido', ['3C'], 'magical'), [1]), 'CardsDrawn');
    const c = eventsOf(t.when(cmd('UseSkill', 1, { skill: 'descarga', target: 'bandido' }), [1]), 'CardsDrawn');
    expect([a, b, c].map((d) => d[0]!.data.count)).toEqual([2, 2, 2]);
  });

  // @rule 003:38
  it('only draws change: the repeated action is still taken, rolled and paid', () => {
    const t = given({ hands: { p1: hand }, mp: { 1: 9 } });
    t.when(cmd('ForcedDraw', 1, { count: 4 }));
    const second = t.when(cmd('ForcedDraw', 1, { count: 4 }));
    expect(eventsOf(second, 'MpSpent')[0]!.data).toMatchObject({ amount: 4, mp: 1 });
    expect(eventsOf(second, 'CardsDrawn')[0]!.data.count).toBe(2);
  });

  // "solo afecta el robo de cartas": a third forced draw still costs its MP for 0 cards, so the
  // option says so before the player commits (RULES-NOTES.md, "Greed").
  // @rule 003:35
  it('a forced draw the greed rule cuts says before it is chosen how many cards it will really draw', () => {
    const t = given({ hands: { p1: hand }, mp: { 1: 9 } });
    const words = () =>
      describeCommand(
        t.legal(1).find((c) => c.type === 'ForcedDraw' && c.data.count === 2)!,
        t.state,
      );
    expect(words()).toEqual({ es: 'Robar 2 (pagar 2 MP)', en: 'Draw 2 (pay 2 MP)' });
    t.when(cmd('ForcedDraw', 1, { count: 2 }));
    expect(words()).toEqual({
      es: 'Robar 2 (pagar 2 MP; por la avaricia robas 1)',
      en: 'Draw 2 (pay 2 MP; greed: you draw 1)',
    });
    t.when(cmd('ForcedDraw', 1, { count: 2 }));
    expect(words()).toEqual({
      es: 'Robar 2 (pagar 2 MP; por la avaricia robas 0)',
      en: 'Draw 2 (pay 2 MP; greed: you draw 0)',
    });
  });

  // @rule 003:35 @rule 003:36
  it('with greedCounts "consecutive", A, B, A draws in full; by default it counts the whole turn', () => {
    const counts = (greedCounts: 'turn' | 'consecutive') => {
      const t = given({ hands: { p1: hand }, options: { table: { greedCounts } } });
      t.when(attackWith(1, 'bandido', ['2C']), [1]);
      t.when(attackWith(1, 'bandido', ['3C'], 'magical'), [1]);
      return eventsOf(t.when(attackWith(1, 'bandido', ['4C']), [1]), 'CardsDrawn')[0]!.data.count;
    };
    expect(counts('turn')).toBe(1);
    expect(counts('consecutive')).toBe(2);
  });

  // @rule 003:37
  it('a new turn starts the count again', () => {
    const t = given({ hands: { p1: hand }, turn: 'p1' });
    t.when(attackWith(1, 'bandido', ['2C']), [1]);
    t.when(attackWith(1, 'bandido', ['3C']), [1]);
    expect(t.state.turn!.repeats).toEqual(['attack:physical', 'attack:physical']);
    t.when(cmd('EndTurn', 1));
    t.when(cmd('PassInitiative', 1, { to: 'p2' }));
    expect(t.state.turn).toMatchObject({ actor: 'p2', repeats: [] });
  });
});

describe('003 "Importante para encuentros sociales o de exploración"', () => {
  const social = { mode: 'social' as const, tactical: false };

  // @rule 003:26
  it('a Robo Duro turn with no relevant roll and no Effort ends with 1d6 damage', () => {
    const t = given({ options: social });
    t.when(cmd('HardDraw', 1));
    const events = t.when(cmd('EndTurn', 1), [4]);
    expect(eventsOf(events, 'PlayerDamaged')[0]!.data).toMatchObject({ seat: 1, amount: 4, source: 'social-penalty' });
    expect(t.player(1).hp).toBe(16);
  });

  // @rule 003:26
  it('no penalty in combat, nor for a social turn that rolled', () => {
    const combat = given();
    combat.when(cmd('HardDraw', 1));
    expect(eventsOf(combat.when(cmd('EndTurn', 1)), 'PlayerDamaged')).toEqual([]);
    const rolled = given({ options: social, hands: { p1: ['2C'] } });
    rolled.state = { ...rolled.state, turn: { ...rolled.state.turn!, hardDraw: true } };
    rolled.when(attackWith(1, 'arquera', ['2C']), [1]);
    expect(eventsOf(rolled.when(cmd('EndTurn', 1)), 'PlayerDamaged')).toEqual([]);
  });
});
