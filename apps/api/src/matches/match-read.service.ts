import { Inject, Injectable } from '@nestjs/common';
import { StreamNotFoundError, type EventStore } from '@cronica/event-store';
import type { GameRegistry } from '@cronica/games';
import { getPlayer, type ReadDb } from '@cronica/projections';
import {
  exportReplay,
  parseView,
  recordsFromStream,
  viewName,
  type ReplayRecord,
  type ReplayView,
  type RevealPhase,
} from '@cronica/replay';
import { pick, type Lang } from '@cronica/util';
import type { NodeReplaySigner } from '@cronica/replay-signing';
import type { Viewer } from '../auth/viewer.js';
import type { MatchPush } from '../projections/live-topics.js';
import { badInput, conflict, forbidden, notFound } from '../common/errors.js';
import { CommandBus } from '../commands/command-bus.js';
import { EVENT_STORE, READ_DB } from '../store/tokens.js';
import { staffAggregate, tournamentAggregate } from '../tournaments/tournament-aggregate.js';
import { readRoleOf } from '../tournaments/tournament-commands.service.js';
import { isBot, type MatchState, matchStream, seatOfAccount } from '@cronica/matches';
import { MatchCommandService } from './match-commands.service.js';
import { GAME_REGISTRY, MATCH_CONFIG, MATCH_SIGNER, type MatchConfig } from './match-config.js';
import { MatchSecrets } from './match-secrets.js';
import { matchViewFor, type MatchRole } from './match-views.js';
import { MatchReplay, type MatchView } from './match.models.js';

/** Reads of a match of any game for the caller's role (hidden information stays hidden), and its replays. */
@Injectable()
export class MatchReadService {
  constructor(
    private readonly bus: CommandBus,
    private readonly commands: MatchCommandService,
    private readonly secrets: MatchSecrets,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MATCH_CONFIG) private readonly config: MatchConfig,
    @Inject(MATCH_SIGNER) private readonly signer: NodeReplaySigner,
    @Inject(READ_DB) private readonly readDb: ReadDb,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
  ) {}

  async load(matchId: string): Promise<MatchState> {
    const state = await this.commands.read(matchId);
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
      name: this.seatNames(state, viewer.lang),
      gameName: entry === undefined ? (state.gameId ?? '') : pick(entry.name, viewer.lang),
      ...(entry === undefined ? {} : { entry }),
    });
  }

  /**
   * Each seat's display name (the log's `{seat:N}`): the account's display name, or "Bot" — "Bot 1",
   * "Bot 2"… where several bots sit, so a log line says which one acted; looked up once per view.
   */
  private seatNames(state: MatchState, lang: Lang): (seat: number) => string {
    const seats = state.created?.seats ?? [];
    let names: string[] | null = null;
    return (seat) => {
      names ??= this.namesOf(seats, lang);
      return names[seat] ?? `#${seat + 1}`;
    };
  }

  private namesOf(seats: ReadonlyArray<{ player: string }>, lang: Lang): string[] {
    const bots = seats.filter((s) => isBot(s.player)).length;
    let bot = 0;
    return seats.map((s) => {
      if (!isBot(s.player)) return getPlayer(this.readDb, s.player)?.displayName ?? s.player;
      bot += 1;
      return bots > 1 ? `Bot ${bot}` : pick({ es: 'Bot', en: 'Bot' }, lang);
    });
  }

  /**
   * A finished match's replay file for one view: public for anyone, a seat's for its player,
   * the judge's for the tournament's judges and organizer. Cut from the stream itself with the
   * master seed put back from the API's database, so the seal reveals what the policy allows:
   * until the tournament ends, a public or seat file says which checks wait (`waitingChecks`).
   */
  async replay(viewer: Viewer, matchId: string, viewText: string): Promise<MatchReplay> {
    const view = parseView(viewText);
    if (!view) throw badInput([{ path: 'view', message: 'judge, public or seat:N' }]);
    const state = await this.load(matchId);
    if (state.game === null && state.judged.closed !== undefined) {
      throw conflict({
        es: 'La partida se cerró antes de empezar: no hay juego que repetir.',
        en: 'The match was closed before it started: there is no game to replay.',
      });
    }
    if (!state.sealed)
      throw conflict({
        es: 'La partida no ha terminado: su repetición aún no está sellada.',
        en: 'The match is not over: its replay is not sealed yet.',
      });
    await this.authorize(viewer, state, view);
    const records = await this.records(matchId);
    const phase = await this.phase(state);
    const waiting = phase === 'tournament-ended' || view.kind === 'judge' ? [] : ['seed', 'rules', 'result'];
    return Object.assign(new MatchReplay(), {
      matchId,
      view: viewName(view),
      jsonl: exportReplay(records, view, phase),
      keyId: this.signer.keyId,
      revealPhase: phase,
      waitingChecks: waiting,
      waitingUntil: waiting.length > 0 ? 'tournament-end' : null,
    });
  }

  private async authorize(viewer: Viewer, state: MatchState, view: ReplayView): Promise<void> {
    if (view.kind === 'public') return;
    const role = await this.roleOf(viewer, state);
    if (role.kind === 'judge') return;
    if (view.kind === 'seat' && role.kind === 'seat' && role.seat === view.seat) return;
    throw forbidden(view.kind === 'judge' ? 'judge' : 'player');
  }

  /** A match outside any tournament is its own event: once sealed, nothing of it is secret any more. */
  private async phase(state: MatchState): Promise<Exclude<RevealPhase, 'live'>> {
    const tournamentId = state.created?.tournamentId;
    if (!tournamentId) return 'tournament-ended';
    const tournament = await this.bus.read(tournamentAggregate(tournamentId));
    return tournament.state.status === 'ended' ? 'tournament-ended' : 'match-ended';
  }

  private async records(matchId: string): Promise<ReplayRecord[]> {
    const events = [];
    try {
      for await (const event of this.store.readStream(matchStream(matchId))) events.push(event);
    } catch (error) {
      if (error instanceof StreamNotFoundError) throw notFound('partida / match', matchId);
      throw error;
    }
    const [header, ...rest] = recordsFromStream(events);
    return [{ ...header!, master: Buffer.from(this.secrets.require(matchId).master).toString('hex') }, ...rest];
  }
}
