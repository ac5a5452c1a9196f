import type { DeckList } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { bladesDeckValidator, validateBladesDeckSource } from './deck-validator.js';
import { readyDeckById, readyDecks } from './decks.js';
import { PLAYABLE_FACTIONS, allActions, allHeroes } from './catalog.js';
import { factionAdmits } from './deck-rules.js';

// 000_7cbcfc9bc47f1014.txt, "Selección de Facción, Héroes y Mazo de Acción".
const base = readyDeckById('alba-filo-del-alba')!.deck;
type Entry = { card: string; count: number };
const withSections = (
  heroes: readonly Entry[],
  actions: readonly Entry[],
  extra: Partial<DeckList> = {},
): DeckList => ({ ...base, ...extra, sections: { heroes, actions } });
const heroes = base.sections.heroes!;
const actions = base.sections.actions!;
const codes = (deck: DeckList) => bladesDeckValidator.validate(deck, {}).errors.map((e) => e.code);

describe('bladesDeckValidator', () => {
  it('accepts every ready-made deck, three per faction', () => {
    for (const { id, deck } of readyDecks())
      expect(bladesDeckValidator.validate(deck, {}), id).toEqual({ valid: true, errors: [] });
    for (const faction of PLAYABLE_FACTIONS)
      expect(readyDecks().filter((d) => d.deck.faction === faction.id).length).toBe(3);
  });

  it('refuses another game', () => {
    expect(codes({ ...base, game: 'warlords-of-terra' })).toEqual(['blades.deck.wrong-game']);
  });

  // @rule 000:23
  it('needs a faction, one of the playable ones (Mercenarios joins them, it is not one)', () => {
    expect(codes({ game: base.game, sections: base.sections })).toEqual(['blades.deck.no-faction']);
    expect(codes({ ...base, faction: 'mercenarios' })).toContain('blades.deck.unknown-faction');
    expect(codes({ ...base, faction: 'Los Elfos' })).toContain('blades.deck.unknown-faction');
    expect(codes({ ...base, faction: 'Order of the Dawn' })).toEqual([]);
  });

  // @rule 000:25
  it('needs exactly 5 heroes', () => {
    expect(codes(withSections(heroes.slice(0, 4), actions))).toEqual(['blades.deck.hero-count']);
    expect(codes(withSections([...heroes, { card: 'hermana-liora', count: 1 }], actions))).toEqual([
      'blades.deck.hero-count',
    ]);
  });

  // @rule 000:25
  it('takes each hero once, even when listed by id and by name', () => {
    const twice = [...heroes.slice(0, 4), { card: 'Belain Thalier', count: 1 }];
    const result = bladesDeckValidator.validate(withSections(twice, actions), {});
    expect(result.errors.map((e) => e.code)).toEqual(['blades.deck.hero-repeated']);
    expect(result.errors[0]?.card).toBe('belain-thalier');
  });

  // @rule 000:27
  it('needs an action deck of at least 30 cards', () => {
    const short = actions.slice(1);
    expect(codes(withSections(heroes, short))).toEqual(['blades.deck.action-count']);
  });

  // @rule 000:27
  it('allows at most 2 copies of an action card, adding entries by id and by name', () => {
    const extra = [...actions, { card: 'Hammer Blow', count: 1 }];
    const result = bladesDeckValidator.validate(withSections(heroes, extra), {});
    expect(result.errors.map((e) => e.code)).toEqual(['blades.deck.too-many-copies']);
    expect(result.errors[0]?.message.es).toContain('Golpe de Martillo');
    expect(result.errors[0]?.message.en).toContain('Hammer Blow');
  });

  // @rule 000:23 @rule 000:25
  it('allows only cards of the faction or Mercenarios', () => {
    const foreignHero = [...heroes.slice(0, 4), { card: 'ayranel-capa-de-cuervo', count: 1 }];
    expect(codes(withSections(foreignHero, actions))).toEqual(['blades.deck.wrong-faction']);
    const foreignAction = [...actions, { card: 'belladona', count: 1 }];
    expect(codes(withSections(heroes, foreignAction))).toEqual(['blades.deck.wrong-faction']);
    // The other faction by its name in each language, never its id.
    const [error] = bladesDeckValidator.validate(withSections(foreignHero, actions), {}).errors;
    expect(error?.message.es).toContain('es de otra facción (Corte del Cuervo)');
    expect(error?.message.en).toContain('belongs to another faction (Raven Court)');
  });

  it('admits a card into a faction’s list exactly when the validator lets that list hold it', () => {
    // The deck builder filters its catalogue with `factionAdmits`; it must agree with the validator.
    const refuses = (faction: string, heroIds: readonly string[], actionIds: readonly string[]) =>
      codes(
        withSections(
          heroIds.map((card) => ({ card, count: 1 })),
          actionIds.map((card) => ({ card, count: 1 })),
          { faction },
        ),
      ).includes('blades.deck.wrong-faction');
    for (const faction of PLAYABLE_FACTIONS) {
      const own = allHeroes()
        .filter((h) => h.faction === faction.id)
        .map((h) => h.id);
      expect(refuses(faction.id, own.slice(0, 5), [])).toBe(false);
      for (const hero of allHeroes().filter((h) => !own.slice(0, 4).includes(h.id)))
        expect(refuses(faction.id, [...own.slice(0, 4), hero.id], []), hero.id).toBe(
          !factionAdmits(faction.id, hero.faction),
        );
      for (const action of allActions())
        expect(refuses(faction.id, own.slice(0, 5), [action.id]), action.id).toBe(
          !factionAdmits(faction.id, action.faction),
        );
    }
    expect(allActions().some((a) => a.faction === 'mercenarios')).toBe(true);
  });

  it('reports unknown cards, cards in the wrong section and unknown sections', () => {
    expect(codes(withSections(heroes, [...actions, { card: 'Bola de Nieve', count: 1 }]))).toEqual([
      'blades.deck.unknown-card',
    ]);
    const misplaced = withSections(heroes.slice(0, 4), [...actions, { card: 'hermana-liora', count: 1 }]);
    expect(codes(misplaced)).toEqual(['blades.deck.wrong-section', 'blades.deck.hero-count']);
    expect(codes({ ...base, sections: { ...base.sections, sideboard: [{ card: 'parada', count: 1 }] } })).toEqual([
      'blades.deck.unknown-section',
    ]);
  });

  it('refuses counts that are not positive whole numbers', () => {
    expect(codes(withSections(heroes, [...actions, { card: 'parada', count: 0 }]))).toEqual(['blades.deck.bad-count']);
  });

  it('gives every error a message in Spanish and English', () => {
    const result = bladesDeckValidator.validate(
      { game: 'x', faction: 'y', sections: { heroes: [], actions: [{ card: 'zzz', count: 3 }] } },
      {},
    );
    expect(result.valid).toBe(false);
    for (const error of result.errors) {
      expect(error.code).toMatch(/^blades\.deck\.[a-z-]+$/);
      expect(error.message.es.length > 0 && error.message.en.length > 0 && error.message.es !== error.message.en).toBe(
        true,
      );
    }
  });

  it('judges an imported catalog with the card schema first', () => {
    expect(
      bladesDeckValidator
        .validate(base, { catalog: { factions: [], heroes: [{ id: 'x' }], actions: [] } })
        .errors.map((e) => e.code),
    ).toEqual(['blades.deck.bad-catalog']);
  });
});

