import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { botFor, practiceBot, type Message } from '@cronica/rules-kernel';
import type { Viewer } from '../auth/viewer.js';
import { clientCommand, type MatchState } from '@cronica/matches';
import { MatchCommandService } from './match-commands.service.js';
import { MatchSetupService } from './match-setup.service.js';

/** A fault guard: a practice match never needs this many commands from the player's seat. */
const MAX_COMMANDS = 2000;

/**
 * Demo data: a practice match the demo player finishes against the game's bot, its own moves
 * chosen by the same bot, every one sent through the same command path as a real client. The
 * seed (apps/api/src/seed) calls `finishedPracticeMatch`.
 */
@Injectable()
export class DemoMatches {
  constructor(
    private readonly setup: MatchSetupService,
    private readonly commands: MatchCommandService,
  ) {}

  /** Plays a whole practice match for `accountId`; returns its id (sealed, with a public replay). */
  async finishedPracticeMatch(accountId: string, label = 'demo-practice', game = 'blades-of-ash'): Promise<string> {
    const viewer: Viewer = { accountId, token: null, rateKey: `system:${label}`, lang: 'es' };
    const { matchId } = await this.setup.practice(viewer, `${label}-create`, { game });
    let state = await this.commands.read(matchId);
    if (state.playerSeeds[0] === null)
      await this.commands.contributeSeed(viewer, matchId, `${label}-seed`, randomHex());
    const module = state.module!;
    const me = botFor(module, practiceBot(module.bots)!.name, randomBytes(32), 0);
    for (let step = 0; step < MAX_COMMANDS; step += 1) {
      state = await this.commands.read(matchId);
      if (state.sealed || state.game === null) break;
      const legal = module.legalCommands(state.game, 0);
      if (legal.length === 0) throw new Error(`demo match ${matchId}: no legal command for the player and no result`);
      await this.commands.submit(
        viewer,
        matchId,
        `${label}-move-${step}`,
        clientCommand(me.choose(state.game, 0, legal)),
      );
    }
    return matchId;
  }

  /** Opens a published tournament table's match, as its staff do from the desk; answers its id. */
  async openTable(staff: Viewer, table: DemoTable): Promise<string> {
    const { tournamentId, round, number, label } = table;
    return (await this.setup.forPairing(staff, `${label}-create`, tournamentId, round, number)).matchId;
  }

  /**
   * Plays a match already created with every seat taken by a person (a tournament table, a
   * campaign's session): each seat's player sends her seed, then her moves, chosen by the game's
   * bot, through the same command path as a client; to its end, or only its first `moves` moves.
   * A sealed tournament table reports its result to the tournament, as any online table does.
   */
  async playMatch(
    matchId: string,
    label: string,
    viewerOf: (accountId: string) => Viewer,
    moves?: number,
  ): Promise<PlayedTable> {
    let state = await this.commands.read(matchId);
    const seats = state.created!.seats;
    for (const { seat, player } of seats)
      if (state.playerSeeds[seat] === null)
        await this.commands.contributeSeed(viewerOf(player), matchId, `${label}-seed-${seat}`, randomHex());
    const module = state.module!;
    const bots = seats.map(({ seat }) => botFor(module, practiceBot(module.bots)!.name, randomBytes(32), seat));
    for (let step = 0; step < (moves ?? MAX_COMMANDS * 2); step += 1) {
      state = await this.commands.read(matchId);
      if (state.sealed || state.game === null) break;
      const game = state.game;
      const mover = seats
        .map(({ seat, player }) => ({ seat, player, legal: module.legalCommands(game, seat) }))
        .find(({ legal }) => legal.length > 0);
      if (!mover) throw new Error(`demo match ${matchId}: no seat has a legal command and no result`);
      const choice = bots[mover.seat]!.choose(game, mover.seat, mover.legal);
      const move = moves === undefined ? choice : await this.moveLeavingItAtPlay(matchId, mover, choice);
      if (move === null) break;
      await this.commands.submit(viewerOf(mover.player), matchId, `${label}-move-${step}`, clientCommand(move));
    }
    return { matchId, lastMoves: lastMoveOfEachPlayer(await this.commands.read(matchId)) };
  }

  /**
   * For a match played only in part, the bot's choice unless it would end the match, then another
   * legal move that does not; null when every one would (the table stops there, still at play).
   */
  private async moveLeavingItAtPlay<C extends Message>(
    matchId: string,
    mover: { seat: number; legal: readonly C[] },
    choice: C,
  ): Promise<C | null> {
    for (const move of [choice, ...mover.legal.filter((c) => c !== choice)])
      if (!(await this.commands.wouldSeal(matchId, mover.seat, clientCommand(move)))) return move;
    return null;
  }
}

/** A table the demo played online: its match, and the log position of each player's latest move. */
export interface PlayedTable {
  readonly matchId: string;
  readonly lastMoves: ReadonlyMap<string, number>;
}

/** Each seated player's latest move, by its position in the match log (what a judge call points at). */
function lastMoveOfEachPlayer(state: MatchState): Map<string, number> {
  const playerAt = new Map(state.created!.seats.map(({ seat, player }) => [seat, player]));
  const lastMoves = new Map<string, number>();
  state.log.forEach((entry, index) => {
    const player = entry.actor === undefined || entry.actor === null ? undefined : playerAt.get(entry.actor);
    if (player !== undefined) lastMoves.set(player, index);
  });
  return lastMoves;
}

/** A tournament table the demo plays online: where it is, and the prefix of its command ids (a restart finds them). */
export interface DemoTable {
  readonly tournamentId: string;
  readonly round: number;
  readonly number: number;
  readonly label: string;
}

const randomHex = () => randomBytes(32).toString('hex');
