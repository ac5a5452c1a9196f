import { describe, expect, it } from 'vitest';
import { REALMS } from '../cards/vocabulary.js';
import { heroRealm } from '../engine/board.js';
import { cardCost, cardDef } from '../engine/cards.js';
import { ecgSetupOf } from '../bots/match.js';
import { ecg } from '../module/ecg.js';
import { sampleEcgDeck, validateEcgDeck } from '../validator.js';
import { sampleEcgCatalog } from './catalog.js';
import { ecgReadyDecks } from './decks.js';

const cards = sampleEcgCatalog.cards;
const ofRealm = (realm: string) => cards.filter((c) => c.realm === realm && !c.mercenary);

// The sample set: original cards in Spanish and English for every realm and the mercenaries.
describe('sample set', () => {
  it('has every card complete for play, with its name and text in both languages', () => {
    for (const card of cards) {
      expect(card.playable, card.id).toBe(true);
      expect(typeof card.name === 'object' && card.name.es.length > 0 && card.name.en.length > 0, card.id).toBe(true);
      expect(card.text?.es.length && card.text.en.length, card.id).toBeTruthy();
    }
  });

  // 004_e0e2bf9ed9dd62bf.txt, "Estadísticas de una Carta": "Los Generales poseen únicamente 2 estadísticas, el coste y el cantidad de copias".
  // @rule 004:93
  it('gives generals only a cost and copies: no strength, preparation or formation, and they are playable so', () => {
    const generals = cards.filter((c) => c.type === 'general');
    expect(generals.length).toBeGreaterThan(0);
    for (const card of generals) {
      expect(
        [card.cost, card.copies, card.strength, card.preparation, card.formation].map((v) => v !== undefined),
        card.id,
      ).toEqual([true, true, false, false, false]);
      expect(cardDef(card), card.id).not.toBeNull();
    }
  });

  it('gives every realm heroes, a resource, generals or a prayer, and troops with battle, court and dual abilities', () => {
    for (const realm of REALMS) {
      const mine = ofRealm(realm);
      expect(mine.filter((c) => c.type === 'hero').length, realm).toBeGreaterThanOrEqual(2);
      expect(
        mine.filter((c) => c.type === 'resource'),
        realm,
      ).toHaveLength(1);
      expect(mine.filter((c) => c.type === 'general').length, realm).toBeGreaterThanOrEqual(1);
      expect(mine.filter((c) => c.type === 'troop').length, realm).toBeGreaterThanOrEqual(7);
    }
    const zones = (id: string) =>
      cards
        .find((c) => c.id === id)!
        .abilities.map((a) => a.zone)
        .sort();
    const troops = cards.filter((c) => c.type === 'troop');
    expect(troops.some((t) => zones(t.id).join() === 'battle')).toBe(true);
    expect(troops.some((t) => zones(t.id).join() === 'court')).toBe(true);
    expect(troops.some((t) => zones(t.id).join() === 'battle,court')).toBe(true);
    expect(cards.filter((c) => c.mercenary).length).toBeGreaterThanOrEqual(5);
  });

  it('has actions, reactions, Sun and Moon spells, madness cards, Oración and a legacy', () => {
    const types = new Set(cards.map((c) => c.type));
    for (const type of ['action', 'reaction', 'spell', 'blessing', 'legacy'])
      expect(types.has(type as never), type).toBe(true);
    expect(new Set(cards.filter((c) => c.type === 'spell').map((c) => c.sorcery))).toEqual(new Set(['sol', 'luna']));
    expect(
      cards
        .filter((c) => c.madnessCard)
        .map((c) => c.type)
        .sort(),
    ).toEqual(expect.arrayContaining(['action', 'general', 'spell', 'troop']));
    expect(cards.find((c) => c.prayer)).toMatchObject({ id: 'bls-oracion', type: 'blessing', copies: 4 });
  });
});

describe('ready decks', () => {
  it('are two per realm, each legal', () => {
    const decks = ecgReadyDecks();
    expect(decks).toHaveLength(12);
    const realms = decks.map((d) => cards.find((c) => c.id === d.deck.sections.hero![0]!.card)!.realm);
    for (const realm of REALMS)
      expect(
        realms.filter((r) => r === realm),
        realm,
      ).toHaveLength(2);
    for (const deck of decks) expect(validateEcgDeck(deck.deck, {}), deck.id).toEqual({ valid: true, errors: [] });
    expect(ecg.setup.readyDecks()).toBe(decks);
  });

  it("hold only cards their hero's realm can play", () => {
    for (const deck of ecgReadyDecks()) {
      const state = ecg.initialState(ecgSetupOf([deck.deck, deck.deck]));
      const realm = heroRealm(state, 0);
      for (const card of state.catalog) {
        expect(cardCost(card, realm), `${deck.id}: ${card.id}`).not.toBeNull();
        if (card.type === 'spell')
          expect(state.catalog[state.players[0].hero]!.sorceries, `${deck.id}: ${card.id}`).toContain(card.sorcery);
      }
    }
  });

  // 004_e0e2bf9ed9dd62bf.txt, "Jugando Bendiciones": "Cada vez que oración se juegue se deberá
  // cumplir aquello que pide". A deck built to pray must be able to meet every prayer's
  // requirement, the renown the sample Oración asks included (RULES-NOTES.md, "Blessings").
  it('a ready deck with enough Oraciones to win holds a way to gain the renown its prayers ask for', () => {
    for (const deck of ecgReadyDecks()) {
      const state = ecg.initialState(ecgSetupOf([deck.deck, deck.deck]));
      const realm = heroRealm(state, 0);
      const main = deck.deck.sections.main ?? [];
      const count = (id: string) => main.filter((c) => c.card === id).reduce((n, c) => n + c.count, 0);
      const prayer = state.catalog.find((c) => c.prayer);
      if (prayer === undefined || count(prayer.id) < state.format.prayersToWin) continue;
      if (!prayer.requirements.some((r) => (r.renown ?? 0) > 0)) continue;
      const gainsRenown = state.catalog.some(
        (c) =>
          cardCost(c, realm) !== null &&
          ((c.type === 'troop' && !c.devout && !c.wild && !c.mercenary) ||
            c.effects.some((e) => e.op === 'renown' && e.who === 'self' && e.amount > 0)),
      );
      expect(gainsRenown, deck.id).toBe(true);
    }
  });

  it('the sample deck still validates and plays', () => {
    expect(validateEcgDeck(sampleEcgDeck(), {}).valid).toBe(true);
    expect(cards.map(cardDef).every((d) => d !== null)).toBe(true);
  });
});
