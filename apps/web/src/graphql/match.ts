import { gql, type TypedDocumentNode } from '@apollo/client';

/** A legal command as the API lists it (`GameCommand`): type, seat and the fields it uses. */
export interface GameCommand {
  readonly type: string;
  readonly seat: number;
  readonly keep?: readonly number[] | null;
  readonly discard?: readonly string[] | null;
  readonly role?: string | null;
  readonly hero?: number | null;
  readonly rival?: number | null;
  readonly dice?: readonly number[] | null;
  readonly card?: string | null;
  readonly ability?: string | null;
  readonly target?: number | null;
  readonly pending?: number | null;
}

export interface MatchSeat {
  readonly seat: number;
  readonly playerId: string;
  readonly deckName: string;
  readonly seedContributed: boolean;
}

export interface MatchView {
  readonly matchId: string;
  readonly kind: string;
  /** awaiting-seeds, live or finished. */
  readonly status: string;
  /** seat, spectator or judge. */
  readonly viewer: string;
  readonly yourSeat: number | null;
  readonly tournamentId: string | null;
  readonly round: number | null;
  readonly table: number | null;
  readonly eventCount: number;
  readonly delayedEvents: number;
  /** The rules library's redacted view, JSON. */
  readonly state: string | null;
  readonly result: string | null;
  readonly sealed: boolean;
  readonly seedCommitment: string;
  readonly seats: readonly MatchSeat[];
  readonly legalCommands: readonly GameCommand[];
}

const MATCH_VIEW_FIELDS = gql`
  fragment MatchViewFields on MatchView {
    matchId
    kind
    status
    viewer
    yourSeat
    tournamentId
    round
    table
    eventCount
    delayedEvents
    state
    result
    sealed
    seedCommitment
    seats {
      seat
      playerId
      deckName
      seedContributed
    }
    legalCommands {
      type
      seat
      keep
      discard
      role
      hero
      rival
      dice
      card
      ability
      target
      pending
    }
  }
`;

export const MATCH_VIEW: TypedDocumentNode<{ matchView: MatchView }, { matchId: string }> = gql`
  query MatchPage($matchId: ID!) {
    matchView(matchId: $matchId) {
      ...MatchViewFields
    }
  }
  ${MATCH_VIEW_FIELDS}
`;

export const MATCH_UPDATED: TypedDocumentNode<{ matchUpdated: MatchView }, { matchId: string }> = gql`
  subscription MatchUpdated($matchId: ID!) {
    matchUpdated(matchId: $matchId) {
      ...MatchViewFields
    }
  }
  ${MATCH_VIEW_FIELDS}
`;

type MatchMutation<K extends string> = { [key in K]: { match: MatchView } };

export const SUBMIT_GAME_COMMAND: TypedDocumentNode<
  MatchMutation<'submitGameCommand'>,
  { matchId: string; commandId: string; command: Record<string, unknown> }
> = gql`
  mutation SubmitGameCommand($matchId: ID!, $commandId: ID!, $command: GameCommandInput!) {
    submitGameCommand(matchId: $matchId, commandId: $commandId, command: $command) {
      match {
        ...MatchViewFields
      }
    }
  }
  ${MATCH_VIEW_FIELDS}
`;

export const CONTRIBUTE_SEED: TypedDocumentNode<MatchMutation<'contributeMatchSeed'>, { matchId: string; commandId: string; seed: string }> = gql`
  mutation ContributeMatchSeed($matchId: ID!, $commandId: ID!, $seed: String!) {
    contributeMatchSeed(matchId: $matchId, commandId: $commandId, seed: $seed) {
      match {
        ...MatchViewFields
      }
    }
  }
  ${MATCH_VIEW_FIELDS}
`;

export interface ReadyDeck {
  readonly id: string;
  readonly name: string;
  readonly faction: string;
}

export const READY_DECKS: TypedDocumentNode<{ readyDecks: ReadyDeck[] }> = gql`
  query ReadyDecks {
    readyDecks {
      id
      name
      faction
    }
  }
`;

export const START_PRACTICE: TypedDocumentNode<
  MatchMutation<'startPracticeMatch'>,
  { commandId: string; deckId?: string | null; botDeckId?: string | null }
> = gql`
  mutation StartPracticeMatch($commandId: ID!, $deckId: ID, $botDeckId: ID) {
    startPracticeMatch(commandId: $commandId, deckId: $deckId, botDeckId: $botDeckId) {
      match {
        matchId
      }
    }
  }
`;

export interface MatchReplay {
  readonly matchId: string;
  readonly view: string;
  readonly keyId: string;
  readonly jsonl: string;
}

export const MATCH_REPLAY: TypedDocumentNode<{ matchReplay: MatchReplay }, { matchId: string; view: string }> = gql`
  query MatchReplay($matchId: ID!, $view: String!) {
    matchReplay(matchId: $matchId, view: $view) {
      matchId
      view
      keyId
      jsonl
    }
  }
`;
