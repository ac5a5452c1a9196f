import { describe, expect, it } from 'vitest';
import {
  cmd,
  continued,
  inRoundOne,
  jefa,
  judge,
  now,
  openRivalOf,
  openTableOf,
  organizer,
  player,
  refusal,
  roundOnePublished,
  run,
  step,
  tournament,
} from '../testing/tournament-script.js';
import { callQueue } from './call-queue.js';
import type { TournamentCommand } from './commands.js';
import { INFRACTIONS } from './judging-types.js';
import { PENALTY_GUIDE, penaltyGuideSchema } from './penalty-guide.js';
import { openRound, tournamentStandings } from './projection.js';
import { foldTournament } from './decider.js';
import type { TournamentEvent } from './events.js';
import type { Actor, TournamentState } from './types.js';
import { redactTournamentEvent } from './visibility.js';

const FIELD = ['ana', 'bea', 'cris', 'dani'];
const OPEN = { tournamentId: 't', name: 'Open', seed: 'semilla-secreta', rounds: 3 };
/** Four players, round 1 paired and published. */
const inRound = (): TournamentState => inRoundOne(FIELD, OPEN);

describe('the penalty guide shipped with Crónica', () => {
  it('covers every infraction with a section, a rule and a default penalty, and parses as data', () => {
    expect(penaltyGuideSchema.parse(PENALTY_GUIDE)).toEqual(PENALTY_GUIDE);
    expect(PENALTY_GUIDE.infractions.map((i) => i.code).sort()).toEqual([...INFRACTIONS].sort());
    expect(PENALTY_GUIDE.infractions.every((i) => i.rule.includes('002_a36596f8eaed8fcc.txt'))).toBe(true);
  });

  it('escalates a repeated slow-play warning to a game loss that reaches the standings', () => {
    const warn = () =>
      cmd('IssuePenalty', judge, { playerId: 'ana', infraction: 'slow-play', penalty: 'warning', note: 'Juego lento' });
    const history = roundOnePublished(FIELD, OPEN);
    tournament
      .given(history)
      .when(warn())
      .then([{ type: 'PenaltyIssued', data: expect.objectContaining({ playerId: 'ana', penalty: 'warning' }) }]);
    const escalated = tournament
      .given(continued(history, warn()))
      .when(warn())
      .then([
        {
          type: 'PenaltyIssued',
          data: expect.objectContaining({ penalty: 'game-loss', escalatedFrom: 'warning', prior: ['penalty-1'] }),
        },
        { type: 'ResultOverridden', data: expect.objectContaining({ round: 1, ruling: true }) },
      ]);
    const otherTable = openRound(escalated)!.tables.find((t) => t.table !== openTableOf(escalated, 'ana').table)!.table;
    const state = run(
      escalated,
      cmd('OverrideResult', organizer, {
        round: 1,
        table: otherTable,
        result: { winner: 'a', games: [] },
        reason: 'Acta',
      }),
      cmd('EndRound', organizer),
    );
    const rivalId = openRivalOf(escalated, 'ana')!;
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
  /** Ana called a judge at round 1 and the judge let the result stand; `headJudge`: jefa named head judge first. */
  const ruled = (headJudge = true): TournamentEvent[] =>
    continued(
      roundOnePublished(FIELD, OPEN),
      ...(headJudge ? [cmd('NameHeadJudge', organizer, { accountId: 'jefa' })] : []),
      cmd('CallJudge', player('ana'), { reason: 'Duda' }),
      cmd('OpenDispute', judge, { summary: 'Duda de ana', callId: 'call-1' }),
      cmd('RuleDispute', judge, {
        disputeId: 'dispute-1',
        ruling: 'El resultado se mantiene',
        outcome: 'result-stands',
      }),
    );
  const appeal = (id: string, reason: string) => cmd('AppealRuling', player(id), { disputeId: 'dispute-1', reason });
  const ruleAppeal = (by: Actor, data: object) => cmd('RuleAppeal', by, { disputeId: 'dispute-1', ...data });

  it('lets a player of the table appeal once; the head judge’s ruling stands beside the first', () => {
    const history = ruled();
    const state = foldTournament(history);
    const table = openTableOf(state, 'ana');
    const stranger = ['bea', 'cris', 'dani'].find((id) => openTableOf(state, id).table !== table.table)!;
    tournament.given(history).when(appeal(stranger, 'No')).thenRefused('tournament.result.not-at-table');
    tournament
      .given(history)
      .when(appeal('ana', 'No estoy de acuerdo'))
      .then([
        {
          type: 'RulingAppealed',
          data: expect.objectContaining({ disputeId: 'dispute-1', playerId: 'ana', reason: 'No estoy de acuerdo' }),
        },
      ]);
    const appealed = continued(history, appeal('ana', 'No estoy de acuerdo'));
    tournament.given(appealed).when(appeal('ana', 'Otra')).thenRefused('tournament.appeal.already-appealed');
    tournament
      .given(appealed)
      .when(ruleAppeal(judge, { ruling: 'x', outcome: 'upheld' }))
      .thenRefused('tournament.appeal.not-head-judge');
    const result = { winner: table.a === 'ana' ? 'a' : 'b', games: [] };
    const overturned = tournament
      .given(appealed)
      .when(ruleAppeal(jefa, { ruling: 'Gana ana', outcome: 'overturned', result }))
      .then([
        { type: 'AppealRuled', data: expect.objectContaining({ disputeId: 'dispute-1', outcome: 'overturned' }) },
        {
          type: 'ResultOverridden',
          data: expect.objectContaining({ round: 1, table: table.table, result, by: jefa, ruling: true }),
        },
      ]);
    const dispute = overturned.judging.disputes[0]!;
    expect(dispute.ruling).toMatchObject({ ruling: 'El resultado se mantiene', outcome: 'result-stands' });
    expect(dispute.appeal).toMatchObject({
      playerId: 'ana',
      ruling: { ruling: 'Gana ana', outcome: 'overturned', by: jefa },
    });
  });

  it('needs a ruling and a head judge before an appeal, and hides its words from other players', () => {
    const disputed = continued(
      roundOnePublished(FIELD, OPEN),
      cmd('CallJudge', player('ana'), { reason: 'Duda' }),
      cmd('OpenDispute', judge, { summary: 's', callId: 'call-1' }),
    );
    tournament.given(disputed).when(appeal('ana', 'x')).thenRefused('tournament.appeal.not-ruled');
    tournament.given(ruled(false)).when(appeal('ana', 'x')).thenRefused('tournament.appeal.no-head-judge');
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
