import { describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { verifyReplay } from '@cronica/replay';
import { cmd, mutate } from '../testing/harness.js';
import { contributeSeeds } from '../testing/tournament-setup.js';
import { suiteAccounts, testGamesApi } from '../testing/suite-api.js';
import type { Viewer } from '../auth/viewer.js';
import { DemoMatches } from './demo-match.js';
import {
  chooser,
  friendlyMatch,
  playAgainstBot,
  REPLAY,
  SUBMIT,
  submitMove,
  VIEW_FIELDS,
  viewOf,
  type ViewShape,
} from './match-play.testkit.js';

// A new game is a library, a registry line and a board: the test game (dice race), registered only
// because this suite asks for it, plays through the very same API as Blades of Ash.

const PRACTICE = `mutation ($c: ID!, $g: String, $o: JSON) { startPracticeMatch(commandId: $c, game: $g, options: $o) { match { ${VIEW_FIELDS} } } }`;
const GAMES = `{ games { id name playsOnline minSeats maxSeats defaultOptions bots { name label description practiceDefault } readyDecks { id name } } }`;

describe('the test game through the API', () => {
  const api = testGamesApi();
  const [ana, bea] = suiteAccounts(api, ['ana', 'bea']);

  it('lists it with the registry’s other games, with its options, bots and decks', async () => {
    const { games } = await mutate<{
      games: Array<{ id: string; playsOnline: boolean; defaultOptions: unknown; bots: unknown[] }>;
    }>(api, GAMES, {});
    expect(games.map((g) => g.id)).toEqual(gameRegistry({ testGames: true }).games.map((g) => g.id));
    expect(games.find((g) => g.id === 'dice-race')).toMatchObject({
      playsOnline: true,
      defaultOptions: { target: 30 },
      bots: [{ name: 'greedy' }, { name: 'random' }],
    });
    expect(games.find((g) => g.id === 'ecg')?.playsOnline).toBe(true);
  });

  it("lists each game's bots weakest first, described, with the one a practice match gets when none is named", async () => {
    type Bot = { name: string; label: string; description: string | null; practiceDefault: boolean };
    const { games } = await mutate<{ games: Array<{ id: string; bots: Bot[] }> }>(api, GAMES, {});
    const blades = games.find((g) => g.id === 'blades-of-ash')!;
    expect(blades.bots.map((b) => b.name)).toEqual(['random', 'greedy', 'strong']);
    expect(blades.bots.every((b) => (b.description ?? '').length > 0)).toBe(true);
    expect(blades.bots.filter((b) => b.practiceDefault).map((b) => b.name)).toEqual(['greedy']);
    // A game that marks no default: its first bot, as before.
    expect(
      games.find((g) => g.id === 'dice-race')!.bots.map((b) => [b.name, b.practiceDefault, b.description]),
    ).toEqual([
      ['greedy', true, null],
      ['random', false, null],
    ]);
  });

  it('plays a practice match against its bot to the end, with its format options, a worded log and a replay that verifies', async () => {
    const started = await mutate<{ startPracticeMatch: { match: ViewShape } }>(
      api,
      PRACTICE,
      { c: cmd('race'), g: 'dice-race', o: { target: 12 } },
      ana.token,
    );
    const matchId = started.startPracticeMatch.match.matchId;
    expect(started.startPracticeMatch.match).toMatchObject({ game: 'dice-race', status: 'awaiting-seeds' });
    await contributeSeeds(api, matchId, [ana]);
    expect(((await viewOf(api, matchId, ana.token)).state as { target: number }).target).toBe(12);
    const view = await playAgainstBot(api, matchId, ana.token, chooser(5));
    expect(view).toMatchObject({ status: 'finished', sealed: true, resultReason: 'Llegó primero a la meta' });
    expect(view.log.some((line) => /^ana (tira un dado|juega un)/.test(line.text))).toBe(true);
    expect(view.log.some((line) => /^Bot /.test(line.text))).toBe(true);
    const replay = await mutate<{ matchReplay: { jsonl: string } }>(api, REPLAY, { m: matchId, v: 'public' });
    const report = verifyReplay(replay.matchReplay.jsonl, { games: gameRegistry({ testGames: true }).modules() });
    expect(report.errors).toEqual([]);
    expect(report.fullyVerified).toBe(true);
    expect(report.game).toBe('dice-race');
  });

  it('refuses options its schema refuses, and a command of another game, with BAD_USER_INPUT', async () => {
    const bad = await api.gql(PRACTICE, { c: cmd(), g: 'dice-race', o: { target: 1 } }, ana.token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      problems: [expect.objectContaining({ path: 'options.target' })],
    });
    const matchId = await friendlyMatch(api.gql, ana, bea, cmd('friendly'), { game: 'dice-race' });
    await contributeSeeds(api, matchId, [ana, bea]);
    const blades = await api.gql(
      SUBMIT,
      { m: matchId, cmd: { type: 'PickHeroes', data: { keep: [0, 1, 2] } }, c: cmd() },
      ana.token,
    );
    expect(blades.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets either player concede at any moment: the rival wins, and the view says why in the reader’s language', async () => {
    const matchId = await friendlyMatch(api.gql, ana, bea, cmd('concede'), { game: 'dice-race' });
    await contributeSeeds(api, matchId, [ana, bea]);
    expect(await submitMove(api, matchId, { type: 'Concede' }, bea.token)).toMatchObject({
      status: 'finished',
      result: { outcome: 'win', winner: 0, reason: 'concede' },
      resultReason: 'Por rendición',
    });
    const english = await api.gql<{ matchView: ViewShape }>(
      `query ($m: ID!) { matchView(matchId: $m) { resultReason } }`,
      { m: matchId },
      ana.token,
      { 'accept-language': 'en' },
    );
    expect(english.data!.matchView.resultReason).toBe('By concession');
  });

  it('a match the demo leaves at play never ends by its moves: far more moves than a race takes stop short of its end', async () => {
    const matchId = await friendlyMatch(api.gql, ana, bea, cmd('at-play'), { game: 'dice-race' });
    const viewerOf = (accountId: string): Viewer => ({
      accountId,
      token: null,
      rateKey: `test:${accountId}`,
      lang: 'es',
    });
    const demo = api.app.get(DemoMatches, { strict: false });
    // A race to 30 ends in a few dozen rolls; each seat also has Concede, which would end it at once.
    const { lastMoves } = await demo.playMatch(matchId, 'at-play', viewerOf, 500);
    const view = await viewOf(api, matchId, ana.token);
    expect(view).toMatchObject({ status: 'live', sealed: false });
    expect(Math.max(...lastMoves.values()), 'it was played, not left untouched').toBeGreaterThan(10);
    // Played to its end, the same match ends.
    await demo.playMatch(matchId, 'to-the-end', viewerOf);
    expect(await viewOf(api, matchId, ana.token)).toMatchObject({ status: 'finished', sealed: true });
  });
});
