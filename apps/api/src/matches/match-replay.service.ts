import { Inject, Injectable } from '@nestjs/common';
import { exportReplay, parseView, viewName, type ReplayView } from '@cronica/replay';
import type { NodeReplaySigner } from '@cronica/replay-signing';
import type { MatchState } from '@cronica/matches';
import type { Viewer } from '../auth/viewer.js';
import { badInput, conflict, forbidden, notFound } from '../common/errors.js';
import { MATCH_SIGNER } from './match-config.js';
import { MatchReadService } from './match-read.service.js';
import { MatchRecords } from './match-records.js';
import { MatchReplay } from './match.models.js';

/** A finished match's signed replay file, cut for one view from the match's own stream. */
@Injectable()
export class MatchReplayService {
  constructor(
    private readonly reads: MatchReadService,
    private readonly records: MatchRecords,
    @Inject(MATCH_SIGNER) private readonly signer: NodeReplaySigner,
  ) {}

  /**
   * A finished match's replay file for one view: public for anyone, a seat's for its player,
   * the judge's for the tournament's judges and organizer. Cut from the stream itself with the
   * master seed put back from the API's database, so the seal reveals what the policy allows:
   * until the tournament ends, a public or seat file says which checks wait (`waitingChecks`).
   */
  async replay(viewer: Viewer, matchId: string, viewText: string): Promise<MatchReplay> {
    const view = parseView(viewText);
    if (!view) throw badInput([{ path: 'view', message: 'judge, public or seat:N' }]);
    const state = await this.reads.load(matchId);
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
    const records = await this.records.withMasterSeed(matchId);
    if (records.length === 0) throw notFound('partida / match', matchId);
    const phase = await this.reads.revealPhase(state);
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
    const role = await this.reads.roleOf(viewer, state);
    if (role.kind === 'judge') return;
    if (view.kind === 'seat' && role.kind === 'seat' && role.seat === view.seat) return;
    throw forbidden(view.kind === 'judge' ? 'judge' : 'player');
  }
}
