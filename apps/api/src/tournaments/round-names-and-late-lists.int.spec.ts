import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { cmd, mutate, nextResults, signUp, type Account, type TestApi, startTestApi } from '../testing/harness.js';
import {
  errorExtensions,
  openTournament,
  openWithEntries,
  publishNextRound,
  registerPlayers,
  signUpEach,
  TOURNAMENT_STEP,
} from '../testing/tournament-setup.js';
import { settleRoundAtDesk } from '../testing/desk-round.js';

const NAMES = `query ($t: ID!, $r: Int!) { tournament(id: $t) { roundLabel { es en } rounds { number stage label { es } shortLabel { es } endsEvent } pairings(round: $r) { roundLabel { es en } } } }`;
const ENDED = `query ($t: ID!, $p: ID!) { tournament(id: $t) { status winner format { prizePlaces gameOptions thirdPlaceMatch } placings { playerId label { es } disqualified }
  mine: placings(ids: [$p]) { playerId label { es } } } player(id: $p) { tournaments { id roundLabel { es } } } }`;
const LATE = `mutation ($t: ID!, $u: String!, $c: ID!) { addLateEntry(tournamentId: $t, username: $u, commandId: $c) { result { events } } }`;
const SUBMIT = `mutation ($t: ID!, $s: String!, $p: ID, $c: ID!) { submitDeckList(tournamentId: $t, source: $s, playerId: $p, commandId: $c) { valid errors { code } } }`;
const DRAFT = `query ($t: ID!) { tournament(id: $t) { draftReport { playersWithoutList } } }`;

interface Names {
  roundLabel: { es: string; en: string } | null;
  rounds: Array<{
    number: number;
    stage: string;
    label: { es: string };
    shortLabel: { es: string };
    endsEvent: boolean;
  }>;
  pairings: Array<{ roundLabel: { es: string; en: string } }>;
}

