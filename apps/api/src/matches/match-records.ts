import { Inject, Injectable } from '@nestjs/common';
import { StreamNotFoundError, type EventStore } from '@cronica/event-store';
import { matchStream } from '@cronica/matches';
import { recordsFromStream, type ReplayRecord } from '@cronica/replay';
import { EVENT_STORE } from '../store/tokens.js';
import { MatchSecrets } from './match-secrets.js';

/** A match's stored replay records, every secret in them (server side only); none for a match never created. */
export async function readMatchRecords(store: EventStore, matchId: string): Promise<ReplayRecord[]> {
  const events = [];
  try {
    for await (const event of store.readStream(matchStream(matchId))) events.push(event);
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return recordsFromStream(events);
}

/** A match's whole record as the server keeps it: its stream's records and its master seed. */
@Injectable()
export class MatchRecords {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: MatchSecrets,
  ) {}

  /** The stored records with the master seed put back into the header (the export cuts what a view may see). */
  async withMasterSeed(matchId: string): Promise<ReplayRecord[]> {
    const [header, ...rest] = await readMatchRecords(this.store, matchId);
    if (header === undefined) return [];
    return [{ ...header, master: Buffer.from(this.secrets.require(matchId).master).toString('hex') }, ...rest];
  }
}
