import { renderToStaticMarkup } from 'react-dom/server';
import { findGame } from '@cronica/games';
import { describe, expect, it } from 'vitest';
import { catalogFor } from '../../testing/catalogs';
import { readPastedList, type DeckDraft } from '../../lib/deck-editor';
import { DraftView } from './DraftView';
import { RegisteredList } from './RegisteredList';

const TEXT = 'Facción: Orden del Alba\nHéroes\n1 Belain Thalier\nAcciones\n2 Estocada del Alba';
const game = findGame('blades-of-ash')!;
const catalog = catalogFor('blades-of-ash')!;

function draft(): DeckDraft {
  const pasted = readPastedList(TEXT, catalog, game);
  if (pasted.kind !== 'list') throw new Error('unreadable');
  return pasted.draft;
}

const noop = () => undefined;
const entries = (html: string) => [...html.matchAll(/data-testid="draft-entry" data-card="([^"]+)"/g)].map((m) => m[1]);

describe('the list being written', () => {
  it('shows each section with its total and each card with its count and − / + named for that card', () => {
    const html = renderToStaticMarkup(
      <DraftView draft={draft()} catalog={catalog} game={game} onChange={noop} onFaction={noop} lang="es" />,
    );
    expect(html).toContain('data-testid="deck-draft"');
    expect(entries(html).length).toBeGreaterThanOrEqual(2);
    for (const section of game.deckSections) expect(html).toContain(`data-testid="section-total-${section.key}"`);
    expect(html).toContain('aria-label="Una copia más de Estocada del Alba"');
    expect(html).toContain('aria-label="Una copia menos de Estocada del Alba"');
    expect(html).toContain('<select');
  });
});

describe('a registered list, read-only', () => {
  it('shows the faction, the non-empty sections and the list’s fingerprint, shortened', () => {
    const hash = 'a'.repeat(64);
    const html = renderToStaticMarkup(
      <RegisteredList draft={draft()} catalog={catalog} game={game} hash={hash} lang="es" />,
    );
    expect(html).toContain('data-testid="registered-list"');
    expect(html).toContain('Orden del Alba');
    expect(html).toContain('Estocada del Alba');
    expect(html).toContain(`${'a'.repeat(16)}…`);
  });
});
