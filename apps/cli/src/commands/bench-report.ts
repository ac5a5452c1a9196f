import { availableParallelism } from 'node:os';

// What every bench report says beside its own figures: the targets it holds them to, the machine
// it ran on, and the arithmetic its figures share.

/** A figure the bench must reach (`required`), and whether this run did. */
export interface Target {
  readonly required: number;
  readonly met: boolean;
}

/** A figure that must reach `required` (a rate, a ratio), and whether `measured` did. */
export const atLeast = (required: number, measured: number): Target => ({ required, met: measured >= required });

/** A figure that must stay within `required` (a latency), and whether `measured` did. */
export const atMost = (required: number, measured: number): Target => ({ required, met: measured <= required });

/** A yes-or-no answer (a target met, the same tables) as the human reports print it: a no in capitals, so it stands out. */
export const yesOrNo = (met: boolean): string => (met ? 'sí / yes' : 'NO');

/**
 * The machine a bench ran on: its CPUs and its 1-minute load average when the run began and when
 * it ended. Other work on the machine lowers absolute figures, so every report says it.
 */
export interface MachineLoad {
  readonly cpus: number;
  readonly loadAverage1m: { readonly before: number; readonly after: number };
}

export const machineLoad = (before: number, after: number): MachineLoad => ({
  cpus: availableParallelism(),
  loadAverage1m: { before, after },
});

/** The report's line about the machine, under `label` (the store's bench says whose load it is). */
export const machineLine = ({ cpus, loadAverage1m }: MachineLoad, label = 'carga / load'): string =>
  `  ${label} (1 min, ${cpus} CPU): ${loadAverage1m.before} → ${loadAverage1m.after}`;

/** A figure as the reports give it: to three decimals. */
export const toThreeDecimals = (value: number): number => Math.round(value * 1000) / 1000;

/** How many of `count` went by per second in `ms`, a whole number (a run too short to time counts as 1 µs). */
export const wholePerSecond = (count: number, ms: number): number => Math.round(count / (Math.max(ms, 0.001) / 1000));

/** The CPU time (user + system, every thread) this process has used so far, in ms. */
export const processCpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
