import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GameRegistry } from '@cronica/games';
import { deckListHash, isRuleViolation, practiceBot, type AnyGameModule, type DeckList } from '@cronica/rules-kernel';
import { getPlayer, getPlayerByUsername, type ReadDb } from '@cronica/projections';
import { isRecord, pick, type Lang, type Localized } from '@cronica/util';
import { gamesAllowed } from '@cronica/tournament';
import { normalizeUsername } from '../auth/account.js';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { badInput, conflict, DomainError, notFound, ruleViolation } from '../common/errors.js';
import { CommandBus, type CommandOutcome } from '../commands/command-bus.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { READ_DB } from '../store/tokens.js';
import { staffAggregate, tournamentAggregate } from '../tournaments/tournament-aggregate.js';
import { roleOf } from '../tournaments/tournament-commands.service.js';
import { botPlayer, isBot, type MatchCreatedData, type MatchSeatInfo } from '@cronica/matches';
import { checkIds } from '../common/command-ids.js';
import { MatchCommandService } from './match-commands.service.js';
import { GAME_REGISTRY } from './match-config.js';
import { DeckLibraryService } from '../decks/deck-library.service.js';
import { registeredSeats, tableToPlay } from './pairing-table.js';

/** Seating another person from a list of names: refused, an invitation the person accepts is the way. */
const INVITATION_REQUIRED: Localized = {
  es: 'Para sentar a otra persona hace falta que acepte: invítala y la partida empezará cuando todas las personas invitadas acepten.',
  en: 'Seating another person needs their consent: invite them, and the match starts once everyone invited has accepted.',
};

/** A deck for one seat: the list the engine plays (null for a seat that plays without one) and how the seat is labelled. */
interface SeatDeck {
  readonly player: string;
  readonly deck: DeckList | null;
  readonly deckName: string;
}

/** A seat of a table match as asked: a player to invite, a bot, or (neither) the caller. */
export interface TableSeatRequest {
  readonly player?: string | null;
  readonly bot?: string | null;
  readonly deckId?: string | null;
}

/** What a practice match is asked with: the game (default Blades of Ash), decks and format options. */
export interface CasualRequest {
  readonly game?: string | null;
  readonly deckId?: string | null;
  readonly otherDeckId?: string | null;
  /** Format options as JSON, validated by the game's own schema; the Standard format when absent. */
  readonly options?: unknown;
}

const DEFAULT_GAME = 'blades-of-ash';

/** Match id of a practice match or a table: follows from who asked and the commandId (a resend finds it). */
export function casualMatchId(actor: string, commandId: string): string {
  return createHash('sha256').update(`cronica-match\u0000${actor}\u0000${commandId}`).digest('hex').slice(0, 24);
}

/** Match id of a tournament table: one match per published pairing. */
export const tableMatchId = (tournamentId: string, round: number, table: number) =>
  `${tournamentId}-r${round}-t${table}`;

/**
 * Where matches of any game come from: a practice match or a table against the game's bots, a
 * table of people who all accepted to sit (an invitation, a campaign's session), with ready-made
 * decks, and the matches of a tournament's
 * published pairings, created on demand (not by a reactor, so a table that plays on paper never
 * gets an empty stream) by the organizer, a judge or a player at that table, with the players'
 * registered deck lists; one match per table (its id follows from it). The game's module builds
 * the setup from the decks and the format options its own schema validated.
 */
@Injectable()
export class MatchSetupService {
  constructor(
    private readonly bus: CommandBus,
    private readonly commands: MatchCommandService,
    @Inject(READ_DB) private readonly readDb: ReadDb,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
    private readonly projections: ProjectionRunner,
    private readonly library: DeckLibraryService,
  ) {}

  /**
   * An account by id or username, once the read models hold what the store holds (it may have
   * registered through another API instance); null when there is none.
   */
  async findAccount(idOrUsername: string): Promise<string | null> {
    // A username as people type it: any case, with or without the @ the site shows it with.
    const username = normalizeUsername(idOrUsername.trim().replace(/^@/, ''));
    const find = () => (getPlayer(this.readDb, idOrUsername) ?? getPlayerByUsername(this.readDb, username))?.id ?? null;
    const found = find();
    if (found !== null) return found;
    await this.projections.catchUpWithStore();
    return find();
  }

