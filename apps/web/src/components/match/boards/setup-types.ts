import type { ComponentType } from 'react';
import type { Lang, Localized } from '@cronica/util';
import type { Translate } from '../../../lib/i18n';

/**
 * What a game adds to the shared table form (`TableForm`): how its seats are called (a game
 * master's seat, players' seats) and its own fields for the format options, which it writes as
 * JSON into a form field named `options` (the game's schema checks it on the server).
 */
export interface TableSetup {
  readonly seatLabel: (seat: number) => Localized;
  readonly Options: ComponentType<{ readonly lang: Lang; readonly t: Translate }>;
}
