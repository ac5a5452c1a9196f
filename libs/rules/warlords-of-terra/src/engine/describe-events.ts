import type { Viewer } from '@cronica/rules-kernel';
import { byType, type ByType, type Localized } from '@cronica/util';
import { BOARD_LINES, TROOP_LINES } from './describe-board.js';
import { MATCH_LINES } from './describe-match.js';
import type { WotEvent } from './events.js';
import type { WotState } from './state.js';

/**
 * One log line per event as a viewer may read it, from the state the event applies to. It never
 * names a card the viewer may not see (a card drawn, a pre-sideboard swap): `secrets` in
 * report.ts lists the same fields.
 */
const EVENT_LINES: ByType<WotEvent, [WotState, Viewer], Localized | null> = {
  ...MATCH_LINES,
  ...BOARD_LINES,
  ...TROOP_LINES,
};

export function describeEvent(event: WotEvent, before: WotState, viewer: Viewer): Localized | null {
  return byType(EVENT_LINES, event, before, viewer);
}
