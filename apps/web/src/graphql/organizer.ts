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
          position
        }
      }
    }
  `),
  openCheckIn: graphql(`
    mutation OpenCheckIn($tournamentId: ID!, $commandId: ID!) {
      openCheckIn(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  removeAbsentPlayers: graphql(`
    mutation RemoveAbsentPlayers($tournamentId: ID!, $commandId: ID!) {
      removeAbsentPlayers(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  closeRegistration: graphql(`
    mutation CloseRegistration($tournamentId: ID!, $commandId: ID!) {
      closeRegistration(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  pairNextRound: graphql(`
    mutation PairNextRound($tournamentId: ID!, $commandId: ID!) {
      pairNextRound(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  repairRound: graphql(`
    mutation RepairRound($tournamentId: ID!, $commandId: ID!) {
      repairRound(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  publishPairings: graphql(`
    mutation PublishPairings($tournamentId: ID!, $commandId: ID!) {
      publishPairings(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  startRoundClock: graphql(`
    mutation StartRoundClock($tournamentId: ID!, $commandId: ID!) {
      startRoundClock(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  pauseRoundClock: graphql(`
    mutation PauseRoundClock($tournamentId: ID!, $commandId: ID!) {
      pauseRoundClock(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  resumeRoundClock: graphql(`
    mutation ResumeRoundClock($tournamentId: ID!, $commandId: ID!) {
      resumeRoundClock(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  endRoundClock: graphql(`
    mutation EndRoundClock($tournamentId: ID!, $commandId: ID!) {
      endRoundClock(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  discardDraft: graphql(`
    mutation DiscardDraft($tournamentId: ID!, $commandId: ID!) {
      discardDraft(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  callTime: graphql(`
    mutation CallTime($tournamentId: ID!, $commandId: ID!) {
      callTime(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  endRound: graphql(`
    mutation EndRound($tournamentId: ID!, $commandId: ID!) {
      endRound(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  startTopCut: graphql(`
    mutation StartTopCut($tournamentId: ID!, $commandId: ID!) {
      startTopCut(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  endTournament: graphql(`
    mutation EndTournament($tournamentId: ID!, $commandId: ID!) {
      endTournament(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
  pairTiebreakRound: graphql(`
    mutation PairTiebreakRound($tournamentId: ID!, $commandId: ID!) {
      pairTiebreakRound(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `),
} as const satisfies Readonly<Record<StaffCommand, unknown>>;
