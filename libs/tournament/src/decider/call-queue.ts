import { callIsOpen, type JudgeCall } from './judging-types.js';
import type { Instant, TournamentState } from './types.js';

export interface QueuedTable {
  readonly round: number;
  readonly table: number;
  /** Unanswered calls at this table, oldest first, each with how long it has waited. */
  readonly calls: readonly (JudgeCall & { readonly waitingMs: number })[];
  /** How long the table's oldest call has waited. */
  readonly waitingMs: number;
}

/**
 * The judges' queue: unanswered calls grouped by table, the table waiting longest first (a judge
 * answers the oldest call; several calls at one table are one walk). Pure: `now` comes from the caller.
 */
export function callQueue(state: TournamentState, now: Instant): QueuedTable[] {
  const byTable = new Map<string, JudgeCall[]>();
  for (const call of state.judging.calls) {
    if (!callIsOpen(call)) continue;
    const key = `${call.round}:${call.table}`;
    byTable.set(key, [...(byTable.get(key) ?? []), call]);
  }
  const tables = [...byTable.values()].map((calls) => {
    const sorted = [...calls]
      .sort((a, b) => a.at - b.at)
      .map((call) => ({ ...call, waitingMs: Math.max(0, now - call.at) }));
    return { round: sorted[0]!.round, table: sorted[0]!.table, calls: sorted, waitingMs: sorted[0]!.waitingMs };
  });
  return tables.sort((a, b) => b.waitingMs - a.waitingMs || a.table - b.table);
}
