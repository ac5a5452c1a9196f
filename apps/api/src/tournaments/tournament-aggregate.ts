import {
  evolveTournament,
  initialTournamentState,
  type TournamentEvent,
  type TournamentState,
} from '@cronica/tournament';
import { JUDGE_APPOINTED, JUDGE_REMOVED, staffStream, type JudgeChangeData } from '@cronica/projections';
import { violation } from '@cronica/rules-kernel';
import type { AggregateSpec, Decision, DomainEvent } from '../commands/aggregate.js';

/** The tournament as the API sees it: libs/tournament's state plus who created it (the organizer). */
export interface TournamentAggregate {
  readonly state: TournamentState;
  readonly organizerId: string | null;
}

export function tournamentStream(tournamentId: string): string {
  return `tournament-${tournamentId}`;
}

export function tournamentAggregate(tournamentId: string): AggregateSpec<TournamentAggregate> {
  return {
    stream: tournamentStream(tournamentId),
    initialState: () => ({ state: initialTournamentState, organizerId: null }),
    evolve: (current, event) => ({
      state: evolveTournament(current.state, { type: event.type, data: event.data } as TournamentEvent),
      organizerId: event.type === 'TournamentCreated' ? actorOf(event) : current.organizerId,
    }),
  };
}

function actorOf(event: DomainEvent): string | null {
  const actor = (event.metadata as { actor?: unknown } | undefined)?.actor;
  return typeof actor === 'string' ? actor : null;
}

/** Judges of one tournament (stream `staff-<id>`), appointed by its organizer. */
export interface StaffState {
  readonly judges: ReadonlySet<string>;
}

export function staffAggregate(tournamentId: string): AggregateSpec<StaffState> {
  return {
    stream: staffStream(tournamentId),
    initialState: () => ({ judges: new Set<string>() }),
    evolve: (current, event) => {
      const { accountId } = event.data as JudgeChangeData;
      const judges = new Set(current.judges);
      if (event.type === JUDGE_APPOINTED) judges.add(accountId);
      if (event.type === JUDGE_REMOVED) judges.delete(accountId);
      return { judges };
    },
  };
}

export function decideJudge(staff: StaffState, change: JudgeChangeData, appoint: boolean): Decision {
  const isJudge = staff.judges.has(change.accountId);
  if (appoint && isJudge) {
    return violation('tournament.staff.already-judge', change, {
      es: 'Esa cuenta ya es juez del torneo.',
      en: 'That account is already a judge of the tournament.',
    });
  }
  if (!appoint && !isJudge) {
    return violation('tournament.staff.not-judge', change, {
      es: 'Esa cuenta no es juez del torneo.',
      en: 'That account is not a judge of the tournament.',
    });
  }
  return [{ type: appoint ? JUDGE_APPOINTED : JUDGE_REMOVED, data: change }];
}
