import { describe, expect, it } from 'vitest';
import {
  cmd,
  inRoundOne,
  jefa,
  judge,
  now,
  openRivalOf,
  openTableOf,
  organizer,
  player,
  refusal,
  run,
  step,
} from '../testing/tournament-script.js';
import { callQueue } from './call-queue.js';
import type { TournamentCommand } from './commands.js';
import { INFRACTIONS } from './judging-types.js';
import { PENALTY_GUIDE, penaltyGuideSchema } from './penalty-guide.js';
import { openRound, tournamentStandings } from './projection.js';
import type { TournamentState } from './types.js';
import { redactTournamentEvent } from './visibility.js';

/** Four players, round 1 paired and published. */
const inRound = (): TournamentState =>
  inRoundOne(['ana', 'bea', 'cris', 'dani'], { tournamentId: 't', name: 'Open', seed: 'semilla-secreta', rounds: 3 });

describe('the penalty guide shipped with Crónica', () => {
  it('covers every infraction with a section, a rule and a default penalty, and parses as data', () => {
    expect(penaltyGuideSchema.parse(PENALTY_GUIDE)).toEqual(PENALTY_GUIDE);
    expect(PENALTY_GUIDE.infractions.map((i) => i.code).sort()).toEqual([...INFRACTIONS].sort());
    expect(PENALTY_GUIDE.infractions.every((i) => i.rule.includes('002_a36596f8eaed8fcc.txt'))).toBe(true);
  });

  it('escalates a repeated slow-play warning to a game loss that reaches the standings', () => {
    let state = inRound();
    const warn = () =>
      cmd('IssuePenalty', judge, { playerId: 'ana', infraction: 'slow-play', penalty: 'warning', note: 'Juego lento' });
    const first = step(state, warn());
    expect(first.events.map((e) => e.type)).toEqual(['PenaltyIssued']);
    state = first.state;
    const second = step(state, warn());
    expect(second.events.map((e) => e.type)).toEqual(['PenaltyIssued', 'ResultOverridden']);
    expect(second.state.judging.penalties[1]).toMatchObject({
      penalty: 'game-loss',
      escalatedFrom: 'warning',
      prior: ['penalty-1'],
    });
    const otherTable = openRound(second.state)!.tables.find(
      (t) => t.table !== openTableOf(second.state, 'ana').table,
    )!.table;
    state = run(
      second.state,
      cmd('OverrideResult', organizer, {
        round: 1,
        table: otherTable,
        result: { winner: 'a', games: [] },
        reason: 'Acta',
      }),
      cmd('EndRound', organizer),
    );
    const rivalId = openRivalOf(second.state, 'ana')!;
    const points = (id: string) => tournamentStandings(state).rows.find((row) => row.player === id)!.points;
    expect(points(rivalId)).toBeGreaterThan(points('ana'));
  });

  it('does not escalate a warning for a different infraction', () => {
    const state = run(
      inRound(),
      cmd('IssuePenalty', judge, { playerId: 'ana', infraction: 'slow-play', penalty: 'warning', note: 'x' }),
    );
    const other = step(
      state,
      cmd('IssuePenalty', judge, { playerId: 'ana', infraction: 'procedural-error', penalty: 'warning', note: 'y' }),
    );
    expect(other.state.judging.penalties[1]).toMatchObject({ penalty: 'warning' });
  });
});

describe('judge calls that point at a match event, queued by table', () => {
  it('records the event index and comment, and queues tables by how long they have waited', () => {
    let state = inRound();
    state = run(state, cmd('CallJudge', player('ana'), { reason: 'Este dado', matchEvent: 12 }));
    const calledAt = state.judging.calls[0]!.at;
    const bea = openTableOf(state, 'bea');
    const other = ['ana', 'bea', 'cris', 'dani'].find(
      (id) => openTableOf(state, id).table !== openTableOf(state, 'ana').table,
    )!;
    state = run(state, cmd('CallJudge', player(other), { reason: 'Esa jugada' }));
    expect(state.judging.calls[0]).toMatchObject({ matchEvent: 12, reason: 'Este dado' });
    const queue = callQueue(state, calledAt + 5 * 60_000);
    expect(queue.map((t) => t.table)).toEqual([openTableOf(state, 'ana').table, openTableOf(state, other).table]);
    expect(queue[0]).toMatchObject({ waitingMs: 5 * 60_000, calls: [expect.objectContaining({ matchEvent: 12 })] });
    expect(bea.table).toBeGreaterThan(0);
    expect(refusal(inRound(), cmd('CallJudge', player('ana'), { reason: 'x', matchEvent: -1 })).code).toBe(
      'tournament.judge.match-event',
    );
  });
});

