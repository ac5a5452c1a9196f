import { isSealedText, openSealedEvents, openSealedFields, type PersonalDataVault } from '@cronica/event-store';
import { ERASED_NAME } from '@cronica/util';
import type { DomainEvent } from '../commands/aggregate.js';

interface PersonalFields {
  /** The data field naming whose fields these are: their key seals them. */
  readonly person: string;
  readonly fields: readonly string[];
}

/**
 * The fields a person typed, per event type: sealed with the person's key when written (README
 * "Personal data"), so erasing the person leaves nothing readable in the store. A walk-in's name
 * is sealed with the guest's player id, so an organizer can erase it alike. What staff type
 * (dispute summaries, rulings, penalty notes) is the staff's record and stays as written
 * (SECURITY.md, "Personal data and retention").
 */
const PERSONAL_FIELDS: Readonly<Record<string, PersonalFields>> = {
  AccountRegistered: { person: 'accountId', fields: ['username', 'displayName'] },
  DisplayNameChanged: { person: 'accountId', fields: ['displayName'] },
  PlayerRegistered: { person: 'playerId', fields: ['name'] },
  LateEntryAdded: { person: 'playerId', fields: ['name'] },
  JoinedWaitlist: { person: 'playerId', fields: ['name'] },
  // What a player types to the judges: the reason of a call and of an appeal.
  JudgeCalled: { person: 'playerId', fields: ['reason'] },
  RulingAppealed: { person: 'playerId', fields: ['reason'] },
  MatchRulingAppealed: { person: 'playerId', fields: ['reason'] },
};

async function sealOne(vault: PersonalDataVault, event: DomainEvent): Promise<DomainEvent> {
  const spec = PERSONAL_FIELDS[event.type];
  const data = event.data as Record<string, unknown> | null;
  const personId = data?.[spec?.person ?? ''];
  if (!spec || typeof personId !== 'string') return event;
  const sealed: Record<string, unknown> = { ...data };
  for (const field of spec.fields) {
    const text = sealed[field];
    if (typeof text === 'string' && !isSealedText(text)) sealed[field] = await vault.seal(personId, text);
  }
  return { ...event, data: sealed };
}

/** The events as the store keeps them: personal fields sealed, everything else as decided. */
export function sealPersonalFields(vault: PersonalDataVault, events: readonly DomainEvent[]): Promise<DomainEvent[]> {
  return Promise.all(events.map((event) => sealOne(vault, event)));
}

/**
 * Events as the read models and the aggregates fold them: sealed fields opened, an erased
 * person's as ERASED_NAME. Old events written in plain text pass as they are.
 */
export function openPersonalFields<E extends { readonly data: unknown }>(
  vault: PersonalDataVault,
  events: readonly E[],
): Promise<E[]> {
  return openSealedEvents(vault, events, ERASED_NAME);
}

/** One value (a piece of event data) opened the same way. */
export async function openPersonalValue<T>(vault: PersonalDataVault, value: T): Promise<T> {
  return (await openSealedFields(vault, [value], ERASED_NAME))[0]!;
}
