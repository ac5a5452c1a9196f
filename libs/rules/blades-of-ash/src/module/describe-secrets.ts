import { secretWords, type SecretFieldWords } from '@cronica/rules-kernel';
import { localized as l } from '@cronica/util';
import type { BladesEvent } from '../engine/events.js';
import type { BladesState } from '../engine/state.js';
import { card, hero, list } from './words.js';

const cards = (state: BladesState, ids: readonly string[] = []) => list(ids.map((id) => card(state, id)));

/**
 * What each field the engine's `secrets` hide holds, for a judge's audit. A draft's picks are
 * positions among the seat's five drafted heroes (000_7cbcfc9bc47f1014.txt, "Preparación"); the judge reads the heroes.
 */
const SECRET_FIELDS: SecretFieldWords<BladesState, BladesEvent> = {
  HeroesPicked: {
    keep: {
      name: l('Héroes con los que se queda', 'Heroes kept'),
      value: (data, s) => list(data.keep.map((p) => hero(s, data.seat * 5 + p))),
    },
  },
  CardsDrawn: { cards: { name: l('Cartas robadas', 'Cards drawn'), value: (data, s) => cards(s, data.cards) } },
  MulliganDone: {
    discard: { name: l('Cartas que cambia', 'Cards swapped'), value: (data, s) => cards(s, data.discard) },
  },
};

export const describeSecret = secretWords(SECRET_FIELDS);
