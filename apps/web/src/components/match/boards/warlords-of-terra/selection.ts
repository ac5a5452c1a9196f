/**
 * What the player has picked on the Warlords of Terra board: an object whose moves are shown (a
 * hand card, a troop, an armory object, a hero power) and, optionally, the zone those moves are
 * narrowed to. A move sent clears the pick: the object may be somewhere else now, and a tap on it
 * afterwards is a fresh pick (it showed its new moves), never the second tap of a toggle.
 */
export interface WotSelection {
  readonly key: string | null;
  readonly zone: number | null;
}

/** `shown`: the object whose moves the board shows now (a pick whose moves are gone shows none). */
export type SelectionEvent =
  | { readonly kind: 'pick'; readonly key: string; readonly shown?: string | null }
  | { readonly kind: 'zone'; readonly zone: number }
  | { readonly kind: 'sent' };

export const NOTHING_PICKED: WotSelection = { key: null, zone: null };

export function nextSelection(selection: WotSelection, event: SelectionEvent): WotSelection {
  switch (event.kind) {
    case 'pick':
      return {
        key: event.key === (event.shown === undefined ? selection.key : event.shown) ? null : event.key,
        zone: null,
      };
    case 'zone':
      return { ...selection, zone: event.zone };
    case 'sent':
      return NOTHING_PICKED;
  }
}
