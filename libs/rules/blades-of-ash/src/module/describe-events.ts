import type { Viewer } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import type { BladesEvent, BladesEventType, EventOf } from '../engine/events.js';
import type { BladesState } from '../engine/state.js';
import { CLASH_LINES } from './describe-clash.js';
import { EFFECT_LINES } from './describe-effects.js';
import { SETUP_LINES } from './describe-setup.js';

/**
 * The game log (000_7cbcfc9bc47f1014.txt, the whole "Las Reglas" in words): one line per event
 * a person wants to read, as `viewer` may read it. Cards drawn and heroes picked in secret are
 * named only to their owner and to judges (the module's `secrets`); everyone else reads counts.
 */
export type LineOf<T extends BladesEventType> = (
  event: EventOf<T>,
  before: BladesState,
  viewer: Viewer,
) => Localized | null;
export type Lines = { readonly [T in BladesEventType]: LineOf<T> };

const LINES: Lines = { ...SETUP_LINES, ...CLASH_LINES, ...EFFECT_LINES };

export function describeEvent(event: BladesEvent, before: BladesState, viewer: Viewer): Localized | null {
  return (LINES[event.type] as LineOf<typeof event.type>)(event as never, before, viewer);
}
