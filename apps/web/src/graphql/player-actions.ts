import { gql, type TypedDocumentNode } from '@apollo/client';
import { PAIRING_FIELDS, type PairingRow } from './tournament';

export const MY_MATCHES: TypedDocumentNode<{ myMatches: PairingRow[] }, { tournamentId: string }> = gql`
  query MyMatches($tournamentId: ID!) {
    myMatches(tournamentId: $tournamentId) {
      ...PairingFields
    }
  }
  ${PAIRING_FIELDS}
`;

type Done = { result: { position: string | null } };

export const REGISTER_FOR_TOURNAMENT: TypedDocumentNode<{ registerForTournament: Done }, { tournamentId: string; commandId: string }> = gql`
  mutation RegisterForTournament($tournamentId: ID!, $commandId: ID!) {
    registerForTournament(tournamentId: $tournamentId, commandId: $commandId) {
      result {
        position
      }
    }
  }
`;

export const DROP_SELF: TypedDocumentNode<{ dropPlayer: Done }, { tournamentId: string; commandId: string }> = gql`
  mutation DropSelf($tournamentId: ID!, $commandId: ID!) {
    dropPlayer(tournamentId: $tournamentId, commandId: $commandId) {
      result {
        position
      }
    }
  }
`;

export interface DeckProblem {
  readonly code: string;
  readonly line: number | null;
  readonly card: string | null;
  readonly message: { readonly es: string; readonly en: string };
}

export const SUBMIT_DECK_LIST: TypedDocumentNode<
  { submitDeckList: { valid: boolean; hash: string | null; errors: DeckProblem[] } },
  { tournamentId: string; commandId: string; source: string }
> = gql`
  mutation SubmitDeckList($tournamentId: ID!, $commandId: ID!, $source: String!) {
    submitDeckList(tournamentId: $tournamentId, commandId: $commandId, source: $source) {
      valid
      hash
      errors {
        code
        line
        card
        message {
          es
          en
        }
      }
    }
  }
`;

export interface GameRecord {
  readonly winner: string;
  readonly lifeA?: number;
  readonly lifeB?: number;
}

export const REPORT_RESULT: TypedDocumentNode<
  { reportResult: Done },
  { tournamentId: string; commandId: string; round: number; table: number; result: { winner: string; games: GameRecord[] } }
> = gql`
  mutation ReportResult($tournamentId: ID!, $commandId: ID!, $round: Int!, $table: Int!, $result: MatchResultInput!) {
    reportResult(tournamentId: $tournamentId, commandId: $commandId, round: $round, table: $table, result: $result) {
      result {
        position
      }
    }
  }
`;

export const CONFIRM_RESULT: TypedDocumentNode<{ confirmResult: Done }, { tournamentId: string; commandId: string; round: number; table: number }> = gql`
  mutation ConfirmResult($tournamentId: ID!, $commandId: ID!, $round: Int!, $table: Int!) {
    confirmResult(tournamentId: $tournamentId, commandId: $commandId, round: $round, table: $table) {
      result {
        position
      }
    }
  }
`;
