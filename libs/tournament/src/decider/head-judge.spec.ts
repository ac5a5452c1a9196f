import { isRuleViolation } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmd,
  ctx,
  inRoundOne,
  jefa,
  judge,
  openTableOf,
  organizer,
  player,
  run,
  started,
  step,
} from '../testing/tournament-script.js';
import type { TournamentCommand, TournamentDecideContext } from './commands.js';
import { headJudgeOf } from './decide-appeals.js';
import { decide } from './decide.js';
import { openRound } from './projection.js';
import type { Actor, TournamentState } from './types.js';

/**
 * The script's event is judged by the organizer ('org'), 'judge' and 'jefa'; this is the same event
 * after the organizer removed 'jefa' as a judge (the staff stream changed, not this one).
 */
const jefaRemoved: TournamentDecideContext = { ...ctx, judges: new Set(['org', 'judge']) };

const code = (state: TournamentState, command: TournamentCommand, context = ctx) => {
  const outcome = decide(command, state, context);
  return isRuleViolation(outcome) ? outcome.code : 'accepted';
};
const name = (accountId: string) => cmd('NameHeadJudge', organizer, { accountId });

/** Round 1 published; 'judge' ruled a dispute at ana's table and ana appealed it. */
function appealed(head: string): TournamentState {
  return run(
    inRoundOne(['ana', 'bea', 'cris', 'dani']),
    name(head),
    cmd('CallJudge', player('ana'), { reason: 'Duda' }),
    cmd('OpenDispute', judge, { summary: 'Duda de ana', callId: 'call-1' }),
    cmd('RuleDispute', judge, { disputeId: 'dispute-1', ruling: 'Se mantiene', outcome: 'result-stands' }),
    cmd('AppealRuling', player('ana'), { disputeId: 'dispute-1', reason: 'No estoy de acuerdo' }),
  );
}
const ruleAppeal = (by: Actor) =>
  cmd('RuleAppeal', by, { disputeId: 'dispute-1', ruling: 'Revisado', outcome: 'upheld' });

describe('naming the head judge', () => {
  const state = run(started(['ana', 'bea']), cmd('PairNextRound', organizer));

  it('refuses a player of the event, an account that does not judge it and an unknown id, naming no one', () => {
    for (const accountId of ['ana', 'otra-cuenta', 'ffffffffffffffffffffffff'])
      expect(code(state, name(accountId))).toBe('tournament.head-judge.not-a-judge');
    expect(headJudgeOf(state, ctx.judges)).toBeNull();
  });

  it('names an appointed judge or the organizer, and refuses naming the same one twice', () => {
    expect(headJudgeOf(run(state, name('jefa')), ctx.judges)).toBe('jefa');
    expect(headJudgeOf(run(state, name('org')), ctx.judges)).toBe('org');
    expect(code(run(state, name('jefa')), name('jefa'))).toBe('tournament.head-judge.already');
    expect(code(state, cmd('NameHeadJudge', judge, { accountId: 'jefa' }))).toBe('tournament.actor.not-allowed');
  });

  it('accepts exactly the accounts that judge the event and do not play it (property)', () => {
    const ids = fc.constantFrom('ana', 'bea', 'org', 'judge', 'jefa', 'otra', 'x'.repeat(24));
    fc.assert(
      fc.property(ids, fc.uniqueArray(ids, { maxLength: 5 }), (accountId, judges) => {
        const accepted = code(state, name(accountId), { ...ctx, judges: new Set(judges) }) === 'accepted';
        expect(accepted).toBe(judges.includes(accountId) && state.players[accountId] === undefined);
      }),
      { numRuns: 200, seed: 20261127 },
    );
  });
});

describe('nobody rules on the appeal of their own ruling', () => {
  it('refuses the head judge who made the first ruling; another head judge decides it', () => {
    const state = appealed('judge');
    expect(code(state, ruleAppeal(judge))).toBe('tournament.appeal.own-ruling');
    const renamed = run(state, name('jefa'));
    expect(code(renamed, ruleAppeal(judge))).toBe('tournament.appeal.not-head-judge');
    expect(run(renamed, ruleAppeal(jefa)).judging.disputes[0]!.appeal?.ruling).toMatchObject({
      outcome: 'upheld',
      by: jefa,
    });
  });

  it('covers the organizer: as head judge they do not decide the appeal of a ruling they made', () => {
    const paired = inRoundOne(['ana', 'bea']);
    const { table } = openRound(paired)!.tables[0]!;
    const state = run(
      paired,
      name('org'),
      cmd('OpenDispute', organizer, { summary: 'Resultado discutido', round: 1, table }),
      cmd('RuleDispute', organizer, { disputeId: 'dispute-1', ruling: 'Se mantiene', outcome: 'result-stands' }),
      cmd('AppealRuling', player('ana'), { disputeId: 'dispute-1', reason: 'No' }),
    );
    expect(code(state, ruleAppeal(organizer))).toBe('tournament.appeal.own-ruling');
  });
});

describe('a head judge removed as a judge', () => {
  it('rules nothing more: new appeals find no head judge and the pending one waits until the organizer names another', () => {
    const state = appealed('jefa');
    expect(headJudgeOf(state, jefaRemoved.judges)).toBeNull();
    expect(code(state, ruleAppeal(jefa), jefaRemoved)).toBe('tournament.appeal.not-head-judge');
    const { table } = openTableOf(state, 'ana');
    const appeal = cmd('AppealMatchRuling', player('ana'), {
      matchId: 'm-1',
      rulingSeq: 4,
      round: 1,
      table,
      reason: 'No',
    });
    expect(code(state, appeal, jefaRemoved)).toBe('tournament.appeal.no-head-judge');
    const renamed = step(state, name('org'), jefaRemoved).state;
    expect(code(renamed, ruleAppeal(organizer), jefaRemoved)).toBe('accepted');
  });
});
