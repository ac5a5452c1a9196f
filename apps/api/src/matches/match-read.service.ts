import { Inject, Injectable } from '@nestjs/common';
import type { GameRegistry } from '@cronica/games';
import { getPlayer, type ReadDb } from '@cronica/projections';
import type { RevealPhase } from '@cronica/replay';
import { pick } from '@cronica/util';
import type { Viewer } from '../auth/viewer.js';
import type { MatchPush } from '../projections/live-topics.js';
import { notFound } from '../common/errors.js';
import { CommandBus } from '../commands/command-bus.js';
import { READ_DB } from '../store/tokens.js';
import { staffAggregate, tournamentAggregate } from '../tournaments/tournament-aggregate.js';
import { readRoleOf } from '../tournaments/tournament-commands.service.js';
import { matchDecider, type MatchState, seatNames, seatOfAccount } from '@cronica/matches';
import { GAME_REGISTRY, MATCH_CONFIG, type MatchConfig } from './match-config.js';
import { matchViewFor, type MatchRole } from './match-views.js';
import type { MatchView } from './match.models.js';

/** Reads of a match of any game for the caller's role (hidden information stays hidden). */
@Injectable()
export class MatchReadService {
  constructor(
    private readonly bus: CommandBus,
    @Inject(MATCH_CONFIG) private readonly config: MatchConfig,
    @Inject(READ_DB) private readonly readDb: ReadDb,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
  ) {}

  async load(matchId: string): Promise<MatchState> {
    const state = await this.bus.read(matchDecider(matchId, this.games));
    if (!state.created) throw notFound('partida / match', matchId);
    return state;
  }

  /** Seat from the session; judge for the organizer and judges of the match's tournament unless registered to play it; else spectator. */
  async roleOf(viewer: Viewer, state: MatchState): Promise<MatchRole> {
    const accountId = viewer.accountId;
    if (!accountId) return { kind: 'spectator' };
    const seat = seatOfAccount(state, accountId);
    if (seat !== null) return { kind: 'seat', seat };
    const tournamentId = state.created?.tournamentId;
    if (!tournamentId) return { kind: 'spectator' };
    const [tournament, staff] = await Promise.all([
      this.bus.read(tournamentAggregate(tournamentId)),
      this.bus.read(staffAggregate(tournamentId)),
    ]);
    return readRoleOf(accountId, tournament, staff) === 'player' ? { kind: 'spectator' } : { kind: 'judge' };
  }

  /** `known`: the state a command of this request just produced (its answer needs no second load). */
  async view(viewer: Viewer, matchId: string, known?: MatchState): Promise<MatchView> {
    const state = known?.created ? known : await this.load(matchId);
    return this.render(viewer, matchId, state, await this.roleOf(viewer, state));
  }

  /** The match's view, or null when nobody has created it. */
  async viewIfCreated(viewer: Viewer, matchId: string): Promise<MatchView | null> {
    const state = await this.bus.read(matchDecider(matchId, this.games));
    return state.created ? this.view(viewer, matchId, state) : null;
  }

  /** A live push: the state loaded once per publish, each distinct view rendered once for every subscriber it serves. */
  async pushed(viewer: Viewer, push: MatchPush): Promise<MatchView> {
    push.state ??= this.load(push.matchId);
    const state = (await push.state) as MatchState;
    const role = await this.roleOf(viewer, state);
    const key = `${role.kind === 'seat' ? `seat:${role.seat}` : role.kind}/${viewer.lang}`;
    let view = push.views.get(key) as Promise<MatchView> | undefined;
    if (view === undefined) {
      view = Promise.resolve(this.render(viewer, push.matchId, state, role));
      push.views.set(key, view);
    }
    return view;
  }

  private render(viewer: Viewer, matchId: string, state: MatchState, role: MatchRole): MatchView {
    const entry = state.gameId === null ? undefined : this.games.find(state.gameId);
    return matchViewFor(matchId, state, role, {
      delay: this.config.spectatorDelayEvents,
      lang: viewer.lang,
      name: this.seatNames(state),
      gameName: entry === undefined ? (state.gameId ?? '') : pick(entry.name, viewer.lang),
      ...(entry === undefined ? {} : { entry }),
    });
  }

  /**
   * Each seat's display name (the log's `{seat:N}`): the account's display name, or "Bot" — "Bot 1",
   * "Bot 2"… where several bots sit, so a log line says which one acted; looked up once per view.
   */
  private seatNames(state: MatchState): (seat: number) => string {
    const seats = state.created?.seats ?? [];
    let names: string[] | null = null;
    return (seat) => {
      names ??= this.namesOf(seats);
      return names[seat] ?? `#${seat + 1}`;
    };
  }

  private namesOf(seats: ReadonlyArray<{ player: string }>): string[] {
    return seatNames(
      seats.map((s) => s.player),
      (player) => getPlayer(this.readDb, player)?.displayName ?? player,
    );
  }

  /**
   * How much of a sealed match its replay may reveal: all of it once its tournament has ended; a
   * match outside any tournament is its own event, so once sealed nothing of it is secret any more.
   */
  async revealPhase(state: MatchState): Promise<Exclude<RevealPhase, 'live'>> {
    const tournamentId = state.created?.tournamentId;
    if (!tournamentId) return 'tournament-ended';
    const tournament = await this.bus.read(tournamentAggregate(tournamentId));
    return tournament.state.status === 'ended' ? 'tournament-ended' : 'match-ended';
  }
}
