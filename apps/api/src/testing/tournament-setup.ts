import { beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readyDecks } from '@cronica/blades-of-ash';
import { SEED } from '../matches/match-play.testkit.js';
import { cmd, mutate, signUp, type Account, type TestApi } from './harness.js';

/**
 * The setup the tournament specs share: create a tournament, open registration,
 * register players with their deck lists and publish the first round's pairings.
 */

const CREATE = `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }`;
const CREATE_FIRST_MATCH = `mutation ($t: ID!, $c: ID!) { createTournamentMatch(tournamentId: $t, round: 1, table: 1, commandId: $c) { match { matchId } } }`;
const SUBMIT_DECK = `mutation ($t: ID!, $s: String!, $c: ID!) { submitDeckList(tournamentId: $t, source: $s, commandId: $c) { valid errors { code } } }`;

/** Appoints a judge by username (the organizer's to do). */
export const APPOINT_JUDGE = `mutation ($t: ID!, $u: String!, $c: ID!) { appointJudge(tournamentId: $t, username: $u, commandId: $c) { result { events } } }`;

/** The organizer registers an account by its username (at the desk, or a late entry before the round). */
export const REGISTER_PLAYER = `mutation ($t: ID!, $u: String!, $c: ID!) { registerPlayer(tournamentId: $t, username: $u, commandId: $c) { result { events } } }`;

/** A tournament mutation that takes only the tournament and a command id (openRegistration, pairNextRound…). */
export const TOURNAMENT_STEP = (name: string) =>
  `mutation ($t: ID!, $c: ID!) { ${name}(tournamentId: $t, commandId: $c) { result { events } } }`;

const OPEN_DISPUTE = `mutation ($t: ID!, $s: String!, $c: ID!, $call: ID) { openDispute(tournamentId: $t, summary: $s, callId: $call, commandId: $c) { recordId } }`;
const RULE_DISPUTE = `mutation ($t: ID!, $i: RuleDisputeInput!, $c: ID!) { ruleDispute(tournamentId: $t, input: $i, commandId: $c) { recordId } }`;

/**
 * A judge answers the event's first judge call (call-1) with a dispute and rules that the result
 * stands: the ruling a player may then appeal. Answers the dispute's id.
 */
export async function ruledDispute(
  api: TestApi,
  t: string,
  judge: Account,
  words: { summary: string; ruling: string },
): Promise<string> {
  const opened = await mutate<{ openDispute: { recordId: string } }>(
    api,
    OPEN_DISPUTE,
    { t, s: words.summary, call: 'call-1', c: cmd() },
    judge.token,
  );
  const disputeId = opened.openDispute.recordId;
  const ruling = { disputeId, ruling: words.ruling, outcome: 'result-stands' };
  await mutate(api, RULE_DISPUTE, { t, i: ruling, c: cmd() }, judge.token);
  return disputeId;
}

/** A row of a round's pairings as the specs read it: where it sits, who plays, and whether it is public. */
export interface PairingRow {
  round: number;
  table: number;
  playerA: string;
  playerB: string | null;
  published: boolean;
}

/** The first error's extensions (code, rule…) of a GraphQL response. */
export const errorExtensions = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions;

type EventCast = [organizer: Account, judge: Account, ana: Account, bea: Account, outsider: Account];

/**
 * The five accounts of a staffed event: organizer `orga`, judge `juez`, players `ana` and `bea`, and
 * `otro`. Call it right after `suiteApi()`: the accounts are signed up before the suite's own
 * `beforeAll` runs and filled into the objects returned here, so a suite names them once.
 */
export function eventCast(api: TestApi): Readonly<EventCast> {
  const cast = [{}, {}, {}, {}, {}] as EventCast;
  beforeAll(async () => {
    const accounts = await Promise.all(['orga', 'juez', 'ana', 'bea', 'otro'].map((name) => signUp(api, name)));
    accounts.forEach((account, seat) => Object.assign(cast[seat]!, account));
  });
  return cast;
}

/** Creates a tournament as `organizer` and opens its registration; returns its id. */
export async function openTournament(
  api: TestApi,
  organizer: Account,
  input: Record<string, unknown>,
): Promise<string> {
  const created = await mutate<{ createTournament: { tournament: { id: string } } }>(
    api,
    CREATE,
    { input: { commandId: cmd('t'), ...input } },
    organizer.token,
  );
  const t = created.createTournament.tournament.id;
  await mutate(api, TOURNAMENT_STEP('openRegistration'), { t, c: cmd() }, organizer.token);
  return t;
}