describe('plain-text deck lists', () => {
  const text = (headers: [string, string], faction: string) =>
    [
      `${faction.startsWith('#') ? faction : `Facción: ${faction}`}`,
      headers[0],
      ...heroes.map((h) => `1 ${h.card}`),
      headers[1],
      '2 Estocada del Alba',
      '2x Hammer Blow',
      ...actions.slice(2).map((a) => `${a.count} ${a.card}`),
    ].join('\n');

  it('reads Héroes/Acciones and Heroes/Actions headers and names in either language', () => {
    expect(validateBladesDeckSource(text(['Héroes', 'Acciones'], 'Orden del Alba'))).toEqual({
      valid: true,
      errors: [],
    });
    expect(validateBladesDeckSource(text(['Heroes:', 'Actions (32)'], 'order of the dawn'))).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('reports rule errors of a text list like those of a JSON one', () => {
    const result = validateBladesDeckSource(
      text(['Heroes', 'Actions'], 'Orden del Alba').replace('2x Hammer Blow', '3x Hammer Blow'),
    );
    expect('valid' in result && result.errors.map((e) => e.code)).toEqual(['blades.deck.too-many-copies']);
  });

  it('says a broken JSON file is unreadable', () => {
    expect(validateBladesDeckSource('{ "game": ')).toMatchObject({ kind: 'unreadable' });
  });
});
