import { availableParallelism } from 'node:os';

// What every bench report says beside its own figures: the targets it holds them to, and the
// machine it ran on.

/** A figure the bench must reach (`required`), and whether this run did. */
export interface Target {
  readonly required: number;
  readonly met: boolean;
}

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
