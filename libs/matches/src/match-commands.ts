import {
  isRuleViolation,
  violation,
  type AnyGameModule,
  type JudgeLineEvent,
  type Message,
  type RuleViolation,
} from '@cronica/rules-kernel';
import { committedFamilies, headerRecord, parseSeedHex, seedsRecord, type ReplaySigner } from '@cronica/replay';
import {
  MATCH_CREATED,
  MATCH_SEEDED,
  PLAYER_SEED_CONTRIBUTED,
  type MatchCreatedData,
  type MatchEvent,
  type MatchState,
} from './match-events.js';
import { assertNever } from '@cronica/util';
import { parseGameCommand } from './game-command.js';
import { MatchTape, type TapeKit } from './match-tape.js';

/** What a match command decides: the events to append, or a refusal. */
export type Decision = readonly MatchEvent[] | RuleViolation;

/** The match's secret master seed (from the server's own database, never in an event). */
export interface MatchKeys {
  readonly master: Uint8Array;
}

/** A bot seat's player id: `bot:<the module's bot name>`. */
export const botPlayer = (name: string) => `bot:${name}`;
export const isBot = (player: string) => player.startsWith('bot:');
export const botName = (player: string) => player.slice('bot:'.length);

const refusals = {
  exists: { es: 'La partida ya existe.', en: 'The match already exists.' },
  seedGiven: { es: 'Ya aportaste tu semilla a esta partida.', en: 'You already contributed your seed to this match.' },
  notStarted: {
    es: 'La partida aún no ha empezado: faltan semillas de jugadores.',
    en: 'The match has not started yet: player seeds are missing.',
  },
  over: { es: 'La partida ya ha terminado.', en: 'The match is over.' },
  notTournament: { es: 'Solo se arbitran partidas de torneo.', en: 'Only tournament matches are judged.' },
  rules: {
    es: 'Este servidor no tiene la versión de las reglas con que se creó la partida: no se puede seguir jugando.',
    en: 'This server does not have the rules version the match was created with: it cannot be played on.',
  },
} as const;

export interface CreateMatchInput {
  readonly data: MatchCreatedData & { readonly game: { readonly id: string; readonly version: string } };
  /** The npm package of the game's rules library, named in the replay header. */
  readonly library: string;
  readonly setup: unknown;
  /** The setup's parts only judges read until the tournament ends (the module's `setup.secretPaths`); absent: all of it. */
  readonly setupSecrets?: readonly (readonly (string | number)[])[];
  readonly checkpointEvery: number;
  /** One seed (64 hex digits) per bot seat, in seat order, drawn by the server: a bot contributes it at once. */
  readonly botSeeds: readonly string[];
}

/**
 * Match creation (fair randomness): the first event carries the master seed's commitment and the
 * replay header (the setup — deck lists and format — committed, readable by judges); the master
 * seed itself stays in the API's database. Bot seats contribute a server-drawn seed.
 */
export function decideCreateMatch(
  state: MatchState,
  input: CreateMatchInput,
  keys: MatchKeys,
  signer: ReplaySigner,
): Decision {
  if (state.created) return violation('match.already-exists', input.data.matchId, refusals.exists);
  const { data } = input;
  const header = headerRecord(
    {
      match: { id: data.matchId, tournament: data.tournamentId, round: data.round, table: data.table },
      seats: data.seats.map((s) => ({ seat: s.seat, player: s.player, deckHash: s.deckHash })),
      game: { id: data.game.id, version: data.game.version, library: input.library, libraryVersion: data.game.version },
      setup: input.setup,
      checkpointEvery: input.checkpointEvery,
      ...(input.setupSecrets === undefined ? {} : { setupSecrets: input.setupSecrets }),
    },
    keys.master,
    signer,
  );
  const { master: _secret, ...stored } = header;
  const events: MatchEvent[] = [
    {
      type: MATCH_CREATED,
      data: { ...data, commitment: header.line.kind === 'header' ? header.line.seeds.commitment : '' },
      metadata: { replay: stored },
    },
  ];
  data.seats
    .filter((s) => isBot(s.player))
    .forEach((seat, index) =>
      events.push({ type: PLAYER_SEED_CONTRIBUTED, data: { seat: seat.seat, seed: input.botSeeds[index]! } }),
    );
  return events;
}

export interface SeedContribution {
  readonly seat: number;
  readonly seed: string;
}

/**
 * A player's seed, sent after seeing the commitment. The last one fixes the match seed: the
 * `seeds` replay line commits to every sub-seed, the game starts and the bots (if any) reply.
 */
export function decideContributeSeed(
  state: MatchState,
  contribution: SeedContribution,
  keys: MatchKeys,
  kit: (seeds: string[]) => TapeKit,
): Decision {
  const created = state.created!;
  if (state.judged.result !== null) return violation('match.over', contribution.seat, refusals.over);
  if (state.playerSeeds[contribution.seat] !== null)
    return violation('match.seed-already-contributed', contribution.seat, refusals.seedGiven);
  if (state.module === null) return violation('match.rules-version', contribution.seat, refusals.rules);
  const events: MatchEvent[] = [{ type: PLAYER_SEED_CONTRIBUTED, data: contribution }];
  const seeds = state.playerSeeds.map((s, seat) => (seat === contribution.seat ? contribution.seed : s));
  if (seeds.some((s) => s === null)) return events;
  const playerSeeds = seeds as string[];
  const families = committedFamilies(created.seats.length);
  const record = seedsRecord(
    state.head!,
    created.matchId,
    keys.master,
    playerSeeds.map((s) => parseSeedHex(s, 'player seed')),
    families,
  );
  events.push({ type: MATCH_SEEDED, data: { families }, metadata: { replay: record } });
  const line = record.line;
  const head = line.kind === 'seeds' ? { seq: line.seq, hash: line.hash } : state.head!;
  const tape = new MatchTape(kit(playerSeeds), state.module.initialState(state.setup), head);
  tape.playBots();
  tape.sealIfOver();
  return [...events, ...tape.events];
}

