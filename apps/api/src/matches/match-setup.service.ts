import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isRuleViolation, type AnyGameModule } from '@cronica/rules-kernel';
import { isRecord, type Localized } from '@cronica/util';
import { gamesAllowed } from '@cronica/tournament';
import { botPlayer, isBot, type MatchCreatedData } from '@cronica/matches';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { notFound, ruleViolation } from '../common/errors.js';
import { CommandBus } from '../commands/command-bus.js';
import type { CommandOutcome } from '../commands/command-request.js';
import { staffAggregate, tournamentAggregate } from '../tournaments/tournament-aggregate.js';
import { roleOf } from '../tournaments/tournament-commands.service.js';
import { checkIds } from '../common/command-ids.js';
import { MatchCommandService } from './match-commands.service.js';
import { registeredSeats, tableToPlay } from './pairing-table.js';
import { MatchSeats, seatInfo, type SeatDeck, type TableSeatRequest } from './match-seats.js';
import { PlayableGames } from './playable-games.js';

/** Seating another person from a list of names: refused, an invitation the person accepts is the way. */
const INVITATION_REQUIRED: Localized = {
  es: 'Para sentar a otra persona hace falta que acepte: invítala y la partida empezará cuando todas las personas invitadas acepten.',
  en: 'Seating another person needs their consent: invite them, and the match starts once everyone invited has accepted.',
};

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
    private readonly games: PlayableGames,
    private readonly seats: MatchSeats,
  ) {}

  async practice(viewer: Viewer, commandId: string, request: CasualRequest & { readonly bot?: string | null }) {
    const accountId = requireAccount(viewer);
    checkIds({ commandId });
    const module = this.games.module(request.game ?? DEFAULT_GAME);
    const bot = this.games.bot(module, request.bot ?? null);
    // The bot may play one of the caller's saved decks too: it is the caller's practice.
    const seats = await Promise.all([
      this.seats.practiceSeat(module, accountId, accountId, request.deckId ?? null, 0, viewer.lang),
      this.seats.practiceSeat(module, botPlayer(bot), accountId, request.otherDeckId ?? null, 1, viewer.lang),
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
    const module = this.games.module(table.game);
    const players = this.seats.tablePlayers(module, accountId, table.asked);
    if (!consented && players.some((player) => player !== accountId && !isBot(player)))
      throw ruleViolation('invitation.required', INVITATION_REQUIRED);
    const seats = await Promise.all(
      table.asked.map((seat, index) =>
        this.seats.tableSeatDeck(module, players[index]!, accountId, seat.deckId ?? null, index, viewer.lang),
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
    const module = this.games.module(config.game);
    const player = roleOf(accountId, tournament, staff) === 'player' ? accountId : null;
    const { publishedRound, pairing } = tableToPlay(tournament.state, round, table, player);
    const seats: SeatDeck[] = registeredSeats(tournament.state, pairing, viewer.lang);
    const matchId = tableMatchId(tournamentId, round, table);
    // The event's own options (one source: the tournament holds them) and this round's best-of (a Swiss round's, or the final's).
    const options = this.games.options(
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

  private async casual(
    actor: string,
    commandId: string,
    kind: 'practice' | 'friendly',
    module: AnyGameModule,
    seats: SeatDeck[],
    given: unknown,
    matchId = casualMatchId(actor, commandId),
  ) {
    const options = this.games.options(module, given);
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
    const game = { id: module.id, version: module.version };
    return this.commands.create(actor, commandId, {
      data: { ...data, commitment: '', game, format: options },
      library: this.games.library(module),
      setup,
    });
  }
}

/** The tournament's games for the round go into the game's best-of option, when the game plays several per match. */
function withBestOf(module: AnyGameModule, given: unknown, games: number): unknown {
  const key = module.setup.bestOfOption;
  if (key === undefined) return given;
  const options = isRecord(given) ? given : {};
  return { ...options, [key]: games };
}
