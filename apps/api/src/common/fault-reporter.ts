import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../ops/logger.js';
import { Metrics } from '../ops/metrics.js';

/**
 * Where a fault masked from a GraphQL answer goes: the log, with the field it broke (the client
 * reads only «Error interno del servidor»), and `cronica_graphql_faults_total` on /metrics, so an
 * operator can be alerted. Root fields report through the exception filter; fields of a type,
 * which that filter never sees, through `formatError` on both transports.
 */
@Injectable()
export class FaultReporter {
  constructor(
    @Inject(LOGGER) private readonly logger: Pick<Logger, 'error'>,
    private readonly metrics: Metrics,
  ) {}

  report(fault: unknown, field?: string): void {
    this.metrics.graphqlFaults.inc();
    this.logger.error({ err: fault, ...(field ? { field } : {}) }, 'unexpected error in a GraphQL operation');
  }
}