  async practice(viewer: Viewer, commandId: string, request: CasualRequest & { readonly bot?: string | null }) {
    const accountId = requireAccount(viewer);
    checkIds({ commandId });
    const module = this.playable(request.game ?? DEFAULT_GAME);
    const bot = this.botOf(module, request.bot ?? null);
    // The bot may play one of the caller's saved decks too: it is the caller's practice.
    const seats = await Promise.all([
      this.readySeat(module, accountId, accountId, request.deckId ?? null, 0, viewer.lang),
      this.readySeat(module, botPlayer(bot), accountId, request.otherDeckId ?? null, 1, viewer.lang),
    ]);
    return this.casual(accountId, commandId, 'practice', module, seats, request.options);
  }

  /**
   * A match of any number of seats the game allows, seat by seat: the caller and the game's bots
   * (a game master's seat may be either). Nobody else is seated from a list of names: another
   * person sits only after accepting an invitation (`inviteToMatch`).
   */
  async table(viewer: Viewer, commandId: string, game: string, asked: readonly TableSeatRequest[], options: unknown) {
    requireAccount(viewer);
    checkIds({ commandId });
    return this.seatTable(viewer, commandId, { game, asked, options }, { consented: false });
  }

  /**
   * A table whose people have all agreed to sit: the players of a campaign who accepted its
   * invitation, or an invitation every invited person accepted. Only those services call it; no
   * client names the people seated here. `matchId` is the match's id when it follows from
   * something other than the caller's commandId (an invitation).
   */
  async consentedTable(
    viewer: Viewer,
    commandId: string,
    game: string,
    asked: readonly TableSeatRequest[],
    options: unknown,
    matchId?: string,
  ) {
    return this.seatTable(viewer, commandId, { game, asked, options }, { consented: true, matchId });
  }

  /** Who sits at each seat asked for: the caller exactly once, each other person at one seat only. */
  private tablePlayers(module: AnyGameModule, accountId: string, asked: readonly TableSeatRequest[]): string[] {
    const { min, max } = module.setup.seats;
    if (asked.length < min || asked.length > max) throw badInput([{ path: 'seats', message: `${min}–${max} seats` }]);
    const players = asked.map((seat, index) => this.tableSeatPlayer(module, accountId, seat, index));
    if (players.filter((p) => p === accountId).length !== 1)
      throw badInput([{ path: 'seats', message: 'you sit at exactly one seat' }]);
    const people = players.filter((p) => !isBot(p));
    if (new Set(people).size !== people.length)
      throw badInput([{ path: 'seats', message: 'a player sits at one seat only' }]);
    return players;
  }

  /**
   * Seats a table as asked. Unless everyone `consented`, nobody but the caller and bots sits; the
   * match's id is `matchId`, or follows from the caller and the commandId.
   */
  private async seatTable(
    viewer: Viewer,
    commandId: string,
    table: { game: string; asked: readonly TableSeatRequest[]; options: unknown },
    { consented, matchId }: { consented: boolean; matchId?: string },
  ) {
    const accountId = requireAccount(viewer);
    const module = this.playable(table.game);
    const players = this.tablePlayers(module, accountId, table.asked);
    if (!consented && players.some((player) => player !== accountId && !isBot(player)))
      throw ruleViolation('invitation.required', INVITATION_REQUIRED);
    const seats = await Promise.all(
      table.asked.map((seat, index) =>
        this.tableSeatDeck(module, players[index]!, accountId, seat.deckId ?? null, index, viewer.lang),
      ),
    );
    const people = players.filter((p) => !isBot(p));
    return this.casual(
      accountId,
      commandId,
      people.length > 1 ? 'friendly' : 'practice',
      module,
      seats,
      table.options,
      matchId ?? casualMatchId(accountId, commandId),
    );
  }

