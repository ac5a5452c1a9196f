'use client';

import { useMemo, useState } from 'react';
import type { Translate } from '../../lib/i18n';
import { matchMessages } from '../../lib/match-messages';
import { seatWords } from '../match/boards/seat-words';

export interface EventRow {
  readonly seq: number;
  readonly type: string;
  readonly actor: number | null;
}

/** The event lines of a replay, in file order (what the verifier walks through); other lines are left out. */
export function eventRows(jsonl: string): { game: string | null; rows: EventRow[] } {
  const rows: EventRow[] = [];
  let game: string | null = null;
  for (const line of jsonl.split('\n')) {
    try {
      const parsed = JSON.parse(line) as {
        kind?: string;
        seq?: number;
        type?: string;
        actor?: number | null;
        game?: { id?: string };
      };
      if (parsed.kind === 'header') game = parsed.game?.id ?? null;
      if (parsed.kind === 'event')
        rows.push({ seq: parsed.seq ?? 0, type: parsed.type ?? '?', actor: parsed.actor ?? null });
    } catch {
      // Unreadable lines are the verifier's to report.
    }
  }
  return { game, rows };
}

/**
 * Every event of the file, counted in the summary; the lines are drawn only once a reader opens it,
 * so a long match costs its page nothing until then.
 */
export function EventList({ jsonl, t }: { jsonl: string; t: Translate }) {
  const { game, rows } = useMemo(() => eventRows(jsonl), [jsonl]);
  const [open, setOpen] = useState(false);
  if (rows.length === 0) return null;
  return (
    <details className="format" data-testid="replay-events" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t(matchMessages.replay.eventList)} ({rows.length})
      </summary>
      {open ? (
        <ol className="event-log mono">
          {rows.map((row) => (
            <li key={row.seq} value={row.seq}>
              {row.type}
              {row.actor !== null ? ` · ${t(seatWords(game, row.actor))}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  );
}
