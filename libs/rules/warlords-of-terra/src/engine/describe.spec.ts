import { describe, expect, it } from 'vitest';
import { attackAndResolve, duel, stage } from '../testing/stage.js';
import { newTable, startedTable } from '../testing/table.js';
import { warlordsOfTerra as wot } from './module.js';
import type { WotState } from './state.js';

/** Every log line of a table's events as `viewer` reads them. */
function lines(
  initial: WotState,
  events: readonly Parameters<typeof wot.evolve>[1][],
  viewer: Parameters<typeof wot.view>[1],
) {
  let state = initial;
  const out: { es: string; en: string }[] = [];
  for (const event of events) {
    const line = wot.describer.event(event, state, viewer);
    if (line !== null) out.push(line);
    state = wot.evolve(state, event);
  }
  return out;
}

describe('game log (describer)', () => {
  it('names the cards a player draws to that player and a judge; the rival and spectators read only how many and from which deck', () => {
    const t = newTable();
    const initial = t.state;
    t.run({ type: 'ConfirmDeck', data: { seat: 0 } });
    t.run({ type: 'ConfirmDeck', data: { seat: 1 } });
    const hand0 = t.state.players[0].hand.map((c) => t.state.catalog[c]!);
    const own = lines(initial, t.events, { kind: 'seat', seat: 0 })
      .map((l) => l.es)
      .join('\n');
    const rival = lines(initial, t.events, { kind: 'seat', seat: 1 })
      .map((l) => l.es)
      .join('\n');
    const spectator = lines(initial, t.events, { kind: 'spectator' })
      .map((l) => l.en)
      .join('\n');
    for (const card of hand0) {
      const name = typeof card.name === 'string' ? card.name : card.name.es;
      expect(own).toContain(name);
      expect(rival).not.toContain(name);
    }
    expect(rival).toContain('{seat:0} roba 4 cartas del mazo de batalla');
    expect(spectator).toContain('{seat:0} draws 3 cards from the construction deck');
  });

  it('tells a combat in both languages: who fights whom, the strikes and the damage', () => {
    const t = duel({ card: 'ovl-b-01', at: 'C3' }, { card: 'hel-b-01', at: 'C4' });
    const initial = t.state;
    attackAndResolve(t, 'C3', 'C4');
    const es = lines(initial, t.events, { kind: 'spectator' }).map((l) => l.es);
    const en = lines(initial, t.events, { kind: 'spectator' }).map((l) => l.en);
    expect(es).toContain('Guerrero de Hierro (C3) combate contra Demonio Menor (C4)');
    expect(en).toContain('Iron Warrior (C3) fights Lesser Demon (C4)');
    expect(es).toContain('Demonio Menor (C4) golpea a Guerrero de Hierro (C3)');
    expect(en).toContain('Lesser Demon (C4) dies and goes to the discard pile');
  });

  it('describes a command for the acting seat', () => {
    const t = stage({ phase: 'summoning', players: { 0: { hand: ['ovl-b-01'] } } });
    expect(
      wot.describer.command({ type: 'SummonTroop', data: { seat: 0, card: 'ovl-b-01', zone: 2 } }, t.state),
    ).toEqual({
      es: 'Invocar Guerrero de Hierro en C1',
      en: 'Summon Iron Warrior to C1',
    });
  });

  it('counts life lost or gained in the singular for one and the plural for more', () => {
    const t = newTable();
    const said = (amount: number) =>
      wot.describer.event({ type: 'LifeChanged', data: { seat: 0, amount, life: 20 + amount } }, t.state, {
        kind: 'spectator',
      })?.es;
    expect(said(-1)).toContain('pierde 1 vida (19)');
    expect(said(-3)).toContain('pierde 3 vidas (17)');
    expect(said(1)).toContain('gana 1 vida (21)');
  });
});

describe('a hidden draw in the log', () => {
  it('counts one card in the singular and more in the plural, in both languages', () => {
    const before = startedTable().state;
    const drew = (count: number) =>
      wot.describer.event(
        { type: 'CardsDrawn', data: { seat: 0, deck: 'battle', count, cards: [] } } as never,
        before,
        { kind: 'seat', seat: 1 },
      );
    expect(drew(1)).toEqual({
      es: '{seat:0} roba 1 carta del mazo de batalla',
      en: '{seat:0} draws 1 card from the battle deck',
    });
    expect(drew(2)?.es).toBe('{seat:0} roba 2 cartas del mazo de batalla');
  });
});
