import { describe, expect, it } from 'vitest';
import { newTable, startedTable } from '../testing/table.js';
import { stage } from '../testing/stage.js';
import type { EventOf } from './events.js';
import { playerOf } from './update.js';
import { warlordsOfTerra as wot } from './module.js';

const handOf = (t: ReturnType<typeof newTable>, seat: 0 | 1) =>
  t.state.players[seat].hand.map((c) => t.state.catalog[c]!);

// 002_a36596f8eaed8fcc.txt, A.1 "INICIO DE PARTIDA – PREPARACIÓN".
describe('set-up (A.1)', () => {
  // @rule 002:13
  it('deals an opening hand of 7: 4 from the battle deck and 3 from the construction deck', () => {
    const t = newTable();
    t.run({ type: 'ConfirmDeck', data: { seat: 0 } });
    t.run({ type: 'ConfirmDeck', data: { seat: 1 } });
    for (const seat of [0, 1] as const) {
      const hand = handOf(t, seat);
      expect(hand.filter((c) => c.deck === 'battle')).toHaveLength(4);
      expect(hand.filter((c) => c.deck === 'construction')).toHaveLength(3);
      expect(t.state.players[seat].battle).toHaveLength(36);
      expect(t.state.players[seat].construction).toHaveLength(12);
    }
  });

  // @rule 002:15
  it('allows one full mulligan: every card goes back, both decks are shuffled, 4 + 3 are drawn again, and the second hand is kept', () => {
    const t = newTable({}, 3);
    t.run({ type: 'ConfirmDeck', data: { seat: 0 } });
    t.run({ type: 'ConfirmDeck', data: { seat: 1 } });
    const from = t.events.length;
    t.run({ type: 'Mulligan', data: { seat: 0 } });
    const types = t.typesSince(from);
    expect(types).toEqual([
      'HandReturned',
      'DeckShuffled',
      'DeckShuffled',
      'CardsDrawn',
      'CardsDrawn',
      'MulliganTaken',
    ]);
    expect((t.events[from] as EventOf<'HandReturned'>).data.count).toBe(7);
    expect(handOf(t, 0).filter((c) => c.deck === 'battle')).toHaveLength(4);
    expect(handOf(t, 0).filter((c) => c.deck === 'construction')).toHaveLength(3);
    expect(t.state.players[0].battle.length + t.state.players[0].construction.length).toBe(48);
    expect(t.refusalCode({ type: 'Mulligan', data: { seat: 0 } })).toBe('wot.not-your-decision');
    expect(t.legal(0)).toEqual([]);
    expect(
      t
        .legal(1)
        .map((c) => c.type)
        .sort(),
    ).toEqual(['KeepHand', 'Mulligan']);
  });

  // @rule 002:17
  it('the player who starts does not draw on that first turn; the other player does', () => {
    const t = startedTable({}, 5);
    const first = t.state.first;
    expect(t.state.turn).toBe(1);
    expect(t.state.active).toBe(first);
    const hand = (seat: number) => playerOf(t.state, seat).hand.length;
    const handBefore = hand(first);
    const inResources = () => t.state.phase === 'resources';
    while (inResources()) t.run(t.legal(first)[0]!);
    expect(t.events.some((e) => e.type === 'DrawSkipped')).toBe(true);
    expect(hand(first)).toBe(handBefore);
    t.run({ type: 'EndPhase', data: { seat: first } });
    t.run({ type: 'EndPhase', data: { seat: first } });
    const second = t.state.active;
    expect(second).not.toBe(first);
    const before = hand(second);
    while (inResources()) t.run(t.legal(second).find((c) => c.type !== 'AddGold' || !c.data.hire)!);
    expect(hand(second)).toBe(before + 1);
  });

  // @rule 002:19
  it('starts at 20 life, which is no limit: healing goes above 20', () => {
    const t = stage({ players: { 0: { hand: ['slv-b-06'], life: 20 } } });
    expect(t.state.players[1].life).toBe(20);
    t.state = { ...t.state, phase: 'summoning' };
    t.run({ type: 'SummonTroop', data: { seat: 0, card: 'slv-b-06', zone: 2 } });
    t.run({ type: 'Pass', data: { seat: 1 } });
    expect(t.state.players[0].life).toBe(22);
  });

  // @rule 002:21
  it('keeps a hand above 8 during the turn and discards down to 8, one card at a time, only in the end phase', () => {
    const nine = [
      'ovl-b-01',
      'ovl-b-01',
      'ovl-b-02',
      'ovl-b-02',
      'ovl-b-03',
      'ovl-b-04',
      'ovl-b-05',
      'ovl-b-06',
      'ovl-b-07',
      'ovl-b-08',
    ];
    const t = stage({ phase: 'tactical', players: { 0: { hand: nine, mana: 0, gold: 0 } } });
    expect(t.state.players[0].hand).toHaveLength(10);
    expect(t.refusalCode({ type: 'DiscardCard', data: { seat: 0, card: 'ovl-b-01' } })).toBe('wot.wrong-phase');
    const asked = () => wot.view(t.state, { kind: 'seat', seat: 1 }).labels.decision;
    expect(asked()).toBeNull();
    t.run({ type: 'EndPhase', data: { seat: 0 } });
    expect(t.state.phase).toBe('end');
    expect(t.legal(0).every((c) => c.type === 'DiscardCard')).toBe(true);
    // Both players read why cards go, and how many: a hand's size is public.
    expect(asked()).toEqual({
      es: 'Fin del turno: la mano es de 8 cartas como máximo; hay que descartar 2.',
      en: 'End of turn: a hand holds at most 8 cards; 2 must be discarded.',
    });
    t.run({ type: 'DiscardCard', data: { seat: 0, card: 'ovl-b-01' } });
    expect(t.state.phase).toBe('end');
    expect(wot.view(t.state, { kind: 'seat', seat: 0 }).labels.decision?.es).toContain('hay que descartar 1');
    t.run({ type: 'DiscardCard', data: { seat: 0, card: 'ovl-b-08' } });
    expect(asked()).toBeNull();
    expect(t.state.players[0].hand).toHaveLength(8);
    expect(t.state.active).toBe(1);
  });

  // @rule 002:23
  it('allows no voluntary discard: with 8 cards or fewer there is nothing to discard', () => {
    const t = stage({ phase: 'end', players: { 0: { hand: ['ovl-b-01', 'ovl-b-02'] } } });
    expect(t.refusalCode({ type: 'DiscardCard', data: { seat: 0, card: 'ovl-b-01' } })).not.toBe('accepted');
    const s = stage({ phase: 'tactical', players: { 0: { hand: ['ovl-b-01', 'ovl-b-02'] } } });
    expect(s.legal(0).some((c) => c.type === 'DiscardCard')).toBe(false);
  });
});
