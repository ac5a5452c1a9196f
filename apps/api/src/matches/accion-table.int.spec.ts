import { describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { verifyReplay } from '@cronica/replay';
import { cmd, mutate } from '../testing/harness.js';
import { contributeSeeds } from '../testing/tournament-setup.js';
import {
  ACCEPT,
  asInput,
  chooser,
  INVITE,
  REPLAY,
  submitMove,
  VIEW_FIELDS,
  viewOf,
  type ViewShape,
} from './match-play.testkit.js';
import { suiteAccounts, suiteApi } from '../testing/suite-api.js';
import type { EventStore } from '@cronica/event-store';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { EVENT_STORE } from '../store/tokens.js';

// La Regla de Acción (003_9d379b4d763b9b92.txt) through the one match pipeline: a table of a game
// master (seat 0) and players, each seat a person or a bot, set up with `startTableMatch` (the
// caller and bots) or `inviteToMatch` (people, seated once they accept).

const TABLE = `mutation ($c: ID!, $g: String!, $s: [TableSeatInput!]!, $o: JSON) {
  startTableMatch(commandId: $c, game: $g, seats: $s, options: $o) { result { events duplicate } match { ${VIEW_FIELDS} } } }`;

/** A short fight: one bandit, two rounds at most (RULES-NOTES.md, "How an encounter ends"). */
const SHORT = { enemies: [{ id: 'bandido', name: { es: 'Bandido', en: 'Bandit' }, hp: 12 }], table: { roundLimit: 2 } };

/** The fields of the game's view (`AccionView`, libs/rules/accion README) these tests read. */
interface AccionView {
  role: string;
  phase: string;
  initiative: { handoff: { chooser: number; roundEnd: boolean; broken: boolean } | null };
  players: Array<{ seat: number; hand: string[] | null }>;
  enemies: Array<{ id: string; hand?: string[] | null }>;
}
const stateOf = (view: ViewShape) => view.state as AccionView;

const INDEX = `query { matches(limit: 100) { matchId players { seat name } result { outcome winnerSeats } } }`;
interface IndexedMatch {
  matchId: string;
  players: Array<{ seat: number; name: string }>;
  result: { outcome: string; winnerSeats: number[] } | null;
}

describe('La Regla de Acción through the API', () => {
  const api = suiteApi();
  const [gm, bea, carla] = suiteAccounts(api, ['directora', 'bea', 'carla']);

  /** The table: started at once with bots only; with people, invited, and started when the last of them accepts. */
  async function table(
    seats: Array<{ player?: string; bot?: string }>,
    options: object = SHORT,
    token = gm.token,
  ): Promise<string> {
    const invited = [bea, carla].filter((account) =>
      seats.some((seat) => seat.player === account.id || seat.player === account.username),
    );
    let matchId: string;
    if (invited.length === 0) {
      matchId = (
        await mutate<{ startTableMatch: { match: ViewShape } }>(
          api,
          TABLE,
          { c: cmd('mesa'), g: 'accion', s: seats, o: options },
          token,
        )
      ).startTableMatch.match.matchId;
    } else {
      const sent = await mutate<{ inviteToMatch: { id: string } }>(
        api,
        INVITE,
        { c: cmd('mesa'), g: 'accion', s: seats, o: options },
        token,
      );
      let last: string | null = null;
      for (const account of invited) {
        last = (
          await mutate<{ acceptMatchInvitation: { matchId: string | null } }>(
            api,
            ACCEPT,
            { c: cmd('si'), i: sent.inviteToMatch.id },
            account.token,
          )
        ).acceptMatchInvitation.matchId;
      }
      matchId = last!;
    }
    const seated = (await viewOf(api, matchId, gm.token)).seats;
    const people = [gm, bea, carla].filter((account) => seated.some((s) => s.playerId === account.id));
    await contributeSeeds(api, matchId, people);
    return matchId;
  }

  it('seats a person as game master and players invited by username once they accept, a bot in a player seat, and the GM seat brings no deck', async () => {
    const matchId = await table([{}, { player: 'bea' }, { bot: 'greedy' }]);
    const view = await viewOf(api, matchId, gm.token);
    expect(view.seats.map((s) => s.playerId)).toEqual([gm.id, bea.id, 'bot:greedy']);
    expect(view).toMatchObject({ game: 'accion', status: 'live', yourSeat: 0 });
    expect(stateOf(view).role).toBe('gm');
  });

  it('shows the GM the enemies’ hands and no player’s; a player their own hand only; a spectator no hand at all', async () => {
    const matchId = await table([{}, { player: bea.id }, { player: carla.id }]);
    const gmView = await viewOf(api, matchId, gm.token);
    if (stateOf(gmView).phase === 'setup')
      await submitMove(api, matchId, { type: 'StartEncounter', data: {} }, gm.token);
    const [asGm, asBea, asCarla, asNobody] = [
      await viewOf(api, matchId, gm.token),
      await viewOf(api, matchId, bea.token),
      await viewOf(api, matchId, carla.token),
      await viewOf(api, matchId),
    ];
    expect(stateOf(asGm).enemies.every((e) => Array.isArray(e.hand))).toBe(true);
    expect(stateOf(asGm).players.map((p) => p.hand)).toEqual([null, null]);
    expect(stateOf(asBea).players.map((p) => p.hand !== null)).toEqual([true, false]);
    expect(stateOf(asCarla).players.map((p) => p.hand !== null)).toEqual([false, true]);
    expect(stateOf(asBea).enemies.every((e) => e.hand === null || e.hand === undefined)).toBe(true);
    expect(stateOf(asNobody).players.every((p) => p.hand === null)).toBe(true);
    const hand = stateOf(asBea).players[0]!.hand!;
    const seenByCarla = JSON.stringify({ state: asCarla.state, log: asCarla.log });
    expect(hand.length).toBeGreaterThan(0);
    expect(asCarla.log.some((line) => hand.some((card) => line.text.includes(`${card} `)))).toBe(false);
    expect(seenByCarla).not.toContain(JSON.stringify(hand));
  });

  it('plays a whole encounter of a person GM, a person player and a bot player to its end; every replay view verifies', async () => {
    const matchId = await table([{}, { player: 'bea' }, { bot: 'random' }]);
    const pick = chooser(11);
    const tokens = [gm.token, bea.token];
    let view = await viewOf(api, matchId, gm.token);
    for (let step = 0; step < 600 && view.status !== 'finished'; step += 1) {
      const views = await Promise.all(tokens.map((token) => viewOf(api, matchId, token)));
      const acting = views.findIndex((v) => v.legalCommands.length > 0);
      expect(acting, 'someone can act while the encounter is live').toBeGreaterThanOrEqual(0);
      const playable = views[acting]!.legalCommands.filter((l) => l.command.type !== 'Concede');
      view = await submitMove(api, matchId, asInput(pick(playable)), tokens[acting]);
    }
    expect(view).toMatchObject({ status: 'finished', sealed: true });
    expect(['party', 'gm']).toContain((view.result as unknown as { side: string }).side);
    expect(view.log.length).toBeGreaterThan(5);
    const games = gameRegistry().modules();
    for (const v of ['public', 'seat:0', 'seat:1']) {
      const replay = await mutate<{ matchReplay: { jsonl: string } }>(
        api,
        REPLAY,
        { m: matchId, v },
        v === 'seat:1' ? bea.token : gm.token,
      );
      const report = verifyReplay(replay.matchReplay.jsonl, { games });
      expect(report.errors, v).toEqual([]);
      expect(report.fullyVerified, v).toBe(true);
      expect(report.game).toBe('accion');
    }
  });

  it('lets a bot run the game master’s seat for a person playing alone', async () => {
    const matchId = await table([{ bot: 'greedy' }, {}], SHORT, bea.token);
    const view = await viewOf(api, matchId, bea.token);
    expect(view.yourSeat).toBe(1);
    expect(stateOf(view).phase).not.toBe('setup');
    expect(stateOf(view).role).toBe('player');
  });

  it('a strong bot game master lets a person playing alone name the next actor in the middle of a round (003, "Iniciativa popcorn")', async () => {
    const matchId = await table([{ bot: 'strong' }, {}], { table: { roundLimit: 3 } }, bea.token);
    const pick = chooser(5);
    let view = await viewOf(api, matchId, bea.token);
    let namedByBea = 0;
    for (let step = 0; step < 300 && view.status !== 'finished'; step += 1) {
      const handoff = stateOf(view).initiative.handoff;
      if (handoff !== null && handoff.chooser === 1 && !handoff.roundEnd && !handoff.broken) {
        expect(view.legalCommands.length, 'Bea names who acts next').toBeGreaterThan(0);
        namedByBea += 1;
      }
      const playable = view.legalCommands.filter((l) => l.command.type !== 'Concede');
      if (playable.length === 0) break;
      view = await submitMove(api, matchId, asInput(pick(playable)), bea.token);
    }
    expect(namedByBea, 'mid-round handoffs left to Bea').toBeGreaterThan(0);
  });

  it('numbers the bots where several sit at one table: the seats, the log and the match index (one naming) tell them apart', async () => {
    const matchId = await table([{}, { bot: 'greedy' }, { bot: 'random' }], SHORT, gm.token);
    const view = await viewOf(api, matchId, gm.token);
    expect(view.seats.map((s) => s.name)).toEqual(['directora', 'Bot 1', 'Bot 2']);
    // The game master concedes: the party wins together, and the index names every seat of it.
    await submitMove(api, matchId, { type: 'Concede', data: {} }, gm.token);
    await api.app.get(ProjectionRunner).waitFor(await api.app.get<EventStore>(EVENT_STORE).headPosition());
    const { matches } = await mutate<{ matches: IndexedMatch[] }>(api, INDEX, {});
    const indexed = matches.find((m) => m.matchId === matchId)!;
    expect(indexed.players.map((p) => p.name)).toEqual(['directora', 'Bot 1', 'Bot 2']);
    expect(indexed.result).toMatchObject({ outcome: 'win', winnerSeats: [1, 2] });
  });

  it('names a ready-made deck in the reader’s language on the match page and in the index, whatever language set the table up', async () => {
    const matchId = await table([{}, { bot: 'greedy' }], SHORT, gm.token);
    const deck = gameRegistry().find('accion')!.module!.setup.readyDecks()[1]!.name;
    const SEATS = `query ($m: ID!) { matchView(matchId: $m) { seats { seat deckName } }
      matches(limit: 100) { matchId players { seat deckName } } }`;
    type Seats = {
      matchView: { seats: Array<{ seat: number; deckName: string }> };
      matches: Array<{ matchId: string; players: Array<{ seat: number; deckName: string }> }>;
    };
    for (const lang of ['en', 'es'] as const) {
      const read = await api.gql<Seats>(SEATS, { m: matchId }, gm.token, { 'accept-language': lang });
      const indexed = read.data!.matches.find((m) => m.matchId === matchId)!;
      // The game master's seat plays without a deck; the bot's seat reads its ready deck's name.
      expect(read.data!.matchView.seats.map((s) => s.deckName)).toEqual(['', deck[lang]]);
      expect(indexed.players.map((p) => p.deckName)).toEqual(['', deck[lang]]);
    }
    expect(deck.en).not.toBe(deck.es);
  });

  it('refuses tables the game cannot seat, a person at two seats, unknown players or bots, another person seated without an invitation, and encounter options its schema refuses', async () => {
    const refusals: Array<[object[], string]> = [
      [[{}], 'seats'],
      [[{}, {}, {}, {}, {}, {}], 'seats'],
      [[{ bot: 'random' }, { bot: 'greedy' }], 'seats'],
      [[{}, { player: gm.username }], 'seats'],
      [[{}, { player: 'nadie-se-llama-asi' }], 'NOT_FOUND'],
      [[{}, { bot: 'listo' }], 'bot'],
      [[{}, { player: 'bea', bot: 'random' }], 'seats.1'],
      [[{}, { player: 'bea' }], 'invitation.required'],
    ];
    for (const [seats, expected] of refusals) {
      const answer = await api.gql(TABLE, { c: cmd('malo'), g: 'accion', s: seats, o: SHORT }, gm.token);
      expect(JSON.stringify(answer.errors?.[0]?.extensions), JSON.stringify(seats)).toContain(expected);
    }
    const badOptions = await api.gql(
      TABLE,
      { c: cmd('malo'), g: 'accion', s: [{}, { bot: 'random' }], o: { table: { handLimit: 0 } } },
      gm.token,
    );
    expect(badOptions.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      problems: expect.arrayContaining([expect.objectContaining({ path: 'options.table.handLimit' })]),
    });
  });
});
