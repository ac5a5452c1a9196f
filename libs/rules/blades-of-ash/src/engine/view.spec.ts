import { describe, expect, it } from 'vitest';
import { bladesOfAsh } from './module.js';
import { Table, fixtureSetup } from '../testing/play.js';
import { card } from '../testing/fixtures.js';
import { AYRANEL, givenClash, play, tajoPlayedAtAyranel, toPairing } from '../testing/stage.js';

// "A player never sees what they should not"; 000_7cbcfc9bc47f1014.txt, "Draft de Héroes"
// (picks hidden) and "Robo de Mano Inicial" (graveyard public).
describe('views', () => {
  it('shows a judge both hands and the secret picks, but never any deck order', () => {
    const t = new Table(fixtureSetup(), 12);
    t.run({ type: 'PickHeroes', data: { seat: 0, keep: [1, 2, 3] } });
    t.run({ type: 'PickHeroes', data: { seat: 1, keep: [0, 1, 2] } });
    const judge = bladesOfAsh.view(t.state, { kind: 'judge' });
    expect(judge.players.map((p) => p.hand?.length)).toEqual([5, 5]);
    expect(judge.heroes.slice(0, 5).map((h) => h.kept)).toEqual([false, true, true, true, false]);
    expect(judge.players.map((p) => p.deckCount)).toEqual([27, 27]);
    expect(JSON.stringify(judge)).not.toMatch(/"deck"|"random"/);
    const spectator = bladesOfAsh.view(t.state, { kind: 'spectator' });
    expect(spectator.players.map((p) => p.hand)).toEqual([null, null]);
    expect(spectator.heroes.map((h) => h.kept).every((k) => k === null)).toBe(true);
  });

  // @rule 000:105
  it('shows the stack and dice to both players', () => {
    const t = tajoPlayedAtAyranel({
      dice: {
        0: 'red 2, blue 4',
      },
    });
    const rival = bladesOfAsh.view(t.state, { kind: 'seat', seat: 1 });
    expect(rival.clash!.stack).toEqual([
      {
        id: expect.any(Number),
        seat: 0,
        card: 'tajo',
        performer: 0,
        target: AYRANEL,
        face: expect.objectContaining({ name: { es: 'Tajo', en: 'Slash' } }),
      },
    ]);
    expect(rival.players[0].dice.every((d) => d.spent)).toBe(true);
    expect(bladesOfAsh.seatOf(play(1, 'tajo', [0]))).toBe(1);
  });
});

// Who must decide now, and the numbers a board asks by, as the rules give them (000_7cbcfc9bc47f1014.txt,
// "Draft de Héroes", "Robo de Mano Inicial", "Emparejamientos", "Preparar Dados de Acción").
describe('what the view says must be decided now', () => {
  const judge = { kind: 'judge' } as const;

  it('names both seats in the secret draft and mulligan, then only the seat still to choose', () => {
    const t = new Table(fixtureSetup({ heroesKept: 2 }), 12);
    expect(bladesOfAsh.view(t.state, judge)).toMatchObject({ moving: [0, 1], heroesKept: 2 });
    t.run({ type: 'PickHeroes', data: { seat: 0, keep: [1, 3] } });
    expect(bladesOfAsh.view(t.state, judge).moving).toEqual([1]);
    t.run({ type: 'PickHeroes', data: { seat: 1, keep: [0, 4] } });
    expect(bladesOfAsh.view(t.state, judge).moving).toEqual([0, 1]);
    t.run({ type: 'Mulligan', data: { seat: 1, discard: [] } });
    expect(bladesOfAsh.view(t.state, judge).moving).toEqual([0]);
  });

  it("gives each hero its place in its seat's list, the number the draft keeps it by", () => {
    const t = new Table(fixtureSetup(), 12);
    const heroes = bladesOfAsh.view(t.state, judge).heroes;
    expect(heroes.map((h) => h.slot)).toEqual([0, 1, 2, 3, 4, 0, 1, 2, 3, 4]);
    expect(heroes.map((h) => h.seat)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
  });

  it('has the attacker pair first and the defender second ("Emparejamientos", steps 2 and 3)', () => {
    const t = toPairing();
    expect(t.state.attacker).toBe(0);
    expect(bladesOfAsh.view(t.state, judge).moving).toEqual([0]);
    t.run({ type: 'PairHeroes', data: { seat: 0, hero: 0, rival: 5 } });
    expect(bladesOfAsh.view(t.state, judge).moving).toEqual([1]);
  });

  it('follows the dice step, with the most dice the next reroll may take', () => {
    const t = toPairing();
    t.run({ type: 'PairHeroes', data: { seat: 0, hero: 0, rival: 5 } });
    t.run({ type: 'PairHeroes', data: { seat: 1, hero: 6, rival: 1 } });
    const atDice = bladesOfAsh.view(t.state, judge);
    const dice = atDice.players[0].dice.length;
    expect(atDice.moving).toEqual([atDice.clash!.diceStep]);
    expect(atDice.clash!.reroll).toEqual({ used: 0, allowed: 1, mustKeep: 1, maxReroll: dice - 1 });
  });

  it('keeps at least one die on the first reroll, and one more than that reroll kept on the next', () => {
    const t = toPairing(1, fixtureSetup({ baseRerolls: 2 }));
    t.run({ type: 'PairHeroes', data: { seat: 0, hero: 0, rival: 5 } });
    t.run({ type: 'PairHeroes', data: { seat: 1, hero: 6, rival: 1 } });
    const seat = t.state.clash!.diceStep!.seat;
    const dice = bladesOfAsh.view(t.state, judge).players[seat]!.dice.length;
    const keepOne = t.legal(seat).find((c) => c.type === 'RerollDice' && c.data.dice.length === dice - 1)!;
    t.run(keepOne);
    const next = bladesOfAsh.view(t.state, judge).clash!.reroll;
    expect(next).toMatchObject({ used: 1, mustKeep: 2, maxReroll: dice - 2 });
  });
});

// 000_7cbcfc9bc47f1014.txt, "Selección de Facción, Héroes y Mazo de Acción" (cards limited by hero class).
describe('class-limited cards', () => {
  it('refuses a card whose classes exclude the active hero', () => {
    const arcano = card({
      id: 'arcano',
      kind: 'spell',
      name: { es: 'Arcano', en: 'Arcane' },
      text: { es: 'Solo magos.', en: 'Mages only.' },
      faction: 'mercenarios',
      cost: [],
      classes: ['mago'],
      effects: [{ op: 'draw', amount: 1, who: 'self' }],
    });
    const t = givenClash({ cards: [arcano], hands: { 0: ['arcano'], 1: ['arcano'] } });
    expect(t.refusalCode(play(0, 'arcano', []))).toBe('blades.wrong-class');
    expect(t.legal(0).some((c) => c.type === 'PlayCard')).toBe(false);
  });
});
