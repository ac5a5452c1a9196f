import { describe, expect, it } from 'vitest';
import type { DecideContext, RandomDraw, Seat } from './decider.js';
import { listedCommandProblems, refusalProblems, seedReplayAudit, type AuditedEngine } from './engine-audit.js';
import { createRandomSource, keysFromMatchSeed } from './random.js';
import { violation } from './violation.js';

// A toy engine: a seat may roll one die; anything else is refused with a `toy.` code.
type Toy = { readonly rolls: number };
type ToyCommand = { readonly type: 'Roll' | 'Shout'; readonly data: { readonly seat: Seat } };
const ROLL = (seat: Seat): ToyCommand => ({ type: 'Roll', data: { seat } });
const SHOUT: ToyCommand = { type: 'Shout', data: { seat: 0 } };
const REFUSED = { es: 'No se puede', en: 'Not allowed' };

const toy = (
  refuse: (command: ToyCommand, state: Toy, ctx: DecideContext) => unknown,
): AuditedEngine<Toy, ToyCommand> => ({
  legalCommands: (_state, seat) => [ROLL(seat)],
  randomCounters: (state) => ({ die: state.rolls }),
  decide: (command, state, ctx) => {
    if (command.type === 'Roll') return [{ type: 'Rolled', data: { value: ctx.random.int('die', 6) } }];
    return (refuse(command, state, ctx) ?? violation('toy.not-allowed', command, REFUSED)) as never;
  },
});
const honest = toy(() => undefined);

describe('the engine audit every game passes', () => {
  it('finds nothing wrong with an engine that accepts what it lists and refuses the rest cleanly', () => {
    expect(listedCommandProblems(honest, { rolls: 0 })).toEqual([]);
    expect(refusalProblems(honest, { rolls: 0 }, [ROLL(0), SHOUT], { codePrefix: 'toy.' })).toEqual([]);
  });

  it('names an unlisted command the engine accepts, unless the game accepts it at any moment', () => {
    const lax = toy(() => []);
    expect(refusalProblems(lax, { rolls: 0 }, [SHOUT], { codePrefix: 'toy.' })).toEqual([
      expect.stringContaining('accepted an unlisted command'),
    ]);
    expect(refusalProblems(lax, { rolls: 0 }, [SHOUT], { codePrefix: 'toy.', acceptedUnlisted: () => true })).toEqual(
      [],
    );
  });

  it("names a refusal with another game's code, without a message, that draws or that changes the state", () => {
    const foreign = toy((command) => violation('other.no', command, { es: '', en: 'No' }));
    expect(refusalProblems(foreign, { rolls: 0 }, [SHOUT], { codePrefix: 'toy.' })).toHaveLength(2);
    const drawing = toy((command, _state, ctx) => (ctx.random.int('die', 6), undefined));
    expect(refusalProblems(drawing, { rolls: 0 }, [SHOUT], { codePrefix: 'toy.' })).toEqual([
      expect.stringContaining('drew randomness'),
    ]);
    const mutating = toy((_command, state) => void ((state as { rolls: number }).rolls += 1));
    expect(refusalProblems(mutating, { rolls: 0 }, [SHOUT], { codePrefix: 'toy.' })).toEqual([
      'a refused command changed the state',
    ]);
  });

  it('re-derives a match’s draws from its seed and not from a seed one bit away', () => {
    const seed = new Uint8Array(32).fill(7);
    const random = createRandomSource({ keyFor: keysFromMatchSeed(seed) });
    const events: { metadata: { random: RandomDraw[] } }[] = [1, 2, 3].map(() => {
      random.int('die', 6);
      return { metadata: { random: random.takeDraws() } };
    });
    expect(seedReplayAudit(honest, { events }, { rolls: 3 }, seed)).toEqual({ draws: 3, problems: [] });
    expect(seedReplayAudit(honest, { events }, { rolls: 2 }, seed).problems).toEqual([
      "the replayed counters are not the final state's",
    ]);
    expect(seedReplayAudit(honest, { events }, { rolls: 3 }, new Uint8Array(32)).problems).not.toEqual([]);
  });
});
