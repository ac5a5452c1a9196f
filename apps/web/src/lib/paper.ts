import type { Lang, Localized } from '@cronica/util';
import type { PairingRow } from '../graphql/tournament';
import { paperMessages } from './paper-messages';
import { byName } from './person-name';

/** Rounds that have pairings the reader may see, in order. */
export function pairedRounds(pairings: readonly PairingRow[]): number[] {
  return [...new Set(pairings.map((p) => p.round))].sort((a, b) => a - b);
}

/**
 * The round a sheet or an export is about: the one asked for (`?round=N`) when it has pairings,
 * the latest paired round when none is asked; `null` when the asked one has none (or none exists).
 */
export function roundToPrint(
  pairings: readonly PairingRow[],
  asked: string | string[] | null | undefined,
): number | null {
  const rounds = pairedRounds(pairings);
  const raw = Array.isArray(asked) ? asked[0] : asked;
  if (raw === undefined || raw === null || raw === '') return rounds.at(-1) ?? null;
  const wanted = Number(raw);
  return Number.isInteger(wanted) && rounds.includes(wanted) ? wanted : null;
}

export function tablesOf<T extends PairingRow>(pairings: readonly T[], round: number): T[] {
  return pairings.filter((p) => p.round === round).sort((a, b) => a.table - b.table);
}

/** One line of the alphabetical list: where a player sits and against whom. */
export interface SeatLine {
  readonly playerId: string;
  readonly name: string;
  readonly table: number;
  readonly seat: 'a' | 'b';
  /** null: a bye. */
  readonly opponent: string | null;
}

/** Every seated player of a round, sorted by name as the reader's language sorts it (the wall list). */
export function seatsByName(tables: readonly PairingRow[], names: ReadonlyMap<string, string>, lang: Lang): SeatLine[] {
  const nameOf = (id: string) => names.get(id) ?? id;
  const lines = tables.flatMap((p): SeatLine[] => {
    const a: SeatLine = {
      playerId: p.playerA,
      name: nameOf(p.playerA),
      table: p.table,
      seat: 'a',
      opponent: p.playerB === null ? null : nameOf(p.playerB),
    };
    if (p.playerB === null) return [a];
    return [
      a,
      { playerId: p.playerB, name: nameOf(p.playerB), table: p.table, seat: 'b', opponent: nameOf(p.playerA) },
    ];
  });
  const order = byName(lang);
  return lines.sort((x, y) => order(x.name, y.name) || x.table - y.table);
}

/** The letter a name files under on the wall list (accents folded: "Álvaro" under A). */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /\p{L}/u.test(first) ? first : '#';
}

/** A table's result in words: who won, a draw, a bye, or still in play. */
export function resultWords(pairing: PairingRow, names: ReadonlyMap<string, string>): Localized {
  const m = paperMessages.csv.pairings;
  if (pairing.playerB === null) return m.bye;
  const result = pairing.result;
  if (!result) return m.pending;
  if (result.winner === 'draw') return m.draw;
  const winner = result.winner === 'a' ? pairing.playerA : pairing.playerB;
  const name = names.get(winner) ?? winner;
  return { es: `Gana ${name}`, en: `${name} wins` };
}

/** A file name for a download: the tournament's name in plain letters, then what it holds. */
export function exportFileName(tournamentName: string, what: string, extension = 'csv'): string {
  return `${fileSlug(tournamentName).slice(0, 60).replace(/-+$/, '') || 'torneo'}-${fileSlug(what)}.${extension}`;
}

/** Lower-case ASCII words joined by hyphens ("Ronda 1 de 3" → "ronda-1-de-3"): safe in any file name. */
function fileSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The last round whose every table has a final result (the round the standings are "after"), or null. */
export function lastCompletedRound(pairings: readonly PairingRow[]): number | null {
  const done = pairedRounds(pairings).filter((round) =>
    pairings.every((p) => p.round !== round || (p.result !== null && p.result.status !== 'reported')),
  );
  return done.at(-1) ?? null;
}

/** A round's one name, as the API gives it on each of its tables ("Ronda 2 de 5", "Ronda de desempate", "Final"). */
export function roundNameOf(tournament: { readonly pairings: readonly PairingRow[] }, round: number): Localized {
  return (
    tournament.pairings.find((p) => p.round === round)?.roundLabel ?? { es: `Ronda ${round}`, en: `Round ${round}` }
  );
}
