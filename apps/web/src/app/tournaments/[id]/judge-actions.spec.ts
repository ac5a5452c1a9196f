import { describe, expect, it } from 'vitest';
import * as judging from '../../../graphql/judging';
import { NOTHING_YET, ruleViolation, tournamentForm } from '../../../testing/server-actions';
import { mutate, revalidatePath, sent } from '../../../testing/server-client';

// Each action sends one mutation through the server's GraphQL client, a spy here (testing/server-client).

const { appealRuling, checkDeck, handleJudgeCall, issuePenalty, openDispute, ruleAppeal, ruleDispute } =
  await import('./judge-actions');

const start = NOTHING_YET;
const form = (fields: Record<string, string>) => tournamentForm('liga', fields);

describe('judge calls and disputes', () => {
  it('opens a dispute on the call it answers, with the summary as typed', async () => {
    const state = await openDispute(start, form({ callId: 'call-7', summary: '  Robó dos cartas  ' }));
    expect(state).toEqual({ error: null, done: true });
    expect(sent()[0]!.mutation).toBe(judging.OPEN_DISPUTE);
    expect(sent()[0]!.variables).toMatchObject({ tournamentId: 'liga', callId: 'call-7', summary: 'Robó dos cartas' });
    expect(revalidatePath).toHaveBeenCalledWith('/tournaments/liga');
  });

  it('opens a dispute with no call when the form names none', async () => {
    await openDispute(start, form({ callId: '', summary: 'Visto en la sala' }));
    expect(sent()[0]!.variables.callId).toBeNull();
  });

  it('marks the named call handled', async () => {
    await handleJudgeCall(start, form({ callId: 'call-7' }));
    expect(sent()[0]!.mutation).toBe(judging.HANDLE_JUDGE_CALL);
    expect(sent()[0]!.variables).toMatchObject({ callId: 'call-7' });
  });

  it('refuses a ruling without an outcome or words, in both languages, and sends nothing', async () => {
    for (const fields of [
      { disputeId: 'd-1', outcome: '', ruling: 'Sigue' },
      { disputeId: 'd-1', outcome: 'result-stands', ruling: '  ' },
    ]) {
      const state = await ruleDispute(start, form(fields));
      expect(state.done).toBe(false);
      expect(state.error?.es).toMatch(/\S/);
      expect(state.error?.en).toMatch(/\S/);
    }
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends a penalty ruling with the penalised player and the infraction', async () => {
    await ruleDispute(
      start,
      form({
        disputeId: 'd-1',
        outcome: 'warning',
        ruling: 'Robo extra',
        playerId: 'p-bea',
        infraction: 'procedural-error',
      }),
    );
    expect(sent()[0]!.mutation).toBe(judging.RULE_DISPUTE);
    expect(sent()[0]!.variables.input).toMatchObject({
      disputeId: 'd-1',
      outcome: 'warning',
      playerId: 'p-bea',
      infraction: 'procedural-error',
      result: null,
    });
  });

  it('shows the API’s refusal of a ruling and refreshes nothing', async () => {
    mutate.mockRejectedValueOnce(ruleViolation('Ya resuelta.', 'Already ruled.', 'closed'));
    const state = await ruleDispute(start, form({ disputeId: 'd-1', outcome: 'result-stands', ruling: 'Sigue' }));
    expect(state).toEqual({ error: { es: 'Ya resuelta.', en: 'Already ruled.' }, done: false });
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});

describe('penalties, deck checks and appeals', () => {
  it('issues the penalty the form names, for the player it names', async () => {
    await issuePenalty(
      start,
      form({ playerId: 'p-cai', penalty: 'game-loss', infraction: 'slow-play', note: ' Lento ' }),
    );
    expect(sent()[0]!.mutation).toBe(judging.ISSUE_PENALTY);
    expect(sent()[0]!.variables.input).toEqual({
      playerId: 'p-cai',
      penalty: 'game-loss',
      infraction: 'slow-play',
      note: 'Lento',
    });
  });

  it('checks a player’s deck against the list typed at the table', async () => {
    await checkDeck(start, form({ playerId: 'p-ana', source: '4 Bolt\n2 Shock' }));
    expect(sent()[0]!.mutation).toBe(judging.CHECK_DECK);
    expect(sent()[0]!.variables).toMatchObject({ playerId: 'p-ana', source: '4 Bolt\n2 Shock' });
  });

  it('keeps an appeal’s reason to 200 characters', async () => {
    await appealRuling(start, form({ disputeId: 'd-1', reason: 'x'.repeat(300) }));
    expect(sent()[0]!.mutation).toBe(judging.APPEAL_RULING);
    expect(sent()[0]!.variables.reason).toHaveLength(200);
  });

  it('sends the head judge’s ruling on an appeal', async () => {
    await ruleAppeal(start, form({ disputeId: 'd-1', ruling: 'Se mantiene', outcome: 'upheld' }));
    expect(sent()[0]!.mutation).toBe(judging.RULE_APPEAL);
    expect(sent()[0]!.variables.input).toEqual({ disputeId: 'd-1', ruling: 'Se mantiene', outcome: 'upheld' });
  });

  it('gives every command its own id, so a resent form is not taken twice', async () => {
    await handleJudgeCall(start, form({ callId: 'c' }));
    await handleJudgeCall(start, form({ callId: 'c' }));
    const [first, second] = sent().map((call) => call.variables.commandId);
    expect(first).not.toBe(second);
  });
});
