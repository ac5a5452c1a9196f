import type { Viewer } from '@cronica/rules-kernel';
import { byType, type ByType, type Localized } from '@cronica/util';
import { CARD_LINES } from './describe-cards.js';
import { COMBAT_LINES, ENEMY_LINES } from './describe-combat.js';
import { FLOW_LINES } from './describe-flow.js';
import type { AccionEvent } from './events.js';
import { nameOf, seatName } from './names.js';
import type { AccionState } from './state.js';

/** What every table's lines read: names by actor id and by seat, the state before the event, the viewer. */
export interface Ctx {
  readonly n: (id: string) => Localized;
  readonly s: (seat: number) => Localized;
  readonly before: AccionState;
  readonly viewer: Viewer;
}

/**
 * One log line per event as `viewer` may read it (never a card the viewer may not see: drawn
 * cards only for their owner, a lent card only for its owner and borrower; judges read all).
 */
export function describeEvent(event: AccionEvent, before: AccionState, viewer: Viewer): Localized | null {
  const ctx: Ctx = { n: (id) => nameOf(before, id), s: (seat) => seatName(before, seat), before, viewer };
  return byType(EVENT_LINES, event, ctx);
}

const EVENT_LINES: ByType<AccionEvent, [Ctx], Localized | null> = {
  ...CARD_LINES,
  ...COMBAT_LINES,
  ...ENEMY_LINES,
  ...FLOW_LINES,
};
