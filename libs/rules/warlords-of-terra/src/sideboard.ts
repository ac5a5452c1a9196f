import {
  createCardIndex,
  resolveDeckSections,
  type DeckEntry,
  type DeckList,
  type DeckValidationError,
  type ResolvedEntry,
} from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { cardName, parseWotCatalog, sampleWotCatalog, type WotCard } from './catalog.js';
import { validateWotDeck, WOT_GAME_ID, type WotValidationOptions } from './validator.js';

/**
 * Pre-sideboard swaps before a game (002_a36596f8eaed8fcc.txt, C.3 "PREBANQUILLO"): cards of
 * the pre-sideboard are exchanged with cards of the main deck, and the deck that results keeps
 * every limit. The pre-sideboard "DEBE ser restablecido a su estado original tras cada ronda":
 * a swap is always described against the **registered list**, which is the reset point, so
 * the next round starts from it again (`applySideboardSwap(registered, …)` never sees a
 * previous game's deck).
 */

export interface SideboardSwap {
  /** Cards taken out of the main deck (battle or construction) into the pre-sideboard. */
  readonly out: readonly DeckEntry[];
  /** Pre-sideboard cards put into the main deck. */
  readonly in: readonly DeckEntry[];
}

export type SwapResult =
  | { readonly ok: true; readonly deck: DeckList }
  | { readonly ok: false; readonly errors: readonly DeckValidationError[] };

type Counts = Map<string, { card: WotCard; count: number }>;

function countsOf(entries: readonly ResolvedEntry<WotCard>[] | undefined): Counts {
  return new Map((entries ?? []).map((entry) => [entry.card.id, { card: entry.card, count: entry.count }]));
}

const swapError = (code: string, es: string, en: string, card?: string): DeckValidationError => ({
  code,
  message: { es, en },
  ...(card === undefined ? {} : { card }),
});

function take(from: Counts, card: WotCard, count: number): boolean {
  const held = from.get(card.id);
  if (held === undefined || held.count < count) return false;
  if (held.count === count) from.delete(card.id);
  else from.set(card.id, { card, count: held.count - count });
  return true;
}

function put(into: Counts, card: WotCard, count: number): void {
  into.set(card.id, { card, count: (into.get(card.id)?.count ?? 0) + count });
}

const toEntries = (counts: Counts): DeckEntry[] =>
  [...counts.values()].map(({ card, count }) => ({ card: card.id, count }));

const heroNotSwapped = (card: WotCard): DeckValidationError =>
  swapError(
    'wot.swap.hero',
    'El héroe no se intercambia con el prebanquillo.',
    'The hero is not swapped with the pre-sideboard.',
    card.id,
  );

/** A swap of more copies of a card than the deck part holds, named as players know the card. */
function notHeld(code: string, card: WotCard, count: number, part: Localized): DeckValidationError {
  const { es, en } = cardName(card);
  return swapError(
    code,
    `No hay ${count === 1 ? 'ninguna copia' : `${count} copias`} de «${es}» en ${part.es}.`,
    `${part.en} does not hold ${count === 1 ? 'a copy' : `${count} copies`} of “${en}”.`,
    card.id,
  );
}

function moveCards(
  parts: Record<'battle' | 'construction' | 'sideboard', Counts>,
  swap: { out: ResolvedEntry<WotCard>[]; in: ResolvedEntry<WotCard>[] },
): DeckValidationError[] {
  const errors: DeckValidationError[] = [];
  for (const { card, count } of swap.out) {
    if (card.deck === 'hero') errors.push(heroNotSwapped(card));
    else if (take(parts[card.deck], card, count)) put(parts.sideboard, card, count);
    else errors.push(notHeld('wot.swap.not-in-deck', card, count, { es: 'el mazo principal', en: 'The main deck' }));
  }
  for (const { card, count } of swap.in) {
    if (card.deck === 'hero') errors.push(heroNotSwapped(card));
    else if (take(parts.sideboard, card, count)) put(parts[card.deck], card, count);
    else
      errors.push(
        notHeld('wot.swap.not-in-sideboard', card, count, { es: 'el prebanquillo', en: 'The pre-sideboard' }),
      );
  }
  return errors;
}

/** The registered hero with the swapped battle, construction and pre-sideboard. */
function swappedList(
  hero: ResolvedEntry<WotCard>[] | undefined,
  parts: Record<'battle' | 'construction' | 'sideboard', Counts>,
): DeckList {
  return {
    game: WOT_GAME_ID,
    sections: {
      hero: toEntries(countsOf(hero)),
      battle: toEntries(parts.battle),
      construction: toEntries(parts.construction),
      sideboard: toEntries(parts.sideboard),
    },
  };
}

/** The deck for one game: the registered list with the swap applied, if every limit still holds. */
export function applySideboardSwap(
  registered: DeckList,
  swap: SideboardSwap,
  options: WotValidationOptions = {},
): SwapResult {
  const registration = validateWotDeck(registered, options);
  if (!registration.valid) {
    const invalid = swapError(
      'wot.swap.registered-invalid',
      'La lista registrada no es válida; no se puede intercambiar.',
      'The registered list is not valid; no swap is possible.',
    );
    return { ok: false, errors: [invalid, ...registration.errors] };
  }
  const parsed =
    options.catalog === undefined ? { ok: true as const, catalog: sampleWotCatalog } : parseWotCatalog(options.catalog);
  if (!parsed.ok) return { ok: false, errors: [{ code: 'wot.catalog.invalid', message: parsed.message }] };
  const index = createCardIndex(parsed.catalog.cards);
  const deck = resolveDeckSections(registered, index, 'wot.deck').sections;
  const moves = resolveDeckSections({ game: WOT_GAME_ID, sections: { out: swap.out, in: swap.in } }, index, 'wot.swap');
  const parts = {
    battle: countsOf(deck.battle),
    construction: countsOf(deck.construction),
    sideboard: countsOf(deck.sideboard),
  };
  const moveErrors = [
    ...moves.errors,
    ...moveCards(parts, { out: moves.sections.out ?? [], in: moves.sections.in ?? [] }),
  ];
  if (moveErrors.length > 0) return { ok: false, errors: moveErrors };
  const swapped = swappedList(deck.hero, parts);
  const mainOnly: DeckList = { ...swapped, sections: { ...swapped.sections, sideboard: [] } };
  const check = validateWotDeck(mainOnly, { ...options, fullRegistration: false });
  return check.valid ? { ok: true, deck: swapped } : { ok: false, errors: check.errors };
}
