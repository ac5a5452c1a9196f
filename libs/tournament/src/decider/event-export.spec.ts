import { isRuleViolation } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEventFile } from '../history/event-file.js';
import { historyAt } from '../history/model.js';
import { pairNextRound } from '../pairing/swiss-pairing.js';
import { computeStandings } from '../standings/standings.js';
import { ACTION_KINDS, ACTION_WEIGHTS, commandFor, type Action } from '../testing/random-actions.js';
import { cmd, ctx, organizer, playRound, registration, run, started } from '../testing/tournament-script.js';
import { applyCommand } from './decider.js';
import { exportEventFile } from './event-export.js';
import { tournamentStandings } from './projection.js';
import { initialTournamentState, type TournamentState } from './types.js';

/**
 * EVENT.json exported from a tournament re-checks offline: the CLI's functions (`parseEventFile`,
 * `pairNextRound`, `computeStandings`) give back every engine pairing and the standings.
 */
const ENGINE_METHODS = new Set(['random', 'lower-bound', 'certified-blossom']);
/** Forward play only: correcting a finished round after later rounds were paired changes what re-pairing it gives. */
const kinds = ACTION_KINDS.filter((k) => k !== 'correct-past');
const actionArb: fc.Arbitrary<Action> = fc.record({
  kind: fc.oneof(...kinds.map((kind) => ({ arbitrary: fc.constant(kind), weight: ACTION_WEIGHTS[kind] ?? 2 }))),
  x: fc.nat(50),
  y: fc.nat(50),
  z: fc.nat(50),
});

function recheck(state: TournamentState): void {
  const file = JSON.parse(JSON.stringify(exportEventFile(state, { includeSeed: true }))) as unknown;
  const parsed = parseEventFile(file);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const { history, format, seed } = parsed.event;
  const mine = tournamentStandings(state);
  expect(computeStandings(history, format, seed!)).toEqual(mine);
  const rounds = (file as { rounds: { method: string; attempt?: number }[] }).rounds;
  rounds.forEach((round, index) => {
    if (!ENGINE_METHODS.has(round.method)) return;
    const outcome = pairNextRound(historyAt(history, index, index + 1), format, seed!, round.attempt ?? 0);
    if (!outcome.ok) throw new Error(outcome.problem.code);
    const recorded = state.rounds.filter((r) => r.stage === 'swiss').sort((x, y) => x.number - y.number)[index]!;
    expect(outcome.pairing.pairings).toEqual(recorded.tables.map(({ table, a, b }) => ({ table, a, b })));
  });
}

describe('EVENT.json export', () => {
  it("gives back the same pairings and standings through the CLI's functions", () => {
    let checkedRounds = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 11 }),
        fc.constantFrom(2, 3, 4),
        fc.array(actionArb, { minLength: 20, maxLength: 100, size: 'max' }),
        (players, rounds, actions) => {
          let state = run(
            initialTournamentState,
            cmd('CreateTournament', organizer, {
              tournamentId: 'x',
              game: 'warlords-of-terra',
              seed: 'semilla-export',
              rounds,
              prizePlaces: 2,
              exhaustedPairings: 'fewest-rematches',
            }),
            cmd('OpenRegistration', organizer),
          );
          for (let i = 0; i < players; i += 1) state = run(state, ...registration(`s${i}`, `S${i}`, `H${i}`));
          let at = 7_000_000;
          for (const action of actions) {
            if (state.status === 'ended') break;
            const command = commandFor(state, action, (at += 1000));
            const outcome = command && applyCommand(state, command, ctx);
            if (outcome && !isRuleViolation(outcome)) state = outcome.state;
          }
          recheck(state);
          checkedRounds += state.rounds.filter((r) => r.stage === 'swiss' && r.ended).length;
        },
      ),
      { numRuns: 60 },
    );
    expect(checkedRounds).toBeGreaterThan(60);
  });

  it('keeps the seed and the final places out until the event ends, then gives both', () => {
    // No prize at stake (prizePlaces 0): the event can end on a tie for first, drawn at random.
    const state = playRound(started(['a', 'b', 'c', 'd'], { rounds: 1, prizePlaces: 0 }));
    expect(exportEventFile(state).seed).toBeUndefined();
    expect(exportEventFile(state).placings).toBeUndefined();
    const ended = run(state, cmd('EndTournament', organizer));
    expect(exportEventFile(ended).seed).toBe('semilla-secreta-1');
    expect(exportEventFile(ended).placings).toEqual(ended.placings);
    expect(ended.rounds.length).toBe(1);
  });
});
