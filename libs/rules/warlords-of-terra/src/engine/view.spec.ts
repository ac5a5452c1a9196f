import { describe, expect, it } from 'vitest';
import { stage, z } from '../testing/stage.js';
import { startedTable } from '../testing/table.js';
import { warlordsOfTerra as wot } from './module.js';

// What a board shows, per viewer.
describe('views', () => {
  it('carries the battlefield: 25 zones with the summoning lines, troops with their numbers, threat areas and field objects', () => {
    const t = stage({
      troops: [
        { seat: 0, card: 'ovl-b-10', at: 'C2', damage: 1, objects: ['ovl-b-16'] },
        { seat: 1, card: 'thr-b-01', at: 'C5', flipped: true },
      ],
      fieldObjects: [{ seat: 1, at: 'B4', id: 'totem', durability: 2 }],
    });
    const v = wot.view(t.state, { kind: 'spectator' });
    expect(v.board).toMatchObject({ columns: 5, rows: 5, lines: [0, 4] });
    expect(v.board.zones).toHaveLength(25);
    expect(v.board.zones[z('A1')]).toMatchObject({ name: 'A1', lineOf: 0 });
    expect(v.board.zones[z('C3')]).toMatchObject({ name: 'C3', lineOf: null, threatenedBy: [0] });
    // A flipped troop on its own line still defends its lateral zones (A.9.4), not the one in front.
    expect(v.board.zones[z('B5')]!.threatenedBy).toEqual([1]);
    expect(v.board.zones[z('C4')]!.threatenedBy).toEqual([]);
    const rider = v.troops.find((x) => x.zone === z('C2'))!;
    expect(rider).toMatchObject({
      card: 'ovl-b-10',
      name: { es: 'Jinete de Lobos', en: 'Wolf Rider' },
      atk: 4,
      life: 3,
      damage: 1,
      speed: 3,
      flipped: false,
    });
    expect(rider.keywords).toEqual([{ id: 'golpe-rapido', name: { es: 'Golpe Rápido', en: 'Quick Strike' } }]);
    expect(rider.objects).toEqual([expect.objectContaining({ card: 'ovl-b-16', durability: 2 })]);
    expect(v.fieldObjects).toEqual([expect.objectContaining({ zone: z('B4'), durability: 2 })]);
    expect(v.cards['ovl-b-16']).toMatchObject({
      name: { es: 'Hacha de Guerra', en: 'War Axe' },
      type: 'object',
      object: { kind: 'weapon', atk: 1, durability: 2 },
    });
  });

  it("shows each player's resources, hero and powers, places, armory, both deck sizes and discard pile; the hand only to its owner", () => {
    const t = stage({
      players: {
        0: {
          hand: ['ovl-b-01', 'ovl-b-14'],
          places: ['ovl-c-01'],
          armory: ['ovl-b-17'],
          discard: ['ovl-b-02'],
          mana: 3,
          gold: 4,
          power: 2,
        },
      },
    });
    const own = wot.view(t.state, { kind: 'seat', seat: 0 });
    const rival = wot.view(t.state, { kind: 'seat', seat: 1 });
    const spectator = wot.view(t.state, { kind: 'spectator' });
    expect(own.players[0]).toMatchObject({
      hand: ['ovl-b-01', 'ovl-b-14'],
      handCount: 2,
      mana: 3,
      gold: 4,
      power: 2,
      production: { mana: 0, gold: 1 },
      discard: ['ovl-b-02'],
    });
    expect(own.players[0].battleCount).toBeGreaterThan(0);
    expect(own.players[0].constructionCount).toBeGreaterThan(0);
    expect(rival.players[0]).toMatchObject({ hand: null, handCount: 2, deck: null });
    expect(spectator.players[0].hand).toBeNull();
    expect(spectator.players[1].hand).toBeNull();
    expect(own.cards['ovl-b-14']).toBeDefined();
    expect(rival.cards['ovl-b-14']).toBeUndefined();
    const hero = own.cards[own.players[0].hero]!;
    expect(hero.hero?.powers.map((p) => p.cost)).toEqual([1, 3, 5]);
    expect(own.players[0].places).toHaveLength(1);
    expect(own.players[0].armory).toEqual([expect.objectContaining({ card: 'ovl-b-17', durability: 2 })]);
  });

  it('says who decides now and on what, so a board can offer the right buttons', () => {
    const t = startedTable();
    const v = wot.view(t.state, { kind: 'seat', seat: t.state.active });
    expect(v.decision.seats).toEqual([t.state.active]);
    expect(['resource']).toContain(v.decision.kind);
    expect(v).toMatchObject({ phase: 'resources', game: 1, bestOf: 1, games: [], turn: 1, result: null });
    expect(v.labels.phase).toEqual({ es: 'Fase de recursos', en: 'Resource phase' });
  });

  // @rule 002:286
  it('a judge sees hands and deck lists, never deck order', () => {
    const t = startedTable();
    const v = wot.view(t.state, { kind: 'judge' });
    expect(v.players[0].hand).not.toBeNull();
    expect(v.players[1].deck).not.toBeNull();
    // The deck list is sorted by card, whatever order the deck lies in.
    const reversed = {
      ...t.state,
      players: t.state.players.map((p) => ({
        ...p,
        battle: p.battle.slice().reverse(),
      })) as unknown as typeof t.state.players,
    };
    expect(wot.view(reversed, { kind: 'judge' })).toEqual(v);
  });
});
