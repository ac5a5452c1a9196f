/**
 * The deck-building rules of the Standard format (000_7cbcfc9bc47f1014.txt, "Selección de
 * Facción, Héroes y Mazo de Acción"): one faction; exactly 5 heroes of that faction or
 * Mercenarios; an action deck of at least 30 cards, at most 2 copies of each, of that faction or
 * Mercenarios. Checked over any catalog, so an imported card set is judged the same way.
 */
import {
  cardLabel,
  copiesById,
  createCardIndex,
  normalizeCardName,
  resolveDeckSections,
  sectionHeaders,
  sumCounts,
  type DeckList,
  type DeckTextSpec,
  type DeckValidationError,
  type ResolvedEntry,
} from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { MERCENARIOS, type ActionCard, type Faction, type Hero } from '../cards/schema.js';

export const BLADES_GAME_ID = 'blades-of-ash';
export const HERO_LIST_SIZE = 5;
export const MIN_ACTION_DECK = 30;
export const MAX_ACTION_COPIES = 2;

export interface DeckCatalog {
  readonly factions: readonly Faction[];
  readonly heroes: readonly Hero[];
  readonly actions: readonly ActionCard[];
}

type Card = Hero | ActionCard;

/**
 * Whether a list of `listFaction` may hold a card of `cardFaction`: its own faction's cards and
 * Mercenarios, which join every faction (000_7cbcfc9bc47f1014.txt, "Selección de Facción, Héroes
 * y Mazo de Acción").
 */
export function factionAdmits(listFaction: string, cardFaction: string): boolean {
  return cardFaction === listFaction || cardFaction === MERCENARIOS;
}
type Section = 'heroes' | 'actions';

/** Section headers players write, in both languages. */
export const BLADES_DECK_TEXT_SPEC: DeckTextSpec = {
  game: BLADES_GAME_ID,
  sections: [
    { key: 'heroes', aliases: ['Heroes', 'Héroes', 'Heroe', 'Hero', 'Lista de héroes', 'Hero list'] },
    { key: 'actions', aliases: ['Actions', 'Acciones', 'Action deck', 'Mazo de acción', 'Cartas de acción'] },
  ],
};

// The same header words a plain-text list is read by.
const SECTION_BY_ALIAS = sectionHeaders(BLADES_DECK_TEXT_SPEC) as ReadonlyMap<string, Section>;

/** The section a header or JSON key names (`Héroes`, `heroes`, `Actions`…), if any. */
export function deckSectionOf(name: string): Section | undefined {
  return SECTION_BY_ALIAS.get(normalizeCardName(name));
}

const SECTION_LABEL: Readonly<Record<Section, Localized>> = {
  heroes: { es: 'Héroes', en: 'Heroes' },
  actions: { es: 'Acciones', en: 'Actions' },
};

const err = (code: string, es: string, en: string, extra: Partial<DeckValidationError> = {}): DeckValidationError => ({
  code: `blades.deck.${code}`,
  message: { es, en },
  ...extra,
});

export function checkDeck(catalog: DeckCatalog, deck: DeckList): DeckValidationError[] {
  const errors: DeckValidationError[] = [];
  if (deck.game !== BLADES_GAME_ID) {
    errors.push(
      err(
        'wrong-game',
        `La lista es de «${deck.game}», no de «${BLADES_GAME_ID}».`,
        `The list is for "${deck.game}", not "${BLADES_GAME_ID}".`,
      ),
    );
  }
  const faction = factionErrors(catalog, deck.faction, errors);
  const { heroes, actions } = resolveCards(catalog, deck, errors);
  if (faction !== undefined) errors.push(...outsiders(catalog, faction, [...heroes, ...actions]));
  errors.push(...heroListErrors(heroes), ...actionDeckErrors(actions));
  return errors;
}

function factionErrors(
  catalog: DeckCatalog,
  declared: string | undefined,
  errors: DeckValidationError[],
): Faction | undefined {
  if (declared === undefined || declared.trim() === '') {
    errors.push(err('no-faction', 'Falta la facción («Facción: …»).', 'The faction is missing ("Faction: …").'));
    return undefined;
  }
  const key = normalizeCardName(declared);
  const playable = catalog.factions.filter((f) => f.id !== MERCENARIOS);
  const faction = playable.find((f) => [f.id, f.name.es, f.name.en].some((n) => normalizeCardName(n) === key));
  if (faction === undefined) {
    const names = playable.map((f) => f.name.es).join(', ');
    const namesEn = playable.map((f) => f.name.en).join(', ');
    errors.push(
      err(
        'unknown-faction',
        `Facción desconocida: «${declared}» (elige una de: ${names}; Mercenarios se suma a todas).`,
        `Unknown faction: "${declared}" (choose one of: ${namesEn}; Mercenaries join every faction).`,
      ),
    );
  }
  return faction;
}

