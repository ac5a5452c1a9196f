import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GameRegistry } from '@cronica/games';
import { isRuleViolation, violation, type RuleViolation } from '@cronica/rules-kernel';
import {
  decideTournament,
  deckContextFor,
  type GameLookup,
  type Role,
  type TournamentCommand,
  type TournamentDecideContext,
  type TournamentEvent,
  type TournamentState,
} from '@cronica/tournament';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { checkCommandId } from '../common/command-ids.js';
import { forbidden, notFound } from '../common/errors.js';
import { LiveConnections } from '../common/live-connections.js';
import { CommandBus } from '../commands/command-bus.js';
import type { CommandOutcome } from '../commands/command-request.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { commandRole, judgingAccounts, readRole, type RoleFacts } from './roles.js';
import { GuestNames } from './guest-names.js';
import { GAME_REGISTRY } from '../matches/match-config.js';
import { TableMatchCloser } from '../matches/table-match-closer.js';
import {
  decideJudge,
  staffAggregate,
  tournamentAggregate,
  type StaffState,
  type TournamentAggregate,
} from './tournament-aggregate.js';

type CommandType = TournamentCommand['type'];
/** A command's own fields, without the `at` and `by` the server adds. */
export type CommandFields<T extends CommandType> = Omit<Extract<TournamentCommand, { type: T }>['data'], 'at' | 'by'>;

const NOT_ALLOWED = 'tournament.actor.not-allowed';

const factsOf = (accountId: string, tournament: TournamentAggregate, staff: StaffState): RoleFacts => ({
  organizerId: tournament.organizerId,
  isJudge: staff.judges.has(accountId),
  isPlayer: Object.hasOwn(tournament.state.players, accountId),
});

/** The caller's role in one tournament for a command: derived from the session, never from input. */
export function roleOf(accountId: string, tournament: TournamentAggregate, staff: StaffState): Role {
  return commandRole(accountId, factsOf(accountId, tournament, staff));
}

/** The role for reads (`readRole`: a registered player is never staff there). */
export function readRoleOf(accountId: string, tournament: TournamentAggregate, staff: StaffState): Role {
  return readRole(accountId, factsOf(accountId, tournament, staff));
}

/** What the decider is told about who judges the event (the head judge is one of them). */
export function judgingContext(
  tournament: TournamentAggregate,
  staff: StaffState,
): { readonly judges: ReadonlySet<string> } {
  return { judges: judgingAccounts(tournament.organizerId, staff.judges) };
}

/**
 * Staff read every closed deck list, every live hand and every judge record of their event, so
 * nobody both plays and staffs one tournament: roles are per tournament, and a
 * player never sees what they should not.
 */
function staffEntering(
  command: TournamentCommand,
  tournament: TournamentAggregate,
  staff: StaffState,
): RuleViolation | null {
  if (command.type !== 'RegisterPlayer' && command.type !== 'AddLateEntry') return null;
  const { playerId } = command.data;
  if (tournament.organizerId !== playerId && !staff.judges.has(playerId)) return null;
  return violation('tournament.staff.cannot-play', command, {
    es: 'El organizador y los jueces de un torneo no pueden jugarlo.',
    en: 'The organizer and the judges of a tournament cannot play in it.',
  });
}

/**
 * Sends tournament commands through the command bus: the
 * role and identity come from the session, the time from the server, the decision from
 * libs/tournament. Waits for the read models to include the result (read your own writes).
 */
@Injectable()
export class TournamentCommandService {
  constructor(
    private readonly bus: CommandBus,
    private readonly projections: ProjectionRunner,
    private readonly live: LiveConnections,
    private readonly guestNames: GuestNames,
    @Inject(GAME_REGISTRY) private readonly registry: GameRegistry,
    private readonly tableMatches: TableMatchCloser,
  ) {}

  /** The games tournaments are created for: this API's registry (the test game too, in tests). */
  readonly games: GameLookup = (id) => this.registry.find(id);

  newSeed(): string {
    return randomBytes(16).toString('hex');
  }

