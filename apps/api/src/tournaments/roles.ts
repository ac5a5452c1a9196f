import type { Role } from '@cronica/tournament';

/** What decides an account's role in one tournament: who created it, who judges it, who plays it. */
export interface RoleFacts {
  readonly organizerId: string | null;
  readonly isJudge: boolean;
  readonly isPlayer: boolean;
}

/** The role a command is sent in: the organizer runs their event even if (old data) they play it. */
export function commandRole(accountId: string, facts: RoleFacts): Role {
  if (facts.organizerId === accountId) return 'organizer';
  return facts.isJudge ? 'judge' : 'player';
}

/**
 * The role for every read, one rule: an account registered as a player is a player there even if
 * it is also staff (old data, or a race between the staff and tournament streams), so it never
 * gets the judge view, unpublished pairings, others' deck lists, the judges' records or the seed.
 */
export function readRole(accountId: string, facts: RoleFacts): Role {
  return facts.isPlayer ? 'player' : commandRole(accountId, facts);
}

/** The staff role a read grants (organizer, judge), or null for a player or a stranger. */
export function staffReadRole(accountId: string | null | undefined, facts: RoleFacts): 'organizer' | 'judge' | null {
  if (!accountId) return null;
  const role = readRole(accountId, facts);
  return role === 'player' ? null : role;
}

/**
 * Who judges the event, as the tournament decider is told (`TournamentDecideContext.judges`): its
 * appointed judges and its organizer, who holds every judge power in their own event.
 */
export function judgingAccounts(organizerId: string | null, judges: Iterable<string>): ReadonlySet<string> {
  const all = new Set(judges);
  if (organizerId !== null) all.add(organizerId);
  return all;
}
