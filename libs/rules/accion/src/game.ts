import { defineGame } from '@cronica/rules-kernel';
import { ACCION_END_REASONS } from './encounter/result.js';
import { accion } from './module.js';
import { ACCION_DECK_TEXT_SPEC, GAME_ID, accionDeckValidator } from './setup.js';

/** La Regla de Acción (003_9d379b4d763b9b92.txt): encounters with a game master at seat 0. */
export const accionGame = defineGame({
  id: GAME_ID,
  name: { es: 'La Regla de Acción', en: 'La Regla de Acción' },
  deckSections: [{ key: 'identity', name: { es: 'Carta identidad', en: 'Identity card' } }],
  deckText: ACCION_DECK_TEXT_SPEC,
  deckValidator: accionDeckValidator,
  legendaryLimit: false,
  module: accion,
  library: '@cronica/accion',
  endReasons: ACCION_END_REASONS,
  organizedPlay: 'sessions',
});
