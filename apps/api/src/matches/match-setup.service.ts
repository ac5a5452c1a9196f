import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { bladesSetup, readyDeckById, readyDecks } from '@cronica/blades-of-ash';
import type { DeckList } from '@cronica/rules-kernel';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { deckListHash } from '@cronica/tournament';
import { pick, type Lang } from '@cronica/util';
import type { Viewer } from '../auth/viewer.js';
import { badInput, conflict, forbidden, notFound } from '../common/errors.js';
import { CommandBus, type CommandOutcome } from '../commands/command-bus.js';
import { READ_DB } from '../store/tokens.js';
import { staffAggregate, tournamentAggregate } from '../tournaments/tournament-aggregate.js';
import { roleOf } from '../tournaments/tournament-commands.service.js';
import type { MatchSeatInfo } from './match-aggregate.js';
import { checkIds, MatchCommandService, requireAccount } from './match-commands.service.js';
import { BOT_PLAYER } from './match-decisions.js';

/** A deck for one seat: the list the engine plays and how the seat is labelled. */
interface SeatDeck {
  readonly player: string;
  readonly deck: DeckList;
  readonly deckName: string;
}

const BLADES = 'blades-of-ash';

/** Match id of a practice or friendly match: follows from who asked and the commandId (a resend finds it). */
export function casualMatchId(actor: string, commandId: string): string {
  return createHash('sha256').update(`cronica-match\u0000${actor}\u0000${commandId}`).digest('hex').slice(0, 24);
}

/** Match id of a tournament table: one match per published pairing. */
export const tableMatchId = (tournamentId: string, round: number, table: number) => `${tournamentId}-r${round}-t${table}`;

/**
 * Where matches come from (issue 6): a practice match against the greedy bot or a friendly
 * match between two players with ready-made decks, and the matches of a Blades of Ash
 * tournament's published pairings, created on demand (not by a reactor, so a table that plays
 * on paper never gets an empty stream) by the organizer, a judge or a player at that table,
 * with the players' registered deck lists; one match per table (its id follows from it).
 */
@Injectable()
export class MatchSetupService {
  constructor(
    private readonly bus: CommandBus,
    private readonly commands: MatchCommandService,
    @Inject(READ_DB) private readonly readDb: ReadDb,
  ) {}

  async practice(viewer: Viewer, commandId: string, deckId: string | null, botDeckId: string | null): Promise<{ matchId: string; outcome: CommandOutcome }> {
    const accountId = requireAccount(viewer);
    checkIds({ commandId });
    const seats = [this.readySeat(accountId, deckId, 0, viewer.lang), this.readySeat(BOT_PLAYER, botDeckId, 1, viewer.lang)];
    return this.casual(accountId, commandId, 'practice', seats);
  }

  async friendly(viewer: Viewer, commandId: string, opponentId: string, deckId: string | null, opponentDeckId: string | null) {
    const accountId = requireAccount(viewer);
    checkIds({ commandId, opponentId });
    if (opponentId === accountId) throw badInput([{ path: 'opponentId', message: 'not yourself' }]);
    if (!getPlayer(this.readDb, opponentId)) throw notFound('jugador / player', opponentId);
    const seats = [this.readySeat(accountId, deckId, 0, viewer.lang), this.readySeat(opponentId, opponentDeckId, 1, viewer.lang)];
    return this.casual(accountId, commandId, 'friendly', seats);
  }

  async forPairing(viewer: Viewer, commandId: string, tournamentId: string, round: number, table: number) {
    const accountId = requireAccount(viewer);
    checkIds({ commandId, tournamentId });
    const [tournament, staff] = await Promise.all([this.bus.read(tournamentAggregate(tournamentId)), this.bus.read(staffAggregate(tournamentId))]);
    if (tournament.state.status === 'none') throw notFound('torneo / tournament', tournamentId);
    if (tournament.state.config?.game !== BLADES) {
      throw conflict({ es: 'Solo los torneos de Espadas de Ceniza se juegan en línea.', en: 'Only Blades of Ash tournaments are played online.' });
    }
    const pairing = tournament.state.rounds.find((r) => r.number === round && r.published)?.tables.find((t) => t.table === table);
    const atTable = pairing !== undefined && (pairing.a === accountId || pairing.b === accountId);
    if (roleOf(accountId, tournament, staff) === 'player' && !atTable) throw forbidden('organizer');
    if (!pairing) throw notFound('emparejamiento publicado / published pairing', `${round}/${table}`);
    if (pairing.b === null) throw conflict({ es: 'Una mesa con bye no se juega.', en: 'A bye is not played.' });
    const seats = [pairing.a, pairing.b].map((player): SeatDeck => {
      const deck = tournament.state.players[player]?.deck;
      if (!deck) throw conflict({ es: `El jugador ${player} no tiene lista registrada.`, en: `Player ${player} has no registered deck list.` }, { playerId: player });
      return { player, deck: deck.list, deckName: 'deck list' };
    });
    const matchId = tableMatchId(tournamentId, round, table);
    const outcome = await this.commands.create(accountId, commandId, { matchId, kind: 'tournament', tournamentId, round, table, seats: seatInfo(seats), createdAt: new Date().toISOString() }, bladesSetup([seats[0]!.deck, seats[1]!.deck]));
    return { matchId, outcome };
  }

  private async casual(actor: string, commandId: string, kind: 'practice' | 'friendly', seats: SeatDeck[]) {
    const matchId = casualMatchId(actor, commandId);
    const data = { matchId, kind, tournamentId: null, round: null, table: null, seats: seatInfo(seats), createdAt: new Date().toISOString() };
    const outcome = await this.commands.create(actor, commandId, data, bladesSetup([seats[0]!.deck, seats[1]!.deck]));
    return { matchId, outcome };
  }

  /** A ready-made deck by id, or the seat's default (the first, or the last for seat 1). */
  private readySeat(player: string, deckId: string | null, seat: number, lang: Lang): SeatDeck {
    const all = readyDecks();
    const ready = deckId ? readyDeckById(deckId) : seat === 0 ? all[0] : all[all.length - 1];
    if (!ready) throw badInput([{ path: seat === 0 ? 'deckId' : 'opponentDeckId', message: `unknown ready deck: ${String(deckId).slice(0, 40)}` }]);
    return { player, deck: ready.deck, deckName: pick(ready.name, lang) };
  }
}

function seatInfo(seats: readonly SeatDeck[]): MatchSeatInfo[] {
  return seats.map((s, seat) => ({ seat, player: s.player, deckHash: deckListHash(s.deck), deckName: s.deckName }));
}
