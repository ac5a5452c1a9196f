import type { EventSecret, Message, Seat, Viewer } from './decider.js';

type DataOf<Event extends Message, Type> = Extract<Event, { readonly type: Type }>['data'];

/** The fields of each event type that only the seat the event names may read (types whose data names a seat). */
export type SeatSecretFields<Event extends Message> = {
  readonly [Type in Event['type']]?: DataOf<Event, Type> extends { readonly seat: Seat }
    ? readonly (keyof DataOf<Event, Type> & string)[]
    : never;
};

/**
 * A decider's `secrets` for a game whose hidden fields are each read only by the seat the event
 * names in `data.seat` (a player's draws, picks, discards); judges always can. A field the event
 * leaves out hides nothing, so it is not listed.
 */
export function seatSecrets<Event extends Message>(
  fields: SeatSecretFields<Event>,
): (event: Event) => readonly EventSecret[] {
  return (event) => {
    const listed: readonly string[] = fields[event.type as Event['type']] ?? [];
    const data = event.data as { readonly seat: Seat } & Readonly<Record<string, unknown>>;
    return listed
      .filter((field) => data[field] !== undefined)
      .map((field) => ({ path: [field], visibleTo: [data.seat] }));
  };
}

/** Whether `viewer` may read what only `seat` may (its hand, its draws): that seat itself, or a judge. */
export const readsSeatSecrets = (viewer: Viewer, seat: Seat): boolean =>
  viewer.kind === 'judge' || (viewer.kind === 'seat' && viewer.seat === seat);
