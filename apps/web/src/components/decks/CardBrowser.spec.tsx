import { renderToStaticMarkup } from 'react-dom/server';
import { findGame } from '@cronica/games';
import { describe, expect, it } from 'vitest';
import { catalogFor } from '../../testing/catalogs';
import { emptyDraft } from '../../lib/deck-editor';
import { CardBrowser } from './CardBrowser';

const game = findGame('blades-of-ash')!;
const catalog = catalogFor('blades-of-ash')!;
const noop = () => undefined;
const shownFactions = (html: string) =>
  new Set(
    [...html.matchAll(/data-testid="card-row" data-card="([^"]+)"/g)].map(
      (m) => catalog.cards.find((c) => c.id === m[1])!.facets['faction'],
    ),
  );

describe('the deck builder’s card browser', () => {
  it('shows a Raven Court list only Raven Court and Mercenarios cards, and says so beside a box to show all', () => {
    const draft = { ...emptyDraft, faction: 'corte-del-cuervo' };
    for (const [lang, words] of [
      ['es', 'Solo las cartas que admite tu lista (Corte del Cuervo)'],
      ['en', 'Only the cards your list may hold (Raven Court)'],
    ] as const) {
      const html = renderToStaticMarkup(
        <CardBrowser catalog={catalog} game={game} draft={draft} onAdd={noop} lang={lang} />,
      );
      expect(html).toContain(words);
      expect(html).toMatch(/data-testid="fit-toggle"><input type="checkbox" checked=""/);
      expect([...shownFactions(html)].every((f) => f === 'corte-del-cuervo' || f === 'mercenarios')).toBe(true);
      expect(html).not.toContain('card-row__misfit');
    }
  });

  it('shows every faction’s cards, and no such box, before the list declares its faction', () => {
    const html = renderToStaticMarkup(
      <CardBrowser catalog={catalog} game={game} draft={emptyDraft} onAdd={noop} lang="es" />,
    );
    expect(html).not.toContain('fit-toggle');
    expect(shownFactions(html).size).toBeGreaterThan(2);
    expect(html).toContain(`${catalog.cards.length} cartas`);
  });

  it('shows a Warlords of Terra list, once it holds its hero, only that realm’s cards and the neutral ones', () => {
    const wotGame = findGame('warlords-of-terra')!;
    const wot = catalogFor('warlords-of-terra')!;
    const hero = wot.cards.find((c) => c.sections[0] === 'hero' && c.facets['realm'] !== 'neutral')!;
    const draft = { faction: null, sections: { hero: [{ card: hero.id, count: 1 }] } };
    const html = renderToStaticMarkup(
      <CardBrowser catalog={wot} game={wotGame} draft={draft} onAdd={noop} lang="es" />,
    );
    expect(html).toContain(`Solo las cartas que admite tu lista (${wot.allegianceOf!(draft)!.label.es})`);
    const realms = new Set(
      [...html.matchAll(/data-testid="card-row" data-card="([^"]+)"/g)].map(
        (m) => wot.cards.find((c) => c.id === m[1])!.facets['realm'],
      ),
    );
    expect(realms).toEqual(new Set([hero.facets['realm'], 'neutral']));
  });
});