/** A game command for the caller's own seat (set by the server and parsed by the module), then the bots' replies. */
export function decideGameCommand(state: MatchState, command: Message, kit: () => TapeKit): Decision {
  if (state.module === null) return violation('match.rules-version', command, refusals.rules);
  if (state.game === null) return violation('match.not-started', command, refusals.notStarted);
  if (state.sealed || state.judged.result !== null) return violation('match.over', command, refusals.over);
  const tape = new MatchTape(kit(), state.game, state.head!, state.judged);
  const refused = tape.play(command);
  if (refused) return refused;
  tape.playBots();
  tape.sealIfOver();
  return tape.events;
}

/**
 * The tournament closes its table's match. A match still waiting for its players' seeds never
 * started, so nothing of a game is replayed: the closure is recorded on its own, without a replay
 * line, and the match ends with the tournament's result. A started match is closed like a ruling.
 */
export function decideClosure(state: MatchState, build: RulingBuilder, kit: () => TapeKit): Decision {
  if (state.game !== null || state.module === null || !state.created?.tournamentId)
    return decideRuling(state, build, kit);
  if (state.judged.result !== null) return violation('match.over', null, refusals.over);
  const event = build(state);
  return isRuleViolation(event) ? event : [{ type: event.type, data: event.data }];
}

/** Makes a judge event (or the tournament's closure) from the match as it is now, or refuses. */
export type RulingBuilder = (state: MatchState) => JudgeLineEvent | RuleViolation;

/**
 * A judge's ruling on a live tournament match: appended after every event so far (nothing is
 * deleted), then the bots reply if play goes on, and the replay is sealed if the ruling ended it.
 */
export function decideRuling(state: MatchState, build: RulingBuilder, kit: () => TapeKit): Decision {
  const tournament = state.created?.tournamentId;
  if (state.module === null) return violation('match.rules-version', null, refusals.rules);
  if (state.game === null) return violation('match.not-started', null, refusals.notStarted);
  if (state.sealed || state.judged.result !== null) return violation('match.over', null, refusals.over);
  if (!tournament) return violation('judge.not-tournament', null, refusals.notTournament);
  const event = build(state);
  if (isRuleViolation(event)) return event;
  const tape = new MatchTape(kit(), state.game, state.head!, state.judged);
  tape.rule(event, tournament);
  tape.playBots();
  tape.sealIfOver();
  return tape.events;
}

/**
 * The match's commands, as the API sends them after its own checks (the caller's seat from the
 * session, a judge's right to rule). A game command is still the client's JSON: the game's schema
 * parses it here. A ruling carries how to make the judge event from the match as it stands.
 */
export type MatchCommand =
  | Message<'CreateMatch', CreateMatchInput, unknown>
  | Message<'ContributeSeed', SeedContribution, unknown>
  | Message<'PlayGameCommand', GameCommandInput, unknown>
  | Message<'RuleOnMatch', { readonly build: RulingBuilder }, unknown>
  | Message<'CloseMatch', { readonly build: RulingBuilder }, unknown>;

export interface GameCommandInput {
  /** The command as the client sent it: `{ type, data }`. */
  readonly input: unknown;
  /** The seat it acts for, set by the server (or SYSTEM_SEAT for a platform command). */
  readonly seat: number;
}

/** What deciding needs besides the state: the match's keys and the server's signer, and the tape's kit for given player seeds. */
export interface MatchContext {
  readonly keys: () => MatchKeys;
  readonly signer: ReplaySigner;
  readonly kit: (playerSeeds: readonly string[]) => TapeKit;
}

/** The game command parsed by the match's own module (a match whose rules this server lacks is refused by the guards). */
function gameCommand(module: AnyGameModule | null, { input, seat }: GameCommandInput): Message {
  if (module !== null) return parseGameCommand(module, input, seat);
  const type = (input as { type?: unknown } | null)?.type;
  return { type: typeof type === 'string' ? type.slice(0, 60) : 'GameCommand', data: { seat } };
}

/** Decides any match command against the match as it stands. */
export function decideMatch(command: MatchCommand, state: MatchState, context: MatchContext): Decision {
  const kit = () => context.kit(state.playerSeeds as string[]);
  switch (command.type) {
    case 'CreateMatch':
      return decideCreateMatch(state, command.data, context.keys(), context.signer);
    case 'ContributeSeed':
      return decideContributeSeed(state, command.data, context.keys(), context.kit);
    case 'PlayGameCommand':
      return decideGameCommand(state, gameCommand(state.module, command.data), kit);
    case 'RuleOnMatch':
      return decideRuling(state, command.data.build, kit);
    case 'CloseMatch':
      return decideClosure(state, command.data.build, kit);
    default:
      return assertNever(command);
  }
}
