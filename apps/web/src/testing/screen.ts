import type { TournamentScreen } from '../graphql/screen';

/** The rounds as the API lists them for these tables: a round is published once its tables are. */
const roundsOf = (pairings: TournamentScreen['pairings']): TournamentScreen['rounds'] =>
  [...new Set(pairings.map((p) => p.round))].map((number) => ({
    number,
    published: pairings.some((p) => p.round === number && p.published),
  }));

/** An event as the screen's queries read it: registration open, nobody in, nothing paired; a spec passes what it checks. */
export const screenTournament = (extra: Partial<TournamentScreen> = {}): TournamentScreen =>
  ({
    rounds: roundsOf(extra.pairings ?? []),
    id: 't-screen',
    name: 'Liga de los jueves',
    status: 'registration-open',
    currentRound: 0,
    plannedRounds: 3,
    roundLabel: null,
    playerCount: 0,
    checkInOpen: false,
    placesLeft: null,
    waitlistCount: 0,
    updatedAt: '2026-12-01T18:00:00.000Z',
    clock: null,
    players: [],
    pairings: [],
    placings: [],
    bracket: null,
    ...extra,
  }) as unknown as TournamentScreen;

/** `n` active players named `Jugador 1`… as the API lists them. */
export const numberedPlayers = (n: number): TournamentScreen['players'] =>
  Array.from({ length: n }, (_, i) => ({ playerId: `p${i + 1}`, name: `Jugador ${i + 1}`, status: 'active' }));
