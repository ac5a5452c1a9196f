import { describe, expect, it } from 'vitest';
import { sampleEncounter } from '../samples.js';
import { given } from '../testing/table.js';
import { describeCommand } from './describe-commands.js';
import { enemyLabels } from './names.js';
import { view } from './view.js';

const ambush = () => sampleEncounter('emboscada');

describe('telling the creatures apart', () => {
  it('numbers enemies that share a name in a language, and their grid markers ("Bandit 1", "B2")', () => {
    const labels = enemyLabels([
      { id: 'bandido', name: { es: 'Bandido', en: 'Bandit' } },
      { id: 'bandida', name: { es: 'Bandida', en: 'Bandit' } },
      { id: 'arquera', name: { es: 'Arquera', en: 'Archer' } },
    ]);
    expect([...labels.values()].map((x) => x.name)).toEqual([
      { es: 'Bandido', en: 'Bandit 1' },
      { es: 'Bandida', en: 'Bandit 2' },
      { es: 'Arquera', en: 'Archer' },
    ]);
    expect([...labels.values()].map((x) => x.marker)).toEqual([
      { es: 'B1', en: 'B1' },
      { es: 'B2', en: 'B2' },
      { es: 'A', en: 'A' },
    ]);
  });

  it('the view, command buttons and log name each bandit apart in English', () => {
    const t = given({ options: ambush() });
    const v = view(t.state, { kind: 'seat', seat: 1 });
    expect(v.enemies.map((e) => e.name.en)).toEqual(['Bandit 1', 'Bandit 2', 'Archer']);
    expect(v.enemies.map((e) => e.marker.en)).toEqual(['B1', 'B2', 'A']);
    expect(v.players.map((p) => p.marker)).toEqual([
      { es: 'J1', en: 'P1' },
      { es: 'J2', en: 'P2' },
    ]);
    const interrupt = (enemy: string) => describeCommand({ type: 'Interrupt', data: { seat: 1, enemy } }, t.state).en;
    expect(new Set([interrupt('bandido'), interrupt('bandida')]).size).toBe(2);
  });
});

describe("a player's turn as a menu (003, options of 1, 2 and 3 actions)", () => {
  it('lists each option with its cost in actions; one it cannot afford says so', () => {
    const t = given({ options: ambush(), hands: { p1: ['QS', '7H'] }, actions: 1 });
    const menu = view(t.state, { kind: 'seat', seat: 1 }).menu!;
    const option = (type: string) => menu.find((o) => o.type === type)!;
    expect(option('Attack')).toMatchObject({ cost: 1, unavailable: null });
    expect(option('Concentrate')).toMatchObject({
      cost: 3,
      unavailable: { es: 'Cuesta 3 acciones; te queda 1 acción.', en: 'Costs 3 actions; you have 1 action left.' },
    });
    expect(option('EndTurn').unavailable).toBeNull();
  });

  it("says why an affordable option can't be taken now (mana already charged)", () => {
    const t = given({ options: ambush(), hands: { p1: ['QS', '7H'] } });
    t.when({ type: 'ChargeMana', data: { seat: 1, cards: ['QS', '7H'] } });
    const option = view(t.state, { kind: 'seat', seat: 1 }).menu!.find((o) => o.type === 'ChargeMana')!;
    expect(option.unavailable?.es).toContain('Ya cargaste maná este turno');
  });

  it('is only for the acting player: another player, the GM and a spectator get none', () => {
    const t = given({ options: ambush() });
    expect(view(t.state, { kind: 'seat', seat: 2 }).menu).toBeNull();
    expect(view(t.state, { kind: 'seat', seat: 0 }).menu).toBeNull();
    expect(view(t.state, { kind: 'spectator' }).menu).toBeNull();
  });

  it('names a repeated draw action in words for the greed banner, not its key', () => {
    const t = given({ options: ambush() });
    const state = { ...t.state, turn: { ...t.state.turn!, repeats: ['attack:magical', 'skill:descarga'] } };
    expect(view(state, { kind: 'seat', seat: 1 }).turn!.repeats.map((r) => r.name.es)).toEqual([
      'Ataque mágico',
      expect.not.stringContaining('skill:'),
    ]);
  });
});
