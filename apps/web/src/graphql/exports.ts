import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  PAIRING_FIELDS,
  STANDING_FIELDS,
  type PairingRow,
  type StandingRow,
  type TournamentFormat,
  type TournamentPlayerRow,
} from './tournament';

/** What the printable sheets and the CSV exports need of a tournament (apps/api/schema.gql, Tournament). */
export interface TournamentPaper {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly status: string;
  readonly currentRound: number;
  readonly plannedRounds: number | null;
  readonly format: Pick<TournamentFormat, 'bestOf' | 'finalBestOf' | 'topCutSize' | 'tiebreakers'> | null;
  readonly players: readonly TournamentPlayerRow[];
  /** Published rounds for everyone; unpublished ones too for the organizer and judges; `bestOf`: the games each is played to. */
  readonly pairings: readonly (PairingRow & { readonly bestOf: number })[];
  readonly standings: readonly StandingRow[];
  /** Final places once the event has ended (the top cut's results first); empty before. */
  readonly placings: readonly PaperPlacing[];
}

export interface PaperPlacing {
  readonly playerId: string;
  readonly playerName: string;
  readonly place: number;
  readonly to: number;
  readonly label: { readonly es: string; readonly en: string };
  readonly disqualified: boolean;
}

export const TOURNAMENT_PAPER: TypedDocumentNode<{ tournament: TournamentPaper | null }, { id: string }> = gql`
  query TournamentPaper($id: ID!) {
    tournament(id: $id) {
      id
      name
      game
      status
      currentRound
      plannedRounds
      format {
        bestOf
        finalBestOf
        topCutSize
        tiebreakers
      }
      players {
        playerId
        name
        status
        hasDeck
      }
      pairings {
        ...PairingFields
        bestOf
      }
      standings {
        ...StandingFields
      }
      placings {
        playerId
        playerName
        place
        to
        label {
          es
          en
        }
        disqualified
      }
    }
  }
  ${PAIRING_FIELDS}
  ${STANDING_FIELDS}
`;
