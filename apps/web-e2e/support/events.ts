import type { APIRequestContext } from '@playwright/test';
import { graphql } from './api';
import { apiToken } from './auth';
import { DEMO_ORGANIZER } from './demo';

export interface Entrant {
  readonly username: string;
  readonly id: string;
  readonly displayName: string;
  readonly token: string;
}

export interface EventSetup {
  readonly id: string;
  readonly name: string;
  readonly organizerToken: string;
  readonly entrants: readonly Entrant[];
}

/** A tournament mutation that takes only the tournament and a command id (openRegistration, endRound…). */
export const TOURNAMENT_STEP = (name: string) =>
  `mutation ($t: ID!, $c: ID!) { ${name}(tournamentId: $t, commandId: $c) { result { position } } }`;
let sequence = 0;
const commandId = (label: string, what: string) => `${label}-${what}-${(sequence += 1)}`;

/** The password of the accounts `newAccount` creates. */
export const E2E_PASSWORD = 'cronica-e2e-clave';

/** A fresh account (the API signs it in): for names the demo accounts do not have. */
export async function newAccount(request: APIRequestContext, username: string, displayName: string): Promise<Entrant> {
  const { register } = await graphql<{ register: { token: string; player: { id: string; displayName: string } } }>(
    request,
    'mutation ($input: RegisterInput!) { register(input: $input) { token player { id displayName } } }',
    { input: { commandId: `account-${username}`, username, displayName, password: E2E_PASSWORD } },
  );
  return { username, id: register.player.id, displayName: register.player.displayName, token: register.token };
}

/** First names of the players `newPlayers` makes, in order. */
const FIRST_NAMES = ['Ana', 'Bea', 'Cris', 'Dani', 'Eva', 'Fran'] as const;

/**
 * `count` fresh players of one journey, Ana, Bea, Cris… `<surname> <stamp>` (usernames
 * `<label>-a<stamp>`, `<label>-b<stamp>`…): the stamp keeps a second run on the same server apart.
 */
export async function newPlayers(
  request: APIRequestContext,
  options: { label: string; surname: string; stamp: string; count: number },
): Promise<Entrant[]> {
  const { label, surname, stamp, count } = options;
  const players: Entrant[] = [];
  for (const first of FIRST_NAMES.slice(0, count))
    players.push(
      await newAccount(request, `${label}-${first[0]!.toLowerCase()}${stamp}`, `${first} ${surname} ${stamp}`),
    );
  return players;
}

/** A shop's organizer ("Tienda Plazas …"), then `count` players who will come to its event, all named with the run's stamp. */
export async function shopAndPlayers(
  request: APIRequestContext,
  options: { label: string; surname: string; stamp: string; count: number },
): Promise<[owner: Entrant, ...players: Entrant[]]> {
  const { label, surname, stamp } = options;
  const players = await newPlayers(request, options);
  return [await newAccount(request, `${label}s${stamp}`, `Tienda ${surname}s ${stamp}`), ...players];
}

export async function demoEntrant(request: APIRequestContext, username: string): Promise<Entrant> {
  const token = await apiToken(request, username);
  const { me } = await graphql<{ me: { id: string; displayName: string } }>(
    request,
    '{ me { id displayName } }',
    {},
    token,
  );
  return { username, id: me.id, displayName: me.displayName, token };
}

/** Creates a tournament as the organizer whose token is given; its id. */
export async function createEvent(request: APIRequestContext, organizerToken: string, input: Record<string, unknown>) {
  const { createTournament } = await graphql<{ createTournament: { tournament: { id: string } } }>(
    request,
    'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }',
    { input },
    organizerToken,
  );
  return createTournament.tournament.id;
}

/** Creates a tournament as the organizer whose token is given and opens its registration; its id. */
export async function createOpenEvent(
  request: APIRequestContext,
  organizerToken: string,
  input: { commandId: string } & Record<string, unknown>,
) {
  const id = await createEvent(request, organizerToken, input);
  await graphql(request, TOURNAMENT_STEP('openRegistration'), { t: id, c: `${input.commandId}-open` }, organizerToken);
  return id;
}

/** Appoints the demo judge (`juez`) to the tournament. */
export async function appointDemoJudge(request: APIRequestContext, id: string, c: string, organizerToken: string) {
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!) { appointJudge(tournamentId: $t, username: "juez", commandId: $c) { result { position } } }',
    { t: id, c },
    organizerToken,
  );
}

/** Hands in a deck list for the player whose token is given; whether the API found it valid. */
export async function submitList(request: APIRequestContext, id: string, source: string, c: string, token: string) {
  const { submitDeckList } = await graphql<{ submitDeckList: { valid: boolean } }>(
    request,
    'mutation ($t: ID!, $s: String!, $c: ID!) { submitDeckList(tournamentId: $t, source: $s, commandId: $c) { valid } }',
    { t: id, s: source, c },
    token,
  );
  return submitDeckList.valid;
}

interface EventOptions {
  label: string;
  game: string;
  rounds: number;
  requireDeckLists?: boolean;
  bestOf?: number;
  /** More of the create form's options (a top cut, a clock…), as CreateTournamentInput takes them. */
  more?: Record<string, unknown>;
  entrants: readonly Entrant[];
  decks?: readonly (string | null)[];
}

/**
 * A tournament of its own, organized by the demo organizer with the demo judge appointed,
 * registration open and `entrants` registered (each with its deck source when given).
 */
