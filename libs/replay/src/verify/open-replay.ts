import type { EventLine, HeaderLine } from '../format.js';
import type { ReplayView } from '../policy.js';
import { checkChain, parseLines } from './chain.js';
import { Findings } from './report.js';

/**
 * A replay file's events with every secret its reveals open put back, for a viewer that steps
 * through the match (the board rebuilt by the game's rules library at each event). It reads the
 * file; `verifyReplay` is what says whether it can be trusted.
 */
export interface OpenedReplay {
  readonly header: HeaderLine;
  readonly view: ReplayView | undefined;
  /** The match setup, opened as far as this file's reveals go. */
  readonly setup: unknown;
  readonly events: readonly EventLine[];
  /** The chain's last line (`seq`), a game event or a judge's ruling: how many events the match has is `eventNumberOfSeq(lastSeq)`. */
  readonly lastSeq: number;
  /** Whether a hidden field stays closed in this file (its view, before the tournament ends). */
  readonly closedSecrets: boolean;
}

/** The file's opened header, setup and events, or undefined when its lines or chain cannot be read. */
export function openReplay(text: string): OpenedReplay | undefined {
  const findings = new Findings();
  const texts = new WeakMap<object, string>();
  const lines = parseLines(text, findings, texts);
  const replay = lines === undefined ? undefined : checkChain(lines, findings, texts);
  if (replay === undefined) return undefined;
  return {
    header: replay.openHeader,
    view: replay.view,
    setup: replay.openSetup,
    events: replay.openEvents,
    lastSeq: replay.lastSeq,
    closedSecrets: replay.closedSecrets,
  };
}
