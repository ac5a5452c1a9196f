import { SECRET_KEY, type OpenedReplay } from '@cronica/replay';
import { eventNumberOfSeq, type AnyGameModule, type Message, type Viewer } from '@cronica/rules-kernel';
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
  /** The event's number as the match log, the audit and every ruling read it (`eventNumberOfSeq`); 0 for the setup. */
  readonly number: number;
  readonly type: string | null;
  readonly line: Localized | null;
  /** How many game events the step's state has folded (the live table's event count at that moment). */
  readonly events: number;
  readonly state: unknown;
}

export type FramesProblem = 'unreadable' | 'unknown-game' | 'closed-secrets' | 'fold-failed';

export interface ReplayFrames {
  readonly steps: readonly ReplayStep[];
  /** How many events the match has, judges' rulings included (the last step's number is this or less). */
  readonly events: number;
  readonly viewer: Viewer;
  readonly module: AnyGameModule | null;
  /**
   * Whether the board is folded from what is open only (the game's `publicWorld`): hidden cards
   * stand in as backs and counts until the tournament ends and the file opens the rest.
   */
  readonly openOnly: boolean;
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

/** A copy of a file's value with every field it keeps closed (`{"$secret": …}`) left `undefined`, as `publicWorld` takes it. */
export function closedAsUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closedAsUndefined);
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === SECRET_KEY) return undefined;
  return Object.fromEntries(keys.map((key) => [key, closedAsUndefined((value as Record<string, unknown>)[key])]));
}

/** The setup and events to fold: the file's own when every secret is open, else the game's public world (or null without one). */
function worldOf(opened: OpenedReplay, module: AnyGameModule): { setup: unknown; events: readonly Message[] } | null {
  const events = opened.events.map(
    (line): Message => ({ type: line.type, data: line.data, metadata: { random: line.random } }) as Message,
  );
  if (!opened.closedSecrets) return { setup: opened.setup, events };
  if (module.publicWorld === undefined) return null;
  return module.publicWorld(closedAsUndefined(opened.setup), closedAsUndefined(events) as Message[]);
}

/**
 * Folds the world's events into `steps`, one per event with a log line; bookkeeping events nobody
 * reads (no log line) belong to the step before them. Throws when the rules library cannot fold them.
 */
function foldSteps(
  opened: OpenedReplay,
  module: AnyGameModule,
  world: NonNullable<ReturnType<typeof worldOf>>,
  viewer: Viewer,
  steps: ReplayStep[],
): void {
  let state = module.initialState(world.setup);
  steps.push({ seq: 0, number: 0, type: null, line: null, events: 0, state });
  world.events.forEach((event, index) => {
    const text = describe(module, event, state, viewer);
    state = module.evolve(state, event);
    if (text === null) steps[steps.length - 1] = { ...steps.at(-1)!, events: index + 1, state };
    else {
      const seq = opened.events[index]!.seq;
      steps.push({ seq, number: eventNumberOfSeq(seq), type: event.type, line: text, events: index + 1, state });
    }
  });
}

/**
 * Folds the opened events. A file whose hidden fields stay closed (a seat's or the public view
 * before the tournament ends) is folded from the game's public world: the open fields as they
 * are, the closed ones as stand-ins its views never show (hands as counts, decks as sizes). A
 * game without one shows no board until the file opens.
 */
export function replayFrames(
  opened: OpenedReplay | undefined,
  modules: Readonly<Record<string, AnyGameModule>>,
): ReplayFrames {
  const viewer = viewerOf(opened?.header.view);
  const events = opened ? eventNumberOfSeq(opened.lastSeq) : 0;
  const none = (module: AnyGameModule | null, problem: FramesProblem): ReplayFrames => ({
    steps: [],
    events,
    viewer,
    module,
    openOnly: false,
    problem,
  });
  if (!opened) return none(null, 'unreadable');
  const module = Object.hasOwn(modules, opened.header.game.id) ? modules[opened.header.game.id]! : null;
  if (!module || module.version !== opened.header.game.version) return none(null, 'unknown-game');
  const world = worldOf(opened, module);
  if (world === null) return none(module, 'closed-secrets');
  const steps: ReplayStep[] = [];
  const frames = (problem: FramesProblem | null): ReplayFrames => ({
    steps,
    events,
    viewer,
    module,
    openOnly: opened.closedSecrets,
    problem,
  });
  try {
    foldSteps(opened, module, world, viewer, steps);
  } catch {
    return frames('fold-failed');
  }
  return frames(null);
}
