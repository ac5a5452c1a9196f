import { defineGame } from '@cronica/rules-kernel';
import { parseWotCatalog } from './catalog.js';
import { WARLORDS_END_REASONS } from './engine/end-reasons.js';
import { WOT_FORMAT } from './engine/format.js';
import { warlordsOfTerra } from './engine/module.js';
import { wotDeckTextSpec } from './sample-deck.js';
import { WOT_GAME_ID, wotDeckValidator } from './validator.js';

/** Warlords of Terra as the platform lists and plays it. */
export const warlordsOfTerraGame = defineGame({
  id: WOT_GAME_ID,
  name: { es: 'Warlords of Terra', en: 'Warlords of Terra' },
  deckSections: [
    { key: 'hero', name: { es: 'Héroe', en: 'Hero' } },
    { key: 'battle', name: { es: 'Mazo de batalla', en: 'Battle deck' } },
    { key: 'construction', name: { es: 'Mazo de construcción', en: 'Construction deck' } },
    { key: 'sideboard', name: { es: 'Prebanquillo', en: 'Pre-sideboard' } },
  ],
  deckText: wotDeckTextSpec,
  deckValidator: wotDeckValidator,
  parseCatalog: parseWotCatalog,
  legendaryLimit: true,
  module: warlordsOfTerra,
  format: WOT_FORMAT,
  library: '@cronica/warlords-of-terra',
  endReasons: WARLORDS_END_REASONS,
});
