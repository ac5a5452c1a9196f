import { describe, expect, it, vi } from 'vitest';
import type { JudgeCall } from '../../graphql/judging';
import { callAuditHref } from './JudgeDesk';

// The desk's forms import the server's GraphQL client; these tests render without a server.
vi.mock('../../lib/apollo-rsc', () => ({ query: vi.fn() }));

/** A call from round 2's table `table`, whose online match the API names (none on paper). */
const call = (matchEvent: number | null, matchId: string | null = 'm 1') =>
  ({ callId: 'c/1', round: 2, table: 3, matchEvent, onlineMatch: matchId && { matchId } }) as unknown as JudgeCall;

describe('judges’ desk: a call’s way to the match audit', () => {
  it('opens the audit of the match at the call’s table, on the event the call points at', () => {
    expect(callAuditHref(call(17))).toBe('/matches/m%201/audit?at=17&call=c%2F1&point=17#audit-entry-title');
  });

  it('opens the audit on its latest event when the call points at none', () => {
    expect(callAuditHref(call(null))).toBe('/matches/m%201/audit?call=c%2F1#audit-entry-title');
  });

  it('offers no audit for a table played on paper', () => {
    expect(callAuditHref(call(17, null))).toBeNull();
  });
});
