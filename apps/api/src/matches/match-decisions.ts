import { randomBytes } from 'node:crypto';
import { bladesOfAsh, type BladesCommand, type BladesSetup, type BladesState } from '@cronica/blades-of-ash';
import { violation } from '@cronica/rules-kernel';
import { committedFamilies, headerRecord, seedsRecord, type ReplaySigner } from '@cronica/replay';
import type { Decision, DomainEvent } from '../commands/aggregate.js';
import { MATCH_CREATED, MATCH_SEEDED, PLAYER_SEED_CONTRIBUTED, type MatchCreatedData, type MatchState } from './match-aggregate.js';
import type { MatchKeys } from './match-secrets.js';
import { MatchTape, type TapeKit } from './match-tape.js';

export const BLADES_LIBRARY = '@cronica/blades-of-ash';
export const BOT_PLAYER = 'bot:greedy';
export const isBot = (player: string) => player.startsWith('bot:');

const refusals = {
  exists: { es: 'La partida ya existe.', en: 'The match already exists.' },
  seedGiven: { es: 'Ya aportaste tu semilla a esta partida.', en: 'You already contributed your seed to this match.' },
  notStarted: {
    es: 'La partida aún no ha empezado: faltan semillas de jugadores.',
    en: 'The match has not started yet: player seeds are missing.',
  },
  over: { es: 'La partida ya ha terminado.', en: 'The match is over.' },
} as const;

export interface CreateMatchInput {
  readonly data: MatchCreatedData;
  readonly setup: BladesSetup;
  readonly checkpointEvery: number;
}

/**
 * Match creation (issue 5, "Fair randomness"): the first event carries the master seed's
 * commitment and the replay header (the setup — deck lists — committed, readable by judges); the
 * master seed itself stays in the API's database. Bot seats contribute a server-drawn seed.
 */
export function decideCreateMatch(state: MatchState, input: CreateMatchInput, keys: MatchKeys, signer: ReplaySigner): Decision {
  if (state.created) return violation('match.already-exists', input.data.matchId, refusals.exists);
  const { data } = input;
  const header = headerRecord(
    {
      match: { id: data.matchId, tournament: data.tournamentId, round: data.round, table: data.table },
      seats: data.seats.map((s) => ({ seat: s.seat, player: s.player, deckHash: s.deckHash })),
      game: { id: bladesOfAsh.id, version: bladesOfAsh.version, library: BLADES_LIBRARY, libraryVersion: bladesOfAsh.version },
      setup: input.setup,
      checkpointEvery: input.checkpointEvery,
    },
    keys.master,
    signer,
  );
  const { master: _secret, ...stored } = header;
  const events: DomainEvent[] = [{ type: MATCH_CREATED, data: { ...data, commitment: header.line.kind === 'header' ? header.line.seeds.commitment : '' }, metadata: { replay: stored } }];
  for (const seat of data.seats.filter((s) => isBot(s.player))) {
    events.push({ type: PLAYER_SEED_CONTRIBUTED, data: { seat: seat.seat, seed: randomBytes(32).toString('hex') } });
  }
  return events;
}

export interface SeedContribution {
  readonly seat: number;
  readonly seed: string;
}

/**
 * A player's seed, sent after seeing the commitment. The last one fixes the match seed: the
 * `seeds` replay line commits to every sub-seed, the game starts and the bot (if any) replies.
 */
export function decideContributeSeed(state: MatchState, contribution: SeedContribution, keys: MatchKeys, kit: (seeds: string[]) => TapeKit): Decision {
  const created = state.created!;
  if (state.playerSeeds[contribution.seat] !== null) return violation('match.seed-already-contributed', contribution.seat, refusals.seedGiven);
  const events: DomainEvent[] = [{ type: PLAYER_SEED_CONTRIBUTED, data: contribution }];
  const seeds = state.playerSeeds.map((s, seat) => (seat === contribution.seat ? contribution.seed : s));
  if (seeds.some((s) => s === null)) return events;
  const playerSeeds = seeds as string[];
  const record = seedsRecord(
    state.head!,
    created.matchId,
    keys.master,
    playerSeeds.map((s) => Uint8Array.from(Buffer.from(s, 'hex'))),
    committedFamilies(created.seats.length),
  );
  events.push({ type: MATCH_SEEDED, data: { families: committedFamilies(created.seats.length) }, metadata: { replay: record } });
  const line = record.line;
  const head = line.kind === 'seeds' ? { seq: line.seq, hash: line.hash } : state.head!;
  const tape = new MatchTape(kit(playerSeeds), bladesOfAsh.initialState(state.setup!), head);
  tape.playBots();
  tape.sealIfOver();
  return [...events, ...tape.events];
}

/** A game command for the caller's own seat (set by the server), then the bot's replies. */
export function decideGameCommand(state: MatchState, command: BladesCommand, kit: () => TapeKit): Decision {
  if (!state.game) return violation('match.not-started', command, refusals.notStarted);
  if (state.sealed) return violation('match.over', command, refusals.over);
  const tape = new MatchTape(kit(), state.game as BladesState, state.head!);
  const refused = tape.play(command);
  if (refused) return refused;
  tape.playBots();
  tape.sealIfOver();
  return tape.events;
}
