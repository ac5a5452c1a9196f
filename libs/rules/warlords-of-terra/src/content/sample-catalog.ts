import overlords from './data/overlords.json' with { type: 'json' };
import silvanos from './data/silvanos.json' with { type: 'json' };
import hellscions from './data/hellscions.json' with { type: 'json' };
import theridom from './data/theridom.json' with { type: 'json' };
import neutral from './data/neutral.json' with { type: 'json' };

/**
 * The sample catalog: original cards (no published card text) for four realms and neutral cards,
 * one data file per realm in the catalog format a tournament imports. Names the rulebook itself
 * uses (002_a36596f8eaed8fcc.txt: Demoler, Príncipe Demonio, Lutien, Draco, Bendición de Terra,
 * Medusa, Fauno, Ángel Guardián, Portal de Reemplazo) carry original text, so its examples and
 * errata (part B) can be played.
 */
export const REALM_FILES: Readonly<Record<string, { readonly cards: readonly unknown[] }>> = {
  overlords,
  silvanos,
  hellscions,
  theridom,
  neutral,
};

export const SAMPLE_CATALOG_FILE = {
  game: 'warlords-of-terra',
  version: 'sample-2',
  cards: Object.values(REALM_FILES).flatMap((file) => file.cards),
};
