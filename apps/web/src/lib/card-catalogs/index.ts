export type {
  Allegiance,
  BrowserCard,
  CardStat,
  CardTextLine,
  CatalogFacet,
  DeclaredFaction,
  FacetValue,
  GameCatalog,
} from './types';

/**
 * The deck builder's card catalogue of a game, for the deck pages: each game with a deck builder
 * keeps its own in its board folder (`components/match/boards/<game id>/catalog.ts`), found there
 * without a list to keep. Games played as sessions with a game master register no deck list to build.
 */
export { catalogGames, loadCatalog, loadedCatalog } from '../../components/match/boards/catalogs';
