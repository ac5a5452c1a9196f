/**
 * The one numbering of a match's events that people read: the match log's. Event 1 is the first
 * event after the opening state, each game event and each judge's ruling takes the next number,
 * and event 0 is the opening state itself. The judge's audit, a ruling's text, the players' log
 * and rulings list and the replay viewer all count with these functions, so a ruling read aloud
 * at the table names the line both players see.
 *
 * Two addresses map onto it: the log position (0 = the first event, as the API's log and audit
 * entries, calls and back-ups are addressed) and the replay chain line (`seq`: 0 the header, 1
 * the seeds line, i.e. the opening state, then one line per event in order).
 */

/** The seeds line's `seq`: the opening state, event 0. */
export const OPENING_SEQ = 1;

/** The event number people read for a log position (−1, before any event, is the opening state: 0). */
export function eventNumber(logIndex: number): number {
  return Math.max(-1, logIndex) + 1;
}

/** The log position of an event number (0, the opening state, is −1). */
export function logIndexOf(number: number): number {
  return number - 1;
}

/** The event number of a replay chain line (the seeds line is the opening state: 0). */
export function eventNumberOfSeq(seq: number): number {
  return Math.max(OPENING_SEQ, seq) - OPENING_SEQ;
}

/** The replay chain line of an event number. */
export function seqOfEventNumber(number: number): number {
  return number + OPENING_SEQ;
}
