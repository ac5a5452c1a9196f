import { bladesCatalog } from './blades';
import { ecgCatalog } from './ecg';
import type { GameCatalog } from './types';
import { warlordsCatalog } from './warlords';

export type { BrowserCard, CardStat, CardTextLine, CatalogFacet, DeclaredFaction, FacetValue, GameCatalog } from './types';

/**
 * The deck builder's card catalog of every game the registry knows (libs/games `GAMES`), by
 * game id. A game added to the registry needs its line here too; the spec checks none is missing.
 */
export const CARD_CATALOGS: Readonly<Record<string, GameCatalog>> = {
  [bladesCatalog.game]: bladesCatalog,
  [warlordsCatalog.game]: warlordsCatalog,
  [ecgCatalog.game]: ecgCatalog,
};

export function catalogFor(game: string): GameCatalog | undefined {
  return CARD_CATALOGS[game];
}