/** Signs up an account for each name, one after another in the order given. */
export async function signUpEach(api: TestApi, names: readonly string[]): Promise<Account[]> {
  const accounts: Account[] = [];
  for (const name of names) accounts.push(await signUp(api, name));
  return accounts;
}

/**
 * Opens a tournament with `input` (openTournament) and enters each player: at the desk, the organizer
 * registering it by username, or by itself (registerPlayers, no deck list). Answers its id.
 */
export async function openWithEntries(
  api: TestApi,
  organizer: Account,
  players: readonly Account[],
  entry: 'desk' | 'self',
  input: Record<string, unknown>,
): Promise<string> {
  const t = await openTournament(api, organizer, input);
  const entries = players.map((player) => ({ player }));
  if (entry === 'self') await registerPlayers(api, t, entries);
  else
    for (const player of players)
      await mutate(api, REGISTER_PLAYER, { t, u: player.username, c: cmd() }, organizer.token);
  return t;
}

/** Registers each player and, when given, submits its deck list (failing loudly on an invalid one). */
export async function registerPlayers(
  api: TestApi,
  t: string,
  entries: ReadonlyArray<{ player: Account; deck?: unknown }>,
): Promise<void> {
  for (const { player, deck } of entries) {
    await mutate(api, TOURNAMENT_STEP('registerForTournament'), { t, c: cmd() }, player.token);
    if (deck === undefined) continue;
    const submitted = await mutate<{ submitDeckList: { valid: boolean; errors: unknown[] } }>(
      api,
      SUBMIT_DECK,
      { t, s: JSON.stringify(deck), c: cmd() },
      player.token,
    );
    if (!submitted.submitDeckList.valid)
      throw new Error(`deck list refused: ${JSON.stringify(submitted.submitDeckList.errors)}`);
  }
}

/** Closes registration, pairs the next round and publishes its pairings. */
export async function publishNextRound(api: TestApi, organizer: Account, t: string): Promise<void> {
  for (const step of ['closeRegistration', 'pairNextRound', 'publishPairings'])
    await mutate(api, TOURNAMENT_STEP(step), { t, c: cmd() }, organizer.token);
}

/** Asserts a request is refused with `code` and that the store head did not move (nothing written). */
export async function expectRefusedUnwritten(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  token: string | undefined,
  code: string,
): Promise<Record<string, unknown> | undefined> {
  const before = await api.storeHead();
  const answer = await api.gql(query, variables, token);
  const extensions = errorExtensions(answer);
  if (extensions?.code !== code)
    throw new Error(
      `expected ${code}, got ${JSON.stringify(answer.errors ?? answer.data)} for ${JSON.stringify(variables)}`,
    );
  if ((await api.storeHead()) !== before)
    throw new Error(`a refused request wrote events: ${JSON.stringify(variables)}`);
  return extensions;
}

/** Two ready-made Blades of Ash decks of different factions (it keeps three a faction): player A's, then B's. */
export const rivalFactionDecks = () => [readyDecks()[0]!.deck, readyDecks()[3]!.deck] as const;

/** Who runs and plays a judged event: the organizer, the judges' usernames, and the two players with their decks. */
export interface JudgedEvent {
  readonly organizer: Account;
  readonly judges?: readonly string[];
  readonly players: readonly [Account, Account];
  readonly decks?: readonly [unknown, unknown];
}

/**
 * A judged event in its first round: opened with `input`, each judge appointed (`juez` unless
 * told; none for `judges: []`), both players registered (with their decks when given), the first
 * round published. Answers its id.
 */
export async function judgedRoundUnderway(
  api: TestApi,
  event: JudgedEvent,
  input: Record<string, unknown>,
): Promise<string> {
  const { organizer, judges = ['juez'], players, decks } = event;
  const t = await openTournament(api, organizer, input);
  for (const u of judges) await mutate(api, APPOINT_JUDGE, { t, u, c: cmd() }, organizer.token);
  await registerPlayers(
    api,
    t,
    players.map((player, n) => ({ player, deck: decks?.[n] })),
  );
  await publishNextRound(api, organizer, t);
  return t;
}

/**
 * A Blades of Ash event with deck lists required in its first round (judgedRoundUnderway), both
 * players registered with the lists of rival factions (rivalFactionDecks).
 */
