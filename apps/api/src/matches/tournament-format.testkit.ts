import { randomBytes } from 'node:crypto';
import { gameRegistry } from '@cronica/games';
import { twoLegendariesWotDeck } from '@cronica/warlords-of-terra';
import { cmd, mutate, type Account, type TestApi } from '../testing/harness.js';
import { TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { asInput, SUBMIT, viewOf, type LegalShape, type ViewShape } from './match-play.testkit.js';

/** What the tournament-format specs share: the online match of a table, its format in words, and a driver that plays it. */

const CREATE_MATCH = `mutation ($t: ID!, $r: Int!, $n: Int!, $c: ID!) { createTournamentMatch(tournamentId: $t, round: $r, table: $n, commandId: $c) { match { matchId seats { seat playerId } } } }`;
const SEED = `mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { result { events } } }`;
const FORMAT = `query ($m: ID!) { matchView(matchId: $m) { format { key text { es en } standard } } }`;

/** The ready-made decks of a game (the test games included). */
export const readyDecks = (game: string) => gameRegistry({ testGames: true }).module(game)!.setup.readyDecks();

/** A Warlords of Terra list with two legendaries in the main deck and a third in the pre-sideboard (the game's own). */
export const twoLegendaries = twoLegendariesWotDeck;

/** Out goes a Guerrero de Hierro (not a legendary), in comes Furia del Volcán: the main deck of `twoLegendaries` would hold three. */
export const THIRD_LEGENDARY = { type: 'SwapSideboardCard', data: { out: 'ovl-b-01', in: 'ovl-b-l3' } } as const;

/** An online tournament match: its id and the tokens of its seats, in seat order. */
export interface Table {
  readonly matchId: string;
  readonly tokens: readonly string[];
}

const QUIET = [
  'ConfirmDeck',
  'KeepHand',
  'DrawOpeningHand',
  'ChooseTurnOrder',
  'Reinforce',
  'DrawCard',
  'Pass',
  'EndPhase',
  'EndTurn',
  'DiscardCard',
  'Discard',
];

/** The least eventful legal command: turns go by without anyone winning. */
export const quiet = (legal: readonly LegalShape[]) =>
  QUIET.map((type) => legal.find((l) => l.command.type === type)).find((l) => l !== undefined) ?? legal[0]!;

/** The match driver of one event's organizer and its players. */
class FormatKit {
  constructor(
    private readonly api: TestApi,
    private readonly organizer: Account,
    private readonly players: readonly Account[],
  ) {}

  /** The online match of a table, both seeds given: the game starts. */
  async matchOf(t: string, round: number, table = 1): Promise<Table> {
    const created = await mutate<{
      createTournamentMatch: { match: { matchId: string; seats: Array<{ playerId: string }> } };
    }>(this.api, CREATE_MATCH, { t, r: round, n: table, c: cmd() }, this.organizer.token);
    const { matchId, seats } = created.createTournamentMatch.match;
    const tokens = seats.map((s) => this.players.find((p) => p.id === s.playerId)!.token);
    for (const token of tokens)
      await mutate(this.api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() }, token);
    return { matchId, tokens };
  }

  /** The format the match says it is played with, option by option, in Spanish. */
  async matchFormat(matchId: string): Promise<Record<string, string>> {
    const { matchView } = await mutate<{ matchView: { format: Array<{ key: string; text: { es: string } }> } }>(
      this.api,
      FORMAT,
      { m: matchId },
      this.organizer.token,
    );
    return Object.fromEntries(matchView.format.map((o) => [o.key, o.text.es]));
  }

  /** The seat that may act now, and its view. */
  async actingSeat(table: Table): Promise<{ seat: number; view: ViewShape }> {
    const views = await Promise.all(table.tokens.map((token) => viewOf(this.api, table.matchId, token)));
    const seat = views.findIndex((view) => view.legalCommands.length > 0);
    return { seat, view: views[seat]! };
  }

  /** Plays until the match is over or `until` says stop, each seat picking what `choose` prefers. */
  async play(
    table: Table,
    choose: (legal: readonly LegalShape[]) => LegalShape,
    until: (view: ViewShape) => boolean,
    moves = 3000,
  ): Promise<ViewShape> {
    let last = await viewOf(this.api, table.matchId, this.organizer.token);
    for (let step = 0; step < moves && last.status !== 'finished' && !until(last); step += 1) {
      const { seat, view } = await this.actingSeat(table);
      if (seat < 0) break;
      last = (
        await mutate<{ submitGameCommand: { match: ViewShape } }>(
          this.api,
          SUBMIT,
          { m: table.matchId, cmd: asInput(choose(view.legalCommands)), c: cmd() },
          table.tokens[seat],
        )
      ).submitGameCommand.match;
    }
    return viewOf(this.api, table.matchId, this.organizer.token);
  }

  /**
   * The round's clock runs, time is called after the match's third turn: the game must end `after`
   * turns past the active one (002 C.1, "jugador activo+3 turnos"). Returns the turn time was called on and the last turn played.
   */
  async timeCalled(
    t: string,
    table: Table,
    lastTurn: (state: Record<string, unknown>) => number | null | undefined,
  ): Promise<{ called: number; last: number | null | undefined; ended: number }> {
    await mutate(this.api, TOURNAMENT_STEP('startRoundClock'), { t, c: cmd() }, this.organizer.token);
    const before = await this.play(table, quiet, (view) => ((view.state as { turn?: number } | null)?.turn ?? 0) >= 3);
    if (before.status !== 'live')
      throw new Error(`the match ended before time was called: ${JSON.stringify(before.result)}`);
    await mutate(this.api, TOURNAMENT_STEP('endRoundClock'), { t, c: cmd() }, this.organizer.token);
    const state = (await viewOf(this.api, table.matchId, this.organizer.token)).state as Record<string, unknown>;
    const over = await this.play(table, quiet, () => false);
    if (over.status !== 'finished') throw new Error('the match did not end after time was called');
    return {
      called: Math.max(state.turn as number, 1),
      last: lastTurn(state),
      ended: (over.state as { turn: number }).turn,
    };
  }
}

export const formatKit = (api: TestApi, organizer: Account, players: readonly Account[]) =>
  new FormatKit(api, organizer, players);
