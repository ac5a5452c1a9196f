import type { Lang, Localized } from '@cronica/util';
import type { TournamentScreen } from '../graphql/screen';
import type { BracketData } from '../graphql/tournament-rounds';
import { seatsByName, tablesOf, type SeatLine } from './paper';

/**
 * How many players one page of the screen lists: three columns of twelve stay readable from the
 * back of a room on a 1280×720 projector; a larger event turns its pages by itself.
 */
export const LINES_PER_PAGE = 36;

/** Rows in one column of a page: a smaller round takes fewer, wider columns, so the opponents' names fit too. */
export const ROWS_PER_COLUMN = 12;

/** The columns a page of `lines` players is set in: one per twelve, at most three. */
export const columnsFor = (lines: number): number =>
  Math.min(Math.ceil(LINES_PER_PAGE / ROWS_PER_COLUMN), Math.max(1, Math.ceil(lines / ROWS_PER_COLUMN)));

/** The places the final screen names: the prize places of most events; the rest are in the standings. */
export const FINAL_PLACES_SHOWN = 16;

type Placing = TournamentScreen['placings'][number];

/** What the screen shows now: the welcome before play, the round on show, or the final places. */
export type ScreenScene =
  | {
      readonly kind: 'welcome';
      /** When play starts on the venue's clock, as announced (`YYYY-MM-DDTHH:mm`), and its zone. */
      readonly startsAt: string | null;
      readonly timeZone: string | null;
      readonly registering: boolean;
      readonly checkIn: boolean;
      /** When a check-in not yet open opens by itself (ISO 8601); null when the organizer opens it. */
      readonly checkInOpensAt: string | null;
      readonly players: number;
      /** Places a player can still take from their phone while registration is open; null: no limit or not registering. */
      readonly placesLeft: number | null;
      /** How many wait for a place in a full event (the room can join them from the same code). */
      readonly waiting: number;
    }
  | {
      readonly kind: 'round';
      readonly round: number;
      readonly name: Localized;
      readonly pages: ReadonlyArray<readonly SeatLine[]>;
      /** Tables with two players and no final result yet. */
      readonly inPlay: number;
      /** In a top cut, its bracket as the room may see it: shown in place of the list of names. */
      readonly bracket: BracketData | null;
    }
  | { readonly kind: 'final'; readonly placings: readonly Placing[] };

/** `lines` cut into pages of `size`, in order; no page when there is no line. */
export function pagesOf<T>(lines: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < lines.length; start += size) pages.push(lines.slice(start, start + size));
  return pages;
}

/** The latest round with published tables: a room never sees a draft, whoever's browser shows the screen. */
export function roundOnShow(tournament: Pick<TournamentScreen, 'rounds'>): number | null {
  const published = tournament.rounds.filter((r) => r.published).map((r) => r.number);
  return published.length === 0 ? null : Math.max(...published);
}

const finalResult = (p: TournamentScreen['pairings'][number]) => p.result !== null && p.result.status !== 'reported';

/** The scene for the tournament as it stands; names are sorted as the reader's language sorts them. */
export function screenScene(tournament: TournamentScreen, lang: Lang): ScreenScene {
  if (tournament.status === 'ended' && tournament.placings.length > 0) {
    const placed = tournament.placings.filter((p) => !p.disqualified).sort((a, b) => a.place - b.place);
    return { kind: 'final', placings: placed.slice(0, FINAL_PLACES_SHOWN) };
  }
  const round = roundOnShow(tournament);
  if (round === null) {
    return {
      kind: 'welcome',
      startsAt: tournament.startsAt ?? null,
      timeZone: tournament.timeZone ?? null,
      // A full event asks nobody to sign up: the room follows it, or joins its waiting list.
      registering: tournament.status === 'registration-open' && tournament.placesLeft !== 0,
      checkIn: tournament.checkInOpen,
      checkInOpensAt: tournament.checkInOpen ? null : (tournament.checkInOpensAt ?? null),
      players: tournament.playerCount,
      placesLeft: tournament.status === 'registration-open' ? (tournament.placesLeft ?? null) : null,
      waiting: tournament.waitlistCount,
    };
  }
  const tables = tablesOf(tournament.pairings, round).filter((p) => p.published);
  const names = new Map(tournament.players.map((p) => [p.playerId, p.name]));
  return {
    kind: 'round',
    round,
    name: tables[0]!.roundLabel,
    pages: pagesOf(seatsByName(tables, names, lang), LINES_PER_PAGE),
    inPlay: tables.filter((p) => p.playerB !== null && !finalResult(p)).length,
    bracket: tournament.status === 'top-cut' && tournament.bracket ? publicBracket(tournament.bracket) : null,
  };
}

/**
 * The bracket as the room may see it, whoever's browser shows the screen: a drafted round (the
 * staff read drafts) stands among the rounds to come, by its name only.
 */
export function publicBracket(bracket: BracketData): BracketData {
  const drafts = bracket.rounds.filter((round) => !round.published);
  return {
    ...bracket,
    rounds: bracket.rounds.filter((round) => round.published),
    upcoming: [...drafts.map((round) => round.label), ...bracket.upcoming],
  };
}
