import { cardLabel, type AccionView, type Card } from '@cronica/accion';
import { localized as l, pick, type Lang, type Localized } from '@cronica/util';
import type { LegalCommand } from '../../../../graphql/match';
import { commandOf, typeOf } from '../picks';

/**
 * A turn chosen in steps instead of one button per combination: the action, then its target (on
 * the grid or in a list), then the kind of attack, then the cards. Only the legal commands the
 * game lists are ever sent; these helpers read their fields.
 */

export interface Choice {
  readonly type: string | null;
  readonly target: string | null;
  readonly kind: string | null;
  readonly cards: readonly string[];
}

export const NO_CHOICE: Choice = { type: null, target: null, kind: null, cards: [] };

/** What a command aims at: an enemy, objective, player or ally by id ("seat:N" for a seat), or a square ("sq:x,y"). */
export function targetOf(entry: LegalCommand): string | null {
  const data = commandOf(entry).data;
  const who = data.target ?? data.enemy ?? data.ally;
  if (typeof who === 'string') return who;
  if (typeof who === 'number') return `seat:${who}`;
  const to = data.to;
  if (Array.isArray(to) && data.scene === undefined) return `sq:${to[0]},${to[1]}`;
  return null;
}

/** The cards a command plays ("h:Q♠" from the hand, "t:0" a table slot, "f" the lent card), in a stable order. */
export function cardsOf(entry: LegalCommand): string[] {
  const cards = commandOf(entry).data.cards;
  if (!Array.isArray(cards)) return [];
  return cards
    .map((ref: unknown) => {
      if (typeof ref === 'string') return `h:${ref}`;
      const r = ref as { from: string; card?: string; slot?: number };
      return r.from === 'hand' ? `h:${r.card}` : r.from === 'table' ? `t:${r.slot}` : 'f';
    })
    .sort();
}

export const kindOf = (entry: LegalCommand): string | null => {
  const kind = commandOf(entry).data.kind;
  return typeof kind === 'string' ? kind : null;
};

const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/** The legal commands still matching what was chosen so far. */
export function remaining(legal: readonly LegalCommand[], choice: Choice): LegalCommand[] {
  return legal.filter(
    (entry) =>
      typeOf(entry) === choice.type &&
      (choice.target === null || targetOf(entry) === choice.target) &&
      (choice.kind === null || kindOf(entry) === choice.kind),
  );
}

/** The one command the chosen cards make, if they make one. */
export function commandForCards(entries: readonly LegalCommand[], cards: readonly string[]): LegalCommand | undefined {
  return entries.find((entry) => sameCards(cardsOf(entry), cards));
}

/** Whether the chosen cards are all in this command's combo (it may hold more). */
const holds = (entry: LegalCommand, picked: readonly string[]) => {
  const cards = cardsOf(entry);
  return picked.every((card) => cards.includes(card));
};

/** The cards that may join the chosen ones: each makes, with them, part of some legal combo. */
export function cardsThatFit(entries: readonly LegalCommand[], picked: readonly string[]): Set<string> {
  const fitting = entries.filter((entry) => holds(entry, picked)).flatMap(cardsOf);
  return new Set(fitting.filter((card) => !picked.includes(card)));
}

/** Which step the choice is at for these commands. */
export function stepOf(entries: readonly LegalCommand[], choice: Choice): 'target' | 'kind' | 'cards' | 'pick' {
  if (choice.target === null && entries.some((entry) => targetOf(entry) !== null)) return 'target';
  if (choice.kind === null && new Set(entries.map(kindOf)).size > 1) return 'kind';
  if (entries.some((entry) => cardsOf(entry).length > 0) && entries.length > 1) return 'cards';
  return 'pick';
}

/** A target's name as the view writes it (enemies numbered apart, "Bandit 2"), or a square's ("C3"). */
export function targetName(view: AccionView, key: string, seatName: (seat: number) => string, lang: Lang): string {
  if (key.startsWith('sq:')) {
    const [x, y] = key.slice(3).split(',').map(Number) as [number, number];
    return `${String.fromCharCode(65 + x)}${y + 1}`;
  }
  if (key.startsWith('seat:')) return seatName(Number(key.slice(5)));
  const player = view.players.find((p) => p.actor === key);
  if (player) return player.name ?? seatName(player.seat);
  const named = view.enemies.find((e) => e.id === key) ?? view.objectives.find((o) => o.id === key);
  return named ? pick(named.name, lang) : key;
}

/** A card key in words: the card, "(mesa)" for a donated one, or the lent card. */
export function cardName(view: AccionView, key: string): Localized {
  if (key === 'f') return l('carta prestada (flanqueo)', 'lent card (flank)');
  if (key.startsWith('t:')) {
    const slot = view.table.find((c) => c.slot === Number(key.slice(2)));
    const card = slot ? cardLabel(slot.card as Card) : '?';
    return l(`${card} (de la mesa)`, `${card} (from the table)`);
  }
  const card = cardLabel(key.slice(2) as Card);
  return l(card, card);
}
