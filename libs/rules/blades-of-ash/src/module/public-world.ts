import type { DeckList, PublicWorld, RandomDraw, Seat } from '@cronica/rules-kernel';
import { HIDDEN_CARD } from '../bots/determinize.js';
import type { ActionCard } from '../cards/schema.js';
import { actionById } from '../content/catalog.js';
import { deckSectionOf } from '../content/deck-rules.js';
import { playerSetupFromDeck } from '../content/decks.js';
import type { BladesEvent } from '../engine/events.js';
import { formatWith } from '../engine/format.js';
import type { BladesSetup, PlayerSetup } from '../engine/state.js';

/**
 * A skirmish as far as it is public, made whole so the engine can fold it (a public replay
 * before the tournament ends): the hero lists and the format are open in the setup; what stays
 * closed is each action deck, the cards drawn, the deck orders and the draft picks until
 * "Emparejamientos" reveals them. Every card that leaves a hand in the open (played, put back,
 * discarded) was drawn before: it is placed in one of that seat's closed draws, the other closed
 * draws and the rest of the deck are `HIDDEN_CARD`. Hand and deck sizes stay exact (they are
 * public in every view), and the views of seats and spectators never show what is invented.
 */

/** Each seat's draws in order, a card id or null while nobody has seen it; and which draws each `CardsDrawn` made. */
interface DrawPlan {
  readonly slots: (string | null)[];
  readonly byEvent: Map<number, number[]>;
}

/** Places every card leaving `seat`'s hand in the open in a draw made before it, or null when none is left (the file does not agree with itself). */
function planDraws(events: readonly BladesEvent[], seat: Seat): DrawPlan | null {
  const slots: (string | null)[] = [];
  const byEvent = new Map<number, number[]>();
  const known = new Map<string, number>();
  const unknown: number[] = [];
  const leaves = (card: string): boolean => {
    const held = known.get(card) ?? 0;
    if (held > 0) return known.set(card, held - 1) !== undefined;
    const slot = unknown.pop();
    if (slot === undefined) return false;
    slots[slot] = card;
    return true;
  };
  for (const [index, event] of events.entries()) {
    if (event.type === 'CardsDrawn' && event.data.seat === seat) {
      const cards = event.data.cards as readonly string[] | undefined;
      const drawn: number[] = [];
      for (let k = 0; k < event.data.count; k += 1) {
        const card = cards?.[k] ?? null;
        if (card === null) unknown.push(slots.length);
        else known.set(card, (known.get(card) ?? 0) + 1);
        drawn.push(slots.length);
        slots.push(card);
      }
      byEvent.set(index, drawn);
    } else if (event.type === 'CardsDiscarded' && event.data.seat === seat) {
      if (!event.data.cards.every(leaves)) return null;
    } else if (event.type === 'ActionPlayed' && event.data.seat === seat && event.data.card !== undefined) {
      if (!leaves(event.data.card)) return null;
    }
  }
  return { slots, byEvent };
}

/** The hero lists (open in the setup), or null when the setup does not hold two readable deck lists. */
function openHeroes(setup: unknown): readonly [PlayerSetup, PlayerSetup] | null {
  const decks = (setup as { decks?: unknown } | null)?.decks;
  if (!Array.isArray(decks) || decks.length !== 2) return null;
  try {
    const heroesOnly = (deck: DeckList): PlayerSetup =>
      playerSetupFromDeck({
        ...deck,
        sections: Object.fromEntries(
          Object.entries(deck.sections).filter(([key, list]) => deckSectionOf(key) === 'heroes' && Array.isArray(list)),
        ),
      });
    return [heroesOnly(decks[0] as DeckList), heroesOnly(decks[1] as DeckList)];
  } catch {
    return null;
  }
}

/** The deck in the order the draws take it (the top is the end): unseen cards below, then the draws, first draw on top. */
function deckFor(plan: DrawPlan, size: number): ActionCard[] | null {
  const drawn = plan.slots.map((id) => (id === null ? HIDDEN_CARD : actionById(id)));
  if (drawn.some((card) => card === undefined)) return null;
  const below = new Array<ActionCard>(Math.max(0, size - drawn.length)).fill(HIDDEN_CARD);
  return [...below, ...(drawn as ActionCard[]).reverse()];
}

const identity = (size: number): number[] => Array.from({ length: size }, (_, i) => i);

/** A closed draw made whole: the deck is already in draw order, and which card a random discard hits is told by its event. */
function openDraw(draw: RandomDraw): RandomDraw {
  if (draw.kind === 'shuffle') return { ...draw, permutation: identity(draw.size) };
  return draw.value === undefined ? { ...draw, value: 0 } : draw;
}

function filledEvent(
  event: BladesEvent,
  index: number,
  plans: readonly [DrawPlan, DrawPlan],
  kept: (seat: Seat) => readonly number[],
): BladesEvent {
  const random = event.metadata?.random;
  const metadata = random === undefined ? event.metadata : { ...event.metadata, random: random.map(openDraw) };
  if (event.type === 'HeroesPicked' && event.data.keep === undefined)
    return { ...event, data: { ...event.data, keep: kept(event.data.seat) }, metadata };
  if (event.type === 'CardsDrawn' && event.data.cards === undefined) {
    const plan = plans[event.data.seat === 0 ? 0 : 1];
    const cards = (plan.byEvent.get(index) ?? []).map((slot) => plan.slots[slot] ?? HIDDEN_CARD.id);
    return { ...event, data: { ...event.data, cards }, metadata };
  }
  return { ...event, metadata } as BladesEvent;
}

/** The world a public replay's board is folded from (`GameModule.publicWorld`). */
export function bladesPublicWorld(
  setup: unknown,
  events: readonly BladesEvent[],
): PublicWorld<BladesSetup, BladesEvent> | null {
  const heroes = openHeroes(setup);
  const plan0 = planDraws(events, 0);
  const plan1 = planDraws(events, 1);
  if (heroes === null || plan0 === null || plan1 === null) return null;
  const plans = [plan0, plan1] as const;
  const format = formatWith((setup as { format?: unknown }).format as Partial<BladesSetup['format']>);
  const sizeOf = (seat: Seat): number | undefined => {
    for (const e of events) if (e.type === 'DeckShuffled' && e.data.seat === seat) return e.data.size;
    return undefined;
  };
  const deck0 = deckFor(plan0, sizeOf(0) ?? plan0.slots.length);
  const deck1 = deckFor(plan1, sizeOf(1) ?? plan1.slots.length);
  if (deck0 === null || deck1 === null) return null;
  const players: [PlayerSetup, PlayerSetup] = [
    { ...heroes[0], actions: deck0 },
    { ...heroes[1], actions: deck1 },
  ];
  const revealed = events.find((e) => e.type === 'HeroesRevealed')?.data.picks;
  const kept = (seat: Seat) => revealed?.[seat] ?? identity(format.heroesKept);
  return {
    setup: { players, format: (setup as BladesSetup).format },
    events: events.map((event, index) => filledEvent(event, index, plans, kept)),
  };
}
