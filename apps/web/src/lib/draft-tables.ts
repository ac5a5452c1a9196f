import { changedTables, type DraftChange, type PairedTable } from '@cronica/tournament';
import type { PairingRow } from '../graphql/tournament';

/** The tables of one round as the API's `repairRound(tables:)` takes them. */
export function tablesOf(pairings: readonly PairingRow[], round: number): PairedTable[] {
  return pairings
    .filter((p) => p.round === round)
    .sort((x, y) => x.table - y.table)
    .map((p) => ({ table: p.table, a: p.playerA, b: p.playerB }));
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
    if (
      typeof row !== 'object' ||
      row === null ||
      !Number.isInteger(t.table) ||
      typeof t.a !== 'string' ||
      (t.b !== null && typeof t.b !== 'string')
    )
      return null;
    tables.push({ table: t.table as number, a: t.a, b: t.b as string | null });
  }
  return tables;
}
