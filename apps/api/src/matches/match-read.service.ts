import { Inject, Injectable } from '@nestjs/common';
import { StreamNotFoundError, type EventStore } from '@cronica/event-store';
import { exportReplay, parseView, recordsFromStream, viewName, type ReplayRecord, type ReplayView } from '@cronica/replay';
import type { NodeReplaySigner } from '@cronica/replay-signing';
import type { Viewer } from '../auth/viewer.js';
import { badInput, conflict, forbidden, notFound } from '../common/errors.js';
import { CommandBus } from '../commands/command-bus.js';
import { EVENT_STORE } from '../store/tokens.js';
import { staffAggregate, tournamentAggregate } from '../tournaments/tournament-aggregate.js';
import { readRoleOf } from '../tournaments/tournament-commands.service.js';
import { matchStream, seatOfAccount, type MatchState } from './match-aggregate.js';
import { MatchCommandService } from './match-commands.service.js';
import { MATCH_CONFIG, MATCH_SIGNER, type MatchConfig } from './match-config.js';
import { MatchSecrets } from './match-secrets.js';
import { matchViewFor, type MatchRole } from './match-views.js';
import { MatchReplay, type MatchView } from './match.models.js';

/** Reads of a match for the caller's role (issue 6, "hidden information"), and its replays (issue 5). */
@Injectable()
export class MatchReadService {
  constructor(
    private readonly bus: CommandBus,
    private readonly commands: MatchCommandService,
    private readonly secrets: MatchSecrets,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MATCH_CONFIG) private readonly config: MatchConfig,
    @Inject(MATCH_SIGNER) private readonly signer: NodeReplaySigner,
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
    const [tournament, staff] = await Promise.all([this.bus.read(tournamentAggregate(tournamentId)), this.bus.read(staffAggregate(tournamentId))]);
    return readRoleOf(accountId, tournament, staff) === 'player' ? { kind: 'spectator' } : { kind: 'judge' };
  }

  async view(viewer: Viewer, matchId: string): Promise<MatchView> {
    const state = await this.load(matchId);
    return matchViewFor(matchId, state, await this.roleOf(viewer, state), this.config.spectatorDelayEvents);
  }

  /**
   * A finished match's replay file for one view: public for anyone, a seat's for its player,
   * the judge's for the tournament's judges and organizer. Cut from the stream itself with the
   * master seed put back from the API's database, so the seal reveals what the policy allows.
   */
  async replay(viewer: Viewer, matchId: string, viewText: string): Promise<MatchReplay> {
    const view = parseView(viewText);
    if (!view) throw badInput([{ path: 'view', message: 'judge, public or seat:N' }]);
    const state = await this.load(matchId);
    if (!state.sealed) throw conflict({ es: 'La partida no ha terminado: su repetición aún no está sellada.', en: 'The match is not over: its replay is not sealed yet.' });
    await this.authorize(viewer, state, view);
    const records = await this.records(matchId);
    const phase = await this.phase(state);
    return Object.assign(new MatchReplay(), { matchId, view: viewName(view), jsonl: exportReplay(records, view, phase), keyId: this.signer.keyId });
  }

  private async authorize(viewer: Viewer, state: MatchState, view: ReplayView): Promise<void> {
    if (view.kind === 'public') return;
    const role = await this.roleOf(viewer, state);
    if (role.kind === 'judge') return;
    if (view.kind === 'seat' && role.kind === 'seat' && role.seat === view.seat) return;
    throw forbidden(view.kind === 'judge' ? 'judge' : 'player');
  }

  private async phase(state: MatchState): Promise<'match-ended' | 'tournament-ended'> {
    const tournamentId = state.created?.tournamentId;
    if (!tournamentId) return 'match-ended';
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
