import { useMemo } from 'react';
import type { Translate } from '../../lib/i18n';
import { matchMessages } from '../../lib/match-messages';

const MAX_SHOWN = 400;

interface EventRow {
  readonly seq: number;
  readonly type: string;
  readonly actor: number | null;
}

/** The event lines of a replay, as a readable log (what the verifier walks through). */
function eventRows(jsonl: string): EventRow[] {
  const rows: EventRow[] = [];
  for (const line of jsonl.split('\n')) {
    if (rows.length >= MAX_SHOWN) break;
    try {
      const parsed = JSON.parse(line) as { kind?: string; seq?: number; type?: string; actor?: number | null };
      if (parsed.kind === 'event')
        rows.push({ seq: parsed.seq ?? 0, type: parsed.type ?? '?', actor: parsed.actor ?? null });
    } catch {
      // Unreadable lines are the verifier's to report.
    }
  }
  return rows;
}

export function EventList({ jsonl, t }: { jsonl: string; t: Translate }) {
  const rows = useMemo(() => eventRows(jsonl), [jsonl]);
  if (rows.length === 0) return null;
  return (
    <details className="format">
      <summary>
        {t(matchMessages.replay.eventList)} ({rows.length}
        {rows.length >= MAX_SHOWN ? '+' : ''})
      </summary>
      <ol className="event-log mono">
        {rows.map((row) => (
          <li key={row.seq} value={row.seq}>
            {row.type}
            {row.actor !== null ? ` · ${t(matchMessages.seatLabel(row.actor))}` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}
