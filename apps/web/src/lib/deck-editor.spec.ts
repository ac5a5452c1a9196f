import { describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { sampleEcgDeck } from '@cronica/ecg';
import { SWISS_GAMES as GAMES, findGame } from '@cronica/games';
import type { DeckList } from '@cronica/rules-kernel';
import { sampleWotDeck, twoLegendariesWotDeck } from '@cronica/warlords-of-terra';
import { catalogGames } from './card-catalogs';
import { catalogFor } from '../testing/catalogs';
import {
  changeCount,
  copiesIn,
  draftFromDeck,
  draftToText,
  emptyDraft,
  readPastedList,
  sectionTotal,
  draftTotal,
  validateSource,
} from './deck-editor';

const SAMPLES: Readonly<Record<string, DeckList>> = {
  'blades-of-ash': readyDecks()[0]!.deck,
  'warlords-of-terra': sampleWotDeck(),
  ecg: sampleEcgDeck(),
};

describe('card catalogs of the deck builder', () => {
  it('has a catalog for every game organizers run tournaments of (deck lists registered), each card with a name in both languages and a deck section', () => {
    expect([...catalogGames()].sort()).toEqual(GAMES.map((g) => g.id).sort());
    for (const game of GAMES) {
      const catalog = catalogFor(game.id)!;
      const sections = game.deckSections.map((s) => s.key);
      expect(catalog.cards.length, game.id).toBeGreaterThan(10);
      for (const card of catalog.cards) {
        expect(card.name.es.trim() && card.name.en.trim(), card.id).toBeTruthy();
        expect(sections, `${game.id} ${card.id}`).toContain(card.sections[0]);
        for (const facet of catalog.facets)
          expect(
            facet.values.map((v) => v.id),
            `${card.id} ${facet.key}`,
          ).toContain(card.facets[facet.key]);
      }
    }
  });

  it('shows a Blades of Ash hero with its abilities, passives and stats, and an action with its dice cost', () => {
    const blades = catalogFor('blades-of-ash')!;
    const belain = blades.cards.find((c) => c.id === 'belain-thalier')!;
    expect(belain.kind.es).toBe('Héroe · Orden del Alba · Duelista');
    expect(belain.text.map((line) => line.title?.es)).toEqual([
      'Cuchillada Precisa · Dados: rojo',
      'Finta del Alba · Dados: verde',
      'Esgrima de Corte · pasiva',
    ]);
    expect(belain.stats.map((s) => `${s.label.en} ${s.value.en}`)).toEqual(
      expect.arrayContaining(['Life 12', 'Strength 3', 'Agility 4']),
    );
    const sword = blades.cards.find((c) => c.id === 'espada-bendita')!;
    expect(sword.text[0]!.body.en).toContain('+1 Strength');
    expect(sword.stats.find((s) => s.label.en === 'Cost')!.value.es).toBe('Dados: rojo');
  });
});

describe('deck draft', () => {
  it('adds and removes copies, and a card at 0 copies leaves the list', () => {
    let draft = changeCount(emptyDraft, 'actions', 'parada', 1);
    draft = changeCount(draft, 'actions', 'parada', 1);
    draft = changeCount(draft, 'actions', 'sentencia', 2);
    expect(draft.sections['actions']).toEqual([
      { card: 'parada', count: 2 },
      { card: 'sentencia', count: 2 },
    ]);
    expect([copiesIn(draft, 'parada'), sectionTotal(draft, 'actions')]).toEqual([2, 4]);
    draft = changeCount(changeCount(draft, 'actions', 'parada', -1), 'actions', 'parada', -5);
    expect(draft.sections['actions']).toEqual([{ card: 'sentencia', count: 2 }]);
  });

  it('totals the list over all its sections', () => {
    const draft = changeCount(changeCount(emptyDraft, 'heroes', 'belain', 1), 'actions', 'parada', 3);
    expect(draftTotal(draft)).toBe(4);
    expect(draftTotal(emptyDraft)).toBe(0);
  });

  for (const game of GAMES) {
    it(`writes a legal ${game.id} list as text in either language that the game's validator accepts and reads back the same`, () => {
      const catalog = catalogFor(game.id)!;
      const draft = draftFromDeck(SAMPLES[game.id]!, catalog);
      for (const lang of ['es', 'en'] as const) {
        const text = draftToText(draft, catalog, game, lang);
        expect(validateSource(text, game, undefined), `${game.id} ${lang}\n${text}`).toEqual({
          valid: true,
          errors: [],
        });
        const back = readPastedList(text, catalog, game);
        expect(back.kind === 'list' && back.draft).toEqual(draft);
      }
    });
  }

  it('reads a pasted list written with names in any language and case, keeping unknown cards and bad lines visible', () => {
    const game = findGame('blades-of-ash')!;
    const pasted = readPastedList(
      'Facción: orden del alba\nHeroes\n1 belain thalier\nActions\n2x Precise Thrust\n2 Carta Inventada\nesto no es una línea',
      catalogFor(game.id)!,
      game,
    );
    expect(pasted.kind).toBe('list');
    if (pasted.kind !== 'list') return;
    expect(pasted.draft.faction).toBe('orden-del-alba');
    expect(pasted.draft.sections['heroes']).toEqual([{ card: 'belain-thalier', count: 1 }]);
    expect(pasted.draft.sections['actions']).toContainEqual({ card: 'Carta Inventada', count: 2 });
    expect(pasted.lineErrors.map((e) => e.line)).toEqual([7]);
    expect(readPastedList('{ not json', catalogFor(game.id)!, game).kind).toBe('unreadable');
  });

  it('reports what the validator finds, as the list is written', () => {
    const game = findGame('blades-of-ash')!;
    const catalog = catalogFor(game.id)!;
    const oneHero = changeCount({ faction: 'orden-del-alba', sections: {} }, 'heroes', 'belain-thalier', 1);
    const verdict = validateSource(draftToText(oneHero, catalog, game, 'es'), game, undefined);
    expect(verdict.valid).toBe(false);
    expect(verdict.errors.map((e) => e.code)).toEqual(expect.arrayContaining(['blades.deck.hero-count']));
    expect(validateSource('', game, undefined)).toEqual({ valid: false, errors: [] });
  });

  it("checks a list by the tournament's deck rules when given (Warlords of Terra's legendary cap, 002 C.5)", () => {
    const game = findGame('warlords-of-terra')!;
    const catalog = catalogFor(game.id)!;
    const text = draftToText(draftFromDeck(twoLegendariesWotDeck(), catalog), catalog, game, 'en');
    expect(validateSource(text, game, { legendaryLimit: 2 }, catalog).valid).toBe(true);
    const capped = validateSource(text, game, { legendaryLimit: 1 }, catalog);
    expect(capped.valid).toBe(false);
    expect(capped.errors.map((e) => e.code)).toEqual(['wot.deck.legendary-limit']);
  });

  it('points a problem about a card at the first line that lists it, even written in the other language', () => {
    const game = findGame('warlords-of-terra')!;
    const catalog = catalogFor(game.id)!;
    const text = draftToText(draftFromDeck(SAMPLES[game.id]!, catalog), catalog, game, 'en').replace(
      '3 Iron Warrior',
      '4 iron warrior',
    );
    const line = text.split('\n').findIndex((l) => l === '4 iron warrior') + 1;
    const verdict = validateSource(text, game, undefined, catalog);
    expect(verdict.errors.find((e) => e.code === 'wot.deck.copies')).toMatchObject({ line, card: 'ovl-b-01' });
  });

  it('points a hero put in the pre-sideboard at its line there, not at the hero section’s line (002 C.3)', () => {
    const game = findGame('warlords-of-terra')!;
    const catalog = catalogFor(game.id)!;
    const text = draftToText(draftFromDeck(SAMPLES[game.id]!, catalog), catalog, game, 'es');
    const heroLine = text.split('\n').find((l) => /^1 /.test(l))!;
    const withHero = `${text}\n${heroLine}`;
    const verdict = validateSource(withHero, game, undefined, catalog);
    expect(verdict.errors.find((e) => e.code === 'wot.deck.sideboard-hero')).toMatchObject({
      line: withHero.split('\n').length,
    });
  });
});
