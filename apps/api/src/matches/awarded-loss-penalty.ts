import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { JudgeRuling } from '@cronica/rules-kernel';
import { decideTournament, INFRACTIONS, type Infraction, type TournamentCommand } from '@cronica/tournament';
import { CommandBus } from '../commands/command-bus.js';
import { DomainError } from '../common/errors.js';
import { LOGGER } from '../ops/logger.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { tournamentAggregate, type TournamentAggregate } from '../tournaments/tournament-aggregate.js';
import { type MatchState } from '@cronica/matches';

const MAX_NOTE = 500;

/** The ruling's infraction when it is one of the penalty guide's, else a procedural error (002 A.7.4: accumulated irregularities). */
const infractionOf = (code: string): Infraction =>
  (INFRACTIONS as readonly string[]).includes(code) ? (code as Infraction) : 'procedural-error';

/**
 * A game or match loss a judge awards in a tournament match is also the player's penalty in the
 * tournament (002 A.7.4: a loss by sanction): recorded on their record for the event, counted by
 * the penalty guide's escalation, and given to the table through the result-override rules, so
 * the standings follow. Its command id follows from the ruling's, so a resend writes nothing new.
 */
@Injectable()
export class AwardedLossPenalty {
  constructor(
    private readonly bus: CommandBus,
    private readonly projections: ProjectionRunner,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async record(
    match: MatchState,
    rulingCommandId: string,
    ruling: JudgeRuling,
    seat: number,
    scope: 'game' | 'match',
  ): Promise<void> {
    const asked = penaltyAsked(match, ruling, seat, scope);
    if (!asked) return;
    const { tournamentId, matchId, ...data } = asked;
    const command = (tournament: TournamentAggregate): TournamentCommand => ({
      type: 'IssuePenalty',
      data: {
        ...data,
        at: Date.now(),
        // Who ruled, in the role they hold in this tournament: the organizer may rule as well as a judge.
        by: { role: tournament.organizerId === ruling.judge ? 'organizer' : 'judge', id: ruling.judge },
      },
    });
    try {
      const outcome = await this.bus.handle<TournamentAggregate>({
        name: 'IssuePenalty',
        commandId: `${rulingCommandId}:penalty`,
        actor: ruling.judge,
        aggregate: tournamentAggregate(tournamentId),
        payload: data,
        decide: (tournament) => decideTournament(command(tournament), tournament.state, {}),
      });
      await this.projections.settle(outcome);
    } catch (error) {
      // The ruling itself stands in the match; the organizer can still issue the penalty from the desk.
      this.logger[error instanceof DomainError ? 'warn' : 'error'](
        { matchId, err: error },
        'awarded loss: the tournament refused its penalty',
      );
    }
  }
}

/** The penalty a loss awarded at a seat asks of its tournament; null outside a tournament's table or for an empty seat. */
function penaltyAsked(match: MatchState, ruling: JudgeRuling, seat: number, scope: 'game' | 'match') {
  const created = match.created;
  if (created?.kind !== 'tournament' || !created.tournamentId || created.round === null || created.table === null)
    return null;
  const playerId = created.seats.find((s) => s.seat === seat)?.player;
  if (!playerId) return null;
  return {
    tournamentId: created.tournamentId,
    matchId: created.matchId,
    playerId,
    infraction: infractionOf(ruling.infraction),
    penalty: scope === 'game' ? ('game-loss' as const) : ('match-loss' as const),
    note: `${ruling.rule}: ${ruling.remedy}`.slice(0, MAX_NOTE),
    round: created.round,
    table: created.table,
  };
}
