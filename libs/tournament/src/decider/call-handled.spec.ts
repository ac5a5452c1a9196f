import type { RuleViolation } from '@cronica/rules-kernel';
import { isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { callQueue } from './call-queue.js';
import type { TournamentCommand, TournamentDecideContext } from './commands.js';
import { applyCommand } from './decider.js';
import { decide } from './decide.js';
import { openRound } from './projection.js';
import { initialTournamentState, type Actor, type TournamentState } from './types.js';

const organizer: Actor = { role: 'organizer', id: 'org' };
const judge: Actor = { role: 'judge', id: 'juez' };
const player = (id: string): Actor => ({ role: 'player', id });
const ctx: TournamentDecideContext = { validateDeck: () => ({ valid: true, errors: [] }) };

let clock = 7_000_000;
function cmd(type: TournamentCommand['type'], by: Actor, data: object = {}): TournamentCommand {
  clock += 60_000;
  return { type, data: { at: clock, by, ...data } } as TournamentCommand;
}
function run(state: TournamentState, ...commands: TournamentCommand[]): TournamentState {
  return commands.reduce((s, c) => {
    const outcome = applyCommand(s, c, ctx);
    if (isRuleViolation(outcome)) throw new Error(`${c.type}: ${outcome.code} ${outcome.message.en}`);
    return outcome.state;
  }, state);
}
function refusal(state: TournamentState, command: TournamentCommand): RuleViolation {
  const outcome = decide(command, state, ctx);
  if (!isRuleViolation(outcome)) throw new Error(`${command.type} was accepted`);
  return outcome;
}

function inRound(): TournamentState {
  let state = run(
    initialTournamentState,
    cmd('CreateTournament', organizer, {
      tournamentId: 't',
      name: 'Open',
      game: 'warlords-of-terra',
      seed: 'semilla-de-prueba',
      rounds: 1,
      prizePlaces: 0,
    }),
    cmd('OpenRegistration', organizer),
  );
  const deck = { game: 'warlords-of-terra', sections: { hero: [{ card: 'Héroe', count: 1 }] } };
  for (const id of ['ana', 'bea', 'cris', 'dani'])
    state = run(
      state,
      cmd('RegisterPlayer', player(id), { playerId: id, name: id }),
      cmd('SubmitDeckList', player(id), { playerId: id, deck }),
    );
  return run(
    state,
    cmd('CloseRegistration', organizer),
    cmd('PairNextRound', organizer),
    cmd('PublishPairings', organizer),
  );
}
const tableOf = (state: TournamentState, id: string) => openRound(state)!.tables.find((t) => t.a === id || t.b === id)!;
const winsA = { winner: 'a', games: [{ winner: 'a' }] };

describe('closing a judge call as handled', () => {
  it('takes the call out of the queue with who handled it, once, and only by staff', () => {
    const state = run(inRound(), cmd('CallJudge', player('ana'), { reason: 'Duda con una carta' }));
    const handle = cmd('HandleCall', judge, { callId: 'call-1' });
    expect(refusal(state, { ...handle, data: { ...handle.data, by: player('bea') } } as TournamentCommand).code).toBe(
      'tournament.actor.not-allowed',
    );
    expect(refusal(state, cmd('HandleCall', judge, { callId: 'call-9' })).code).toBe('tournament.judge.unknown-call');
    const outcome = applyCommand(state, handle, ctx);
    if (isRuleViolation(outcome)) throw new Error(outcome.code);
    const table = tableOf(state, 'ana');
    expect(outcome.events).toEqual([
      {
        type: 'JudgeCallHandled',
        data: {
          callId: 'call-1',
          round: 1,
          table: table.table,
          players: [table.a, table.b],
          by: judge,
          at: handle.data.at,
        },
      },
    ]);
    expect(callQueue(outcome.state, clock)).toEqual([]);
    expect(refusal(outcome.state, cmd('HandleCall', organizer, { callId: 'call-1' })).code).toBe(
      'tournament.judge.call-answered',
    );
    expect(refusal(outcome.state, cmd('OpenDispute', judge, { summary: 's', callId: 'call-1' })).code).toBe(
      'tournament.judge.call-answered',
    );
    expect(run(outcome.state, cmd('CallJudge', player('ana'), { reason: 'Otra duda' })).judging.calls).toHaveLength(2);
  });

  it('closes the open calls of the corrected table when a result correction asks to, and leaves other tables and plain corrections alone', () => {
    const called = run(inRound(), cmd('CallJudge', player('ana'), { reason: 'Resultado mal anotado' }));
    const other = ['bea', 'cris', 'dani'].find((id) => tableOf(called, id).table !== tableOf(called, 'ana').table)!;
    const state = run(called, cmd('CallJudge', player(other), { reason: 'Otra mesa' }));
    const table = tableOf(state, 'ana').table;
    const plain = run(
      state,
      cmd('OverrideResult', organizer, { round: 1, table, result: winsA, reason: 'Corrección' }),
    );
    expect(callQueue(plain, clock).map((q) => q.table)).toHaveLength(2);
    const closing = run(
      state,
      cmd('OverrideResult', organizer, { round: 1, table, result: winsA, reason: 'Corrección', closeCalls: true }),
    );
    expect(callQueue(closing, clock).map((q) => q.calls.map((c) => c.playerId))).toEqual([[other]]);
    expect(closing.judging.calls.find((c) => c.playerId === 'ana')!.handled).toEqual({ by: organizer, at: clock });
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
    expect(callQueue(run(ended, cmd('HandleCall', judge, { callId: 'call-1' })), clock)).toEqual([]);
  });
});
