import type { MatchSummary } from '../graphql/matches';

/** Match summaries as the API lists them, for the lists' specs: a finished practice match and a live tournament table. */
export const practice: MatchSummary = {
  matchId: 'm-practice',
  game: 'blades-of-ash',
  kind: 'practice',
  status: 'FINISHED',
  tournamentId: null,
  round: null,
  table: null,
  tournamentTable: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  finishedAt: '2026-11-21T10:20:00.000Z',
  replayHead: 'a1b2c3',
  campaignSession: null,
  players: [
    { seat: 1, playerId: 'bot:greedy', name: 'Bot', bot: true, deckName: 'Corte del Cuervo' },
    { seat: 0, playerId: 'p-jimena', name: 'Jimena Jugadora', bot: false, deckName: 'Orden del Alba' },
  ],
  result: { outcome: 'win', reason: 'rival-heroes-knocked-out', winnerSeats: [0] },
};

export const tableMatch: MatchSummary = {
  ...practice,
  matchId: 'm-table',
  game: 'ecg',
  kind: 'tournament',
  status: 'LIVE',
  tournamentId: 'liga',
  round: 2,
  table: 3,
  finishedAt: null,
  replayHead: null,
  players: [
    { seat: 0, playerId: 'p-ana', name: 'Ana', bot: false, deckName: 'deck list' },
    { seat: 1, playerId: 'p-bea', name: 'Bea', bot: false, deckName: 'deck list' },
  ],
  result: null,
};
