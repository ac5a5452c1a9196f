import { Inject, Injectable } from '@nestjs/common';
import type { GameRegistry } from '@cronica/games';
import type { AnyGameModule } from '@cronica/rules-kernel';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { CommandBus } from '../commands/command-bus.js';
import { badInput, DomainError } from '../common/errors.js';
import { GAME_REGISTRY } from '../matches/match-config.js';
import { MatchCommandService } from '../matches/match-commands.service.js';
import { checkIds } from '../common/command-ids.js';
import {
  botName,
  botPlayer,
  everyoneAccepted,
  invitationDecider,
  MATCH_INVITATION_HOURS,
  type InvitationCommand,
  type InvitationGame,
  type InvitationSeat,
  type InvitationState,
} from '@cronica/matches';
import { MatchSetupService } from '../matches/match-setup.service.js';
import { MatchSeats, type TableSeatRequest } from '../matches/match-seats.js';
import { PlayableGames } from '../matches/playable-games.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { DeckLibraryService } from '../decks/deck-library.service.js';
import { invitationAggregate, invitationIdOf, invitedMatchId } from './invitation-aggregate.js';

const HOUR_MS = 3_600_000;

/** No account answers to that name: said in words a person can act on. */
export const unknownAccount = (name: string) =>
  new DomainError(
    'NOT_FOUND',
    { es: `No hay ninguna cuenta con el usuario «${name}».`, en: `No account has the username "${name}".` },
    { what: 'jugador / player', id: name },
  );

/**
 * Match invitations through the one command path (this service → command bus → invitation
 * decider → store → projection). Nobody is seated by being named: the match is created, through
 * the same table path as any match (`MatchSetupService.consentedTable`), only when the last
 * invited person accepts, with the deck each seat chose and the format options the game's own
 * schema parsed when the invitation was sent.
 */
@Injectable()
export class InvitationService {
  private readonly gameFacts = new Map<string, InvitationGame>();

  constructor(
    private readonly bus: CommandBus,
    private readonly setup: MatchSetupService,
    private readonly playable: PlayableGames,
    private readonly seats: MatchSeats,
    private readonly matches: MatchCommandService,
    private readonly projections: ProjectionRunner,
    private readonly library: DeckLibraryService,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
  ) {}

  read(invitationId: string): Promise<InvitationState> {
    checkIds({ invitationId });
    return this.bus.read(invitationAggregate(invitationId));
  }

