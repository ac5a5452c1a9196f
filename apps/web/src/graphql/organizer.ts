import { gql, type DocumentNode } from '@apollo/client';

/** Organizer and judge commands that need nothing but the tournament (apps/api/schema.gql, Mutation). */
export const STAFF_COMMANDS = [
  'openRegistration',
  'closeRegistration',
  'pairNextRound',
  'repairRound',
  'publishPairings',
  'startRoundClock',
  'callTime',
  'endRound',
  'startTopCut',
  'endTournament',
] as const;

export type StaffCommand = (typeof STAFF_COMMANDS)[number];

export function isStaffCommand(value: unknown): value is StaffCommand {
  return typeof value === 'string' && (STAFF_COMMANDS as readonly string[]).includes(value);
}

function document(command: StaffCommand): DocumentNode {
  return gql`
    mutation StaffCommand($tournamentId: ID!, $commandId: ID!) {
      ${command}(tournamentId: $tournamentId, commandId: $commandId) {
        result {
          position
        }
      }
    }
  `;
}

export const STAFF_DOCUMENTS: Readonly<Record<StaffCommand, DocumentNode>> = Object.fromEntries(
  STAFF_COMMANDS.map((command) => [command, document(command)]),
) as Record<StaffCommand, DocumentNode>;
