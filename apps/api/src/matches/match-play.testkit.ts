import { gameRegistry } from '@cronica/games';
import { verifyReplay, type VerifyOptions, type VerifyReport } from '@cronica/replay';
import { cmd, type TestApi } from '../testing/harness.js';

/** GraphQL documents and a small driver that plays a match of any game through the public API (tests, bench). */
export const VIEW_FIELDS = `matchId game gameName rulesVersion status viewer yourSeat eventCount delayedEvents state result resultReason sealed seedCommitment
  seats { seat playerId name seedContributed }
  legalCommands { command text }
  log(last: 50) { index text }`;

export const INVITE = `mutation ($c: ID!, $g: String!, $s: [TableSeatInput!]!, $o: JSON) {
  inviteToMatch(commandId: $c, game: $g, seats: $s, options: $o) { id status matchId expiresAt seats { seat kind playerId answer } } }`;
export const ACCEPT = `mutation ($c: ID!, $i: ID!, $d: ID) { acceptMatchInvitation(commandId: $c, invitationId: $i, deckId: $d) { id status matchId } }`;
const READY_DECKS = `query ($g: String) { readyDecks(game: $g) { id } }`;
export const PRACTICE = `mutation ($c: ID!) { startPracticeMatch(commandId: $c) { result { events duplicate } match { ${VIEW_FIELDS} } } }`;
export const SEED = `mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { result { events } match { status } } }`;
export const SUBMIT = `mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { events duplicate position } match { ${VIEW_FIELDS} } } }`;
export const VIEW = `query ($m: ID!) { matchView(matchId: $m) { ${VIEW_FIELDS} } }`;
export const REPLAY = `query ($m: ID!, $v: String!) { matchReplay(matchId: $m, view: $v) { view jsonl keyId revealPhase waitingChecks waitingUntil } }`;

/** A GraphQL client of one API (a test API, a child process, a round-robin over instances). */
type Gql = <T>(
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
) => Promise<{ data?: T; errors?: unknown }>;

export interface FriendlyChoice {
  /** Default: Blades of Ash. */
  readonly game?: string;
  /** Each seat's deck; by default the game's first ready deck for the inviter and its last for the one invited. */
  readonly deckId?: string;
  readonly inviteeDeckId?: string;
  readonly options?: unknown;
}

async function answered<T>(gql: Gql, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const answer = await gql<T>(query, variables, token);
  if (!answer.data) throw new Error(`${query.slice(0, 50)}… failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/**
 * A friendly match the only way one is made: `inviter` invites `invitee` (seat 1) and she accepts
 * with her own deck. Both commands are derived from `commandId`. Returns the match id.
 */
export async function friendlyMatch(
  gql: Gql,
  inviter: { readonly token: string },
  invitee: { readonly id: string; readonly token: string },
  commandId: string,
  choice: FriendlyChoice = {},
): Promise<string> {
  const game = choice.game ?? 'blades-of-ash';
  const decks = (await answered<{ readyDecks: Array<{ id: string }> }>(gql, READY_DECKS, { g: game }, inviter.token))
    .readyDecks;
  const seats = [{ deckId: choice.deckId ?? decks[0]?.id ?? null }, { player: invitee.id }];
  const sent = await answered<{ inviteToMatch: { id: string } }>(
    gql,
    INVITE,
    { c: commandId, g: game, s: seats, o: choice.options ?? null },
    inviter.token,
  );
  const deckId = choice.inviteeDeckId ?? decks[decks.length - 1]?.id ?? null;
  const accepted = await answered<{ acceptMatchInvitation: { matchId: string | null } }>(
    gql,
    ACCEPT,
    { c: `${commandId}-yes`, i: sent.inviteToMatch.id, d: deckId },
    invitee.token,
  );
  if (!accepted.acceptMatchInvitation.matchId) throw new Error('the accepted invitation started no match');
  return accepted.acceptMatchInvitation.matchId;
}

/** A pairing of a tournament with its result as a match reported it; `Lives` are the result's life fields the spec reads. */
export interface ReportedPairing<Lives> {
  table: number;
  playerA: string;
  playerB: string;
  result: ({ status: string; winner: string } & Lives) | null;
}

/** A legal command as the API lists it: the command to send back, and its words. */
export interface LegalShape {
  command: { type: string; data: Record<string, unknown> };
  text: string;
}

export interface ViewShape {
  matchId: string;
  game: string;
  gameName: string;
  rulesVersion: string | null;
  status: string;
  viewer: string;
  yourSeat: number | null;
  eventCount: number;
  delayedEvents: number;
  state: unknown;
  result: { outcome: string; winner?: number; reason: string } | null;
  resultReason: string | null;
  sealed: boolean;
  seedCommitment: string;
  seats: Array<{ seat: number; playerId: string; name: string; seedContributed: boolean }>;
  legalCommands: LegalShape[];
  log: Array<{ index: number; text: string }>;
}

/** A legal command as submitGameCommand takes it: `{ type, data }`, the seat left to the server. */
export function asInput(legal: LegalShape): Record<string, unknown> {
  return legal.command;
}

/** Deterministic choice among legal commands (a small LCG: tests must be reproducible). */
export function chooser(seed: number): <T>(items: readonly T[]) => T {
  let state = seed >>> 0;
  return (items) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return items[state % items.length]!;
  };
}

export async function viewOf(api: TestApi, matchId: string, token?: string): Promise<ViewShape> {
  const response = await api.gql<{ matchView: ViewShape }>(VIEW, { m: matchId }, token);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.matchView;
}

/** Sends one game command as the seat `token` holds; answers the match as that seat now sees it. */
export async function submitMove(
  api: TestApi,
  matchId: string,
  command: Record<string, unknown>,
  token?: string,
): Promise<ViewShape> {
  const response = await api.gql<{ submitGameCommand: { match: ViewShape } }>(
    SUBMIT,
    { m: matchId, cmd: command, c: cmd() },
    token,
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.submitGameCommand.match;
}

/**
 * Plays a match against the game's bot as its one person, each command chosen by `pick`, until it
 * ends or `steps` run out; answers the last view. A live match offering her nothing to do fails.
 */
export async function playAgainstBot(
  api: TestApi,
  matchId: string,
  token: string,
  pick: <T>(items: readonly T[]) => T,
  steps = 200,
): Promise<ViewShape> {
  let view = await viewOf(api, matchId, token);
  for (let step = 0; step < steps && view.status !== 'finished'; step += 1) {
    if (view.legalCommands.length === 0) throw new Error(`step ${step}: a live match offers the player no command`);
    view = await submitMove(api, matchId, asInput(pick(view.legalCommands)), token);
  }
  return view;
}

/** Every game the test API plays (test games included), for the verifier of a file it served. */
const PLAYED_GAMES = gameRegistry({ testGames: true }).modules();

/** `verifyReplay` on a file the API served, knowing every game it plays. */
export function verifyServed(jsonl: string, options: Omit<VerifyOptions, 'games'> = {}): VerifyReport {
  return verifyReplay(jsonl, { games: PLAYED_GAMES, ...options });
}
