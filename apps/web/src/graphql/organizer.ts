import { STAFF_MUTATIONS, type StaffMutation } from '@cronica/tournament';
import { graphql } from './tada';

/**
 * Organizer and judge commands that need nothing but the tournament: the tournament library's staff
 * actions by mutation name, without adding minutes to the clock (it takes a number: ClockDesk's form).
 */
export const STAFF_COMMANDS = STAFF_MUTATIONS.filter(
  (command): command is Exclude<StaffMutation, 'extendRoundClock'> => command !== 'extendRoundClock',
);

export type StaffCommand = Exclude<StaffMutation, 'extendRoundClock'>;

export function isStaffCommand(value: unknown): value is StaffCommand {
  return typeof value === 'string' && (STAFF_COMMANDS as readonly string[]).includes(value);
}

/** One typed document per command, each checked against the schema like every other document. */
export const STAFF_DOCUMENTS = {
  openRegistration: graphql(`
    mutation OpenRegistration($tournamentId: ID!, $commandId: ID!) {
      openRegistration(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  openCheckIn: graphql(`
    mutation OpenCheckIn($tournamentId: ID!, $commandId: ID!) {
      openCheckIn(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  removeAbsentPlayers: graphql(`
    mutation RemoveAbsentPlayers($tournamentId: ID!, $commandId: ID!) {
      removeAbsentPlayers(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  closeRegistration: graphql(`
    mutation CloseRegistration($tournamentId: ID!, $commandId: ID!) {
      closeRegistration(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  pairNextRound: graphql(`
    mutation PairNextRound($tournamentId: ID!, $commandId: ID!) {
      pairNextRound(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  repairRound: graphql(`
    mutation RepairRound($tournamentId: ID!, $commandId: ID!) {
      repairRound(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  publishPairings: graphql(`
    mutation PublishPairings($tournamentId: ID!, $commandId: ID!) {
      publishPairings(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  startRoundClock: graphql(`
    mutation StartRoundClock($tournamentId: ID!, $commandId: ID!) {
      startRoundClock(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  pauseRoundClock: graphql(`
    mutation PauseRoundClock($tournamentId: ID!, $commandId: ID!) {
      pauseRoundClock(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  resumeRoundClock: graphql(`
    mutation ResumeRoundClock($tournamentId: ID!, $commandId: ID!) {
      resumeRoundClock(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  endRoundClock: graphql(`
    mutation EndRoundClock($tournamentId: ID!, $commandId: ID!) {
      endRoundClock(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  discardDraft: graphql(`
    mutation DiscardDraft($tournamentId: ID!, $commandId: ID!) {
      discardDraft(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  callTime: graphql(`
    mutation CallTime($tournamentId: ID!, $commandId: ID!) {
      callTime(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  endRound: graphql(`
    mutation EndRound($tournamentId: ID!, $commandId: ID!) {
      endRound(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  startTopCut: graphql(`
    mutation StartTopCut($tournamentId: ID!, $commandId: ID!) {
      startTopCut(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  endTournament: graphql(`
    mutation EndTournament($tournamentId: ID!, $commandId: ID!) {
      endTournament(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
  pairTiebreakRound: graphql(`
    mutation PairTiebreakRound($tournamentId: ID!, $commandId: ID!) {
      pairTiebreakRound(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          readToken
        }
      }
    }
  `),
} as const satisfies Readonly<Record<StaffCommand, unknown>>;
