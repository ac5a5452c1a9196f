import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, signUp, type Account } from '../testing/harness.js';
import { openFirstTableMatch, eventCast, rivalListsRound } from '../testing/tournament-setup.js';
import { expectRefusedOnEveryTransport } from '../testing/transports.js';
import { viewOf } from './match-play.testkit.js';
import { suiteApi } from '../testing/suite-api.js';

// A commandId resent with the same content answers the first outcome (`duplicate`); reused with
// other content it is a CONFLICT that writes nothing, for every kind of match command: a seed, a
// game command, a judge's ruling (and the penalty an awarded loss records), an appeal.

const HEAD = `mutation ($t: ID!, $a: ID!, $c: ID!) { nameHeadJudge(tournamentId: $t, accountId: $a, commandId: $c) { result { events } } }`;
const SEED = `mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { result { duplicate events } } }`;
const SUBMIT = `mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { duplicate events } } }`;
const UPHOLD = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!) { upholdRuling(matchId: $m, commandId: $c, ruling: $r) { result { duplicate events } } }`;
const BACK_UP = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!, $e: Int!) { backUpMatch(matchId: $m, commandId: $c, ruling: $r, toEvent: $e) { result { duplicate events } } }`;
const LOSS = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!, $s: Int!) { awardMatchLoss(matchId: $m, commandId: $c, ruling: $r, seat: $s, scope: "game") { result { duplicate events } } }`;
const RULINGS = `query ($m: ID!) { matchRulings(matchId: $m) { rulings { seq } } }`;
const APPEAL = `mutation ($m: ID!, $s: Int!, $r: String!, $c: ID!) { appealMatchRuling(matchId: $m, rulingSeq: $s, reason: $r, commandId: $c) { duplicate events } }`;
const PENALTIES = `query ($t: ID!) { penalties(tournamentId: $t) { penaltyId } }`;
const RULING = { infraction: 'none', rule: '000 §4.2', remedy: 'La jugada se mantiene' };

type Result = { duplicate: boolean; events: string[] };
/** The `result` (or the bare command result) of whatever mutation answered. */
const resultOf = (data: Record<string, unknown> | undefined): Result | undefined => {
  const field = data && (Object.values(data)[0] as (Result & { result?: Result }) | undefined);
  return field?.result ?? field;
};

describe('a commandId resent with other content is a CONFLICT for every match command', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '10000' });
  const [organizer, judge, ana, bea] = eventCast(api);
  let head: Account;
  let t: string;
  let matchId: string;
  let seats: Account[];

  /**
   * Sends `first`, then the same commandId with the same variables (the first outcome, marked
   * duplicate) and, on each transport, with `other` variables (CONFLICT, the store unchanged).
   */
  async function resend(
    query: string,
    token: string,
    first: Record<string, unknown>,
    other: Record<string, unknown>,
  ): Promise<Result> {
    const c = cmd('resend');
    const applied = resultOf(await mutate(api, query, { ...first, c }, token))!;
    expect(applied.duplicate).toBe(false);
    expect(resultOf(await mutate(api, query, { ...first, c }, token))).toEqual({ ...applied, duplicate: true });
    await expectRefusedOnEveryTransport(api, query, () => ({ ...other, c }), token, {
      code: 'CONFLICT',
      commandId: c,
      messages: expect.anything(),
    });
    return applied;
  }

  beforeAll(async () => {
    head = await signUp(api, 'jefa');
    t = await rivalListsRound(
      api,
      { organizer, judges: ['juez', 'jefa'], players: [ana, bea] },
      { name: 'Copa reenviada', rounds: 1 },
    );
    await mutate(api, HEAD, { t, a: head.id, c: cmd() }, organizer.token);
    matchId = await openFirstTableMatch(api, organizer, t);
    const view = await viewOf(api, matchId, judge.token);
    seats = view.seats.map((seat) => [ana, bea].find((p) => p.id === seat.playerId)!);
    await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() }, seats[1]!.token);
  });

  it('a seed contribution', async () => {
    const seed = () => randomBytes(32).toString('hex');
    await resend(SEED, seats[0]!.token, { m: matchId, s: seed() }, { m: matchId, s: seed() });
  });

  it('a game command', async () => {
    const seat = await viewOf(api, matchId, seats[0]!.token).then((v) => (v.legalCommands.length > 0 ? 0 : 1));
    const legal = (await viewOf(api, matchId, seats[seat]!.token)).legalCommands;
    expect(legal.length).toBeGreaterThan(1);
    await resend(
      SUBMIT,
      seats[seat]!.token,
      { m: matchId, cmd: legal[0]!.command },
      { m: matchId, cmd: legal[1]!.command },
    );
  });

  it('a judge’s ruling: another remedy, or another event to back up to', async () => {
    await resend(
      UPHOLD,
      judge.token,
      { m: matchId, r: RULING },
      { m: matchId, r: { ...RULING, remedy: 'Se repite la jugada' } },
    );
    await resend(BACK_UP, judge.token, { m: matchId, r: RULING, e: 0 }, { m: matchId, r: RULING, e: -1 });
  });

  it('an appeal: another reason', async () => {
    const { matchRulings } = await mutate<{ matchRulings: { rulings: Array<{ seq: number }> } }>(
      api,
      RULINGS,
      { m: matchId },
      seats[0]!.token,
    );
    const seq = matchRulings.rulings[0]!.seq;
    await resend(
      APPEAL,
      seats[0]!.token,
      { m: matchId, s: seq, r: 'La jugada fue ilegal' },
      { m: matchId, s: seq, r: 'Otra razón' },
    );
  });

  it('an awarded loss: another seat neither writes the ruling nor records a second penalty', async () => {
    await resend(LOSS, judge.token, { m: matchId, r: RULING, s: 0 }, { m: matchId, r: RULING, s: 1 });
    const { penalties } = await mutate<{ penalties: unknown[] }>(api, PENALTIES, { t }, judge.token);
    expect(penalties).toHaveLength(1);
  });
});