  /** `onDecided` sees the events of the decision that was appended (not called on a resend). */
  async send<T extends CommandType>(
    viewer: Viewer,
    tournamentId: string,
    commandId: string,
    type: T,
    fields: CommandFields<T>,
    extra: { onDecided?: (events: readonly TournamentEvent[]) => void } = {},
  ): Promise<CommandOutcome> {
    const accountId = requireAccount(viewer);
    checkCommandId(commandId);
    const staff = await this.bus.read(staffAggregate(tournamentId));
    // The state the appended decision was made on (the last try's, after any conflict retry).
    const decidedOn: { state?: TournamentState } = {};
    const outcome = await this.bus.handle<TournamentAggregate>({
      name: type,
      commandId,
      actor: accountId,
      aggregate: tournamentAggregate(tournamentId),
      // What the client asked for: the seed is drawn by the server on every request, so a resend differs there.
      payload: { type, fields: { ...fields, seed: undefined } },
      decide: (tournament) => {
        const decision = this.decideAs(accountId, tournamentId, { type, fields }, tournament, staff);
        if (!isRuleViolation(decision)) extra.onDecided?.(decision);
        decidedOn.state = tournament.state;
        return decision;
      },
    });
    await this.projections.settle(outcome);
    if (decidedOn.state !== undefined && outcome.events.length > 0)
      await this.closeTableMatches(tournamentId, decidedOn.state, accountId);
    return outcome;
  }

  /**
   * The tournament's decision on a command sent by `accountId`, in the role they hold there: staff
   * never enter as players, a guest whose name looks like an account's is refused, and a command
   * the role may not send is FORBIDDEN rather than a refusal.
   */
  private decideAs<T extends CommandType>(
    accountId: string,
    tournamentId: string,
    { type, fields }: { readonly type: T; readonly fields: CommandFields<T> },
    tournament: TournamentAggregate,
    staff: StaffState,
  ): ReturnType<typeof decideTournament> {
    if (type !== 'CreateTournament' && tournament.state.status === 'none')
      throw notFound('torneo / tournament', tournamentId);
    const role: Role = type === 'CreateTournament' ? 'organizer' : roleOf(accountId, tournament, staff);
    const command = { type, data: { ...fields, at: Date.now(), by: { role, id: accountId } } } as TournamentCommand;
    const staffRefusal = staffEntering(command, tournament, staff);
    if (staffRefusal) return staffRefusal;
    const lookalike = this.guestNames.lookalike(command, tournament, staff);
    if (lookalike) throw lookalike;
    const decision = decideTournament(command, tournament.state, {
      ...this.decideContext(tournament),
      ...judgingContext(tournament, staff),
    });
    if (isRuleViolation(decision) && decision.code === NOT_ALLOWED) throw forbidden();
    return decision;
  }

  /** Tables this command closed (a paper result, the round or the event ended) close their online match too. */
  private async closeTableMatches(tournamentId: string, before: TournamentState, by: string): Promise<void> {
    const after = (await this.bus.read(tournamentAggregate(tournamentId))).state;
    await this.tableMatches.closeBetween(tournamentId, before, after, by);
  }

  async changeJudge(
    viewer: Viewer,
    tournamentId: string,
    commandId: string,
    judgeId: string,
    appoint: boolean,
  ): Promise<CommandOutcome> {
    const accountId = requireAccount(viewer);
    checkCommandId(commandId);
    const tournament = await this.bus.read(tournamentAggregate(tournamentId));
    if (tournament.state.status === 'none') throw notFound('torneo / tournament', tournamentId);
    if (tournament.organizerId !== accountId) throw forbidden('organizer');
    const outcome = await this.bus.handle<StaffState>({
      name: appoint ? 'AppointJudge' : 'RemoveJudge',
      commandId,
      actor: accountId,
      aggregate: staffAggregate(tournamentId),
      payload: { judgeId, appoint },
      decide: (staff) => {
        const change = { tournamentId, accountId: judgeId, at: Date.now() };
        if (appoint && tournament.state.players[judgeId]) {
          return violation('tournament.staff.is-player', change, {
            es: 'Esa cuenta juega el torneo: no puede ser juez de él.',
            en: 'That account plays in the tournament: it cannot judge it.',
          });
        }
        return decideJudge(staff, change, appoint);
      },
    });
    await this.projections.settle(outcome);
    // A removed judge's live subscriptions end; the client reconnects with what it may see now.
    if (!appoint && outcome.events.length > 0) this.live.rolesChanged(judgeId);
    return outcome;
  }

  /** The caller's role for reads (unpublished pairings, deck checks): a registered player is only a player. */
  async roleIn(viewer: Viewer, tournamentId: string): Promise<{ role: Role; tournament: TournamentAggregate } | null> {
    if (!viewer.accountId) return null;
    const [tournament, staff] = await Promise.all([
      this.bus.read(tournamentAggregate(tournamentId)),
      this.bus.read(staffAggregate(tournamentId)),
    ]);
    if (tournament.state.status === 'none') return null;
    return { role: readRoleOf(viewer.accountId, tournament, staff), tournament };
  }

  private decideContext(tournament: TournamentAggregate): TournamentDecideContext {
    const config = tournament.state.config;
    return config ? deckContextFor(config.game, config.catalog, this.games) : { games: this.games };
  }
}
