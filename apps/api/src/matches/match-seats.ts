import { Inject, Injectable } from '@nestjs/common';
import { deckListHash, type AnyGameModule, type DeckList } from '@cronica/rules-kernel';
import { getPlayer, getPlayerByUsername, type ReadDb } from '@cronica/projections';
import { pick, type Lang } from '@cronica/util';
import { botPlayer, isBot, type MatchSeatInfo } from '@cronica/matches';
import { normalizeUsername } from '../auth/account.js';
import { badInput, notFound } from '../common/errors.js';
import { checkIds } from '../common/command-ids.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { READ_DB } from '../store/tokens.js';
import { DeckLibraryService } from '../decks/deck-library.service.js';
import { PlayableGames } from './playable-games.js';

/** A deck for one seat: the list the engine plays (null for a seat that plays without one) and how the seat is labelled. */
export interface SeatDeck {
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

/**
 * Who sits at a match that is not a tournament's, and with which deck: accounts by id or username,
 * the game's bots, a person's saved decks (checked by the game again) and the game's ready decks.
 */
@Injectable()
export class MatchSeats {
  constructor(
    @Inject(READ_DB) private readonly readDb: ReadDb,
    private readonly projections: ProjectionRunner,
    private readonly library: DeckLibraryService,
    private readonly games: PlayableGames,
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

  /** Who sits at each seat asked for: the caller exactly once, each other person at one seat only. */
  tablePlayers(module: AnyGameModule, accountId: string, asked: readonly TableSeatRequest[]): string[] {
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

  /** A table seat's deck: none for a deckless seat, a saved deck of the seat's person (a bot's: of whoever sets the table), or a ready one. */
  async tableSeatDeck(
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

  /** A practice seat: one of `owner`'s saved decks, a ready-made deck by id, or the seat's default (the first, or the last for seat 1). */
  async practiceSeat(
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

  private tableSeatPlayer(module: AnyGameModule, caller: string, seat: TableSeatRequest, index: number): string {
    const path = `seats.${index}`;
    if (seat.bot && seat.player) throw badInput([{ path, message: 'a player or a bot, not both' }]);
    if (seat.bot) return botPlayer(this.games.bot(module, seat.bot));
    if (!seat.player) return caller;
    checkIds({ [`${path}.player`]: seat.player });
    const found = getPlayer(this.readDb, seat.player) ?? getPlayerByUsername(this.readDb, seat.player);
    if (!found) throw notFound('jugador / player', seat.player.slice(0, 40));
    return found.id;
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
}

/** The seats as the match's created event records them: who sits, and each deck's hash and name. */
export function seatInfo(seats: readonly SeatDeck[]): MatchSeatInfo[] {
  return seats.map((s, seat) => ({
    seat,
    player: s.player,
    deckHash: s.deck === null ? null : deckListHash(s.deck),
    deckName: s.deckName,
  }));
}
