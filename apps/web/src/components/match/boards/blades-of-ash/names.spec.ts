import type { BladesView, HeroView } from '@cronica/blades-of-ash';
import { describe, expect, it } from 'vitest';
import { abilityName, heroName, parseBladesView } from './names';

const hero = (index: number, es: string, en = es): HeroView => ({
  index,
  id: `hero-${index}`,
  name: { es, en },
  seat: index < 5 ? 0 : 1,
  slot: index % 5,
  kept: true,
  life: 10,
  maxLife: 10,
  out: false,
  counters: {},
  modifiers: {},
  stats: [],
  equipment: [],
  abilities: [],
});

const view = {
  viewer: { kind: 'seat', seat: 0 },
  phase: 'actions',
  round: 1,
  attacker: 0,
  roleChooser: null,
  heroes: ['Ana', 'Bea', 'Caro', 'Dana', 'Eva', 'Fox', 'Gus', 'Hal', 'Ivo', 'Jon'].map((name, i) => hero(i, name)),
  players: [
    {
      seat: 0,
      hand: [],
      handCount: 0,
      deckCount: 20,
      graveyard: [],
      dice: [
        { color: 'red', face: 5, spent: false },
        { color: 'blue', face: 2, spent: false },
      ],
      picked: true,
      mulliganed: true,
    },
    { seat: 1, hand: null, handCount: 4, deckCount: 20, graveyard: [], dice: [], picked: true, mulliganed: true },
  ],
  pairings: [],
  clash: null,
  result: null,
} as unknown as BladesView;

describe('the Blades of Ash board', () => {
  it('reads the game view the API sends and tolerates a missing or foreign one', () => {
    expect(parseBladesView(view)?.round).toBe(1);
    expect(parseBladesView(null)).toBeNull();
    expect(parseBladesView({ scores: [1, 2] })).toBeNull();
  });

  it("names an ability by the view's list of a hero's abilities (its equipment's included), and an unknown one by its id", () => {
    const feint = { id: 'finta', name: { es: 'Finta', en: 'Feint' }, text: { es: '.', en: '.' }, cost: [] };
    const armed = { ...view, heroes: [{ ...view.heroes[0]!, abilities: [feint] }, ...view.heroes.slice(1)] };
    expect(abilityName(armed, 'finta')).toEqual({ es: 'Finta', en: 'Feint' });
    expect(abilityName(armed, 'no-such')).toEqual({ es: 'no-such', en: 'no-such' });
  });

  it('names heroes from the view, and a hero it does not know by its index', () => {
    expect(heroName(view, 7)).toEqual({ es: 'Hal', en: 'Hal' });
    expect(heroName(view, 42)).toEqual({ es: '#42', en: '#42' });
  });
});