export function rivalListsRound(
  api: TestApi,
  event: Omit<JudgedEvent, 'decks'>,
  input: Record<string, unknown>,
): Promise<string> {
  const format = { game: 'blades-of-ash', requireDeckLists: true, ...input };
  return judgedRoundUnderway(api, { ...event, decks: rivalFactionDecks() }, format);
}

/** A judge-less event's first round under way (twoPlayerRoundUnderway): who runs it and who plays. */
export interface TwoPlayerRound {
  readonly organizer: Account;
  readonly players: [Account, Account];
  readonly tournamentId: string;
}

/**
 * Organizer `olga` runs a judge-less one-round event (50-minute rounds, deck lists required, then
 * `input`), `ana` and `bea` play it with the first two `decks`, its round published.
 */
export async function twoPlayerRoundUnderway(
  api: TestApi,
  decks: readonly unknown[],
  input: Record<string, unknown>,
): Promise<TwoPlayerRound> {
  const organizer = await signUp(api, 'olga');
  const players: [Account, Account] = [await signUp(api, 'ana'), await signUp(api, 'bea')];
  const tournamentId = await judgedRoundUnderway(
    api,
    { organizer, judges: [], players, decks: [decks[0], decks[1]] },
    { rounds: 1, roundMinutes: 50, requireDeckLists: true, ...input },
  );
  return { organizer, players, tournamentId };
}

const REGISTER_GUEST = `mutation ($t: ID!, $n: String!, $c: ID!) { registerGuest(tournamentId: $t, name: $n, commandId: $c) { result { events } } }`;
const OVERRIDE_ROUND_1 = `mutation ($t: ID!, $n: Int!, $res: MatchResultInput!, $c: ID!) { overrideResult(tournamentId: $t, round: 1, table: $n, result: $res, commandId: $c) { result { events } } }`;

/**
 * A first round played out, with a walk-in: `players` and the guest "Gonzalo Invitado" registered,
 * the round published, every table but the bye won by its player A (set by the organizer), the
 * round ended. Answers the tournament's id.
 */
export async function roundPlayedWithGuest(
  api: TestApi,
  organizer: Account,
  players: readonly Account[],
  input: Record<string, unknown>,
): Promise<string> {
  const t = await openWithEntries(api, organizer, players, 'self', input);
  await mutate(api, REGISTER_GUEST, { t, n: 'Gonzalo Invitado', c: cmd() }, organizer.token);
  await publishNextRound(api, organizer, t);
  const { tournament } = await mutate<{ tournament: { pairings: Array<{ table: number; playerB: string | null }> } }>(
    api,
    'query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { table playerB } } }',
    { t },
  );
  for (const pairing of tournament.pairings.filter((p) => p.playerB !== null))
    await mutate(api, OVERRIDE_ROUND_1, { t, n: pairing.table, res: { winner: 'a' }, c: cmd() }, organizer.token);
  await mutate(api, TOURNAMENT_STEP('endRound'), { t, c: cmd() }, organizer.token);
  return t;
}

/** Opens the online match of round 1, table 1 as the organizer; answers its id. */
export async function openFirstTableMatch(api: TestApi, organizer: Account, t: string): Promise<string> {
  const created = await mutate<{ createTournamentMatch: { match: { matchId: string } } }>(
    api,
    CREATE_FIRST_MATCH,
    { t, c: cmd() },
    organizer.token,
  );
  return created.createTournamentMatch.match.matchId;
}

/** Each player contributes a fresh random seed to the match, in the order given. */
export async function contributeSeeds(api: TestApi, matchId: string, players: readonly Account[]): Promise<void> {
  for (const player of players)
    await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() }, player.token);
}

/**
 * A judged one-round event with deck lists required (judgedRoundUnderway), whose round 1 table 1
 * match is opened and seeded by both players: the match is under way. Answers both ids.
 */
export async function judgedMatchUnderway(
  api: TestApi,
  event: JudgedEvent,
  input: Record<string, unknown>,
): Promise<{ t: string; matchId: string }> {
  const t = await judgedRoundUnderway(api, event, { rounds: 1, requireDeckLists: true, ...input });
  const matchId = await openFirstTableMatch(api, event.organizer, t);
  await contributeSeeds(api, matchId, event.players);
  return { t, matchId };
}