export async function openEvent(request: APIRequestContext, options: EventOptions): Promise<EventSetup> {
  const organizerToken = await apiToken(request, DEMO_ORGANIZER.username);
  const name = `Copa ${options.label}`;
  const id = await createEvent(request, organizerToken, {
    commandId: commandId(options.label, 'create'),
    name,
    game: options.game,
    rounds: options.rounds,
    requireDeckLists: options.requireDeckLists ?? false,
    bestOf: options.bestOf ?? 1,
    ...options.more,
  });
  await appointDemoJudge(request, id, commandId(options.label, 'judge'), organizerToken);
  await staff(request, { id, organizerToken }, 'openRegistration');
  for (const [index, entrant] of options.entrants.entries()) {
    await graphql(
      request,
      TOURNAMENT_STEP('registerForTournament'),
      { t: id, c: commandId(options.label, 'register') },
      entrant.token,
    );
    const deck = options.decks?.[index];
    if (deck && !(await submitList(request, id, deck, commandId(options.label, 'deck'), entrant.token)))
      throw new Error(`the deck of ${entrant.username} was refused`);
  }
  return { id, name, organizerToken, entrants: options.entrants };
}

/**
 * A one-round event of `game` for two new players, Ana and Bea `<surname>` (usernames `<label>-a`
 * and `<label>-b`), each registered with `deck` (or with `decks`, one each; with neither the event
 * asks for no lists); `more` as openEvent takes it. With a `stamp` the
 * players are newPlayers' (`Ana <surname> <stamp>`, usernames `<label>-a<stamp>`…) and the event's
 * label carries the stamp too: a second run on the same server then makes its own, from a fixed label.
 */
export async function eventForTwo(
  request: APIRequestContext,
  options: {
    label: string;
    game: string;
    surname: string;
    deck?: string;
    decks?: readonly [string, string];
    stamp?: string;
    more?: Record<string, unknown>;
  },
): Promise<EventSetup> {
  const { game, surname, deck, stamp, more } = options;
  const decks = options.decks ?? (deck === undefined ? undefined : [deck, deck]);
  const entrants =
    stamp === undefined
      ? [
          await newAccount(request, `${options.label}-a`, `Ana ${surname}`),
          await newAccount(request, `${options.label}-b`, `Bea ${surname}`),
        ]
      : await newPlayers(request, { label: options.label, surname, stamp, count: 2 });
  const label = stamp === undefined ? options.label : `${options.label}-${stamp}`;
  return openEvent(request, { label, game, rounds: 1, requireDeckLists: decks !== undefined, more, entrants, decks });
}

/** An organizer command that needs nothing but the tournament (closeRegistration, pairNextRound…). */
export async function staff(
  request: APIRequestContext,
  event: Pick<EventSetup, 'id' | 'organizerToken'>,
  command: string,
): Promise<void> {
  await graphql(
    request,
    TOURNAMENT_STEP(command),
    { t: event.id, c: commandId(event.id, command) },
    event.organizerToken,
  );
}

/** The organizer closes registration, pairs round 1 and publishes it: the players see their tables. */
export async function publishFirstRound(
  request: APIRequestContext,
  event: Pick<EventSetup, 'id' | 'organizerToken'>,
): Promise<void> {
  for (const command of ['closeRegistration', 'pairNextRound', 'publishPairings']) await staff(request, event, command);
}

/** Round 1 published and its clock running: the tables may start their matches. */
export async function startFirstRound(
  request: APIRequestContext,
  event: Pick<EventSetup, 'id' | 'organizerToken'>,
): Promise<void> {
  await publishFirstRound(request, event);
  await staff(request, event, 'startRoundClock');
}

/** The organizer ends the Swiss round in play, starts the top cut and publishes its first round. */
export async function publishTopCut(
  request: APIRequestContext,
  event: Pick<EventSetup, 'id' | 'organizerToken'>,
): Promise<void> {
  for (const command of ['endRound', 'startTopCut', 'publishPairings']) await staff(request, event, command);
}

export interface Table {
  readonly round: number;
  readonly table: number;
  readonly playerA: string;
  readonly playerB: string | null;
  /** Null until someone reports or enters the table's result. */
  readonly result: { readonly status: string } | null;
}

/** A round's tables as `token`'s owner sees them (the organizer sees unpublished rounds too). */
export async function tablesOf(
  request: APIRequestContext,
  id: string,
  round: number,
  token?: string,
): Promise<Table[]> {
  const { tournament } = await graphql<{ tournament: { pairings: Table[] } }>(
    request,
    'query ($t: ID!, $r: Int) { tournament(id: $t) { pairings(round: $r) { round table playerA playerB result { status } } } }',
    { t: id, r: round },
    token,
  );
  return tournament.pairings;
}

/** The organizer enters a table's result (games with final lives), as from a paper slip. */
export async function overrideResult(
  request: APIRequestContext,
  event: Pick<EventSetup, 'id' | 'organizerToken'>,
  table: Table,
  winner: 'a' | 'b' | 'draw',
  games: ReadonlyArray<{ winner: string; lifeA: number; lifeB: number }>,
): Promise<void> {
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!, $r: Int!, $n: Int!, $res: MatchResultInput!) { overrideResult(tournamentId: $t, commandId: $c, round: $r, table: $n, reason: "hoja de resultado", result: $res) { result { position } } }',
    { t: event.id, c: commandId(event.id, 'override'), r: table.round, n: table.table, res: { winner, games } },
    event.organizerToken,
  );
}
