import type { APIRequestContext } from '@playwright/test';
import { graphql } from './api';

/** Demo accounts the API seeds on a fresh store (apps/api/src/seed/demo-accounts.ts, README). */
export const DEMO_PASSWORD = 'cronica-demo';
export const DEMO_PLAYER = { username: 'jugadora', displayName: 'Jimena Jugadora' };
export const DEMO_ORGANIZER = { username: 'organizadora', displayName: 'Olga Organizadora' };
export const DEMO_JUDGE = { username: 'juez', displayName: 'Julián Juez' };

/** A demo tournament as the list reads it: where it stands. */
export interface DemoTournament {
  readonly id: string;
  readonly currentRound: number;
  readonly status: string;
}

const DEMO_LIST_PAGE = 50;

/**
 * The demo seed's tournament in `phase` that `fits` (running with a round played, open for
 * registration…). The journeys make events of their own, newer than the demo's, so more than one
 * page of the list may come before it: it is read page by page.
 */
export async function demoTournament(
  request: APIRequestContext,
  phase: 'RUNNING' | 'UPCOMING',
  fits: (tournament: DemoTournament) => boolean,
): Promise<DemoTournament> {
  for (let offset = 0; ; offset += DEMO_LIST_PAGE) {
    const { tournaments } = await graphql<{ tournaments: DemoTournament[] }>(
      request,
      'query ($phase: TournamentPhase!, $limit: Int!, $offset: Int!) { tournaments(phase: $phase, limit: $limit, offset: $offset) { id currentRound status } }',
      { phase, limit: DEMO_LIST_PAGE, offset },
    );
    const found = tournaments.find((tournament) => tournament.id.startsWith('demo-') && fits(tournament));
    if (found) return found;
    if (tournaments.length < DEMO_LIST_PAGE) throw new Error(`The demo seed has no ${phase} tournament that fits`);
  }
}

/** The demo tournament with a round played and under way. */
export const runningDemoTournament = (request: APIRequestContext) =>
  demoTournament(request, 'RUNNING', (tournament) => tournament.currentRound > 0);
