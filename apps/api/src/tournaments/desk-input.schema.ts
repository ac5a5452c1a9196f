import { createHash } from 'node:crypto';
import { checkDeckSource } from '@cronica/rules-kernel';
import type { DeckList } from '@cronica/rules-kernel';
import { tournamentDeckOptions, type GameLookup, type TournamentState } from '@cronica/tournament';
import { localized } from '@cronica/util';
import { z } from 'zod';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { badInput, notFound } from '../common/errors.js';
import { nameInput } from '../common/names.js';

/** Longest deck source accepted (JSON or text), on every transport. */
export const MAX_DECK_SOURCE = 20_000;

const id = z.string().min(1).max(100);

/** A walk-in's or late entry's name typed at the desk: the one name rule (`@cronica/util` names.ts), as stored. */
export function guestName(name: string, path = 'name'): string {
  return nameInput(name, 'playerName', path);
}

/** The player a command names (`SelfOrPlayerCommandArgs`): the one given, checked, else the signed-in caller. */
export function playerOrCaller(viewer: Viewer, playerId: string | null | undefined): string {
  return playerId == null ? requireAccount(viewer) : playerIdArg(playerId);
}

export function playerIdArg(value: string, path = 'playerId'): string {
  const parsed = id.safeParse(value);
  if (!parsed.success)
    throw badInput([
      { path, message: '1–100 characters', messages: localized('Jugador no válido.', 'Invalid player.') },
    ]);
  return parsed.data;
}

/**
 * A guest player's id: derived from the tournament and the client's commandId, so a resent
 * registration reaches the same player (the idempotency check then answers with the first outcome).
 */
export function guestIdFor(tournamentId: string, commandId: string, line?: number): string {
  // A pasted list's walk-ins are told apart by their line (and never meet a single registration's id).
  const source =
    line === undefined
      ? `cronica-guest\u0000${tournamentId}\u0000${commandId}`
      : `cronica-guest-list\u0000${tournamentId}\u0000${commandId}\u0000${line}`;
  return `guest-${createHash('sha256').update(source).digest('hex').slice(0, 24)}`;
}

/** A deck given at the desk (a late entry's list): checked by the game before the command is sent. */
export function deskDeck(state: TournamentState | null, source: string, games: GameLookup): DeckList {
  if (source.length > MAX_DECK_SOURCE) throw badInput([{ path: 'deckSource', message: `≤ ${MAX_DECK_SOURCE}` }]);
  const config = state?.config;
  const game = config ? games(config.game) : undefined;
  if (!config || !game) throw notFound('torneo / tournament', 'deckSource');
  const check = checkDeckSource(game, source, tournamentDeckOptions(config, games));
  if (check.kind === 'unreadable')
    throw badInput([{ path: 'deckSource', message: check.message.en, messages: check.message }]);
  if (!check.valid)
    throw badInput(
      check.errors.map((e) => ({
        path: `deckSource${e.line ? `:${e.line}` : ''}`,
        message: e.message.en,
        messages: e.message,
      })),
    );
  return check.deck;
}
