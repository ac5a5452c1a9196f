import type { DeckList } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { sampleWotDeck } from './sample-deck.js';
import { cardName, sampleWotCatalog } from './catalog.js';
import { applySideboardSwap } from './sideboard.js';

// 002_a36596f8eaed8fcc.txt, C.3 "PREBANQUILLO": swaps before a game keep every limit; the
// pre-sideboard returns to the registered list after each round.
const deepFreeze = (deck: DeckList): DeckList =>
  Object.freeze({
    ...deck,
    sections: Object.freeze(
      Object.fromEntries(
        Object.entries(deck.sections).map(([k, v]) => [k, Object.freeze(v.map((e) => Object.freeze({ ...e })))]),
      ),
    ),
  });

const countOf = (deck: DeckList, section: string, card: string) =>
  deck.sections[section]?.find((e) => e.card === card)?.count ?? 0;
const codes = (result: ReturnType<typeof applySideboardSwap>) => (result.ok ? [] : result.errors.map((e) => e.code));

describe('applySideboardSwap', () => {
  const registered = deepFreeze(sampleWotDeck());

  // @rule 002:288
  it('swaps cards one for one and keeps the registered list as the reset point', () => {
    const result = applySideboardSwap(registered, {
      out: [{ card: 'ovl-b-01', count: 2 }],
      in: [{ card: 'Emboscada', count: 2 }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(countOf(result.deck, 'battle', 'ovl-b-01')).toBe(1);
    expect(countOf(result.deck, 'battle', 'ovl-b-14')).toBe(2);
    expect(countOf(result.deck, 'sideboard', 'ovl-b-01')).toBe(2);
    expect(countOf(result.deck, 'sideboard', 'ovl-b-14')).toBe(0);
    expect(registered).toEqual(sampleWotDeck());
  });

  it('swaps construction cards too', () => {
    expect(
      applySideboardSwap(registered, {
        out: [{ card: 'ovl-c-01', count: 1 }],
        in: [{ card: 'Trono de Cráneos', count: 1 }],
      }).ok,
    ).toBe(true);
  });

  it('refuses a swap that changes the size of a deck (A.1)', () => {
    expect(
      codes(
        applySideboardSwap(registered, { out: [{ card: 'ovl-b-01', count: 1 }], in: [{ card: 'ovl-b-14', count: 2 }] }),
      ),
    ).toEqual(['wot.deck.battle-count']);
  });

  it('refuses a swap that breaks a copy limit (A.2.1)', () => {
    const deck: DeckList = {
      ...sampleWotDeck(),
      sections: {
        ...sampleWotDeck().sections,
        sideboard: [
          ...sampleWotDeck().sections.sideboard!.filter((e) => e.card !== 'neu-b-01'),
          { card: 'ovl-b-02', count: 2 },
        ],
      },
    };
    expect(
      codes(applySideboardSwap(deck, { out: [{ card: 'ovl-b-01', count: 1 }], in: [{ card: 'ovl-b-02', count: 1 }] })),
    ).toEqual(['wot.deck.copies']);
  });

  // @rule 002:304
  it('refuses a swap that breaks the legendary limit (C.5)', () => {
    const swap = { out: [{ card: 'ovl-b-02', count: 1 }], in: [{ card: 'ovl-b-l1', count: 1 }] };
    expect(applySideboardSwap(registered, swap, { legendaryLimit: 1 }).ok).toBe(true);
    const battle = [
      ...sampleWotDeck().sections.battle!.filter((e) => e.card !== 'ovl-b-01'),
      { card: 'ovl-b-01', count: 2 },
      { card: 'ovl-b-l2', count: 1 },
    ];
    const withOne: DeckList = { ...sampleWotDeck(), sections: { ...sampleWotDeck().sections, battle } };
    expect(applySideboardSwap(withOne, { out: [], in: [] }, { legendaryLimit: 1 }).ok).toBe(true);
    expect(codes(applySideboardSwap(withOne, swap, { legendaryLimit: 1 }))).toEqual(['wot.deck.legendary-limit']);
    expect(applySideboardSwap(withOne, swap, { legendaryLimit: 2 }).ok).toBe(true);
  });

  it('names the card as players know it, and the copies in each language’s plural, when a swap takes more than is there', () => {
    const result = applySideboardSwap(registered, { out: [], in: [{ card: 'ovl-b-02', count: 1 }] });
    const twice = applySideboardSwap(registered, { out: [], in: [{ card: 'ovl-b-02', count: 2 }] });
    const name = cardName(sampleWotCatalog.cards.find((card) => card.id === 'ovl-b-02')!);
    expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual([
      {
        es: `No hay ninguna copia de «${name.es}» en el prebanquillo.`,
        en: `The pre-sideboard does not hold a copy of “${name.en}”.`,
      },
    ]);
    expect(twice.ok ? [] : twice.errors.map((e) => e.message.es)).toEqual([
      `No hay 2 copias de «${name.es}» en el prebanquillo.`,
    ]);
  });

  it('refuses cards that are not where the swap takes them from, and the hero', () => {
    expect(
      codes(
        applySideboardSwap(registered, { out: [{ card: 'ovl-b-01', count: 1 }], in: [{ card: 'ovl-b-02', count: 1 }] }),
      ),
    ).toEqual(['wot.swap.not-in-sideboard']);
    expect(
      codes(
        applySideboardSwap(registered, { out: [{ card: 'ovl-b-14', count: 1 }], in: [{ card: 'ovl-b-14', count: 1 }] }),
      ),
    ).toEqual(['wot.swap.not-in-deck']);
    expect(codes(applySideboardSwap(registered, { out: [{ card: 'ovl-hero-grask', count: 1 }], in: [] }))).toEqual([
      'wot.swap.hero',
    ]);
    expect(codes(applySideboardSwap(registered, { out: [{ card: 'Nada', count: 1 }], in: [] }))).toEqual([
      'wot.swap.unknown-card',
    ]);
  });

  it('refuses to swap from an invalid registered list', () => {
    const invalid: DeckList = { ...sampleWotDeck(), sections: { ...sampleWotDeck().sections, hero: [] } };
    expect(codes(applySideboardSwap(invalid, { out: [], in: [] }))[0]).toBe('wot.swap.registered-invalid');
  });
});
