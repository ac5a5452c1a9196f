import { Inject, Injectable } from '@nestjs/common';
import type { GameRegistry } from '@cronica/games';
import { checkDeckSource, type DeckCheck } from '@cronica/rules-kernel';
import type { DeckList } from '@cronica/rules-kernel';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { CommandBus } from '../commands/command-bus.js';
import { badInput, ruleViolation } from '../common/errors.js';
import { GAME_REGISTRY } from '../matches/match-config.js';
import { checkIds } from '../common/command-ids.js';
import type { DeckLibraryCommand, DeckTextCheck } from './deck-library-decide.js';
import { deckLibraryAggregate, deckLibraryDecider, savedDeckIdOf } from './deck-library-decider.js';
import { DECK_TEXT_MAX, isSavedDeckId, type DeckLibraryState, type SavedDeck } from './deck-library-events.js';

/** A saved deck with what the game's own library says of it now. */
export interface CheckedDeck extends SavedDeck {
  readonly check: DeckCheck;
}

const refusals = {
  unknown: { es: 'Ese mazo no está entre tus mazos guardados.', en: 'That deck is not one of your saved decks.' },
  otherGame: (game: string) => ({
    es: `Ese mazo guardado no es de este juego (${game}).`,
    en: `That saved deck is not for this game (${game}).`,
  }),
  invalid: (name: string) => ({
    es: `Tu mazo «${name}» no pasa la validación del juego: corrígelo en Mis mazos antes de jugar con él.`,
    en: `Your deck "${name}" does not pass the game's validation: fix it in My decks before playing with it.`,
  }),
};

/**
 * Each account's saved decks through the one command path (this service → command bus → deck
 * library decider → store). The game's own library (libs/games) reads and validates every text,
 * when it is saved and again whenever it is read or played: the API names no game.
 */
@Injectable()
export class DeckLibraryService {
  constructor(
    private readonly bus: CommandBus,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
  ) {}

  read(accountId: string): Promise<DeckLibraryState> {
    return this.bus.read(deckLibraryAggregate(accountId));
  }

  /** The signed-in person's decks (of one game when given), each checked by its game now. */
  async mine(viewer: Viewer, game: string | null): Promise<CheckedDeck[]> {
    const accountId = requireAccount(viewer);
    const { decks } = await this.read(accountId);
    return decks.filter((deck) => game === null || deck.game === game).flatMap((deck) => this.checked(deck));
  }

  /** Saves a new deck (no `deckId`) or a new version of one already saved; returns the deck's id. */
  async save(
    viewer: Viewer,
    commandId: string,
    input: { game: string; name: string; source: string; deckId: string | null },
  ): Promise<string> {
    const accountId = requireAccount(viewer);
    checkIds({ commandId, game: input.game, ...(input.deckId === null ? {} : { deckId: input.deckId }) });
    const entry = this.games.find(input.game);
    if (!entry) throw badInput([{ path: 'game', message: `unknown game: ${input.game.slice(0, 40)}` }]);
    const deckId = input.deckId ?? savedDeckIdOf(accountId, commandId);
    const command: DeckLibraryCommand = {
      type: 'SaveDeck',
      data: {
        deckId,
        game: input.game,
        name: input.name,
        source: input.source,
        check: this.textCheck(input.game, input.source),
      },
    };
    await this.send(accountId, commandId, command, {
      deckId,
      game: input.game,
      name: input.name,
      source: input.source,
    });
    return deckId;
  }

  async delete(viewer: Viewer, commandId: string, deckId: string): Promise<void> {
    const accountId = requireAccount(viewer);
    checkIds({ commandId, deckId });
    await this.send(accountId, commandId, { type: 'DeleteDeck', data: { deckId } }, { deckId });
  }

  /**
   * A saved deck to play with, checked again by its game now: its list and name, or a refusal
   * (RULE_VIOLATION deck.unknown, deck.game.other, deck.invalid) that changes nothing.
   */
  async usable(accountId: string, game: string, deckId: string): Promise<{ deck: DeckList; name: string }> {
    const { decks } = await this.read(accountId);
    const saved = decks.find((deck) => deck.deckId === deckId);
    if (!saved) throw ruleViolation('deck.unknown', refusals.unknown);
    if (saved.game !== game) throw ruleViolation('deck.game.other', refusals.otherGame(game));
    const check = this.checked(saved)[0]?.check;
    if (check?.kind !== 'checked' || !check.valid) throw ruleViolation('deck.invalid', refusals.invalid(saved.name));
    return { deck: check.deck, name: saved.name };
  }

  /** Whether a deck id names a saved deck (the rest name a game's ready-made decks). */
  readonly isSaved = isSavedDeckId;

  private checked(deck: SavedDeck): CheckedDeck[] {
    const entry = this.games.find(deck.game);
    return entry ? [{ ...deck, check: checkDeckSource(entry, deck.source) }] : [];
  }

  /** What the game's library says of a text before the decider decides (a text over the limit is not parsed: the decider refuses it). */
  private textCheck(game: string, source: string): DeckTextCheck {
    const entry = this.games.find(game)!;
    if (entry.deckSections.length === 0) return { kind: 'no-decks' };
    if (source.length > DECK_TEXT_MAX || source.trim() === '') return { kind: 'readable' };
    const check = checkDeckSource(entry, source);
    if (check.kind === 'unreadable') return check;
    const wrongGame = check.errors.find((error) => error.code === 'deck.wrong-game');
    if (wrongGame) return { kind: 'unreadable', message: wrongGame.message };
    // Not one card line read: no list of this game at all (the parser's first words say why).
    const noCards = Object.values(check.deck.sections).every((entries) => (entries ?? []).length === 0);
    return noCards && check.errors[0] ? { kind: 'unreadable', message: check.errors[0].message } : { kind: 'readable' };
  }

  private async send(
    accountId: string,
    commandId: string,
    command: DeckLibraryCommand,
    payload: Record<string, unknown>,
  ): Promise<void> {
    await this.bus.handle<DeckLibraryState>({
      name: command.type,
      commandId,
      actor: accountId,
      aggregate: deckLibraryAggregate(accountId),
      payload,
      decide: (state) => deckLibraryDecider.decide(command, state),
    });
  }
}
