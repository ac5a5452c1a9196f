import { allActions, type BladesView, type HeroView } from '@cronica/blades-of-ash';
import { describe, expect, it } from 'vitest';
import { commandInput, describeCommand, parseBladesView } from './blades';

const hero = (index: number, es: string, en = es): HeroView => ({
  index, id: `hero-${index}`, name: { es, en }, seat: index < 5 ? 0 : 1, kept: true, life: 10, maxLife: 10, out: false,
  counters: {}, modifiers: {}, equipment: [],
});

const view = {
  viewer: { kind: 'seat', seat: 0 },
  phase: 'actions',
  round: 1,
  attacker: 0,
  roleChooser: null,
  heroes: ['Ana', 'Bea', 'Caro', 'Dana', 'Eva', 'Fox', 'Gus', 'Hal', 'Ivo', 'Jon'].map((name, i) => hero(i, name)),
  players: [
    { seat: 0, hand: [], handCount: 0, deckCount: 20, graveyard: [], dice: [{ color: 'red', face: 5, spent: false }, { color: 'blue', face: 2, spent: false }], picked: true, mulliganed: true },
    { seat: 1, hand: null, handCount: 4, deckCount: 20, graveyard: [], dice: [], picked: true, mulliganed: true },
  ],
  pairings: [],
  clash: null,
  result: null,
} as unknown as BladesView;

describe('Blades of Ash command texts', () => {
  it('names the heroes a draft choice keeps, from the seat’s own list', () => {
    expect(describeCommand(view, { type: 'PickHeroes', seat: 0, keep: [0, 2, 4] })).toEqual({ es: 'Quedarte con Ana, Caro y Eva', en: 'Keep Ana, Caro and Eva' });
    expect(describeCommand(view, { type: 'PickHeroes', seat: 1, keep: [1] }).en).toBe('Keep Gus');
  });

  it('says what a card costs and whom it targets', () => {
    const card = allActions()[0]!;
    const text = describeCommand(view, { type: 'PlayCard', seat: 0, card: card.id, dice: [0, 1], target: 7 });
    expect(text.es).toBe(`Jugar ${card.name.es} sobre Hal (pagas rojo 5 y azul 2)`);
    expect(text.en).toBe(`Play ${card.name.en} on Hal (paying red 5 and blue 2)`);
  });

  it('distinguishes keeping the opening hand from a mulligan', () => {
    expect(describeCommand(view, { type: 'Mulligan', seat: 0, discard: [] }).es).toBe('Quedarte la mano');
    const card = allActions()[1]!;
    expect(describeCommand(view, { type: 'Mulligan', seat: 0, discard: [card.id] }).en).toBe(`Discard ${card.name.en} and draw 1`);
  });

  it('sends commands without the seat (the server takes it from the session) and without empty fields', () => {
    expect(commandInput({ type: 'PlayCard', seat: 1, card: 'x', dice: [0], target: null, keep: null })).toEqual({ type: 'PlayCard', card: 'x', dice: [0] });
  });

  it('reads the view JSON and tolerates a missing or broken one', () => {
    expect(parseBladesView(JSON.stringify(view))?.round).toBe(1);
    expect(parseBladesView(null)).toBeNull();
    expect(parseBladesView('{nope')).toBeNull();
  });
});
