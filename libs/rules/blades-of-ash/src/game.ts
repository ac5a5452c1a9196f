import { defineGame, invalidCatalog, type CatalogCheck } from '@cronica/rules-kernel';
import { CardSetSchema } from './cards/schema.js';
import { bladesCardList } from './content/card-list.js';
import { BLADES_DECK_TEXT_SPEC, BLADES_GAME_ID } from './content/deck-rules.js';
import { bladesDeckValidator } from './content/deck-validator.js';
import { bladesOfAsh } from './engine/module.js';
import { BLADES_FORMAT } from './module/format-spec.js';
import { BLADES_END_REASONS } from './engine/end-reasons.js';

/** The name lists and messages use. */
const SHORT_NAME = { es: 'Espadas de Ceniza', en: 'Blades of Ash' };

/** An imported Blades of Ash card set must pass the engine's card schema. */
export function checkBladesCatalog(json: unknown): CatalogCheck {
  const parsed = CardSetSchema.safeParse(json);
  return parsed.success ? { ok: true } : invalidCatalog(parsed.error, SHORT_NAME);
}

/** Blades of Ash as the platform lists and plays it. */
export const bladesOfAshGame = defineGame({
  id: BLADES_GAME_ID,
  name: { es: 'Espadas de Ceniza: Choque de Leyendas', en: 'Blades of Ash: Clash of Legends' },
  // 000_7cbcfc9bc47f1014.txt is the Spanish original, 001_f8669d75003bf5b9.txt its translation.
  shortName: SHORT_NAME,
  deckSections: [
    { key: 'heroes', name: { es: 'Héroes', en: 'Heroes' } },
    { key: 'actions', name: { es: 'Acciones', en: 'Actions' } },
  ],
  deckText: BLADES_DECK_TEXT_SPEC,
  deckValidator: bladesDeckValidator,
  parseCatalog: checkBladesCatalog,
  cardList: bladesCardList,
  legendaryLimit: false,
  module: bladesOfAsh,
  format: BLADES_FORMAT,
  library: '@cronica/blades-of-ash',
  endReasons: BLADES_END_REASONS,
});
