import type { Localized } from '@cronica/util';
import type { MatchResult, PairingRow } from '../graphql/tournament';
import { playerMessages as p } from './player-messages';

/** A reported result seen from one player's chair: who won, the games and the life totals, mine first. */
export interface ResultFromMySide {
  readonly winner: 'me' | 'them' | 'draw';
  readonly games: { readonly mine: number; readonly theirs: number } | null;
  readonly life: { readonly mine: number; readonly theirs: number } | null;
}

/** One game of a result from the reader's chair: who won it, and the life totals mine first (when reported). */
export interface GameFromMySide {
  readonly n: number;
  readonly winner: 'me' | 'them' | 'draw';
  readonly life: { readonly mine: number; readonly theirs: number } | null;
  readonly endedEarly: boolean;
}

export function gamesFromMySide(
  games: readonly {
    readonly winner: string;
    readonly lifeA: number | null;
    readonly lifeB: number | null;
    readonly endedEarly?: boolean;
  }[],
  mySeat: 'a' | 'b',
): GameFromMySide[] {
  return games.map((g, i) => {
    const [mine, theirs] = mySeat === 'a' ? [g.lifeA, g.lifeB] : [g.lifeB, g.lifeA];
    return {
      n: i + 1,
      winner: g.winner === 'draw' ? 'draw' : g.winner === mySeat ? 'me' : 'them',
      life: mine !== null && theirs !== null ? { mine, theirs } : null,
      endedEarly: g.endedEarly === true,
    };
  });
}

export function seatOf(pairing: Pick<PairingRow, 'playerA'>, playerId: string): 'a' | 'b' {
  return pairing.playerA === playerId ? 'a' : 'b';
}

/**
 * The result exactly as the API holds it (MatchResultView), turned to the reader's side: seat A's
 * numbers become "yours" when the reader sits at A. (The view counts games won per side and
 * sums life over the games; it does not list the games one by one.)
 */
export function resultFromMySide(
  result: Pick<MatchResult, 'winner' | 'gamesA' | 'gamesB' | 'lifeA' | 'lifeB'>,
  mySeat: 'a' | 'b',
): ResultFromMySide {
  const mine =
    mySeat === 'a' ? { games: result.gamesA, life: result.lifeA } : { games: result.gamesB, life: result.lifeB };
  const theirs =
    mySeat === 'a' ? { games: result.gamesB, life: result.lifeB } : { games: result.gamesA, life: result.lifeA };
  const winner = result.winner === 'draw' ? 'draw' : result.winner === mySeat ? 'me' : 'them';
  const games = mine.games !== null && theirs.games !== null ? { mine: mine.games, theirs: theirs.games } : null;
  return {
    winner,
    games,
    life: mine.life !== null && theirs.life !== null ? { mine: mine.life, theirs: theirs.life } : null,
  };
}

/**
 * What the table's status line says of its result: reported (by me, or by the rival for me to
 * confirm) or final with who won; nothing before a result is in.
 */
export function resultAnnouncement(
  result: MatchResult | null,
  mySeat: 'a' | 'b',
  viewerId: string,
  rivalName: string,
): Localized | null {
  if (result === null) return null;
  if (result.status === 'reported')
    return result.reportedBy === viewerId ? p.report.announce.reported : p.report.announce.toConfirm(rivalName);
  const { winner } = resultFromMySide(result, mySeat);
  const outcome = winner === 'me' ? p.report.youWin : winner === 'them' ? p.report.theyWin(rivalName) : p.report.draw;
  return { es: p.report.announce.final(outcome.es).es, en: p.report.announce.final(outcome.en).en };
}

/** The reader's table on the event page, where the line at the page's top («Tu mesa: …») leads. */
export const MY_TABLE_ANCHOR = 'my-table';
