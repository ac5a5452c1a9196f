import { cardCatalogSchema, createCardIndex, shippedCatalog, parseCardCatalog } from '@cronica/rules-kernel';
import { ecgPlayableCardSchema } from '../cards/schema.js';
import { toEcgCard, type EcgCard, type EcgCatalog } from '../catalog.js';
import sol from './data/sol.json' with { type: 'json' };
import lechuza from './data/lechuza.json' with { type: 'json' };
import ciervo from './data/ciervo.json' with { type: 'json' };
import loboBlanco from './data/lobo-blanco.json' with { type: 'json' };
import leon from './data/leon.json' with { type: 'json' };
import devoto from './data/devoto.json' with { type: 'json' };
import mercenarios from './data/mercenarios.json' with { type: 'json' };
import comunes from './data/comunes.json' with { type: 'json' };

/**
 * The sample set that ships with the library (original content): one data file per realm, the
 * mercenaries, and the cards without a realm (actions, reactions, spells, Oración, a legacy). Each
 * file is a catalog file in the one ECG card format, validated with every play field required.
 */

/** The raw data files, in catalog order (for the content tests). */
export const CONTENT_FILES: readonly unknown[] = [sol, lechuza, ciervo, loboBlanco, leon, devoto, mercenarios, comunes];

const playableCatalogSchema = cardCatalogSchema(ecgPlayableCardSchema);

function load(): EcgCatalog {
  const cards = CONTENT_FILES.flatMap(
    (file, index) =>
      shippedCatalog(parseCardCatalog(playableCatalogSchema, file, `ECG (file ${index})`, toEcgCard)).cards,
  );
  const seen = new Set<string>();
  for (const card of cards) {
    if (seen.has(card.id)) throw new Error(`duplicate ECG card id ${card.id}`);
    seen.add(card.id);
  }
  return { version: 'muestra-1', cards };
}

/** The sample catalog: every card of the sample set, complete for play. */
export const sampleEcgCatalog: EcgCatalog = load();

const index = createCardIndex(sampleEcgCatalog.cards);

/** A sample card by id or by name in Spanish or English (ignoring case and accents). */
export const ecgCardByName = (reference: string): EcgCard | undefined => index.resolve(reference);
export const ecgCardById = (id: string): EcgCard | undefined => index.byId(id);
