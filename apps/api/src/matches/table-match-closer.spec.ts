import { describe, expect, it } from 'vitest';
import { initialTournamentState, type RoundState, type TableState, type TournamentState } from '@cronica/tournament';
import { tablesClosedBetween } from './table-match-closer.js';

const table = (n: number, extra: Partial<TableState> = {}): TableState => ({
  table: n,
  a: `a${n}`,
  b: `b${n}`,
  ...extra,
});
const round = (tables: TableState[], extra: Partial<RoundState> = {}): RoundState => ({
  number: 1,
  stage: 'swiss',
  tables,
  method: 'swiss',
  published: true,
  ended: false,
  ...extra,
});
const state = (rounds: RoundState[], status: TournamentState['status'] = 'registration-closed'): TournamentState => ({
  ...initialTournamentState,
  status,
  rounds,
});
const won = { result: { winner: 'a' as const, games: [] }, via: 'entered' as const };

describe('the tables whose online match a tournament command closes', () => {
  it('a table given its final result on paper or at the desk: settled', () => {
    const before = state([round([table(1), table(2)])]);
    const after = state([round([table(1, { final: won }), table(2)])]);
    expect(tablesClosedBetween(before, after).map((c) => [c.table.table, c.reason])).toEqual([[1, 'table-settled']]);
  });

  it('the open tables of a round that ended, and of an event that ended; never a bye or a table already closed', () => {
    const tables = [table(1), table(2, { final: won }), table(3, { b: null })];
    expect(
      tablesClosedBetween(state([round(tables)]), state([round(tables, { ended: true })])).map((c) => [
        c.table.table,
        c.reason,
      ]),
    ).toEqual([[1, 'round-ended']]);
    expect(
      tablesClosedBetween(state([round(tables)]), state([round(tables)], 'ended')).map((c) => [
        c.table.table,
        c.reason,
      ]),
    ).toEqual([[1, 'event-ended']]);
  });

  it('nothing when the command closed no table (a report still waiting for its confirmation)', () => {
    const before = state([round([table(1)])]);
    const after = state([round([table(1, { reported: { result: won.result, by: 'a1' } })])]);
    expect(tablesClosedBetween(before, after)).toEqual([]);
  });
});
