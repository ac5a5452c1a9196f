import { localized as l } from '@cronica/util';
import type { MatchSummary } from '../graphql/matches';
import type { Translate } from './i18n';
import { matchMessages } from './match-messages';
import { eventTableText } from './match-table';
import { personName } from './person-name';

/** Texts of «Tus partidas en juego», the reader's live matches on the home page. */
export const myMatchesMessages = {
  title: l('Tus partidas en juego', 'Your matches in play'),
  yourTurn: l('Te toca', 'Your turn'),
  with: (names: string) => l(`con ${names}`, `with ${names}`),
  back: l('Volver a la mesa', 'Back to the table'),
  all: l('Todas tus partidas, en tu página', 'All your matches, on your page'),
};

/** A live match of the reader's, and whether it waits on her now. */
export type MyLiveMatch = MatchSummary & { readonly yourTurn: boolean };

/** Those waiting on the reader first, each group as the API lists it (the newest first). */
export function myMatchesInOrder(matches: readonly MyLiveMatch[]): MyLiveMatch[] {
  return [...matches.filter((match) => match.yourTurn), ...matches.filter((match) => !match.yourTurn)];
}

/**
 * What a match is, as its card names it: its event and table, its campaign and session, or its
 * kind (practice against the bot, a friendly match).
 */
export function matchTitle(match: MatchSummary, t: Translate): string {
  const table = match.kind === 'tournament' ? eventTableText(match, t) : null;
  if (table) return table;
  if (match.campaignSession)
    return t(matchMessages.sessionOf(match.campaignSession.campaignName, match.campaignSession.number));
  const kinds = matchMessages.kind as Readonly<Record<string, { es: string; en: string }>>;
  return kinds[match.kind] ? t(kinds[match.kind]!) : match.kind;
}

/** Everyone else at the reader's table, by the names the match page gives them. */
export function othersAtTable(match: MatchSummary, readerId: string, t: Translate): string {
  return [...match.players]
    .sort((a, b) => a.seat - b.seat)
    .filter((player) => player.playerId !== readerId)
    .map((player) => personName(player.name, t))
    .join(', ');
}