describe('one name per round, from the API, on both transports', () => {
  let api: TestApi;
  let organizer: Account;
  let players: Account[];
  let t: string;
  const step = (name: string) => mutate(api, TOURNAMENT_STEP(name), { t, c: cmd() }, organizer.token);
  /** The names over HTTP and over the WebSocket: the same answer. */
  async function names(round: number): Promise<Names> {
    const http = (await mutate<{ tournament: Names }>(api, NAMES, { t, r: round })).tournament;
    const [ws] = await nextResults<{ tournament: Names }>(api.ws(), NAMES, { t, r: round }, 1).done;
    expect(ws!.tournament).toEqual(http);
    return http;
  }
  const settle = () => settleRoundAtDesk(api, organizer, t);

  beforeAll(async () => {
    api = await startTestApi();
    organizer = await signUp(api, 'orga');
    players = await signUpEach(api, ['ana', 'bea', 'cris', 'dani', 'eva', 'fede']);
    t = await openWithEntries(api, organizer, players, 'desk', {
      name: 'Copa',
      game: 'blades-of-ash',
      rounds: 1,
      requireDeckLists: false,
      topCut: { size: 2 },
    });
    await publishNextRound(api, organizer, t);
    await settle();
  });
  afterAll(async () => {
    await api.stop();
  });

  it('names the tiebreak round "Ronda de desempate" everywhere (it is no top-cut round), the final "Final", and the ended event in a profile by what it played', async () => {
    // Three winners level for two places in the final: the cut line is played off (002 C.2.4.2).
    expect(errorExtensions(await api.gql(TOURNAMENT_STEP('startTopCut'), { t, c: cmd() }, organizer.token))?.rule).toBe(
      'tournament.top-cut.tiebreak-match-needed',
    );
    let cut = await api.gql(TOURNAMENT_STEP('startTopCut'), { t, c: cmd() }, organizer.token);
    for (let guard = 0; cut.errors && guard < 3; guard += 1) {
      await step('pairTiebreakRound');
      await step('publishPairings');
      const playOff = await names(2 + guard);
      expect(playOff.roundLabel).toEqual({ es: 'Ronda de desempate', en: 'Tiebreak round' });
      expect(playOff.pairings.map((p) => p.roundLabel.es)).toEqual(playOff.pairings.map(() => 'Ronda de desempate'));
      expect(playOff.rounds.at(-1)).toMatchObject({
        stage: 'tiebreak',
        label: { es: 'Ronda de desempate' },
        shortLabel: { es: 'Ronda de desempate' },
      });
      await settle();
      cut = await api.gql(TOURNAMENT_STEP('startTopCut'), { t, c: cmd() }, organizer.token);
    }
    expect(cut.errors).toBeUndefined();
    await step('publishPairings');
    const all = await names(1);
    expect(all.rounds[0]).toMatchObject({
      stage: 'swiss',
      label: { es: 'Ronda 1 de 1' },
      shortLabel: { es: 'Ronda 1' },
    });
    expect(all.pairings[0]!.roundLabel).toEqual({ es: 'Ronda 1 de 1', en: 'Round 1 of 1' });
    const finalNumber = all.rounds.at(-1)!.number;
    // Only the final's end ends the event: the desk's button says so before the organizer presses it.
    expect(all.rounds.map((r) => r.endsEvent)).toEqual(all.rounds.map((r) => r.number === finalNumber));
    const atFinal = await names(finalNumber);
    expect([atFinal.roundLabel?.es, atFinal.pairings[0]?.roundLabel.es]).toEqual(['Final', 'Final']);
    await settle();
    const { tournament: ended, player: profile } = await mutate<{
      tournament: {
        status: string;
        winner: string;
        format: object;
        placings: Array<{ playerId: string; label: { es: string }; disqualified: boolean }>;
        mine: Array<{ playerId: string; label: { es: string } }>;
      };
      player: { tournaments: Array<{ id: string; roundLabel: { es: string } }> };
    }>(api, ENDED, { t, p: players[0]!.id });
    expect(ended.status).toBe('ended');
    // Extra turns are a game's own option (Warlords of Terra), not a format field: a Blades of Ash event's options hold its own game's.
    expect(ended.format).toEqual({
      prizePlaces: 1,
      gameOptions: expect.objectContaining({ maxRounds: 12 }),
      thirdPlaceMatch: false,
    });
    expect((ended.format as { gameOptions: object }).gameOptions).not.toHaveProperty('extraTurns');
    expect(ended.placings.slice(0, 2).map((p) => [p.label.es, p.disqualified])).toEqual([
      ['1.º', false],
      ['2.º', false],
    ]);
    // Once ended, the event is named by what it played, not by its last round.
    expect(profile.tournaments.find((x) => x.id === t)?.roundLabel.es).toMatch(
      /^1 ronda suiza \+ \d rondas? de desempate \+ top 2$/,
    );
    // One player's own place, as their profile reads it.
    const own = ended.placings.find((p) => p.playerId === players[0]!.id)!;
    expect(ended.mine).toEqual([{ playerId: own.playerId, label: own.label }]);
    const tooMany = Array.from({ length: 101 }, (_, i) => `p${i}`);
    const refused = await api.gql(
      `query ($t: ID!, $ids: [ID!]) { tournament(id: $t) { placings(ids: $ids) { place } } }`,
      {
        t,
        ids: tooMany,
      },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('a late entry in a lists-required event hands in a list (002 C.4)', () => {
  let api: TestApi;
  let organizer: Account;
  let players: Account[];
  let late: Account;
  let t: string;
  const step = (name: string) => mutate(api, TOURNAMENT_STEP(name), { t, c: cmd() }, organizer.token);
  /** The seated players the draft names as having handed in no list (read by the organizer). */
  const playersWithoutList = async () =>
    (
      await mutate<{ tournament: { draftReport: { playersWithoutList: string[] } } }>(
        api,
        DRAFT,
        { t },
        organizer.token,
      )
    ).tournament.draftReport.playersWithoutList;
  const source = (n: number) => JSON.stringify(readyDecks()[n]!.deck);

  beforeAll(async () => {
    api = await startTestApi();
    organizer = await signUp(api, 'orga');
    players = [await signUp(api, 'ana'), await signUp(api, 'bea')];
    late = await signUp(api, 'nuria');
    t = await openTournament(api, organizer, { name: 'Liga', game: 'blades-of-ash', rounds: 3 });
    await registerPlayers(
      api,
      t,
      players.map((player, n) => ({ player, deck: readyDecks()[n * 3]!.deck })),
    );
    await step('closeRegistration');
    await mutate(api, LATE, { t, u: 'nuria', c: cmd() }, organizer.token);
    await step('pairNextRound');
  });
  afterAll(async () => {
    await api.stop();
  });

  it('names the player without a list on the draft and refuses to publish until they hand one in, over the WebSocket too', async () => {
    expect(await playersWithoutList()).toEqual([late.id]);
    const refused = await api.gql(TOURNAMENT_STEP('publishPairings'), { t, c: cmd() }, organizer.token);
    expect(errorExtensions(refused)?.rule).toBe('tournament.deck.missing-to-play');
    expect(refused.errors?.[0]?.message).toContain('nuria');
    // The late entrant hands in their list themselves, over the WebSocket, after registration closed.
    const [handedIn] = await nextResults<{ submitDeckList: { valid: boolean } }>(
      api.ws(late.token),
      SUBMIT,
      { t, s: source(6), p: null, c: cmd() },
      1,
    ).done;
    expect(handedIn!.submitDeckList.valid).toBe(true);
    // Handed in, it stays: a second list is refused (002 C.4, "no podrá ser reclamado de vuelta").
    const again = await api.gql(SUBMIT, { t, s: source(7), p: null, c: cmd() }, late.token);
    expect(errorExtensions(again)?.rule).toBe('tournament.deck.locked');
    expect(await playersWithoutList()).toEqual([]);
    await step('publishPairings');
  });

  it('lets staff type the list of a late entry added without one, over HTTP', async () => {
    const other = await signUp(api, 'oscar');
    await mutate(api, LATE, { t, u: 'oscar', c: cmd() }, organizer.token);
    const typed = await mutate<{ submitDeckList: { valid: boolean } }>(
      api,
      SUBMIT,
      { t, s: source(8), p: other.id, c: cmd() },
      organizer.token,
    );
    expect(typed.submitDeckList.valid).toBe(true);
  });
});
