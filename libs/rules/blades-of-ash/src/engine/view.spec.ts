import { describe, expect, it } from 'vitest';
import { isRuleViolation } from '@cronica/rules-kernel';
import { bladesOfAsh } from './module.js';
import { Table, fixtureSetup } from '../testing/play.js';
import { card } from '../testing/fixtures.js';
import { AYRANEL, givenClash, play, tajoPlayedAtAyranel } from '../testing/stage.js';

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
    const out = t.try(play(0, 'arcano', []));
    expect(isRuleViolation(out) && out.code).toBe('blades.wrong-class');
    expect(t.legal(0).some((c) => c.type === 'PlayCard')).toBe(false);
  });
});