  async invite(
    viewer: Viewer,
    commandId: string,
    game: string,
    asked: readonly TableSeatRequest[],
    options: unknown,
  ): Promise<InvitationState> {
    const actor = requireAccount(viewer);
    checkIds({ commandId, game });
    const module = this.playable.module(game);
    const parsed = this.playable.options(module, options);
    if (asked.length > module.setup.seats.max)
      throw badInput([{ path: 'seats', message: `${module.setup.seats.min}–${module.setup.seats.max} seats` }]);
    const seats = await Promise.all(asked.map((seat, index) => this.seatOf(module, actor, seat, index)));
    const invitationId = invitationIdOf(actor, commandId);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + MATCH_INVITATION_HOURS * HOUR_MS).toISOString();
    const command: InvitationCommand = {
      type: 'SendMatchInvitation',
      data: { actor, invitationId, game, seats, options: parsed, now: now.toISOString(), expiresAt },
    };
    const host = seats.find((seat) => seat.kind === 'host');
    const saved = await this.savedDeck(actor, game, host?.deckId ?? null);
    return this.send(invitationId, actor, commandId, command, { game, seats: asked, options: options ?? null }, saved);
  }

  /** Accepts with the deck the invited person picked; the last acceptance creates the match. */
  async accept(
    viewer: Viewer,
    commandId: string,
    invitationId: string,
    deckId: string | null,
  ): Promise<InvitationState> {
    const actor = requireAccount(viewer);
    checkIds({ commandId, invitationId, ...(deckId === null ? {} : { deckId }) });
    const command: InvitationCommand = {
      type: 'AcceptMatchInvitation',
      data: { actor, deckId, now: new Date().toISOString() },
    };
    // A saved deck is checked against the invitation's game (one that does not exist: the decider says so).
    const invitation = this.library.isSaved(deckId) ? await this.read(invitationId) : null;
    const saved =
      invitation && invitation.status !== 'none' ? await this.savedDeck(actor, invitation.game, deckId) : [];
    const state = await this.send(invitationId, actor, commandId, command, { deckId }, saved);
    return this.startIfReady(viewer, actor, commandId, state);
  }

  decline(viewer: Viewer, commandId: string, invitationId: string): Promise<InvitationState> {
    return this.close(viewer, commandId, invitationId, 'DeclineMatchInvitation');
  }

  cancel(viewer: Viewer, commandId: string, invitationId: string): Promise<InvitationState> {
    return this.close(viewer, commandId, invitationId, 'CancelMatchInvitation');
  }

  /** An invitee declines, or its host cancels: the invitation closes with no table (the decider says who may). */
  private async close(
    viewer: Viewer,
    commandId: string,
    invitationId: string,
    type: 'DeclineMatchInvitation' | 'CancelMatchInvitation',
  ): Promise<InvitationState> {
    const actor = requireAccount(viewer);
    checkIds({ commandId, invitationId });
    return this.send(invitationId, actor, commandId, { type, data: { actor, now: new Date().toISOString() } }, {});
  }

  /** What the decider is told about a game, from the registry: seats, deckless seats and ready decks with the validator's verdict (computed once). */
  gameOf(game: string): InvitationGame {
    const known = this.gameFacts.get(game);
    if (known) return known;
    const entry = this.games.find(game);
    const module = entry?.module;
    const facts: InvitationGame = {
      seats: module?.setup.seats ?? { min: 0, max: 0 },
      decklessSeats: [...(module?.setup.decklessSeats ?? [])],
      decks: (module?.setup.readyDecks() ?? []).map((ready) => ({
        id: ready.id,
        valid: entry!.deckValidator.validate(ready.deck, {}).valid,
      })),
    };
    this.gameFacts.set(game, facts);
    return facts;
  }

  /**
   * A person's own saved deck, checked again by its game now (RULE_VIOLATION when it is not hers or
   * no longer passes), as the decider is told of it: one more valid deck for this command only.
   */
  private async savedDeck(actor: string, game: string, deckId: string | null): Promise<InvitationGame['decks']> {
    if (!this.library.isSaved(deckId)) return [];
    await this.library.usable(actor, game, deckId);
    return [{ id: deckId, valid: true }];
  }

  /** A seat as asked: a bot, a person invited by id or username, or (neither) the inviter. */
  private async seatOf(
    module: AnyGameModule,
    actor: string,
    seat: TableSeatRequest,
    index: number,
  ): Promise<InvitationSeat> {
    const path = `seats.${index}`;
    if (seat.bot && seat.player) throw badInput([{ path, message: 'a player or a bot, not both' }]);
    if (seat.deckId) checkIds({ [`${path}.deckId`]: seat.deckId });
    const deckId = seat.deckId ?? null;
    if (seat.bot) return { seat: index, kind: 'bot', player: botPlayer(this.playable.bot(module, seat.bot)), deckId };
    if (!seat.player) return { seat: index, kind: 'host', player: actor, deckId };
    checkIds({ [`${path}.player`]: seat.player });
    const found = await this.seats.findAccount(seat.player);
    if (found === null) throw unknownAccount(seat.player.trim().slice(0, 40));
    return { seat: index, kind: 'invitee', player: found, deckId };
  }

  /**
   * Once every invited person accepted: the match is created (its id follows from the invitation,
   * so a resend of the last acceptance finds it) and recorded as what the invitation became. A
   * crash in between is mended by resending that acceptance.
   */
  private async startIfReady(
    viewer: Viewer,
    actor: string,
    commandId: string,
    state: InvitationState,
  ): Promise<InvitationState> {
    if (state.status !== 'pending' || !everyoneAccepted(state)) return state;
    const matchId = invitedMatchId(state.id);
    if (!(await this.matches.read(matchId)).created) {
      const seats: TableSeatRequest[] = state.seats.map((seat) =>
        seat.kind === 'bot'
          ? { bot: botName(seat.player), deckId: seat.deckId }
          : { player: seat.player, deckId: seat.deckId },
      );
      try {
        await this.setup.consentedTable(viewer, `${commandId}:match`, state.game, seats, state.options, matchId);
      } catch (error) {
        if (!(error instanceof DomainError && error.details.rule === 'match.already-exists')) throw error;
      }
    }
    return this.send(
      state.id,
      actor,
      `${commandId}:start`,
      { type: 'RecordInvitedMatch', data: { actor, matchId } },
      { matchId },
    );
  }

  private async send(
    invitationId: string,
    actor: string,
    commandId: string,
    command: InvitationCommand,
    payload: Record<string, unknown>,
    saved: InvitationGame['decks'] = [],
  ): Promise<InvitationState> {
    const outcome = await this.bus.handle<InvitationState>({
      name: command.type,
      commandId,
      actor,
      aggregate: invitationAggregate(invitationId),
      payload: { invitationId, ...payload },
      decide: (state) => {
        const game = this.gameOf(command.type === 'SendMatchInvitation' ? command.data.game : state.game);
        return invitationDecider.decide(
          command,
          state,
          saved.length === 0 ? game : { ...game, decks: [...game.decks, ...saved] },
        );
      },
    });
    await this.projections.settle(outcome);
    return (outcome.state as InvitationState | undefined) ?? this.read(invitationId);
  }
}
