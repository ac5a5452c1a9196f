import { describe, expect, it } from 'vitest';
import { bladesOfAsh } from './module.js';
import type { BladesCommand } from './commands.js';
import { Table, playOut } from '../testing/play.js';
import { AYRANEL, BELAIN, ability, givenClash, pass, play } from '../testing/stage.js';
import { copyHero } from './update.js';

/** The quietest legal command: keep dice, pass, or the first choice. */
const quiet = (legal: readonly BladesCommand[]): BladesCommand =>
  legal.find((c) => c.type === 'Pass' || c.type === 'KeepDice') ?? legal[0]!;

function knockOut(t: Table, heroes: number[]): void {
  t.state = {
    ...t.state,
    heroes: t.state.heroes.map((h, i) => (heroes.includes(i) ? { ...copyHero(h), life: 0, out: true } : h)),
  };
}

// RULES-NOTES.md, "How a skirmish is won" / "The skirmish always ends" (gaps of 000_7cbcfc9bc47f1014.txt).
describe('end of the skirmish', () => {
  // @rule 000:53
  it('is won when no rival hero is left standing; then nothing more is accepted', () => {
    const t = givenClash({ dice: { 0: 'red 1' }, life: { [AYRANEL]: 2 } });
    knockOut(t, [6, 7]);
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    t.run(pass(1));
    expect(bladesOfAsh.result(t.state)).toEqual({ outcome: 'win', winner: 0, reason: 'rival-heroes-knocked-out' });
    expect([t.legal(0), t.legal(1)]).toEqual([[], []]);
    expect(t.refusalCode(pass(0))).toBe('blades.game-over');
  });

  // @rule 000:53
  it("ends after the format's last battle round with the tiebreak: heroes standing, then life", () => {
    const t = givenClash({ format: { maxRounds: 1 } });
    knockOut(t, [7]);
    playOut(t, quiet);
    expect(t.state.round).toBe(1);
    expect(bladesOfAsh.result(t.state)).toEqual({ outcome: 'win', winner: 0, reason: 'round-cap-heroes' });
    const even = givenClash({ format: { maxRounds: 1 }, life: { [AYRANEL]: 11 } });
    playOut(even, quiet);
    expect(bladesOfAsh.result(even.state)).toEqual({ outcome: 'win', winner: 0, reason: 'round-cap-life' });
    const draw = givenClash({ format: { maxRounds: 1, roundCapTiebreak: 'draw' } });
    playOut(draw, quiet);
    expect(bladesOfAsh.result(draw.state)).toEqual({ outcome: 'draw', reason: 'round-cap' });
  });

  it('pairs one clash per hero of the smaller side when counts are uneven; knocked-out heroes stay out', () => {
    const t = givenClash();
    knockOut(t, [6, 7]);
    while (t.state.round === 1) t.run(quiet(t.legal(t.waiting()[0]!)));
    expect(t.state.phase).toBe('pairing');
    const seat = t.state.attacker!;
    const pairs = t.legal(seat);
    // Only Ayranel stands on seat 1: the attacker's choice is among its own heroes, or of its rival.
    expect(pairs.every((c) => c.type === 'PairHeroes')).toBe(true);
    expect(
      pairs.some((c) => c.type === 'PairHeroes' && [c.data.hero, c.data.rival].some((h) => h === 6 || h === 7)),
    ).toBe(false);
    t.run(pairs[0]!);
    expect(t.state.pairings).toHaveLength(1);
    expect(t.state.phase).toBe('dice');
  });
});

// 000_7cbcfc9bc47f1014.txt, "Resolución de Acciones": «Las acciones que hayan sido puestas en la pila
// se resuelven incluso si su lanzador ha quedado fuera de combate».
describe('a knockout that would end the skirmish waits for the rest of the stack', () => {
  // @rule 000:133
  it('resolves an attack already on the stack after a Reaction knocks its caster out, so both last heroes fall: a draw', () => {
    const t = givenClash({
      hands: { 0: ['tajo'], 1: ['contraataque'] },
      dice: {
        0: 'red 5, red 5',
        1: 'red 2',
      },
      life: { [BELAIN]: 1, [AYRANEL]: 1 },
    });
    knockOut(t, [1, 2, 6, 7]);
    t.run(play(0, 'tajo', [0, 1], AYRANEL));
    t.run(t.legal(1).find((c) => c.type === 'PlayCard' && c.data.card === 'contraataque')!);
    t.run(pass(0));
    // Contraataque knocked Belain out; Tajo is still on the stack, so nothing is decided yet.
    expect(t.state.heroes[BELAIN]!.out).toBe(true);
    expect(t.state.result).toBeNull();
    while (t.state.result === null) t.run(pass(t.state.clash!.priority));
    expect(t.state.heroes[AYRANEL]!.out).toBe(true);
    expect(t.state.clash?.stack ?? []).toEqual([]);
    expect(bladesOfAsh.result(t.state)).toEqual({ outcome: 'draw', reason: 'mutual-knockout' });
  });
});
