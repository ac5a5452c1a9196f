import type { ComponentType } from 'react';
import type { Lang } from '@cronica/util';
import type { Translate } from '../../../lib/i18n';

/**
 * What a game adds to the shared table form (`TableForm`): its own fields for the format options,
 * which it writes as JSON into a form field named `options` (the game's schema checks it on the
 * server). How its seats are called is its folder's `seats.ts` (`seat-words.ts`).
 */
export interface TableSetup {
  readonly Options: ComponentType<{ readonly lang: Lang; readonly t: Translate }>;
}
