import { Inject, Injectable } from '@nestjs/common';
import type { GameRegistry } from '@cronica/games';
import {
  countInvitationsFor,
  getPlayer,
  invitationsFor,
  invitationsSentBy,
  type InvitationRow,
  type ReadDb,
} from '@cronica/projections';
import type { AnyGameModule, ReadyDeck } from '@cronica/rules-kernel';
import { pick, type Lang } from '@cronica/util';
import { botName, invitationStatus, type InvitationSeatState, type InvitationState } from '@cronica/matches';
import { Player } from '../auth/auth.models.js';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { notFound } from '../common/errors.js';
import { DeckLibraryService } from '../decks/deck-library.service.js';
import { GAME_REGISTRY } from '../matches/match-config.js';
import { READ_DB } from '../store/tokens.js';
import { InvitationListItem, InvitationSeatView, MatchInvitation } from './invitation.models.js';

const LIST_LIMIT = 50;

/**
 * How invitations read for the account reading them: the lists of what waits for it and what it
 * sent, and one invitation with its seats, the decks it may pick and the options it may see.
 */
@Injectable()
export class InvitationViews {
  constructor(
    private readonly library: DeckLibraryService,
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
  ) {}

  /** The invitations waiting for the account's answer now, newest first. */
  waitingFor(accountId: string, lang: Lang): InvitationListItem[] {
    return invitationsFor(this.db, accountId, new Date().toISOString(), LIST_LIMIT).map((row) =>
      this.listed(row, lang),
    );
  }

  /** The match invitations the account sent that still wait for an answer, newest first. */
  sentBy(accountId: string, lang: Lang): InvitationListItem[] {
    return invitationsSentBy(this.db, accountId, new Date().toISOString(), LIST_LIMIT).map((row) =>
      this.listed(row, lang),
    );
  }

  /** How many invitations wait for the account's answer now. */
  waitingCount(accountId: string): number {
    return countInvitationsFor(this.db, accountId, new Date().toISOString());
  }

  private person(id: string): Player {
    const row = getPlayer(this.db, id);
    return Object.assign(new Player(), { id, username: row?.username ?? id, displayName: row?.displayName ?? id });
  }

  private gameName(game: string, lang: Lang): string {
    const entry = this.games.find(game);
    return entry ? pick(entry.shortName ?? entry.name, lang) : game;
  }

  private listed(row: InvitationRow, lang: Lang): InvitationListItem {
    return Object.assign(new InvitationListItem(), {
      id: row.ref,
      kind: row.kind,
      game: row.game,
      gameName: this.gameName(row.game, lang),
      from: this.person(row.inviterId),
      campaignName: row.campaignName,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    });
  }

  /** The invitation as `reader` may read it; NOT_FOUND for anyone it does not concern, as for one that does not exist. */
  async view(state: InvitationState, reader: Viewer): Promise<MatchInvitation> {
    const viewer = requireAccount(reader);
    const lang = reader.lang;
    const mine = state.seats.find((seat) => seat.kind !== 'bot' && seat.player === viewer);
    if (state.status === 'none' || !mine) throw notFound('invitación / invitation', state.id || '?');
    const module = this.games.module(state.game);
    const deckless = module?.setup.decklessSeats ?? [];
    // The viewer's own saved decks of this game: hers to pick, and the name of the one she picked.
    const saved = (await this.library.read(viewer)).decks.filter((deck) => deck.game === state.game);
    const decks: DeckChoices = { saved, ready: module?.setup.readyDecks() ?? [] };
    // A game master's encounter (its enemies, its options) stays hers: the players invited to it see the table, not the plan.
    const seesOptions = viewer === state.inviterId || deckless.length === 0 || deckless.includes(mine.seat);
    return Object.assign(new MatchInvitation(), {
      id: state.id,
      game: state.game,
      gameName: this.gameName(state.game, lang),
      status: invitationStatus(state, new Date().toISOString()),
      from: this.person(state.inviterId),
      createdAt: state.createdAt,
      expiresAt: state.expiresAt,
      matchId: state.matchId,
      seats: state.seats.map((seat) => this.seatView(seat, module, lang, seatDeckName(seat, viewer, decks, lang))),
      yourSeat: mine.seat,
      youSent: viewer === state.inviterId,
      options: seesOptions ? state.options : null,
      yourDecks: deckless.includes(mine.seat) ? [] : decksToPick(decks, state.game, lang),
    });
  }

  /** One seat of the table: who sits there (a bot by its label), their answer, and the deck only its player may name. */
  private seatView(
    seat: InvitationSeatState,
    module: AnyGameModule | undefined,
    lang: Lang,
    deckName: string | null,
  ): InvitationSeatView {
    const name =
      seat.kind === 'bot'
        ? pick(module?.bots.find((b) => b.name === botName(seat.player))?.label ?? { es: 'Bot', en: 'Bot' }, lang)
        : this.person(seat.player).displayName;
    const playerId = seat.kind === 'bot' ? null : seat.player;
    return Object.assign(new InvitationSeatView(), {
      seat: seat.seat,
      kind: seat.kind,
      playerId,
      name,
      answer: seat.answer,
      deckName,
    });
  }
}

/** The decks a player may bring to the table: her saved decks of the game and the game's ready decks. */
interface DeckChoices {
  readonly saved: readonly { readonly deckId: string; readonly name: string }[];
  readonly ready: readonly ReadyDeck[];
}

/** The name of the deck picked for a seat, told only to the viewer (her own seat, or a bot's). */
function seatDeckName(seat: InvitationSeatState, viewer: string, decks: DeckChoices, lang: Lang): string | null {
  if (seat.deckId === null || (seat.kind !== 'bot' && seat.player !== viewer)) return null;
  const deck = decks.ready.find((d) => d.id === seat.deckId);
  return deck ? pick(deck.name, lang) : (decks.saved.find((d) => d.deckId === seat.deckId)?.name ?? seat.deckId);
}

function decksToPick({ saved, ready }: DeckChoices, game: string, lang: Lang) {
  return [
    ...saved.map((d) => ({ id: d.deckId, name: d.name, game, faction: null, saved: true })),
    ...ready.map((d) => ({ id: d.id, name: pick(d.name, lang), game, faction: d.deck.faction ?? null, saved: false })),
  ];
}
