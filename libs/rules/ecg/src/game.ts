import { defineGame } from '@cronica/rules-kernel';
import { parseEcgCatalog } from './catalog.js';
import { ECG_END_REASONS } from './engine/end-reasons.js';
import { ecg } from './module/ecg.js';
import { ECG_FORMAT } from './module/format-spec.js';
import { ECG_GAME_ID, ecgDeckTextSpec, ecgDeckValidator } from './validator.js';

/** ECG as the platform lists and plays it. */
export const ecgGame = defineGame({
  id: ECG_GAME_ID,
  name: { es: 'ECG', en: 'ECG' },
  deckSections: [
    { key: 'hero', name: { es: 'Héroe', en: 'Hero' } },
    { key: 'resource', name: { es: 'Recurso', en: 'Resource' } },
    { key: 'main', name: { es: 'Mazo', en: 'Deck' } },
  ],
  deckText: ecgDeckTextSpec,
  deckValidator: ecgDeckValidator,
  parseCatalog: parseEcgCatalog,
  legendaryLimit: false,
  module: ecg,
  format: ECG_FORMAT,
  library: '@cronica/ecg',
  endReasons: ECG_END_REASONS,
});
