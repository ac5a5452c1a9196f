import { cardFace, type CardFace, type Seat, type Viewer } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import { cardView } from './card-view.js';
import { decisionOf } from './decision.js';
import { faceOf } from './faces.js';
import { handCardReason, powerReason } from './playability.js';
import { swapProblem } from './sideboard-swap.js';
import { violationMessage, type WotViolationCode } from './violations.js';
import type { ItemKind, StackItem, TroopState, WotState } from './state.js';
import { printedStats, statsOf, troopName } from './stats.js';
import { KEYWORD_NAMES } from '../cards/vocabulary.js';
import { playerOf } from './update.js';

/** A hero power as a card face: its cost in power points (A.3) and, for its own player, why it can't be used now. */
export interface PowerView {
  readonly id: string;
  readonly face: CardFace;
}

const viewerSeat = (viewer: Viewer): Seat | null => (viewer.kind === 'seat' ? viewer.seat : null);

/**
 * Faces of the cards a view names: for the viewer's own hand, why a card can't be played now;
 * during the pre-sideboard (002 C.3), why a pre-sideboard card can't come in (the legendary cap,
 * C.5; copies, A.2.1).
 */
export function facesFor(state: WotState, viewer: Viewer, named: readonly number[]): Record<string, CardFace> {
  const seat = viewerSeat(viewer);
  const p = seat === null ? null : playerOf(state, seat);
  const sideboarding = seat !== null && decisionOf(state).kind === 'sideboard' && !p!.ready;
  return Object.fromEntries(
    named.map((c) => {
      const card = state.catalog[c]!;
      let reason: Localized | null = null;
      if (seat !== null && p!.hand.includes(c)) reason = handCardReason(state, seat, card);
      else if (sideboarding && p!.deck.sideboard.includes(c)) reason = swapInReason(state, seat, c);
      return [card.id, faceOf(cardView(card), reason)];
    }),
  );
}

/** Why no card of the main deck can be swapped for this pre-sideboard card; the most telling refusal first. */
function swapInReason(state: WotState, seat: Seat, into: number): Localized | null {
  const deck = playerOf(state, seat).deck;
  const main = [...deck.battle, ...deck.construction];
  const limit = state.options.legendaryLimit;
  const legendaries = new Set(main.filter((c) => state.catalog[c]!.legendary)).size;
  if (state.catalog[into]!.legendary && limit !== null && !main.includes(into) && legendaries >= limit) {
    return l(
      `Tu mazo ya tiene ${legendaries} ${legendaries === 1 ? 'carta legendaria' : 'cartas legendarias'}, el tope de este torneo (C.5): esta solo entra en lugar de una legendaria.`,
      `Your deck already holds ${legendaries} legendary ${legendaries === 1 ? 'card' : 'cards'}, this tournament's cap (C.5): this one only comes in for a legendary.`,
    );
  }
  const codes = new Set<WotViolationCode>();
  for (const out of new Set([...deck.battle, ...deck.construction])) {
    const code = swapProblem(state, seat, state.catalog[out]!.id, state.catalog[into]!.id);
    if (code === null) return null;
    codes.add(code);
  }
  const first = (['wot.swap.legendary-limit', 'wot.swap.limit', 'wot.swap.deck-type'] as const).find((code) =>
    codes.has(code),
  );
  return first === undefined ? null : violationMessage(first);
}

/** The hero's powers with their cost; the reason only for the viewer's own hero. */
export function powersOf(state: WotState, viewer: Viewer, seat: Seat): PowerView[] {
  const hero = state.catalog[playerOf(state, seat).hero]!;
  const own = viewerSeat(viewer) === seat;
  return (hero.hero?.powers ?? []).map((power) => ({
    id: power.id,
    face: {
      name: power.name,
      cost: {
        es: `${power.cost} ${power.cost === 1 ? 'punto' : 'puntos'} de poder`,
        en: `${power.cost} power ${power.cost === 1 ? 'point' : 'points'}`,
      },
      kind: { es: 'Poder del héroe · una vez por turno', en: 'Hero power · once per turn' },
      stats: [],
      text: power.text,
      unavailable: own ? powerReason(state, seat, power) : null,
    },
  }));
}

/**
 * A troop on the battlefield as a card: the ATQ / VIDA left / VEL the rules use now (objects,
 * auras, effects applied, A.4, A.5), the printed value beside each that differs, and its text.
 */
export function troopFace(state: WotState, troop: TroopState): CardFace {
  const stats = statsOf(state, troop);
  const printed = printedStats(state, troop);
  const base = troop.card === null ? null : faceOf(cardView(state.catalog[troop.card]!));
  const life = stats.life - troop.damage;
  return {
    name: troopName(state, troop),
    cost: null,
    kind: base?.kind ?? l('Ficha', 'Token'),
    stats: [
      { label: l('Ataque', 'Attack'), short: l('ATQ', 'ATK'), value: stats.atk, printed: printed.atk },
      stats.mechanical
        ? {
            label: l('Durabilidad mecánica que le queda', 'Mechanical durability left'),
            short: l('DUR', 'DUR'),
            value: life,
            printed: printed.durability ?? life,
          }
        : {
            label: l('Vida que le queda', 'Life left'),
            short: l('VIDA', 'LIFE'),
            value: life,
            printed: printed.life ?? life,
          },
      { label: l('Velocidad', 'Speed'), short: l('VEL', 'SPD'), value: stats.speed, printed: printed.speed },
    ],
    text:
      base?.text ??
      (stats.keywords.length > 0
        ? {
            es: stats.keywords.map((k) => KEYWORD_NAMES[k].es).join(', '),
            en: stats.keywords.map((k) => KEYWORD_NAMES[k].en).join(', '),
          }
        : null),
    unavailable: null,
  };
}

const ITEM_KINDS: Readonly<Record<ItemKind, Localized>> = {
  spell: l('Hechizo', 'Spell'),
  sudden: l('Súbito', 'Sudden'),
  shout: l('Grito', 'Shout'),
  ability: l('Habilidad', 'Ability'),
  trigger: l('Efecto de entrada (el rival puede responder)', 'Enter effect (the rival may answer)'),
};

/**
 * An item on the stack as the player who may answer reads it (A.6.1): the card cast with its
 * cost, stats and text; an ability or enter effect with its card's text; a hero power with its own.
 */
export function stackItemFace(state: WotState, item: StackItem): CardFace {
  const kind = ITEM_KINDS[item.kind];
  if (item.card === null) {
    const power = powersOf(state, { kind: 'spectator' }, item.seat).find((p) => p.id === item.ability);
    const name = item.ability ?? kind.en;
    return power?.face ?? cardFace(l(name, name), { kind });
  }
  const face = faceOf(cardView(state.catalog[item.card]!));
  if (item.kind !== 'ability' && item.kind !== 'trigger') return face;
  const of = face.kind === null ? kind : l(`${kind.es} · ${face.kind.es}`, `${kind.en} · ${face.kind.en}`);
  return { ...face, cost: null, kind: of };
}
