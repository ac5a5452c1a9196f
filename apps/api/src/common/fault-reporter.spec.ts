import { describe, expect, it } from 'vitest';
import { Metrics } from '../ops/metrics.js';
import { FaultReporter } from './fault-reporter.js';
import { faultsTo } from './format-error.js';

describe('a fault masked from a GraphQL answer', () => {
  it('is logged with the field it broke and counted for operators on /metrics', async () => {
    const logged: unknown[][] = [];
    const metrics = new Metrics();
    const faults = new FaultReporter({ error: (...args: unknown[]) => logged.push(args) } as never, metrics);
    const bug = new Error('no gate for phase turn');
    faultsTo(faults)(bug, ['matchView', 'state']);
    faults.report(new TypeError('a root field broke'));
    expect(logged[0]).toEqual([{ err: bug, field: 'matchView.state' }, 'unexpected error in a GraphQL operation']);
    expect(logged[1]![0]).not.toHaveProperty('field');
    expect(await metrics.registry.getSingleMetricAsString('cronica_graphql_faults_total')).toMatch(
      /^cronica_graphql_faults_total 2$/m,
    );
  });
});
