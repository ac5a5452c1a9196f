import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { machineLine, machineLoad } from './bench-report.js';

describe('the machine a bench ran on', () => {
  it('records the CPUs beside the load before and after the run', () => {
    expect(machineLoad(0.5, 1.25)).toEqual({
      cpus: availableParallelism(),
      loadAverage1m: { before: 0.5, after: 1.25 },
    });
  });

  it("says the CPUs and the load before and after, under the bench's own label", () => {
    const machine = { cpus: 2, loadAverage1m: { before: 0.5, after: 1.25 } };
    expect(machineLine(machine)).toBe('  carga / load (1 min, 2 CPU): 0.5 → 1.25');
    expect(machineLine(machine, 'carga de la máquina / machine load')).toBe(
      '  carga de la máquina / machine load (1 min, 2 CPU): 0.5 → 1.25',
    );
  });
});
