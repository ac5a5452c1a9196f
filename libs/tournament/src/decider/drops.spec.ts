import { isRuleViolation } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_KINDS, ACTION_WEIGHTS, commandFor, type Action } from '../testing/random-actions.js';
import {
  cmd,
  continued,
  ctx,
  judge,
  now,
  openRivalOf,
  openTableOf,
  organizer,
  player,
  roundOnePublished,
  tournament,
  win,
} from '../testing/tournament-script.js';
import { applyCommand, foldTournament } from './decider.js';
import type { TournamentEvent } from './events.js';
import { openRound } from './projection.js';
import type { Actor, DropCause, MatchResult, TournamentState } from './types.js';

/** Four players, round 1 paired and published, no result yet, as recorded. */
const roundOne = roundOnePublished(['a', 'b', 'c', 'd']);
/** The same event as a state, for what reads it rather than decides on it. */
const atStart = foldTournament(roundOne);
/** Player a's table in round 1, who sits across from them, and the other table. */
const aTable = openTableOf(atStart, 'a');
const rival = openRivalOf(atStart, 'a')!;
const otherTable = openRound(atStart)!.tables.find((t) => t.table !== aTable.table)!;

/** A's table given to whoever sits across from `loser`, with no games (a concession or a ruling). */
const lossOf = (loser: string): MatchResult => ({ winner: aTable.a === loser ? 'b' : 'a', games: [] });
/** A's table won by player a. */
const aWins: MatchResult = win(aTable.a === 'a' ? 'a' : 'b');

const drop = (playerId: string, by: Actor) => cmd('DropPlayer', by, { playerId });
const reinstate = (playerId: string) => cmd('ReinstatePlayer', organizer, { playerId });

const dropped = (playerId: string, by: Actor, cause: DropCause): TournamentEvent => ({
  type: 'PlayerDropped',
  data: { playerId, afterRound: 1, at: now(), by, cause },
});
/** A's table conceded by `loser`'s drop. */
const concededByDrop = (loser: string, by: Actor): TournamentEvent => ({
  type: 'ResultConfirmed',
  data: { round: 1, table: aTable.table, result: lossOf(loser), by: by.id, via: 'drop', at: now() },
});
const reinstated = (playerId: string, reopened?: { round: number; table: number }): TournamentEvent => ({
  type: 'PlayerReinstated',
  data: { playerId, at: now(), by: organizer, ...(reopened ? { reopened } : {}) },
});

/** Player a's table in a state, by its number (found whether or not a still sits in the open round). */
const aTableIn = (state: TournamentState) => state.rounds[0]!.tables.find((t) => t.table === aTable.table)!;

/** The organizer dropped a during round 1, conceding a's table, as recorded. */
const aDropped = continued(roundOne, drop('a', organizer));

describe('who may drop a player', () => {
  it('refuses a judge dropping a player, and changes nothing', () => {
    tournament.given(roundOne).when(drop('a', judge)).thenRefused('tournament.actor.not-allowed');
  });

  it('refuses a player dropping someone else, and changes nothing', () => {
    tournament
      .given(roundOne)
      .when(drop('a', player('b')))
      .thenRefused('tournament.actor.not-allowed');
  });

  it('lets a player drop themselves, recorded as withdrawn by them, conceding their published table', () => {
    const state = tournament
      .given(roundOne)
      .when(drop('a', player('a')))
      .then([dropped('a', player('a'), 'withdrew'), concededByDrop('a', player('a'))]);
    expect(state.players['a']!.droppedBy).toMatchObject({ by: player('a'), cause: 'withdrew' });
  });

  it('lets the organizer drop anyone, recorded as the organizer’s drop, conceding the table to the rival', () => {
    const state = tournament
      .given(roundOne)
      .when(drop('a', organizer))
      .then([dropped('a', organizer, 'organizer'), concededByDrop('a', organizer)]);
    expect(state.players['a']!.droppedBy).toMatchObject({ by: organizer, cause: 'organizer' });
    expect(openTableOf(state, 'a').final).toMatchObject({ via: 'drop', result: { winner: lossOf('a').winner } });
  });

  it('records a judge’s no-show ruling that drops the player: the table lost, then the drop, both by the judge', () => {
    const state = tournament
      .given(roundOne)
      .when(cmd('ResolveNoShow', judge, { round: 1, table: aTable.table, playerId: 'a', outcome: 'drop' }))
      .then([
        {
          type: 'ResultOverridden',
          data: {
            round: 1,
            table: aTable.table,
            result: lossOf('a'),
            by: judge,
            reason: 'No se presentó a la mesa / Did not come to the table',
            noShow: 'a',
            at: now(),
          },
        },
        dropped('a', judge, 'no-show'),
      ]);
    expect(state.players['a']!.droppedBy).toMatchObject({ by: judge, cause: 'no-show' });
  });

  it('records a judge’s disqualification: the penalty, then the drop by the judge, conceding the table', () => {
    const state = tournament
      .given(roundOne)
      .when(
        cmd('IssuePenalty', judge, {
          playerId: 'a',
          infraction: 'cheating',
          penalty: 'disqualification',
          note: 'Cartas marcadas',
        }),
      )
      .then([
        {
          type: 'PenaltyIssued',
          data: {
            penaltyId: 'penalty-1',
            playerId: 'a',
            infraction: 'cheating',
            penalty: 'disqualification',
            note: 'Cartas marcadas',
            round: 1,
            table: aTable.table,
            disputeId: null,
            deckCheckId: null,
            by: judge,
            at: now(),
          },
        },
        dropped('a', judge, 'disqualified'),
        concededByDrop('a', judge),
      ]);
    expect(state.players['a']!.droppedBy).toMatchObject({ by: judge, cause: 'disqualified' });
  });
});

