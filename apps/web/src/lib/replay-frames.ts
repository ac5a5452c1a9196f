import type { OpenedReplay } from '@cronica/replay';
import type { AnyGameModule, Message, Viewer } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';

/**
 * A replay as steps to watch: the setup, then one step per event a person reads (its log line
 * as this file's viewer reads it), each with the state after it and the bookkeeping events that
 * follow it, folded by the game's own rules library in the browser. The board of a step is `module.view(state, viewer)`: a public file is watched
 * as a spectator, a seat's file from that seat, a judge's with everything.
 */
export interface ReplayStep {
  /** The chain line (`seq`) of the event; 0 for the setup. */
  readonly seq: number;
  readonly type: string | null;
  readonly line: Localized | null;
  readonly state: unknown;
}

export type FramesProblem = 'unreadable' | 'unknown-game' | 'closed-secrets' | 'fold-failed';

export interface ReplayFrames {
  readonly steps: readonly ReplayStep[];
  readonly viewer: Viewer;
  readonly module: AnyGameModule | null;
  /** Why the board cannot be rebuilt (every step but the failing one is still listed when folding stops). */
  readonly problem: FramesProblem | null;
}

export function viewerOf(view: string | undefined): Viewer {
  if (view === 'judge') return { kind: 'judge' };
  const seat = view ? /^seat:(\d+)$/.exec(view) : null;
  return seat ? { kind: 'seat', seat: Number(seat[1]) } : { kind: 'spectator' };
}

function describe(module: AnyGameModule, event: Message, before: unknown, viewer: Viewer): Localized | null {
  try {
    return module.describer.event(event, before, viewer);
  } catch {
    return null;
  }
}

/**
 * Folds the opened events. A file whose hidden fields stay closed (a seat's or the public view
 * before the tournament ends) cannot be folded: the board needs the cards drawn and the deck lists.
 */
export function replayFrames(opened: OpenedReplay | undefined, modules: Readonly<Record<string, AnyGameModule>>): ReplayFrames {
  const viewer = viewerOf(opened?.header.view);
  if (!opened) return { steps: [], viewer, module: null, problem: 'unreadable' };
  const module = Object.hasOwn(modules, opened.header.game.id) ? modules[opened.header.game.id]! : null;
  if (!module || module.version !== opened.header.game.version) return { steps: [], viewer, module: null, problem: 'unknown-game' };
  if (opened.closedSecrets) return { steps: [], viewer, module, problem: 'closed-secrets' };
  const steps: ReplayStep[] = [];
  try {
    let state = module.initialState(opened.setup);
    steps.push({ seq: 0, type: null, line: null, state });
    for (const line of opened.events) {
      const event: Message = { type: line.type, data: line.data, metadata: { random: line.random } } as Message;
      const text = describe(module, event, state, viewer);
      state = module.evolve(state, event);
      // Bookkeeping events nobody reads (no log line) belong to the step before them.
      if (text === null) steps[steps.length - 1] = { ...steps.at(-1)!, state };
      else steps.push({ seq: line.seq, type: line.type, line: text, state });
    }
  } catch {
    return { steps, viewer, module, problem: 'fold-failed' };
  }
  return { steps, viewer, module, problem: null };
}