function resolveCards(catalog: DeckCatalog, deck: DeckList, errors: DeckValidationError[]) {
  const bySection: Record<Section, ResolvedEntry<Card>[]> = { heroes: [], actions: [] };
  const sections = countedSections(deck, errors);
  const resolved = resolveDeckSections(
    { ...deck, sections },
    createCardIndex<Card>([...catalog.heroes, ...catalog.actions]),
    'blades.deck',
  );
  errors.push(...resolved.errors);
  for (const [section, entries] of Object.entries(resolved.sections) as [Section, ResolvedEntry<Card>[]][]) {
    for (const entry of entries) {
      const belongs: Section = entry.card.kind === 'hero' ? 'heroes' : 'actions';
      if (belongs === section) bySection[section].push(entry);
      else errors.push(wrongSection(entry.card, section, belongs));
    }
  }
  return bySection;
}

/** The list's entries under the game's own section names, without unknown sections or counts that are not a whole number ≥ 1 (each an error). */
function countedSections(deck: DeckList, errors: DeckValidationError[]): Record<string, DeckList['sections'][string]> {
  const sections: Record<string, DeckList['sections'][string]> = {};
  for (const [name, entries] of Object.entries(deck.sections)) {
    const section = deckSectionOf(name);
    if (section === undefined) {
      errors.push(
        err(
          'unknown-section',
          `Sección desconocida: «${name}» (usa Héroes y Acciones).`,
          `Unknown section: "${name}" (use Heroes and Actions).`,
          { section: name },
        ),
      );
      continue;
    }
    const counted = entries.filter((entry) => {
      if (Number.isSafeInteger(entry.count) && entry.count >= 1) return true;
      errors.push(
        err(
          'bad-count',
          `Cantidad no válida (${entry.count}) para «${entry.card}».`,
          `Invalid count (${entry.count}) for "${entry.card}".`,
          { section, card: entry.card },
        ),
      );
      return false;
    });
    sections[section] = [...(sections[section] ?? []), ...counted];
  }
  return sections;
}

function wrongSection(card: Card, section: Section, belongs: Section): DeckValidationError {
  const [is, should] = [SECTION_LABEL[section], SECTION_LABEL[belongs]];
  return err(
    'wrong-section',
    `«${cardLabel(card, 'es')}» está en ${is.es} pero va en ${should.es}.`,
    `"${cardLabel(card, 'en')}" is under ${is.en} but belongs under ${should.en}.`,
    { section, card: card.id },
  );
}

/** Cards of another faction than the list's (Mercenarios join every faction), each named with the faction it is of. */
function outsiders(
  catalog: DeckCatalog,
  faction: Faction,
  entries: readonly ResolvedEntry<Card>[],
): DeckValidationError[] {
  const seen = new Set<string>();
  const nameOf = (id: string, lang: 'es' | 'en') => catalog.factions.find((f) => f.id === id)?.name[lang] ?? id;
  return entries
    .filter((e) => !factionAdmits(faction.id, e.card.faction) && !seen.has(e.card.id) && seen.add(e.card.id))
    .map(({ card }) =>
      err(
        'wrong-faction',
        `«${cardLabel(card, 'es')}» es de otra facción (${nameOf(card.faction, 'es')}): solo valen cartas de ${faction.name.es} o Mercenarios.`,
        `"${cardLabel(card, 'en')}" belongs to another faction (${nameOf(card.faction, 'en')}): only ${faction.name.en} or Mercenaries cards are allowed.`,
        { card: card.id },
      ),
    );
}

function heroListErrors(heroes: readonly ResolvedEntry<Card>[]): DeckValidationError[] {
  const errors: DeckValidationError[] = [];
  const total = sumCounts(heroes);
  if (total !== HERO_LIST_SIZE) {
    errors.push(
      err(
        'hero-count',
        `La lista de héroes ha de tener exactamente ${HERO_LIST_SIZE} héroes (tiene ${total}).`,
        `The hero list must have exactly ${HERO_LIST_SIZE} heroes (it has ${total}).`,
        { section: 'heroes' },
      ),
    );
  }
  for (const { card, count } of copiesById([heroes]).values()) {
    if (count > 1)
      errors.push(
        err(
          'hero-repeated',
          `«${cardLabel(card, 'es')}» aparece ${count} veces: cada héroe va una sola vez.`,
          `"${cardLabel(card, 'en')}" appears ${count} times: each hero goes in once.`,
          { section: 'heroes', card: card.id },
        ),
      );
  }
  return errors;
}

function actionDeckErrors(actions: readonly ResolvedEntry<Card>[]): DeckValidationError[] {
  const errors: DeckValidationError[] = [];
  const total = sumCounts(actions);
  if (total < MIN_ACTION_DECK) {
    errors.push(
      err(
        'action-count',
        `El mazo de acción ha de tener al menos ${MIN_ACTION_DECK} cartas (tiene ${total}).`,
        `The action deck must have at least ${MIN_ACTION_DECK} cards (it has ${total}).`,
        { section: 'actions' },
      ),
    );
  }
  for (const { card, count } of copiesById([actions]).values()) {
    if (count > MAX_ACTION_COPIES)
      errors.push(
        err(
          'too-many-copies',
          `«${cardLabel(card, 'es')}»: ${count} copias; el máximo es ${MAX_ACTION_COPIES}.`,
          `"${cardLabel(card, 'en')}": ${count} copies; the maximum is ${MAX_ACTION_COPIES}.`,
          { section: 'actions', card: card.id },
        ),
      );
  }
  return errors;
}
