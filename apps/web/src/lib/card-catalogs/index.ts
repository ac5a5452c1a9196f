import { bladesCatalog } from './blades';
import { ecgCatalog } from './ecg';
import type { GameCatalog } from './types';
import { warlordsCatalog } from './warlords';

export type {
  BrowserCard,
  CardStat,
  CardTextLine,
  CatalogFacet,
  DeclaredFaction,
  FacetValue,
  GameCatalog,
} from './types';

/**
 * The deck builder's card catalog of every game organizers run tournaments of (libs/games
 * `SWISS_GAMES`), by game id. A game added there needs its line here too; the spec checks none is
 * missing. Games played as sessions with a game master register no deck list to build.
 */
export const CARD_CATALOGS: Readonly<Record<string, GameCatalog>> = {
  [bladesCatalog.game]: bladesCatalog,
  [warlordsCatalog.game]: warlordsCatalog,
  [ecgCatalog.game]: ecgCatalog,
};

export function catalogFor(game: string): GameCatalog | undefined {
  return CARD_CATALOGS[game];
}
