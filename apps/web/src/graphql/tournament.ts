import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MatchResult {
  /** 'a', 'b' or 'draw'. */
  readonly winner: string;
  readonly gamesA: number | null;
  readonly gamesB: number | null;
  readonly lifeA: number | null;
  readonly lifeB: number | null;
  /** reported, confirmed or overridden. */
  readonly status: string;
}

export interface PairingRow {
  readonly round: number;
  readonly table: number;
  readonly playerA: string;
  /** null: playerA has the bye. */
  readonly playerB: string | null;
  readonly result: MatchResult | null;
}

export interface StandingRow {
  readonly rank: number;
  readonly playerId: string;
  readonly playerName: string;
  readonly points: number;
  readonly random: boolean;
  readonly tiebreakers: ReadonlyArray<{ readonly name: string; readonly value: number }>;
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
  readonly players: readonly TournamentPlayerRow[];
  readonly pairings: readonly PairingRow[];
  readonly standings: readonly StandingRow[];
}

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
    players {
      playerId
      name
      status
      hasDeck
    }
    pairings {
      round
      table
      playerA
      playerB
      result {
        winner
        gamesA
        gamesB
        lifeA
        lifeB
        status
      }
    }
    standings {
      rank
      playerId
      playerName
      points
      random
      tiebreakers {
        name
        value
      }
    }
  }
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
