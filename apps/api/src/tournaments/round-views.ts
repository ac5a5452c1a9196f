// How a round reads on pages: its pairings and its clock, from the tournament's folded state.
import type { PairingRow } from '@cronica/projections';
import { gamesAllowed, roundClockView, roundLabel, tableLabel, type TournamentState } from '@cronica/tournament';
import type { Localized } from '@cronica/util';
import { Pairing, RoundClockView, type MatchResultView } from './tournament.models.js';

/**
 * The pairing rows as pages read them: each named (tournament library, `roundLabel` and
 * `tableLabel`), with the games its match is played to and its result, from the folded state.
 */
export function pairingViews(id: string, state: TournamentState | null, rows: readonly PairingRow[]): Pairing[] {
  const bestOf = gamesPerRound(state);
  const names = roundNames(state);
  const tableName = tableNames(state);
  return rows.map((row) =>
    Object.assign(new Pairing(), {
      tournamentId: id,
      round: row.round,
      roundLabel: names.get(row.round) ?? { es: `Ronda ${row.round}`, en: `Round ${row.round}` },
      label: tableName(row.round, row.tableNumber) ??
        names.get(row.round) ?? { es: `Ronda ${row.round}`, en: `Round ${row.round}` },
      table: row.tableNumber,
      playerA: row.playerA,
      playerB: row.playerB,
      published: row.published,
      // Rows projected before reports were kept read as none.
      result: row.result
        ? ({
            reports: [],
            disagreement: false,
            games: [],
            ...(JSON.parse(row.result) as Partial<MatchResultView>),
          } as MatchResultView)
        : null,
      bestOf: bestOf(row.round),
    }),
  );
}

/** Games each round's matches are played to (002 C.1: a best-of-3 final). */
function gamesPerRound(state: TournamentState | null): (round: number) => number {
  const games = new Map(state?.config ? state.rounds.map((r) => [r.number, gamesAllowed(state, r)]) : []);
  return (round) => games.get(round) ?? state?.config?.bestOf ?? 1;
}

/** Each round's one name (tournament library, `roundLabel`), by number. */
function roundNames(state: TournamentState | null): Map<number, Localized> {
  return new Map((state?.rounds ?? []).map((r) => [r.number, roundLabel(state!, r)]));
}

/** Each table's one name (tournament library, `tableLabel`: the third-place match has its own). */
function tableNames(state: TournamentState | null): (round: number, table: number) => Localized | undefined {
  return (round, table) => {
    const played = state?.rounds.find((r) => r.number === round);
    return played && state ? tableLabel(state, played, table) : undefined;
  };
}

/** The round clock of the open round (or the last one), at `now`; null before any round. */
export function roundClockOf(state: TournamentState | null, now: number): RoundClockView | null {
  const round = state?.rounds.find((r) => !r.ended) ?? state?.rounds.at(-1);
  if (!round) return null;
  const view = roundClockView(state!, round, now);
  const tables = Object.entries(round.clock?.tableMinutes ?? {}).map(([table, extraMinutes]) => {
    const own = roundClockView(state!, round, now, Number(table));
    return {
      table: Number(table),
      extraMinutes,
      phase: round.ended ? 'ended' : own.phase,
      remainingMs: round.ended ? 0 : own.remainingMs,
    };
  });
  return Object.assign(new RoundClockView(), {
    round: round.number,
    phase: round.ended ? 'ended' : view.phase,
    label: roundLabel(state!, round),
    startedAt: round.clock?.startedAt ?? null,
    endsAt: round.clock?.endsAt ?? null,
    remainingMs: round.ended ? 0 : view.remainingMs,
    tables,
  });
}
