import { describe, expect, it } from 'vitest';
import {
  cmd,
  continued,
  inRoundOne,
  judge,
  now,
  openTableOf,
  organizer,
  player,
  refusal,
  roundOnePublished,
  run,
  tournament,
} from '../testing/tournament-script.js';
import { callQueue } from './call-queue.js';
import { foldTournament } from './decider.js';
import { openRound } from './projection.js';
import type { TournamentState } from './types.js';

const FIELD = ['ana', 'bea', 'cris', 'dani'];
const ONE_ROUND = { rounds: 1, prizePlaces: 0 };
/** A one-round event of four players, its first round's pairings published. */
const inRound = (): TournamentState => inRoundOne(FIELD, ONE_ROUND);
const winsA = { winner: 'a', games: [{ winner: 'a' }] };

describe('closing a judge call as handled', () => {
  it('takes the call out of the queue with who handled it, once, and only by staff', () => {
    const called = continued(
      roundOnePublished(FIELD, ONE_ROUND),
      cmd('CallJudge', player('ana'), { reason: 'Duda con una carta' }),
    );
    const table = openTableOf(foldTournament(called), 'ana');
    const handle = (by = judge, callId = 'call-1') => cmd('HandleCall', by, { callId });
    tournament
      .given(called)
      .when(handle(player('bea')))
      .thenRefused('tournament.actor.not-allowed');
    tournament.given(called).when(handle(judge, 'call-9')).thenRefused('tournament.judge.unknown-call');
    const handled = tournament
      .given(called)
      .when(handle())
      .then([
        {
          type: 'JudgeCallHandled',
          data: { callId: 'call-1', round: 1, table: table.table, players: [table.a, table.b!], by: judge, at: now() },
        },
      ]);
    expect(callQueue(handled, now())).toEqual([]);
    const answered = continued(called, handle());
    tournament.given(answered).when(handle(organizer)).thenRefused('tournament.judge.call-answered');
    tournament
      .given(answered)
      .when(cmd('OpenDispute', judge, { summary: 's', callId: 'call-1' }))
      .thenRefused('tournament.judge.call-answered');
    tournament
      .given(answered)
      .when(cmd('CallJudge', player('ana'), { reason: 'Otra duda' }))
      .then([{ type: 'JudgeCalled', data: expect.objectContaining({ callId: 'call-2', playerId: 'ana' }) }]);
  });

  it('closes the open calls of the corrected table when a result correction asks to, and leaves other tables and plain corrections alone', () => {
    const called = run(inRound(), cmd('CallJudge', player('ana'), { reason: 'Resultado mal anotado' }));
    const other = ['bea', 'cris', 'dani'].find(
      (id) => openTableOf(called, id).table !== openTableOf(called, 'ana').table,
    )!;
    const state = run(called, cmd('CallJudge', player(other), { reason: 'Otra mesa' }));
    const table = openTableOf(state, 'ana').table;
    const plain = run(
      state,
      cmd('OverrideResult', organizer, { round: 1, table, result: winsA, reason: 'Corrección' }),
    );
    expect(callQueue(plain, now()).map((q) => q.table)).toHaveLength(2);
    const closing = run(
      state,
      cmd('OverrideResult', organizer, { round: 1, table, result: winsA, reason: 'Corrección', closeCalls: true }),
    );
    expect(callQueue(closing, now()).map((q) => q.calls.map((c) => c.playerId))).toEqual([[other]]);
    expect(closing.judging.calls.find((c) => c.playerId === 'ana')!.handled).toEqual({ by: organizer, at: now() });
  });

  it('lets staff close a call left open when the event has ended, and nothing else', () => {
    const called = run(inRound(), cmd('CallJudge', player('ana'), { reason: 'Sigue abierta' }));
    const tables = openRound(called)!.tables;
    const ended = run(
      called,
      ...tables.map((t) =>
        cmd('OverrideResult', organizer, { round: 1, table: t.table, result: winsA, reason: 'Acta' }),
      ),
      cmd('EndRound', organizer),
      cmd('EndTournament', organizer),
    );
    expect(ended.status).toBe('ended');
    expect(refusal(ended, cmd('CallJudge', player('bea'), { reason: 'x' })).code).toBe('tournament.ended');
    expect(callQueue(run(ended, cmd('HandleCall', judge, { callId: 'call-1' })), now())).toEqual([]);
  });
});
