import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';

/**
 * The event that erases a person (the event store's `PersonalDataVault.erase`, stream
 * `personal-data-erasures`): their key is gone, so their sealed names no longer open.
 */
export const PERSON_KEY_ERASED = 'PersonKeyErased';

/**
 * What every read model holds where an erased person's name was, in both languages: the API
 * hands a sealed field whose key is gone to the projections as this text, and an erasure
 * replaces the names already projected with it, so a rebuild gives the same rows as live.
 */
export const ERASED_NAME = 'jugador eliminado / deleted player';

/** An erased account's username in the players read model: unique, and nothing the person typed. */
export function erasedUsername(accountId: string): string {
  return `deleted-${accountId}`;
}

/**
 * Replaces the erased person's name in every read model that copied it: their player row, and
 * their rows in the tournaments they played (the public list and the folded state). Ids,
 * results and standings stay as they were. Answers the person id, or null for other events.
 */
export function projectErasure(db: ReadDb, event: ProjectedEvent): string | null {
  if (event.type !== PERSON_KEY_ERASED) return null;
  const personId = (event.data as { personId: string }).personId;
  db.prepare('UPDATE players SET display_name = ?, username = ? WHERE id = ?').run(
    ERASED_NAME,
    erasedUsername(personId),
    personId,
  );
  db.prepare('UPDATE tournament_players SET name = ? WHERE player_id = ?').run(ERASED_NAME, personId);
  db.prepare("UPDATE tournament_state_players SET player = json_set(player, '$.name', ?) WHERE player_id = ?").run(
    ERASED_NAME,
    personId,
  );
  return personId;
}
