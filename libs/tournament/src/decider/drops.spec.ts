import { isRuleViolation } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_KINDS, ACTION_WEIGHTS, commandFor, type Action } from '../testing/random-actions.js';
import {
  cmd,
  ctx,
  finishRound,
  inRoundOne,
  judge,
  openRivalOf,
  openTableOf,
  organizer,
  player,
  refusal,
  run,
  step,
  win,
} from '../testing/tournament-script.js';
import { applyCommand } from './decider.js';
import type { TournamentState } from './types.js';

/** Four players, round 1 published, no result yet. */
const inRound = () => inRoundOne(['a', 'b', 'c', 'd']);

describe('who may drop a player', () => {
  it('lets a player drop only themselves, and the organizer anyone; a judge is refused and nothing changes', () => {
    const state = inRound();
    expect(refusal(state, cmd('DropPlayer', judge, { playerId: 'a' })).code).toBe('tournament.actor.not-allowed');
    expect(refusal(state, cmd('DropPlayer', player('b'), { playerId: 'a' })).code).toBe('tournament.actor.not-allowed');
    expect(run(state, cmd('DropPlayer', player('a'), { playerId: 'a' })).players['a']!.droppedBy).toMatchObject({
      by: player('a'),
      cause: 'withdrew',
    });
    expect(run(state, cmd('DropPlayer', organizer, { playerId: 'a' })).players['a']!.droppedBy).toMatchObject({
      by: organizer,
      cause: 'organizer',
    });
  });

  it('records who dropped the player on the event: the organizer, a judge’s no-show ruling, a disqualification', () => {
    const state = inRound();
    expect(step(state, cmd('DropPlayer', organizer, { playerId: 'a' })).events[0]).toMatchObject({
      type: 'PlayerDropped',
      data: { playerId: 'a', by: organizer, cause: 'organizer' },
    });
    const { table } = openTableOf(state, 'a');
    const noShow = run(state, cmd('ResolveNoShow', judge, { round: 1, table, playerId: 'a', outcome: 'drop' }));
    expect(noShow.players['a']!.droppedBy).toMatchObject({ by: judge, cause: 'no-show' });
    const disqualified = run(
      state,
      cmd('IssuePenalty', judge, {
        playerId: 'a',
        infraction: 'cheating',
        penalty: 'disqualification',
        note: 'Cartas marcadas',
      }),
    );
    expect(disqualified.players['a']!.droppedBy).toMatchObject({ by: judge, cause: 'disqualified' });
  });
});

describe('undoing a drop gives back what the drop changed', () => {
  it('reopens the table the drop conceded while its round is open', () => {
    const state = inRound();
    const dropped = run(state, cmd('DropPlayer', organizer, { playerId: 'a' }));
    expect(openTableOf(dropped, 'a').final).toMatchObject({
      via: 'drop',
      result: { winner: openTableOf(state, 'a').a === 'a' ? 'b' : 'a' },
    });
    const back = run(dropped, cmd('ReinstatePlayer', organizer, { playerId: 'a' }));
    expect(openTableOf(back, 'a').final).toBeUndefined();
    expect(back.players['a']).toEqual(state.players['a']);
    // Played again, the table takes its real result.
    const { table } = openTableOf(back, 'a');
    const played = run(
      back,
      cmd('ReportResult', player('a'), { round: 1, table, result: win(openTableOf(back, 'a').a === 'a' ? 'a' : 'b') }),
    );
    expect(played.rounds[0]!.tables.find((t) => t.table === table)!.reported).toBeDefined();
  });

  it('keeps a result entered after the drop, and a concession in a round that has ended', () => {
    const dropped = run(inRound(), cmd('DropPlayer', organizer, { playerId: 'a' }));
    const { table, a } = openTableOf(dropped, 'a');
    const corrected = run(
      dropped,
      cmd('OverrideResult', judge, { round: 1, table, result: win(a === 'a' ? 'a' : 'b'), reason: 'Acta firmada' }),
    );
    expect(
      run(corrected, cmd('ReinstatePlayer', organizer, { playerId: 'a' })).rounds[0]!.tables.find(
        (t) => t.table === table,
      )!.final,
    ).toMatchObject({ via: 'override' });
    const ended = run(finishRound(dropped), cmd('ReinstatePlayer', organizer, { playerId: 'a' }));
    expect(ended.rounds[0]!.tables.find((t) => t.table === table)!.final).toMatchObject({ via: 'drop' });
    expect(ended.players['a']!.droppedAfterRound).toBeUndefined();
  });

  it('does not reopen a table the rival’s own drop conceded', () => {
    const state = inRound();
    const rival = openRivalOf(state, 'a')!;
    const both = run(
      state,
      cmd('DropPlayer', player(rival), { playerId: rival }),
      cmd('DropPlayer', organizer, { playerId: 'a' }),
    );
    const back = run(both, cmd('ReinstatePlayer', organizer, { playerId: 'a' }));
    expect(openTableOf(back, 'a').final).toMatchObject({ via: 'drop' });
  });
});

const kindArb = fc.oneof(
  ...ACTION_KINDS.map((kind) => ({ arbitrary: fc.constant(kind), weight: ACTION_WEIGHTS[kind] ?? 2 })),
);
const actionArb: fc.Arbitrary<Action> = fc.record({ kind: kindArb, x: fc.nat(50), y: fc.nat(50), z: fc.nat(50) });

/** A state random commands lead to from a four-player event in its first round. */
function reached(actions: readonly Action[]): TournamentState {
  let state = inRound();
  let at = 50_000_000;
  for (const action of actions) {
    const command = commandFor(state, action, (at += 1000));
    const outcome = command === null ? null : applyCommand(state, command, ctx);
    if (outcome !== null && !isRuleViolation(outcome)) state = outcome.state;
  }
  return state;
}

/** A state random commands reach, and one of its players. */
const reachedWithPlayerArb = fc.tuple(fc.array(actionArb, { maxLength: 40 }), fc.nat(10)).map(([actions, n]) => {
  const state = reached(actions);
  return { state, someone: state.order[n % state.order.length]! };
});

describe('drops and reinstatements (properties)', () => {
  it('a judge’s drop of anyone else is refused in every state', () => {
    fc.assert(
      fc.property(reachedWithPlayerArb, ({ state, someone }) => {
        const outcome = applyCommand(state, cmd('DropPlayer', judge, { playerId: someone }), ctx);
        expect(isRuleViolation(outcome) && outcome.code).toBe(
          state.status === 'ended' ? 'tournament.ended' : 'tournament.actor.not-allowed',
        );
      }),
      { numRuns: 60, seed: 20261127 },
    );
  });

  it('a drop by the organizer undone at once leaves the players and the rounds as they were', () => {
    fc.assert(
      fc.property(reachedWithPlayerArb, ({ state, someone }) => {
        const dropped = applyCommand(state, cmd('DropPlayer', organizer, { playerId: someone }), ctx);
        if (isRuleViolation(dropped)) return;
        const back = applyCommand(dropped.state, cmd('ReinstatePlayer', organizer, { playerId: someone }), ctx);
        if (isRuleViolation(back)) return;
        expect(back.state.players).toEqual(state.players);
        expect(back.state.rounds).toEqual(state.rounds);
      }),
      { numRuns: 100, seed: 20261127 },
    );
  });
});
