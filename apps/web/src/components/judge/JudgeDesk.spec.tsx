import { describe, expect, it, vi } from 'vitest';
import type { JudgeCall } from '../../graphql/judging';
import type { TableMatchRef } from '../../graphql/matches';
import { tableMatchIndex } from '../../lib/table-matches';
import { callAuditHref } from './JudgeDesk';

// The desk's forms import the server's GraphQL client; these tests render without a server.
vi.mock('../../lib/apollo-rsc', () => ({ query: vi.fn() }));

const matches = tableMatchIndex([{ matchId: 'm 1', round: 2, table: 3 } as TableMatchRef]);
const call = (table: number, matchEvent: number | null) =>
  ({ callId: 'c/1', round: 2, table, matchEvent }) as unknown as JudgeCall;

describe('judges’ desk: a call’s way to the match audit', () => {
  it('opens the audit of the match at the call’s table, at the event the call points at', () => {
    expect(callAuditHref(matches, call(3, 17))).toBe('/matches/m%201/audit?call=c%2F1&at=17&point=17');
  });

  it('opens the audit at its latest event when the call points at none', () => {
    expect(callAuditHref(matches, call(3, null))).toBe('/matches/m%201/audit?call=c%2F1');
  });

  it('offers no audit for a table played on paper', () => {
    expect(callAuditHref(matches, call(4, 17))).toBeNull();
  });
});
