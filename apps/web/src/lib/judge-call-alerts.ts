import type { PageAlert } from './alert-prefs';
import { judgeMessages } from './judge-messages';

const m = judgeMessages.desk;

/** An open call for a judge as the desk's alert tells it: where, who and why (names already in the reader's language). */
export interface CallFact {
  readonly callId: string;
  readonly round: number;
  readonly table: number;
  readonly by: string;
  readonly reason: string;
}

/**
 * The calls that arrived between two renders of the live desk, one alert each: "Llamada a juez:
 * ronda 2, mesa 5" and who called and why. An answered call (one that left the list) is not news.
 */
export function newCallAlerts(before: readonly CallFact[], now: readonly CallFact[]): PageAlert[] {
  const known = new Set(before.map((call) => call.callId));
  return now
    .filter((call) => !known.has(call.callId))
    .map((call) => ({
      tag: `call-${call.callId}`,
      title: m.alerts.title(m.callAt(call.round, call.table)),
      body: m.alerts.body(call.by, call.reason),
    }));
}
