import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MatchResult {
  /** 'a', 'b' or 'draw'. */
  readonly winner: string;
  readonly gamesA: number | null;
  readonly gamesB: number | null;
  readonly lifeA: number | null;
  readonly lifeB: number | null;
  /** reported (awaiting the opponent), confirmed, override, bye or drop. */
  readonly status: string;
  readonly reportedBy: string | null;
}

export interface PairingRow {
  readonly round: number;
  readonly table: number;
  readonly playerA: string;
  /** null: playerA has the bye. */
  readonly playerB: string | null;
  /** Unpublished pairings reach only the organizer and judges. */
  readonly published: boolean;
  readonly result: MatchResult | null;
}

export interface StandingRow {
  readonly rank: number;
  readonly playerId: string;
  readonly playerName: string;
  readonly points: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly byes: number;
  readonly dropped: boolean;
  /** Order against a tied neighbour decided at random. */
  readonly random: boolean;
  /** A prize or cut place hangs on a random tie: a tiebreak match decides it (002 C.2.4.2). */
  readonly tiebreakMatch: boolean;
  /** value null: the criterion does not apply (head-to-head outside a tied pair). */
  readonly tiebreakers: ReadonlyArray<{ readonly name: string; readonly value: number | null }>;
}

export interface TournamentFormat {
  readonly bestOf: number;
  readonly byeScore: number;
  readonly finalBestOf: number;
  readonly lateEntry: string;
  readonly legendaryLimit: number;
  readonly requireDeckLists: boolean;
  readonly roundMinutes: number;
  readonly thirdPlaceMatch: boolean;
  readonly tiebreakers: readonly string[];
  readonly topCutSize: number;
}

export interface RoundClock {
  readonly round: number;
  /** not-started, running, time-called or extra-turns. */
  readonly phase: string;
  readonly remainingMs: number;
  /** Epoch milliseconds. */
  readonly startedAt: number | null;
  readonly endsAt: number | null;
}

export interface PersonRef {
  readonly id: string;
  readonly displayName: string;
}

export interface TournamentPlayerRow {
  readonly playerId: string;
  readonly name: string;
  /** active or dropped. */
  readonly status: string;
  readonly hasDeck: boolean;
}

export interface TournamentDetail {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly status: string;
  readonly currentRound: number;
  readonly plannedRounds: number | null;
  readonly playerCount: number;
  readonly updatedAt: string;
  readonly winner: string | null;
  readonly organizer: PersonRef | null;
  readonly judges: readonly PersonRef[];
  readonly format: TournamentFormat | null;
  readonly clock: RoundClock | null;
  /** The caller's staff role here: organizer, judge, or null. */
  readonly myStaffRole: string | null;
  readonly players: readonly TournamentPlayerRow[];
  readonly pairings: readonly PairingRow[];
  readonly standings: readonly StandingRow[];
}

/** One pairing and its result, as the tournament page and a player's own matches show it. */
export const PAIRING_FIELDS = gql`
  fragment PairingFields on Pairing {
    round
    table
    playerA
    playerB
    published
    result {
      winner
      gamesA
      gamesB
      lifeA
      lifeB
      status
      reportedBy
    }
  }
`;

const TOURNAMENT_FIELDS = gql`
  fragment TournamentDetail on Tournament {
    id
    name
    game
    status
    currentRound
    plannedRounds
    playerCount
    updatedAt
    winner
    myStaffRole
    organizer {
      id
      displayName
    }
    judges {
      id
      displayName
    }
    format {
      bestOf
      byeScore
      finalBestOf
      lateEntry
      legendaryLimit
      requireDeckLists
      roundMinutes
      thirdPlaceMatch
      tiebreakers
      topCutSize
    }
    clock {
      round
      phase
      remainingMs
      startedAt
      endsAt
    }
    players {
      playerId
      name
      status
      hasDeck
    }
    pairings {
      ...PairingFields
    }
    standings {
      rank
      playerId
      playerName
      points
      wins
      losses
      draws
      byes
      dropped
      random
      tiebreakMatch
      tiebreakers {
        name
        value
      }
    }
  }
  ${PAIRING_FIELDS}
`;

export const TOURNAMENT: TypedDocumentNode<{ tournament: TournamentDetail | null }, { id: string }> = gql`
  query TournamentPage($id: ID!) {
    tournament(id: $id) {
      ...TournamentDetail
    }
  }
  ${TOURNAMENT_FIELDS}
`;

export const TOURNAMENT_UPDATED: TypedDocumentNode<{ tournamentUpdated: { id: string; updatedAt: string } }, { id: string }> = gql`
  subscription TournamentUpdated($id: ID!) {
    tournamentUpdated(id: $id) {
      id
      updatedAt
    }
  }
`;
