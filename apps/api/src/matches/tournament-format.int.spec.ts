import { beforeAll, describe, expect, it } from 'vitest';
import type { DeckList } from '@cronica/rules-kernel';
import { cmd, mutate } from '../testing/harness.js';
import { suiteAccounts, testGamesApi } from '../testing/suite-api.js';
import { judgedRoundUnderway, openTournament, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { REPLAY, SUBMIT } from './match-play.testkit.js';
import { formatKit, readyDecks, twoLegendaries, type Table } from './tournament-format.testkit.js';

// The options an organizer sets when creating an event are the event's game options, held once by
// the tournament: registration checks lists against them, its format panel words them, and every
// match of the event (Swiss, top cut) is set up with them and the round's best-of. One event per
// game shows an option changing what its matches do.

const EVENT_FORMAT = `query ($t: ID!) { tournament(id: $t) { format { gameOptions options { key text { es } } } } }`;
const SUBMIT_DECK = `mutation ($t: ID!, $s: String!, $c: ID!) { submitDeckList(tournamentId: $t, source: $s, commandId: $c) { valid errors { code } } }`;
const REPORT = `mutation ($t: ID!, $r: Int!, $n: Int!, $res: MatchResultInput!, $c: ID!) { reportResult(tournamentId: $t, round: $r, table: $n, result: $res, commandId: $c) { result { events } } }`;
const CONFIRM = `mutation ($t: ID!, $r: Int!, $n: Int!, $c: ID!) { confirmResult(tournamentId: $t, round: $r, table: $n, commandId: $c) { result { events } } }`;
const PAIRINGS = `query ($t: ID!, $r: Int!) { tournament(id: $t) { pairings(round: $r) { table playerA playerB } } }`;

const ready = readyDecks;

/** The same list with the third legendary moved into the main deck: three legendaries. */
function threeLegendaries(): DeckList {
  const list = twoLegendaries();
  const battle = list.sections.battle!.map((e) => (e.card === 'ovl-b-01' ? { card: 'ovl-b-01', count: 2 } : e));
  const sideboard = list.sections.sideboard!.map((e) => (e.card === 'ovl-b-l3' ? { card: 'ovl-b-01', count: 1 } : e));
  return { ...list, sections: { ...list.sections, battle: [...battle, { card: 'ovl-b-l3', count: 1 }], sideboard } };
}

const api = testGamesApi();
const [olga, ana, bea] = suiteAccounts(api, ['olga', 'ana', 'bea']);

/** An event of `game` with these options, both players registered with their lists, round 1 published. */
async function event(game: string, input: Record<string, unknown>, decks: readonly unknown[]): Promise<string> {
  return judgedRoundUnderway(
    api,
    { organizer: olga, judges: [], players: [ana, bea], decks: [decks[0], decks[1]] },
    { name: `Copa ${game}`, game, rounds: 1, requireDeckLists: true, ...input },
  );
}

const kit = formatKit(api, olga, [ana, bea]);
const matchOf = (t: string, round: number) => kit.matchOf(t, round);
const matchFormat = (matchId: string) => kit.matchFormat(matchId);
const actingSeat = (table: Table) => kit.actingSeat(table);
const play: ReturnType<typeof formatKit>['play'] = (...args) => kit.play(...args);

describe.each([
  { cap: 2, swap: 'refused' },
  { cap: 3, swap: 'accepted' },
])("a Warlords of Terra event's legendary cap of $cap (002 C.5)", ({ cap, swap }) => {
  let t: string;
  let table: Table;

  beforeAll(async () => {
    t = await event('warlords-of-terra', { gameOptions: { legendaryLimit: cap } }, [
      twoLegendaries(),
      twoLegendaries(),
    ]);
    table = await matchOf(t, 1);
  }, 120_000);

  it('is what the event and its match say', async () => {
    const { tournament } = await mutate<{
      tournament: {
        format: { gameOptions: Record<string, unknown>; options: Array<{ key: string; text: { es: string } }> };
      };
    }>(api, EVENT_FORMAT, { t });
    expect(tournament.format.gameOptions).toMatchObject({ legendaryLimit: cap });
    expect(tournament.format.options.find((o) => o.key === 'legendaryLimit')?.text.es).toBe(
      `Hasta ${cap} distintas en el mazo principal`,
    );
    expect(await matchFormat(table.matchId)).toMatchObject({
      legendaryLimit: `Hasta ${cap} distintas en el mazo principal`,
      bestOf: 'Una partida',
    });
  });

  it(`${swap === 'refused' ? 'refuses' : 'takes'} a third legendary swapped in from the pre-sideboard`, async () => {
    const { seat, view } = await actingSeat(table);
    expect(view.legalCommands.some((l) => l.command.type === 'SwapSideboardCard')).toBe(true);
    // Out goes a Guerrero de Hierro (not a legendary), in comes Furia del Volcán: the main deck would hold three.
    const offered = view.legalCommands.some(
      (l) =>
        l.command.type === 'SwapSideboardCard' && l.command.data.out === 'ovl-b-01' && l.command.data.in === 'ovl-b-l3',
    );
    const sent = await api.gql(
      SUBMIT,
      { m: table.matchId, cmd: { type: 'SwapSideboardCard', data: { out: 'ovl-b-01', in: 'ovl-b-l3' } }, c: cmd() },
      table.tokens[seat],
    );
    if (swap === 'refused') {
      expect(offered).toBe(false);
      expect(sent.errors?.[0]?.extensions).toMatchObject({
        code: 'RULE_VIOLATION',
        rule: 'wot.swap.legendary-limit',
        messages: {
          es: expect.stringContaining('tope de cartas legendarias'),
          en: expect.stringContaining('legendary card cap'),
        },
      });
    } else {
      expect(offered).toBe(true);
      expect(sent.errors).toBeUndefined();
    }
  });
});

describe('a registration over the cap the event set', () => {
  it('is refused with the game validator’s code, where a cap-3 event takes the same list', async () => {
    const open = async (cap: number) =>
      openTournament(api, olga, {
        name: `Tope ${cap}`,
        game: 'warlords-of-terra',
        rounds: 1,
        gameOptions: { legendaryLimit: cap },
      });
    const submit = async (t: string) =>
      (
        await mutate<{ submitDeckList: { valid: boolean; errors: Array<{ code: string }> } }>(
          api,
          SUBMIT_DECK,
          { t, s: JSON.stringify(threeLegendaries()), c: cmd() },
          ana.token,
        )
      ).submitDeckList;
    const [capped, standard] = [await open(2), await open(3)];
    for (const t of [capped, standard])
      await mutate(api, TOURNAMENT_STEP('registerForTournament'), { t, c: cmd() }, ana.token);
    expect(await submit(capped)).toMatchObject({
      valid: false,
      errors: [expect.objectContaining({ code: 'wot.deck.legendary-limit' })],
    });
    expect((await submit(standard)).valid).toBe(true);
  });
});

describe("the turns after time a Warlords of Terra event sets (002 C.1, 'jugador activo + 3 turnos')", () => {
  it("reach its Swiss match's end: time called, the game ends one turn after the active one", async () => {
    const t = await event('warlords-of-terra', { gameOptions: { extraTurns: 1 }, roundMinutes: 50 }, [
      ready('warlords-of-terra')[0]!.deck,
      ready('warlords-of-terra')[1]!.deck,
    ]);
    const { called, last, ended } = await kit.timeCalled(
      t,
      await matchOf(t, 1),
      (state) => (state.time as { lastTurn: number } | null)?.lastTurn,
    );
    expect(last).toBe(called + 1);
    expect(ended).toBeLessThanOrEqual(called + 2);
  }, 600_000);
});

describe("the test game's target set by its event", () => {
  it('is the score its match is raced to', async () => {
    const t = await event('dice-race', { gameOptions: { target: 5 } }, [
      ready('dice-race')[0]!.deck,
      ready('dice-race')[0]!.deck,
    ]);
    const table = await matchOf(t, 1);
    expect(await matchFormat(table.matchId)).toEqual({ target: 'Gana quien llegue a 5' });
    const over = await play(
      table,
      (legal) => legal[0]!,
      () => false,
      200,
    );
    expect(over.status).toBe('finished');
    expect((over.state as { target: number }).target).toBe(5);
    await expectReplayRecordsRegisteredHashes(t, table);
  }, 120_000);
});

const DECK_HASH = `query ($t: ID!, $p: ID) { deckList(tournamentId: $t, playerId: $p) { hash } }`;
const MATCH_SEATS = `query ($m: ID!) { matchView(matchId: $m) { seats { seat playerId } } }`;

/**
 * 002 C.4: a judge's deck check compares the hash fixed at registration with the one the match's
 * replay commits to for that seat, so both must come from the same function over the same list.
 */
async function expectReplayRecordsRegisteredHashes(t: string, table: Table): Promise<void> {
  const { matchView } = await mutate<{ matchView: { seats: Array<{ seat: number; playerId: string }> } }>(
    api,
    MATCH_SEATS,
    { m: table.matchId },
    olga.token,
  );
  const judge = await mutate<{ matchReplay: { jsonl: string } }>(
    api,
    REPLAY,
    { m: table.matchId, v: 'judge' },
    olga.token,
  );
  const header = JSON.parse(judge.matchReplay.jsonl.split('\n')[0]!) as {
    reveals?: Array<{ path: Array<string | number>; value: unknown }>;
  };
  for (const { seat, playerId } of matchView.seats) {
    const registered = await mutate<{ deckList: { hash: string } }>(api, DECK_HASH, { t, p: playerId }, olga.token);
    const recorded = header.reveals?.find((r) => r.path.join('/') === `seats/${seat}/deckHash`)?.value;
    expect(recorded).toBe(registered.deckList.hash);
  }
}

describe("a Warlords of Terra event's options reach every match: Swiss and the top cut, each with its round's best-of", () => {
  it('plays the Swiss match to one game and the final to three, both under the cap of 2', async () => {
    const t = await event(
      'warlords-of-terra',
      { bestOf: 1, topCut: { size: 2, finalBestOf: 3 }, gameOptions: { legendaryLimit: 2, extraTurns: 2 } },
      [twoLegendaries(), twoLegendaries()],
    );
    const swiss = await matchOf(t, 1);
    expect(await matchFormat(swiss.matchId)).toMatchObject({
      bestOf: 'Una partida',
      legendaryLimit: 'Hasta 2 distintas en el mazo principal',
      extraTurns: 'Jugador activo + 2 turnos',
    });
    const [pairing] = (
      await mutate<{ tournament: { pairings: Array<{ table: number; playerA: string }> } }>(api, PAIRINGS, { t, r: 1 })
    ).tournament.pairings;
    const [a, b] = pairing!.playerA === ana.id ? [ana, bea] : [bea, ana];
    await mutate(
      api,
      REPORT,
      { t, r: 1, n: 1, res: { winner: 'a', games: [{ winner: 'a', lifeA: 12, lifeB: 0 }] }, c: cmd() },
      a.token,
    );
    await mutate(api, CONFIRM, { t, r: 1, n: 1, c: cmd() }, b.token);
    for (const step of ['endRound', 'startTopCut', 'publishPairings'])
      await mutate(api, TOURNAMENT_STEP(step), { t, c: cmd() }, olga.token);
    const final = await matchOf(t, 2);
    expect(await matchFormat(final.matchId)).toMatchObject({
      bestOf: 'Al mejor de 3',
      legendaryLimit: 'Hasta 2 distintas en el mazo principal',
      extraTurns: 'Jugador activo + 2 turnos',
    });
  }, 120_000);
});
