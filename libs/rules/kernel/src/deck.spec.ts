import { describe, expect, it } from 'vitest';
import { cardLabels, createCardIndex, normalizeCardName, resolveDeckSections } from './deck.js';
import { parseDeckSource, parseDeckText, type DeckTextSpec } from './deck-text.js';

const spec: DeckTextSpec = {
  game: 'blades-of-ash',
  sections: [
    { key: 'heroes', aliases: ['Heroes', 'Héroes'] },
    { key: 'actions', aliases: ['Actions', 'Acciones'] },
  ],
};

describe('parseDeckText', () => {
  it('reads counts under headers in either language, with comments and blank lines', () => {
    const source = [
      '# Mazo de torneo',
      'Facción: Orden del Alba',
      '',
      'HÉROES (5)',
      '1 Belain Thalier   // capitana',
      '1x Ayranel, Capa de Cuervo',
      'Actions:',
      '2 Cuchillada Precisa',
      '2 × Escudo de Fe',
      '1 Cuchillada Precisa',
    ].join('\n');
    const { deck, errors } = parseDeckText(source, spec);
    expect(errors).toEqual([]);
    expect(deck).toEqual({
      game: 'blades-of-ash',
      faction: 'Orden del Alba',
      sections: {
        heroes: [
          { card: 'Belain Thalier', count: 1 },
          { card: 'Ayranel, Capa de Cuervo', count: 1 },
        ],
        actions: [
          { card: 'Cuchillada Precisa', count: 2 },
          { card: 'Escudo de Fe', count: 2 },
          { card: 'Cuchillada Precisa', count: 1 },
        ],
      },
    });
  });

  it('reports each bad line with its line number', () => {
    const { errors } = parseDeckText(
      ['2 Before Any Header', 'Heroes', 'Belain without a count', '0 Nothing'].join('\n'),
      spec,
    );
    expect(errors.map((e) => [e.code, e.line])).toEqual([
      ['deck.text.no-section', 1],
      ['deck.text.bad-line', 3],
      ['deck.text.bad-count', 4],
    ]);
    expect(errors[1]!.message.es).toContain('Belain without a count');
    expect(errors[1]!.message.en).toContain('Expected');
  });

  it('uses the default section for lines before any header when the game has one', () => {
    const { deck, errors } = parseDeckText('3 Soldado', { ...spec, defaultSection: 'actions' });
    expect(errors).toEqual([]);
    expect(deck.sections).toEqual({ actions: [{ card: 'Soldado', count: 3 }] });
  });

  it('reports an empty list', () => {
    expect(parseDeckText('# nothing\n\n', spec).errors.map((e) => e.code)).toEqual(['deck.text.empty']);
  });
});

describe('parseDeckSource', () => {
  it('reads the JSON form', () => {
    const parsed = parseDeckSource(
      JSON.stringify({ game: 'blades-of-ash', sections: { heroes: [{ card: 'h1', count: 1 }] } }),
      spec,
    );
    expect(parsed).toMatchObject({
      kind: 'deck',
      format: 'json',
      errors: [],
      deck: { sections: { heroes: [{ card: 'h1', count: 1 }] } },
    });
  });

  it('treats broken JSON or a non-deck JSON as unreadable', () => {
    expect(parseDeckSource('{"game": ', spec).kind).toBe('unreadable');
    const wrongShape = parseDeckSource(
      JSON.stringify({ game: 'x', sections: { heroes: [{ card: 'h', count: -1 }] } }),
      spec,
    );
    expect(wrongShape.kind).toBe('unreadable');
    if (wrongShape.kind === 'unreadable') expect(wrongShape.message.en).toContain('sections.heroes.0.count');
  });

  it('flags a list written for another game', () => {
    const parsed = parseDeckSource(JSON.stringify({ game: 'ecg', sections: {} }), spec);
    expect(parsed.kind === 'deck' && parsed.errors.map((e) => e.code)).toEqual(['deck.wrong-game']);
  });
});

describe('card names', () => {
  const index = createCardIndex([
    { id: 'belain', name: { es: 'Belain Thalier', en: 'Belain Thalier' } },
    { id: 'cuchillada', name: { es: 'Cuchillada Precisa', en: 'Precise Slash' } },
  ]);

  it('resolves ids and names in either language, ignoring case and accents', () => {
    expect(normalizeCardName('  Cúchillada   PRECISA ')).toBe('cuchillada precisa');
    expect(index.resolve('cuchillada')?.id).toBe('cuchillada');
    expect(index.resolve('precise slash')?.id).toBe('cuchillada');
    expect(index.resolve('Cuchillada Precisa')?.id).toBe('cuchillada');
  });

  it('merges repeated cards and reports unknown ones', () => {
    const { sections, errors } = resolveDeckSections(
      {
        game: 'g',
        sections: {
          actions: [
            { card: 'Precise Slash', count: 1 },
            { card: 'cuchillada', count: 1 },
            { card: 'Nope', count: 2 },
          ],
        },
      },
      index,
      'g.deck',
    );
    expect(sections.actions).toEqual([{ card: expect.objectContaining({ id: 'cuchillada' }), count: 2 }]);
    expect(errors).toEqual([
      expect.objectContaining({ code: 'g.deck.unknown-card', card: 'Nope', section: 'actions' }),
    ]);
  });

  it('names a card in both languages, whether its name is one string or one per language', () => {
    expect(cardLabels({ id: 'x', name: 'Espada' })).toEqual({ es: 'Espada', en: 'Espada' });
    expect(cardLabels({ id: 'y', name: { es: 'Escudo', en: 'Shield' } })).toEqual({ es: 'Escudo', en: 'Shield' });
  });
});