  private tableSeatPlayer(module: AnyGameModule, caller: string, seat: TableSeatRequest, index: number): string {
    const path = `seats.${index}`;
    if (seat.bot && seat.player) throw badInput([{ path, message: 'a player or a bot, not both' }]);
    if (seat.bot) return botPlayer(this.botOf(module, seat.bot));
    if (!seat.player) return caller;
    checkIds({ [`${path}.player`]: seat.player });
    const found = getPlayer(this.readDb, seat.player) ?? getPlayerByUsername(this.readDb, seat.player);
    if (!found) throw notFound('jugador / player', seat.player.slice(0, 40));
    return found.id;
  }

  /** A table seat's deck: none for a deckless seat, a saved deck of the seat's person (a bot's: of whoever sets the table), or a ready one. */
  private async tableSeatDeck(
    module: AnyGameModule,
    player: string,
    caller: string,
    deckId: string | null,
    seat: number,
    lang: Lang,
  ): Promise<SeatDeck> {
    if (module.setup.decklessSeats?.includes(seat)) return { player, deck: null, deckName: '' };
    if (this.library.isSaved(deckId))
      return { player, ...(await this.savedSeat(module, isBot(player) ? caller : player, deckId)) };
    const all = module.setup.readyDecks();
    const ready = deckId ? all.find((d) => d.id === deckId) : all[seat % all.length];
    if (!ready)
      throw badInput([{ path: `seats.${seat}.deckId`, message: `unknown ready deck: ${String(deckId).slice(0, 40)}` }]);
    return { player, deck: ready.deck, deckName: pick(ready.name, lang) };
  }

  async forPairing(viewer: Viewer, commandId: string, tournamentId: string, round: number, table: number) {
    const accountId = requireAccount(viewer);
    checkIds({ commandId, tournamentId });
    const [tournament, staff] = await Promise.all([
      this.bus.read(tournamentAggregate(tournamentId)),
      this.bus.read(staffAggregate(tournamentId)),
    ]);
    if (tournament.state.status === 'none' || tournament.state.config === null)
      throw notFound('torneo / tournament', tournamentId);
    const config = tournament.state.config;
    const module = this.playable(config.game);
    const player = roleOf(accountId, tournament, staff) === 'player' ? accountId : null;
    const { publishedRound, pairing } = tableToPlay(tournament.state, round, table, player);
    const seats: SeatDeck[] = registeredSeats(tournament.state, pairing, viewer.lang);
    const matchId = tableMatchId(tournamentId, round, table);
    // The event's own options (one source: the tournament holds them) and this round's best-of (a Swiss round's, or the final's).
    const options = this.options(
      module,
      withBestOf(module, config.gameOptions, gamesAllowed(tournament.state, publishedRound)),
    );
    const data = {
      matchId,
      kind: 'tournament' as const,
      tournamentId,
      round,
      table,
      seats: seatInfo(seats),
      createdAt: new Date().toISOString(),
    };
    const outcome = await this.create(accountId, commandId, module, data, seats, options);
    return { matchId, outcome };
  }

