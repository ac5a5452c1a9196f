import { graphql, type ResultOf } from './tada';

/** A match of any game as the caller may see it (`MatchView`): the board, the log and what the caller may do. */
export const MATCH_VIEW_FIELDS = graphql(`
  fragment MatchViewFields on MatchView {
    matchId
    kind
    game
    gameName
    rulesVersion
    status
    viewer
    yourSeat
    tournamentId
    round
    table
    eventCount
    delayedEvents
    version
    state
    result
    resultReason
    sealed
    seedCommitment
    seats {
      seat
      playerId
      name
      deckName
      seedContributed
      timeUsedMs
      acting
    }
    legalCommands {
      command
      text
      rules
    }
    log(last: 200) {
      index
      text
      seat
      rules
    }
  }
`);

export type MatchView = ResultOf<typeof MATCH_VIEW_FIELDS>;
export type MatchSeat = MatchView['seats'][number];
export type LegalCommand = MatchView['legalCommands'][number];
export type MatchLogLine = MatchView['log'][number];
/** A command as submitGameCommand takes it: `{ type, data }`, the seat left to the server. */
export interface GameCommand {
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export const MATCH_VIEW = graphql(
  `
    query MatchPage($matchId: ID!) {
      matchView(matchId: $matchId) {
        ...MatchViewFields
        tournamentTable {
          tournamentName
          label {
            es
            en
          }
          table
        }
        campaignSession {
          campaignId
          campaignName
          number
          scene
        }
        format {
          key
          label {
            es
            en
          }
          text {
            es
            en
          }
          rule
        }
      }
    }
  `,
  [MATCH_VIEW_FIELDS],
);

/** The match page's match: the live view, the format options it is played with (they never change) and the campaign session it is, if any. */
export type MatchPageView = ResultOf<typeof MATCH_VIEW>['matchView'];

export const MATCH_UPDATED = graphql(
  `
    subscription MatchUpdated($matchId: ID!) {
      matchUpdated(matchId: $matchId) {
        ...MatchViewFields
      }
    }
  `,
  [MATCH_VIEW_FIELDS],
);

export const SUBMIT_GAME_COMMAND = graphql(
  `
    mutation SubmitGameCommand($matchId: ID!, $commandId: ID!, $command: JSON!) {
      submitGameCommand(matchId: $matchId, commandId: $commandId, command: $command) {
        match {
          ...MatchViewFields
        }
      }
    }
  `,
  [MATCH_VIEW_FIELDS],
);

export const CONTRIBUTE_SEED = graphql(
  `
    mutation ContributeMatchSeed($matchId: ID!, $commandId: ID!, $seed: String!) {
      contributeMatchSeed(matchId: $matchId, commandId: $commandId, seed: $seed) {
        match {
          ...MatchViewFields
        }
      }
    }
  `,
  [MATCH_VIEW_FIELDS],
);

/** The registry of games as the API serves it: what the platform plays online, and how. */
export const GAMES = graphql(`
  query Games {
    games {
      id
      name
      playsOnline
      minSeats
      maxSeats
      decklessSeats
      organizedPlay
      defaultOptions
      bots {
        name
        label
        description
        practiceDefault
      }
      readyDecks {
        id
        name
        faction
      }
    }
  }
`);

export type GameInfo = ResultOf<typeof GAMES>['games'][number];
export type ReadyDeck = GameInfo['readyDecks'][number];
export type GameBot = GameInfo['bots'][number];

export const READY_DECKS = graphql(`
  query ReadyDecks($game: String) {
    readyDecks(game: $game) {
      id
      name
      faction
    }
  }
`);

export const START_PRACTICE = graphql(`
  mutation StartPracticeMatch(
    $commandId: ID!
    $game: String
    $bot: String
    $deckId: ID
    $botDeckId: ID
    $options: JSON
  ) {
    startPracticeMatch(
      commandId: $commandId
      game: $game
      bot: $bot
      deckId: $deckId
      botDeckId: $botDeckId
      options: $options
    ) {
      match {
        matchId
      }
    }
  }
`);

export const START_TABLE = graphql(`
  mutation StartTableMatch($commandId: ID!, $game: String!, $seats: [TableSeatInput!]!, $options: JSON) {
    startTableMatch(commandId: $commandId, game: $game, seats: $seats, options: $options) {
      match {
        matchId
      }
    }
  }
`);

/** Who may rule in the match's tournament: the replay verifier checks each ruling's judge against them. */
export const MATCH_TOURNAMENT_STAFF = graphql(`
  query MatchTournamentStaff($id: ID!) {
    tournament(id: $id) {
      id
      organizer {
        id
      }
      judges {
        id
      }
    }
  }
`);

export const MATCH_REPLAY = graphql(`
  query MatchReplay($matchId: ID!, $view: String!) {
    matchReplay(matchId: $matchId, view: $view) {
      matchId
      view
      keyId
      jsonl
      revealPhase
      waitingChecks
      waitingUntil
    }
  }
`);

export type MatchReplay = ResultOf<typeof MATCH_REPLAY>['matchReplay'];
