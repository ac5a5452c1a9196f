import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { RoundState, TournamentState } from '@cronica/tournament';
import { CommandBus } from '../commands/command-bus.js';
import { LOGGER } from '../ops/logger.js';
import { tournamentAggregate } from '../tournaments/tournament-aggregate.js';
import { type MatchState } from '@cronica/matches';
import { MatchCommandService } from './match-commands.service.js';
import { tableMatchId } from './match-setup.service.js';

/** The commands' actor (in their events' metadata) for the time calls the round clock sends to matches (never an account id). */
export const ROUND_CLOCK_ACTOR = 'system:round-clock';
const CALL_TIME = 'CallTime';

/** The platform's command id for a match's time call: one per match, so a resend writes nothing new. */
export const timeCallId = (matchId: string) => `${matchId}:time-called`;

/**
 * 002 C.1 ("jugador activo + 3 turnos"): once a round's extra turns have started, every live
 * match of that round hears the time call from the platform (`CallTime` with SYSTEM_SEAT, for a
 * game that lists it in `systemCommands`), and the game's own engine counts the extra turns from
 * its turn number and ends the game. A match that goes live after the call hears it as it starts.
 * Games without a time call (their tables report by hand) are left alone.
 */
@Injectable()
export class RoundTimeRelay {
  constructor(
    private readonly bus: CommandBus,
    private readonly matches: MatchCommandService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Sends the time call to every live match of the tournament's rounds in extra turns; returns how many took it. */
  async relayTournament(tournamentId: string): Promise<number> {
    const state = (await this.bus.read(tournamentAggregate(tournamentId))).state;
    let relayed = 0;
    for (const round of roundsInExtraTurns(state))
      for (const table of round.tables) {
        if (table.b === null || table.final !== undefined) continue;
        if (await this.relayMatch(tableMatchId(tournamentId, round.number, table.table))) relayed += 1;
      }
    return relayed;
  }

  /** The time call for one tournament match, if its round is in extra turns; true when the match took it now. */
  async relayMatchOfRound(matchId: string): Promise<boolean> {
    const match = await this.matches.read(matchId);
    const created = match.created;
    if (created?.kind !== 'tournament' || !created.tournamentId || created.round === null) return false;
    const state = (await this.bus.read(tournamentAggregate(created.tournamentId))).state;
    if (!roundsInExtraTurns(state).some((round) => round.number === created.round)) return false;
    return this.relayTo(match);
  }

  private async relayMatch(matchId: string): Promise<boolean> {
    return this.relayTo(await this.matches.read(matchId));
  }

  /** The time call for a match already read (the stream is not loaded again to decide whether to send). */
  private async relayTo(match: MatchState): Promise<boolean> {
    const matchId = match.created?.matchId ?? '';
    if (!match.created || match.module === null || match.game === null || match.sealed || match.judged.result !== null)
      return false;
    if (!match.module.systemCommands.includes(CALL_TIME)) return false;
    try {
      const outcome = await this.matches.platform(matchId, timeCallId(matchId), CALL_TIME, ROUND_CLOCK_ACTOR);
      return !outcome.duplicate && outcome.events.length > 0;
    } catch (error) {
      // The tournament's time call stands; the table's players or a judge can still end the game.
      this.logger.warn({ matchId, err: error }, 'the round clock could not call time on a match');
      return false;
    }
  }
}

function roundsInExtraTurns(state: TournamentState): readonly RoundState[] {
  return state.rounds.filter((round) => round.clock?.extraTurnsAt !== undefined);
}
