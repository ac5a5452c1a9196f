import { sha256 } from '@noble/hashes/sha2.js';
import { isRuleViolation, type Message } from '@cronica/rules-kernel';
import { utf8 } from './bytes.js';
import { viewName, type ReplayView, type RevealPhase } from './policy.js';
import type { ReplayRecord } from './records.js';
import { ReplayWriter, type ReplayWriterOptions } from './writer.js';

/**
 * The sealed replay of a match played elsewhere (a bot simulation) from its commands: each is
 * decided again with the writer's keys, so the match must have drawn from the same match seed,
 * `matchSeedFrom(master, match.id, playerSeeds)`. A refused command is a fault and throws.
 */
export function recordMatch<State>(
  options: ReplayWriterOptions<State> & { readonly commands: readonly Message[]; readonly seal?: boolean },
): ReplayWriter<State> {
  const writer = new ReplayWriter(options);
  for (const command of options.commands) {
    const outcome = writer.play(command);
    if (isRuleViolation(outcome)) throw new Error(`recorded command ${command.type} was refused: ${outcome.code}`);
  }
  if (options.seal !== false) writer.seal();
  return writer;
}

/** Every view a match has: judge, public and one per seat. */
export function allViews(seats: number): ReplayView[] {
  return [
    { kind: 'judge' },
    { kind: 'public' },
    ...Array.from({ length: seats }, (_, seat) => ({ kind: 'seat' as const, seat })),
  ];
}

export interface BuildReplayInput<State> extends ReplayWriterOptions<State> {
  /** The recorded decisions in order; their events must have been decided with the writer's keys. */
  readonly steps: readonly { readonly command: Message; readonly events: readonly Message[] }[];
  readonly phase?: Exclude<RevealPhase, 'live'>;
  /** Seal the match (default true); an unsealed replay verifies only up to its last checkpoint. */
  readonly seal?: boolean;
}

/** The files of every view, keyed by view name (`judge`, `public`, `seat:0`, …). */
export function buildReplay<State>(input: BuildReplayInput<State>): {
  files: Record<string, string>;
  records: readonly ReplayRecord[];
} {
  const writer = new ReplayWriter(input);
  for (const step of input.steps) writer.append(step.command, step.events);
  if (input.seal !== false) writer.seal();
  const files = Object.fromEntries(
    allViews(input.seats.length).map((view) => [viewName(view), writer.export(view, input.phase)]),
  );
  return { files, records: writer.storedRecords() };
}

/**
 * Deterministic master and player seeds for an offline simulation from its `--seed` (never for a
 * real match: the server draws the master seed with a CSPRNG and players contribute theirs).
 */
export function simulationSeeds(
  seed: string,
  matchId: string,
  seats: number,
): { master: Uint8Array; playerSeeds: Uint8Array[] } {
  const derive = (what: string) => sha256(utf8(`cronica/simulation/v1\u0000${seed}\u0000${matchId}\u0000${what}`));
  return { master: derive('master'), playerSeeds: Array.from({ length: seats }, (_, seat) => derive(`seat${seat}`)) };
}
