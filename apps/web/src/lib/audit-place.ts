/**
 * Where a judge stands in a match's audit: the entry selected (-1 the opening state, none the
 * latest), the call they came from (the ruling form answers it) and the event that call points at.
 */
export interface AuditPlace {
  readonly at?: number | null;
  readonly call?: string | null;
  readonly point?: number | null;
}

/** The heading of the selected entry: every way to an entry lands on it, not on the page's top. */
export const AUDIT_ENTRY_ANCHOR = 'audit-entry-title';

/**
 * The audit's query at `place`, scrolled to the selected entry. Stepping keeps the call and its
 * event, so a judge who walks the log from a call still rules on that call, its event still marked.
 */
export function auditQuery(place: AuditPlace): string {
  const query = new URLSearchParams();
  if (place.at != null) query.set('at', String(place.at));
  if (place.call) query.set('call', place.call);
  if (place.point != null) query.set('point', String(place.point));
  const asked = query.toString();
  return `${asked ? `?${asked}` : ''}#${AUDIT_ENTRY_ANCHOR}`;
}

/** The audit page of match `matchId` at `place` (see `auditQuery`); at its latest entry by default. */
export const auditHref = (matchId: string, place: AuditPlace = {}): string =>
  `/matches/${encodeURIComponent(matchId)}/audit${auditQuery(place)}`;
