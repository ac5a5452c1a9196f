import { changedTables, type DraftChange, type PairedTable } from '@cronica/tournament';
import type { PairingRow, StandingRow } from '../graphql/tournament';

/** One table of a draft with what it costs by the pairing criteria (a rematch, a points gap). */
export interface DraftTableCost {
  readonly table: number;
  readonly a: string;
  readonly b: string | null;
  readonly rematch: boolean;
  readonly gap: number;
}

export interface DraftCosts {
  readonly tables: readonly DraftTableCost[];
  readonly rematches: number;
  readonly largestGap: number;
}

/** The tables of one round as the API's `repairRound(tables:)` takes them. */
export function tablesOf(pairings: readonly PairingRow[], round: number): PairedTable[] {
  return pairings
    .filter((p) => p.round === round)
    .sort((x, y) => x.table - y.table)
    .map((p) => ({ table: p.table, a: p.playerA, b: p.playerB }));
}

const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * What a set of tables costs against the rounds before it: who meets again, and how far apart in
 * match points (the same criteria the pairing engine weighs, tournament-anchors.md §3.4).
 */
export function draftCosts(tables: readonly PairedTable[], pairings: readonly PairingRow[], standings: readonly StandingRow[], round: number): DraftCosts {
  const met = new Set(pairings.filter((p) => p.round < round && p.playerB !== null).map((p) => pairKey(p.playerA, p.playerB!)));
  const points = new Map(standings.map((s) => [s.playerId, s.points]));
  const rows = tables.map((t): DraftTableCost => {
    if (t.b === null) return { table: t.table, a: t.a, b: null, rematch: false, gap: 0 };
    return { table: t.table, a: t.a, b: t.b, rematch: met.has(pairKey(t.a, t.b)), gap: Math.abs((points.get(t.a) ?? 0) - (points.get(t.b) ?? 0)) };
  });
  return { tables: rows, rematches: rows.filter((r) => r.rematch).length, largestGap: rows.reduce((max, r) => Math.max(max, r.gap), 0) };
}

/** The draft after the organizer's change, or null when the two cannot be moved (not seated, same table). */
export function proposedTables(tables: readonly PairedTable[], change: DraftChange): PairedTable[] | null {
  const next = changedTables(tables, change);
  return Array.isArray(next) ? next : null;
}

/** Tables sent back by the desk's form (JSON), checked field by field; null when malformed. */
export function parseTables(source: string): PairedTable[] | null {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > 10_000) return null;
  const tables: PairedTable[] = [];
  for (const row of value as unknown[]) {
    const t = row as { table?: unknown; a?: unknown; b?: unknown };
    if (typeof row !== 'object' || row === null || !Number.isInteger(t.table) || typeof t.a !== 'string' || (t.b !== null && typeof t.b !== 'string')) return null;
    tables.push({ table: t.table as number, a: t.a, b: t.b as string | null });
  }
  return tables;
}