describe('appeals to the head judge', () => {
  function ruled(): TournamentState {
    let state = run(
      inRound(),
      cmd('NameHeadJudge', organizer, { accountId: 'jefa' }),
      cmd('CallJudge', player('ana'), { reason: 'Duda' }),
    );
    state = run(state, cmd('OpenDispute', judge, { summary: 'Duda de ana', callId: 'call-1' }));
    return run(
      state,
      cmd('RuleDispute', judge, {
        disputeId: 'dispute-1',
        ruling: 'El resultado se mantiene',
        outcome: 'result-stands',
      }),
    );
  }

  it('lets a player of the table appeal once; the head judge’s ruling stands beside the first', () => {
    let state = ruled();
    const stranger = ['bea', 'cris', 'dani'].find(
      (id) => openTableOf(state, id).table !== openTableOf(state, 'ana').table,
    )!;
    expect(refusal(state, cmd('AppealRuling', player(stranger), { disputeId: 'dispute-1', reason: 'No' })).code).toBe(
      'tournament.result.not-at-table',
    );
    state = run(state, cmd('AppealRuling', player('ana'), { disputeId: 'dispute-1', reason: 'No estoy de acuerdo' }));
    expect(refusal(state, cmd('AppealRuling', player('ana'), { disputeId: 'dispute-1', reason: 'Otra' })).code).toBe(
      'tournament.appeal.already-appealed',
    );
    expect(
      refusal(state, cmd('RuleAppeal', judge, { disputeId: 'dispute-1', ruling: 'x', outcome: 'upheld' })).code,
    ).toBe('tournament.appeal.not-head-judge');
    const table = openTableOf(state, 'ana');
    const overturned = step(
      state,
      cmd('RuleAppeal', jefa, {
        disputeId: 'dispute-1',
        ruling: 'Gana ana',
        outcome: 'overturned',
        result: { winner: table.a === 'ana' ? 'a' : 'b', games: [] },
      }),
    );
    expect(overturned.events.map((e) => e.type)).toEqual(['AppealRuled', 'ResultOverridden']);
    const dispute = overturned.state.judging.disputes[0]!;
    expect(dispute.ruling).toMatchObject({ ruling: 'El resultado se mantiene', outcome: 'result-stands' });
    expect(dispute.appeal).toMatchObject({
      playerId: 'ana',
      ruling: { ruling: 'Gana ana', outcome: 'overturned', by: jefa },
    });
  });

  it('needs a ruling and a head judge before an appeal, and hides its words from other players', () => {
    const state = run(
      inRound(),
      cmd('CallJudge', player('ana'), { reason: 'Duda' }),
      cmd('OpenDispute', judge, { summary: 's', callId: 'call-1' }),
    );
    expect(refusal(state, cmd('AppealRuling', player('ana'), { disputeId: 'dispute-1', reason: 'x' })).code).toBe(
      'tournament.appeal.not-ruled',
    );
    const noHead = run(
      state,
      cmd('RuleDispute', judge, { disputeId: 'dispute-1', ruling: 'r', outcome: 'result-stands' }),
    );
    expect(refusal(noHead, cmd('AppealRuling', player('ana'), { disputeId: 'dispute-1', reason: 'x' })).code).toBe(
      'tournament.appeal.no-head-judge',
    );
    const event = {
      type: 'RulingAppealed' as const,
      data: { disputeId: 'dispute-1', players: ['ana', 'bea'], playerId: 'ana', reason: 'secreto', at: 1 },
    };
    expect(redactTournamentEvent(event, { role: 'player', id: 'cris' })).toMatchObject({ data: { reason: '' } });
  });
});

describe('appeals of a judge’s ruling in a match, and calls answered in the match', () => {
  const appeal = (state: TournamentState, id: string, rulingSeq = 7) => {
    const { table } = openTableOf(state, 'ana');
    return cmd('AppealMatchRuling', player(id), {
      matchId: 'm-1',
      rulingSeq,
      round: 1,
      table,
      reason: 'La vuelta atrás me perjudica',
    });
  };

  it('lets a player of the match’s table appeal a ruling once, only when a head judge is named', () => {
    const state = inRound();
    expect(refusal(state, appeal(state, 'ana')).code).toBe('tournament.appeal.no-head-judge');
    const named = run(state, cmd('NameHeadJudge', organizer, { accountId: 'jefa' }));
    const stranger = ['bea', 'cris', 'dani'].find(
      (id) => openTableOf(named, id).table !== openTableOf(named, 'ana').table,
    )!;
    expect(refusal(named, appeal(named, stranger)).code).toBe('tournament.result.not-at-table');
    expect(
      refusal(named, {
        ...appeal(named, 'ana'),
        data: { ...appeal(named, 'ana').data, by: judge },
      } as TournamentCommand).code,
    ).toBe('tournament.actor.not-allowed');
    const appealed = run(named, appeal(named, 'ana'));
    expect(appealed.judging.matchAppeals).toMatchObject([
      {
        matchId: 'm-1',
        rulingSeq: 7,
        playerId: 'ana',
        players: [openTableOf(named, 'ana').a, openTableOf(named, 'ana').b],
      },
    ]);
    expect(refusal(appealed, appeal(appealed, 'ana')).code).toBe('tournament.appeal.already-appealed');
    expect(run(appealed, appeal(appealed, 'ana', 9)).judging.matchAppeals).toHaveLength(2);
  });

  it('takes a call answered by a ruling in the match out of the queue, once', () => {
    const state = run(inRound(), cmd('CallJudge', player('ana'), { reason: 'Ese dado', matchEvent: 3 }));
    expect(callQueue(state, now())).toHaveLength(1);
    const answer = cmd('AnswerCall', judge, { callId: 'call-1', matchId: 'm-1', rulingSeq: 12 });
    expect(refusal(state, { ...answer, data: { ...answer.data, by: player('bea') } } as TournamentCommand).code).toBe(
      'tournament.actor.not-allowed',
    );
    const answered = run(state, answer);
    expect(callQueue(answered, now())).toEqual([]);
    expect(answered.judging.calls[0]!.answeredBy).toEqual({ matchId: 'm-1', seq: 12 });
    expect(refusal(answered, cmd('AnswerCall', judge, { callId: 'call-1', matchId: 'm-1', rulingSeq: 13 })).code).toBe(
      'tournament.judge.call-answered',
    );
    expect(refusal(answered, cmd('OpenDispute', judge, { summary: 's', callId: 'call-1' })).code).toBe(
      'tournament.judge.call-answered',
    );
    expect(run(answered, cmd('CallJudge', player('ana'), { reason: 'Otra duda' })).judging.calls).toHaveLength(2);
  });
});