  /** The game's format options parsed by its own schema; BAD_USER_INPUT naming each wrong field. */
  options(module: AnyGameModule, given: unknown): unknown {
    const parsed = module.setup.optionsSchema.safeParse(given ?? {});
    if (parsed.success) return parsed.data;
    const problems = parsed.error.issues.map((issue) => ({
      path: ['options', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new DomainError(
      'BAD_USER_INPUT',
      {
        es: `Opciones de formato no válidas para ${module.name.es}: ${problems.map((p) => `${p.path} (${p.message})`).join('; ')}.`,
        en: `Invalid format options for ${module.name.en}: ${problems.map((p) => `${p.path} (${p.message})`).join('; ')}.`,
      },
      { problems },
    );
  }

  /** The game's module; BAD_USER_INPUT for an unknown game, CONFLICT for one not played online. */
  playable(game: string): AnyGameModule {
    const module = this.games.module(game);
    if (module !== undefined) return module;
    if (this.games.find(game) === undefined)
      throw badInput([{ path: 'game', message: `unknown game: ${game.slice(0, 40)}` }]);
    throw conflict(
      {
        es: `${pick(this.games.find(game)!.name, 'es')} aún no se juega en línea: sus partidas se juegan en la mesa y el resultado se informa.`,
        en: `${pick(this.games.find(game)!.name, 'en')} is not played online yet: its matches are played at the table and the result reported.`,
      },
      { game },
    );
  }

  /** One of the game's bots by name (its practice default when none is named); BAD_USER_INPUT otherwise. */
  botOf(module: AnyGameModule, name: string | null): string {
    if (name === null) return practiceBot(module.bots)!.name;
    if (module.bots.some((bot) => bot.name === name)) return name;
    throw badInput([{ path: 'bot', message: `one of ${module.bots.map((bot) => bot.name).join(', ')}` }]);
  }

  private async casual(
    actor: string,
    commandId: string,
    kind: 'practice' | 'friendly',
    module: AnyGameModule,
    seats: SeatDeck[],
    given: unknown,
    matchId = casualMatchId(actor, commandId),
  ) {
    const options = this.options(module, given);
    const data = {
      matchId,
      kind,
      tournamentId: null,
      round: null,
      table: null,
      seats: seatInfo(seats),
      createdAt: new Date().toISOString(),
    };
    const outcome = await this.create(actor, commandId, module, data, seats, options);
    return { matchId, outcome };
  }

  private create(
    actor: string,
    commandId: string,
    module: AnyGameModule,
    data: Omit<MatchCreatedData, 'commitment' | 'game'>,
    seats: SeatDeck[],
    options: unknown,
  ): Promise<CommandOutcome> {
    const setup = module.setup.create(
      seats.map((s) => s.deck),
      options,
    );
    if (isRuleViolation(setup)) throw ruleViolation(setup.code, setup.message);
    const library = this.games.find(module.id)?.library ?? `@cronica/${module.id}`;
    const game = { id: module.id, version: module.version };
    return this.commands.create(actor, commandId, {
      data: { ...data, commitment: '', game, format: options },
      library,
      setup,
    });
  }

  /** One of `owner`'s saved decks, checked again by the game now (RULE_VIOLATION when it no longer passes). */
  private async savedSeat(
    module: AnyGameModule,
    owner: string,
    deckId: string,
  ): Promise<{ deck: DeckList; deckName: string }> {
    const { deck, name } = await this.library.usable(owner, module.id, deckId);
    return { deck, deckName: name };
  }

  /** One of `owner`'s saved decks, or a ready-made deck by id, or the seat's default (the first, or the last for seat 1). */
  private async readySeat(
    module: AnyGameModule,
    player: string,
    owner: string,
    deckId: string | null,
    seat: number,
    lang: Lang,
  ): Promise<SeatDeck> {
    if (this.library.isSaved(deckId)) return { player, ...(await this.savedSeat(module, owner, deckId)) };
    const all = module.setup.readyDecks();
    const ready = deckId ? all.find((d) => d.id === deckId) : seat === 0 ? all[0] : all[all.length - 1];
    if (!ready)
      throw badInput([
        {
          path: seat === 0 ? 'deckId' : 'opponentDeckId',
          message: `unknown ready deck: ${String(deckId).slice(0, 40)}`,
        },
      ]);
    return { player, deck: ready.deck, deckName: pick(ready.name, lang) };
  }
}

function seatInfo(seats: readonly SeatDeck[]): MatchSeatInfo[] {
  return seats.map((s, seat) => ({
    seat,
    player: s.player,
    deckHash: s.deck === null ? null : deckListHash(s.deck),
    deckName: s.deckName,
  }));
}

/** The tournament's games for the round go into the game's best-of option, when the game plays several per match. */
function withBestOf(module: AnyGameModule, given: unknown, games: number): unknown {
  const key = module.setup.bestOfOption;
  if (key === undefined) return given;
  const options = isRecord(given) ? given : {};
  return { ...options, [key]: games };
}
