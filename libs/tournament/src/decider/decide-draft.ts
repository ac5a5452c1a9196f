import { entrantsForNextRound, pairEntrants, type SwissEntrant } from '../pairing/swiss-pairing.js';
import { tableCosts, type TableCost } from '../pairing/table-costs.js';
import type { PairingCosts } from '../pairing/pairing-problem.js';
import type { DraftChange, CommandOf } from './commands.js';
import type { Decision } from './decision.js';
import type { PairedTable } from './events.js';
import { openRound, standingsFormat, swissHistoryOf } from './projection.js';
import { refuse } from './refusals.js';
import type { RoundState, TournamentState } from './types.js';

/**
 * What a draft costs, table by table, beside what the engine's best pairing for the round costs
 * (shown to the organizer before a swap, a hand-paired table or publishing): rematches, point gaps,
 * repeated floats, a second bye.
 */
export interface DraftReport {
  readonly round: number;
  readonly tables: readonly TableCost[];
  readonly costs: PairingCosts;
  /** The engine's optimum for this round (null when it has none: e.g. only rematches are left). */
  readonly optimal: PairingCosts | null;
  readonly rematches: readonly (readonly [string, string])[];
  readonly largestGap: number;
}

function entrantsOf(state: TournamentState): SwissEntrant[] {
  return entrantsForNextRound(swissHistoryOf(state), standingsFormat(state), state.config!.seed);
}

/** The report for the Swiss draft being prepared, or for `tables` proposed instead of it. */
export function draftReport(state: TournamentState, tables?: readonly PairedTable[]): DraftReport | null {
  const draft = openRound(state);
  if (!draft || draft.stage !== 'swiss' || draft.published) return null;
  const entrants = entrantsOf(state);
  const seatedKnown = (tables ?? draft.tables).every(
    (t) => entrants.some((e) => e.id === t.a) && (t.b === null || entrants.some((e) => e.id === t.b)),
  );
  if (!seatedKnown) return null;
  const { tables: rows, costs } = tableCosts(entrants, tables ?? draft.tables);
  const optimum = pairEntrants(draft.number, entrants, 'fewest-rematches', { seed: state.config!.seed });
  return {
    round: draft.number,
    tables: rows,
    costs,
    optimal: optimum.ok ? optimum.pairing.costs : null,
    rematches: rows.filter((r) => r.rematch).map((r) => [r.a, r.b!] as const),
    largestGap: rows.reduce((max, r) => Math.max(max, r.gap), 0),
  };
}

/** The draft after a swap of seats, or two players seated together (their former rivals meet each other). */
export function changedTables(
  tables: readonly PairedTable[],
  change: DraftChange,
): PairedTable[] | 'not-seated' | 'same-table' {
  const { playerA: a, playerB: b } = change;
  const ta = tables.find((t) => t.a === a || t.b === a);
  const tb = tables.find((t) => t.a === b || t.b === b);
  if (!ta || !tb || a === b) return 'not-seated';
  if (ta === tb) return 'same-table';
  const rivalOf = (t: PairedTable, id: string) => (t.a === id ? t.b : t.a);
  const seat = (t: PairedTable, x: string | null, y: string | null): PairedTable =>
    x === null ? { table: t.table, a: y!, b: null } : { table: t.table, a: x, b: y };
  const [ra, rb] = [rivalOf(ta, a), rivalOf(tb, b)];
  const [nextA, nextB] =
    change.kind === 'swap' ? [seat(ta, b, ra), seat(tb, a, rb)] : [seat(ta, a, b), seat(tb, ra, rb)];
  return tables.map((t) => (t === ta ? nextA : t === tb ? nextB : t));
}

function draftOf(state: TournamentState): RoundState | null {
  const draft = openRound(state);
  return draft && draft.stage === 'swiss' && !draft.published ? draft : null;
}

function decideChange(
  command: CommandOf<'SwapPlayers'> | CommandOf<'PairTable'>,
  state: TournamentState,
  change: DraftChange,
): Decision {
  const draft = draftOf(state);
  if (!draft) return openRound(state)?.published ? refuse.alreadyPublished(command) : refuse.noOpenRound(command);
  const tables = changedTables(draft.tables, change);
  if (tables === 'not-seated') return refuse.notInDraft(command);
  if (tables === 'same-table') return refuse.sameTable(command);
  const report = draftReport(state, tables);
  const costs = report?.costs;
  return [
    {
      type: 'RoundPaired',
      data: {
        round: draft.number,
        stage: 'swiss',
        tables,
        method: 'manual',
        ...(costs ? { costs } : {}),
        change,
        at: command.data.at,
      },
    },
  ];
}

export function decideSwap(command: CommandOf<'SwapPlayers'>, state: TournamentState): Decision {
  return decideChange(command, state, { kind: 'swap', playerA: command.data.playerA, playerB: command.data.playerB });
}

export function decidePairTable(command: CommandOf<'PairTable'>, state: TournamentState): Decision {
  return decideChange(command, state, { kind: 'pair', playerA: command.data.playerA, playerB: command.data.playerB });
}
