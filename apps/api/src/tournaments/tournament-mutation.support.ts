import { Injectable } from '@nestjs/common';
import { Mutation } from '@nestjs/graphql';
import type { Viewer } from '../auth/viewer.js';
import { CommandResult } from '../common/command-result.model.js';
import type { CommandOutcome } from '../commands/command-request.js';
import { TournamentMutationResult } from './mutation.models.js';
import { TournamentCommandService, type CommandFields } from './tournament-commands.service.js';
import { TournamentReadService } from './tournament-read.service.js';
import type { TournamentCommand } from '@cronica/tournament';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { accountIdFor } from '../auth/account.js';
import { notFound } from '../common/errors.js';

/** The account a staff mutation names by username (a judge, a late entry); not found when there is none. */
export function namedAccount(db: ReadDb, username: string) {
  const player = getPlayer(db, accountIdFor(username));
  if (!player) throw notFound('cuenta / account', username);
  return player;
}

/** Send a command, then answer with its result and the tournament as it now reads. */
@Injectable()
export class TournamentMutations {
  constructor(
    readonly commands: TournamentCommandService,
    private readonly reads: TournamentReadService,
  ) {}

  async run<T extends TournamentCommand['type']>(
    viewer: Viewer,
    tournamentId: string,
    commandId: string,
    type: T,
    fields: CommandFields<T>,
  ): Promise<TournamentMutationResult> {
    return this.answer(tournamentId, await this.commands.send(viewer, tournamentId, commandId, type, fields));
  }

  answer(tournamentId: string, outcome: CommandOutcome): TournamentMutationResult {
    return Object.assign(new TournamentMutationResult(), {
      result: CommandResult.from(outcome),
      tournament: this.reads.find(tournamentId),
    });
  }
}

/** A mutation answering TournamentMutationResult: its command's result and the tournament as it now reads. */
export const TournamentMutation = (description?: string): MethodDecorator =>
  Mutation(() => TournamentMutationResult, description === undefined ? {} : { description });
