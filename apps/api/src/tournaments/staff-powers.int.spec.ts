import { beforeAll, describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { cmd, eventsRecorded, mutate, signUp } from '../testing/harness.js';
import {
  APPOINT_JUDGE,
  openTournament,
  publishNextRound,
  registerPlayers,
  eventCast,
  ruledDispute,
} from '../testing/tournament-setup.js';
import { expectRefusedOnEveryTransport } from '../testing/transports.js';
import { suiteApi } from '../testing/suite-api.js';

// What staff may do to a player's entry, and that the player and the desk read it: only the
// organizer drops someone else, and undoing the drop gives the table back; the head judge is one
// of the event's judges; a list staff hand in for a player is on the list's history, and nobody
// but staff may use the mutation for someone else's list, not even to validate one.

const REMOVE_JUDGE = `mutation ($t: ID!, $u: String!, $c: ID!) { removeJudge(tournamentId: $t, username: $u, commandId: $c) { result { events } } }`;
const SUBMIT = `mutation ($t: ID!, $s: String!, $c: ID!, $p: ID) { submitDeckList(tournamentId: $t, source: $s, commandId: $c, playerId: $p) { valid errors { code } hash } }`;
const DECK = `query ($t: ID!, $p: ID) { deckList(tournamentId: $t, playerId: $p) { hash submittedBy { id name role } history { hash submittedAt by { id name role } } } }`;
const DROP = `mutation ($t: ID!, $p: ID, $c: ID!) { dropPlayer(tournamentId: $t, playerId: $p, commandId: $c) { result { events } } }`;
const REINSTATE = `mutation ($t: ID!, $p: ID!, $c: ID!) { reinstatePlayer(tournamentId: $t, playerId: $p, commandId: $c) { result { events } } }`;
const ENTRIES = `query ($t: ID!) { tournament(id: $t) { players { playerId status droppedBy { by { id name role } cause } } pairings(round: 1) { playerA playerB result { winner status } } } }`;
const HEAD = `mutation ($t: ID!, $a: ID!, $c: ID!) { nameHeadJudge(tournamentId: $t, accountId: $a, commandId: $c) { result { events } } }`;
const HEAD_JUDGE = `query ($t: ID!) { tournament(id: $t) { headJudge { id } } }`;
const CALL = `mutation ($t: ID!, $r: String!, $c: ID!) { callJudge(tournamentId: $t, reason: $r, commandId: $c) { recordId } }`;
const APPEAL = `mutation ($t: ID!, $d: ID!, $r: String!, $c: ID!) { appealRuling(tournamentId: $t, disputeId: $d, reason: $r, commandId: $c) { result { events } } }`;
const RULE_APPEAL = `mutation ($t: ID!, $i: RuleAppealInput!, $c: ID!) { ruleAppeal(tournamentId: $t, input: $i, commandId: $c) { result { events } } }`;

type Entries = {
  tournament: {
    players: Array<{ playerId: string; status: string; droppedBy: unknown }>;
    pairings: Array<{ playerA: string; playerB: string | null; result: unknown }>;
  };
};
type Deck = { deckList: { hash: string; submittedBy: unknown; history: Array<{ hash: string; by: unknown }> } | null };

describe('staff powers over a player’s entry, and what the player reads of them', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '10000' });
  const [organizer, judge, ana, bea, outsider] = eventCast(api);
  let t: string;
  const decks = readyDecks();

  const refusedOnBoth = (
    query: string,
    variables: () => Record<string, unknown>,
    token: string | undefined,
    expected: Record<string, unknown>,
  ) => expectRefusedOnEveryTransport(api, query, variables, token, expected);

  beforeAll(async () => {
    const [cris, dani] = [await signUp(api, 'cris'), await signUp(api, 'dani')];
    t = await openTournament(api, organizer, {
      name: 'Copa del personal',
      game: 'blades-of-ash',
      rounds: 2,
      requireDeckLists: true,
    });
    await mutate(api, APPOINT_JUDGE, { t, u: 'juez', c: cmd() }, organizer.token);
    await registerPlayers(
      api,
      t,
      [ana, bea, cris!, dani!].map((player, n) => ({ player, deck: decks[n]!.deck })),
    );
  });

  it('refuses another player’s list to anyone but staff before reading it: an unreadable list answers FORBIDDEN, not its problems', async () => {
    for (const caller of [bea, outsider]) {
      await refusedOnBoth(SUBMIT, () => ({ t, s: 'esto no es una lista', c: cmd(), p: ana.id }), caller.token, {
        code: 'FORBIDDEN',
      });
      await refusedOnBoth(SUBMIT, () => ({ t, s: JSON.stringify(decks[1]!.deck), c: cmd(), p: ana.id }), caller.token, {
        code: 'FORBIDDEN',
      });
    }
    // Nor for an account's own list where it does not play: refused as not registered, the list unread.
    await refusedOnBoth(SUBMIT, () => ({ t, s: 'esto no es una lista', c: cmd() }), outsider.token, {
      code: 'RULE_VIOLATION',
      rule: 'tournament.player.unknown',
    });
  });

  it('records a list a judge hands in for a player: the player and staff read who changed it and when, others are refused', async () => {
    const replaced = await mutate<{ submitDeckList: { valid: boolean; hash: string } }>(
      api,
      SUBMIT,
      { t, s: JSON.stringify(decks[5]!.deck), c: cmd(), p: ana.id },
      judge.token,
    );
    expect(replaced.submitDeckList.valid).toBe(true);
    const own = await mutate<Deck>(api, DECK, { t }, ana.token);
    expect(own.deckList).toMatchObject({
      hash: replaced.submitDeckList.hash,
      submittedBy: { id: judge.id, name: 'juez', role: 'judge' },
    });
    expect(own.deckList!.history.map((s) => s.by)).toEqual([
      { id: ana.id, name: 'ana', role: 'player' },
      { id: judge.id, name: 'juez', role: 'judge' },
    ]);
    expect(own.deckList!.history.at(-1)!.hash).toBe(replaced.submitDeckList.hash);
    expect((await mutate<Deck>(api, DECK, { t, p: ana.id }, organizer.token)).deckList).toEqual(own.deckList);
    await refusedOnBoth(DECK, () => ({ t, p: ana.id }), bea.token, { code: 'FORBIDDEN' });
  });

  it('lets only the organizer drop another player: a judge and a player are FORBIDDEN on both transports, nothing written', async () => {
    await publishNextRound(api, organizer, t);
    await refusedOnBoth(DROP, () => ({ t, p: ana.id, c: cmd() }), judge.token, { code: 'FORBIDDEN' });
    await refusedOnBoth(DROP, () => ({ t, p: ana.id, c: cmd() }), bea.token, { code: 'FORBIDDEN' });
  });

  it('shows who dropped the player to the player and the desk (not to others), and undoing the drop reopens the table it conceded', async () => {
    const entries = async (token?: string) => (await mutate<Entries>(api, ENTRIES, { t }, token)).tournament;
    const anaTable = (seen: Entries['tournament']) =>
      seen.pairings.find((p) => p.playerA === ana.id || p.playerB === ana.id)!;
    expect(anaTable(await entries()).result).toBeNull();
    await mutate(api, DROP, { t, p: ana.id, c: cmd() }, organizer.token);
    const dropped = {
      status: 'dropped',
      droppedBy: { by: { id: organizer.id, name: 'orga', role: 'organizer' }, cause: 'organizer' },
    };
    for (const reader of [organizer, judge, ana])
      expect((await entries(reader.token)).players.find((p) => p.playerId === ana.id)).toMatchObject(dropped);
    for (const reader of [bea.token, undefined])
      expect((await entries(reader)).players.find((p) => p.playerId === ana.id)).toMatchObject({
        status: 'dropped',
        droppedBy: null,
      });
    expect(anaTable(await entries())).toMatchObject({ result: { status: 'drop' } });

    await mutate(api, REINSTATE, { t, p: ana.id, c: cmd() }, organizer.token);
    const back = await entries(organizer.token);
    expect(back.players.find((p) => p.playerId === ana.id)).toMatchObject({ status: 'active', droppedBy: null });
    expect(anaTable(back).result).toBeNull();
  });

  it('names as head judge only a judge of the event or its organizer: a player, a stranger and an unknown id are refused on both transports', async () => {
    for (const accountId of [bea.id, outsider.id, 'ffffffffffffffffffffffff'])
      await refusedOnBoth(HEAD, () => ({ t, a: accountId, c: cmd() }), organizer.token, {
        code: 'RULE_VIOLATION',
        rule: 'tournament.head-judge.not-a-judge',
        messages: { es: expect.stringContaining('juez'), en: expect.stringContaining('judge') },
      });
    expect(await mutate(api, HEAD_JUDGE, { t })).toEqual({ tournament: { headJudge: null } });
    await mutate(api, HEAD, { t, a: judge.id, c: cmd() }, organizer.token);
    expect(await mutate(api, HEAD_JUDGE, { t })).toEqual({ tournament: { headJudge: { id: judge.id } } });
  });

  it('does not let the head judge decide the appeal of their own ruling; once removed as a judge they rule nothing', async () => {
    await mutate(api, CALL, { t, r: 'Duda', c: cmd() }, bea.token);
    const disputeId = await ruledDispute(api, t, judge, { summary: 'Duda de bea', ruling: 'Se mantiene' });
    await mutate(api, APPEAL, { t, d: disputeId, r: 'No estoy de acuerdo', c: cmd() }, bea.token);
    const decide = () => ({ t, i: { disputeId, ruling: 'Confirmado', outcome: 'upheld' }, c: cmd() });
    await refusedOnBoth(RULE_APPEAL, decide, judge.token, {
      code: 'RULE_VIOLATION',
      rule: 'tournament.appeal.own-ruling',
    });

    await mutate(api, REMOVE_JUDGE, { t, u: 'juez', c: cmd() }, organizer.token);
    expect(await mutate(api, HEAD_JUDGE, { t })).toEqual({ tournament: { headJudge: null } });
    await refusedOnBoth(RULE_APPEAL, decide, judge.token, { code: 'FORBIDDEN' });
    await mutate(api, APPOINT_JUDGE, { t, u: 'otro', c: cmd() }, organizer.token);
    await mutate(api, HEAD, { t, a: outsider.id, c: cmd() }, organizer.token);
    expect(await eventsRecorded(api, RULE_APPEAL, decide(), outsider.token)).toEqual(['AppealRuled']);
  });
});
