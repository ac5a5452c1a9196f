import { ERASED_NAME } from '@cronica/util';
import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';

/**
 * The event that erases a person (the event store's `PersonalDataVault.erase`, stream
 * `personal-data-erasures`): their key is gone, so their sealed names no longer open.
 */
export const PERSON_KEY_ERASED = 'PersonKeyErased';

/** What every erased account's username begins with: sign-up refuses it, so none is anyone's. */
export const ERASED_USERNAME_PREFIX = 'deleted-';

/** An erased account's username in the players read model: unique, and nothing the person typed. */
export function erasedUsername(accountId: string): string {
  return `${ERASED_USERNAME_PREFIX}${accountId}`;
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
  eraseTypedToJudges(db, personId);
  return personId;
}

/** What a player typed to the judges, with a `reason` and the `playerId` who typed it. */
interface Typed {
  readonly playerId?: unknown;
  readonly reason?: unknown;
}

const erasedIfTheirs = <T extends Typed>(item: T, personId: string): T =>
  item.playerId === personId && typeof item.reason === 'string' ? { ...item, reason: ERASED_NAME } : item;

/**
 * The reasons the person typed to the judges (calls, appeals of a dispute's ruling and of a
 * ruling in a match), sealed with their key in the store, read as ERASED_NAME from now on: in the
 * judge's rows and in the folded tournament state, as a rebuild would open them. The folded state
 * also keeps the name of whoever paid an entry fee (the desk's ledger), erased the same way.
 */
function eraseTypedToJudges(db: ReadDb, personId: string): void {
  db.prepare('UPDATE judge_calls SET reason = ? WHERE player_id = ?').run(ERASED_NAME, personId);
  db.prepare(
    "UPDATE disputes SET appeal = json_set(appeal, '$.reason', ?) WHERE json_extract(appeal, '$.playerId') = ?",
  ).run(ERASED_NAME, personId);
  const rows = db
    .prepare<[string], { id: string; state: string }>(
      'SELECT id, state FROM tournament_state WHERE instr(state, ?) > 0',
    )
    .all(personId);
  const write = db.prepare('UPDATE tournament_state SET state = ? WHERE id = ?');
  for (const row of rows) {
    const stored = JSON.parse(row.state) as { state: FoldedState };
    // The id may stand elsewhere in the state (a pairing, a standing): only rows holding their words change.
    if (!stored.state.judging && !stored.state.feesPaid?.[personId]) continue;
    const state = { ...stored.state, ...erasedJudging(stored.state, personId), ...erasedPayer(stored.state, personId) };
    write.run(JSON.stringify({ ...stored, state }), row.id);
  }
}

/** The parts of the folded tournament state that may hold what the person typed or was called. */
interface FoldedState {
  readonly judging?: { calls?: Typed[]; disputes?: Array<{ appeal?: Typed | null }>; matchAppeals?: Typed[] };
  readonly feesPaid?: Record<string, { name?: unknown }>;
}

function erasedJudging({ judging }: FoldedState, personId: string): Pick<FoldedState, 'judging'> {
  if (!judging) return {};
  return {
    judging: {
      ...judging,
      calls: judging.calls?.map((c) => erasedIfTheirs(c, personId)),
      disputes: judging.disputes?.map((d) => (d.appeal ? { ...d, appeal: erasedIfTheirs(d.appeal, personId) } : d)),
      ...(judging.matchAppeals ? { matchAppeals: judging.matchAppeals.map((a) => erasedIfTheirs(a, personId)) } : {}),
    },
  };
}

/** The entry fee the person paid stays in the desk's accounts, under the deleted player's name. */
function erasedPayer({ feesPaid }: FoldedState, personId: string): Pick<FoldedState, 'feesPaid'> {
  const paid = feesPaid?.[personId];
  return paid ? { feesPaid: { ...feesPaid, [personId]: { ...paid, name: ERASED_NAME } } } : {};
}