describe('undoing a drop gives back what the drop changed', () => {
  it('reopens the table the drop conceded while its round is open, and gives the player back as they were', () => {
    const back = tournament
      .given(aDropped)
      .when(reinstate('a'))
      .then([reinstated('a', { round: 1, table: aTable.table })]);
    expect(openTableOf(back, 'a').final).toBeUndefined();
    expect(back.players['a']).toEqual(atStart.players['a']);
  });

  it('lets the reopened table take its real result, played again', () => {
    const back = continued(aDropped, reinstate('a'));
    const state = tournament
      .given(back)
      .when(cmd('ReportResult', player('a'), { round: 1, table: aTable.table, result: aWins }))
      .then([
        {
          type: 'ResultReported',
          data: { round: 1, table: aTable.table, result: aWins, by: 'a', at: now() },
        },
      ]);
    expect(aTableIn(state).reported).toBeDefined();
  });

  it('keeps a result staff entered after the drop', () => {
    const corrected = continued(
      aDropped,
      cmd('OverrideResult', judge, { round: 1, table: aTable.table, result: aWins, reason: 'Acta firmada' }),
    );
    const back = tournament
      .given(corrected)
      .when(reinstate('a'))
      .then([reinstated('a')]);
    expect(aTableIn(back).final).toMatchObject({ via: 'override' });
  });

  it('keeps the concession once its round has ended', () => {
    const ended = continued(
      aDropped,
      cmd('ReportResult', player(otherTable.a), { round: 1, table: otherTable.table, result: win('a') }),
      cmd('ConfirmResult', player(otherTable.b!), { round: 1, table: otherTable.table }),
      cmd('EndRound', organizer),
    );
    const back = tournament
      .given(ended)
      .when(reinstate('a'))
      .then([reinstated('a')]);
    expect(aTableIn(back).final).toMatchObject({ via: 'drop' });
    expect(back.players['a']!.droppedAfterRound).toBeUndefined();
  });

  it('does not reopen a table the rival’s own drop conceded', () => {
    const both = continued(roundOne, drop(rival, player(rival)), drop('a', organizer));
    const back = tournament
      .given(both)
      .when(reinstate('a'))
      .then([reinstated('a')]);
    expect(openTableOf(back, 'a').final).toMatchObject({ via: 'drop' });
  });
});

const kindArb = fc.oneof(
  ...ACTION_KINDS.map((kind) => ({ arbitrary: fc.constant(kind), weight: ACTION_WEIGHTS[kind] ?? 2 })),
);
const actionArb: fc.Arbitrary<Action> = fc.record({ kind: kindArb, x: fc.nat(50), y: fc.nat(50), z: fc.nat(50) });

/** What random commands record from the four-player event in its first round, and the state it folds to. */
function reached(actions: readonly Action[]): { history: TournamentEvent[]; state: TournamentState } {
  const history = [...roundOne];
  let state = atStart;
  let at = 50_000_000;
  for (const action of actions) {
    const command = commandFor(state, action, (at += 1000));
    const outcome = command === null ? null : applyCommand(state, command, ctx);
    if (outcome === null || isRuleViolation(outcome)) continue;
    state = outcome.state;
    history.push(...outcome.events);
  }
  return { history, state };
}

/** A history random commands record, its state, and one of its players. */
const reachedWithPlayerArb = fc.tuple(fc.array(actionArb, { maxLength: 40 }), fc.nat(10)).map(([actions, n]) => {
  const { history, state } = reached(actions);
  return { history, state, someone: state.order[n % state.order.length]! };
});

describe('drops and reinstatements (properties)', () => {
  it('a judge’s drop of anyone else is refused in every state', () => {
    fc.assert(
      fc.property(reachedWithPlayerArb, ({ history, state, someone }) => {
        tournament
          .given(history)
          .when(drop(someone, judge))
          .thenRefused(state.status === 'ended' ? 'tournament.ended' : 'tournament.actor.not-allowed');
      }),
      { numRuns: 60, seed: 20261127 },
    );
  });

  it('a drop by the organizer undone at once leaves the players and the rounds as they were', () => {
    fc.assert(
      fc.property(reachedWithPlayerArb, ({ state, someone }) => {
        const droppedState = applyCommand(state, drop(someone, organizer), ctx);
        if (isRuleViolation(droppedState)) return;
        const back = applyCommand(droppedState.state, reinstate(someone), ctx);
        if (isRuleViolation(back)) return;
        expect(back.state.players).toEqual(state.players);
        expect(back.state.rounds).toEqual(state.rounds);
      }),
      { numRuns: 100, seed: 20261127 },
    );
  });
});
