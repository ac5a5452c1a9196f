import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { GameBot } from '../graphql/match';
import { PracticeForm } from './PracticeForm';

vi.mock('../app/play/actions', () => ({ startPractice: vi.fn() }));

const bots: GameBot[] = [
  { name: 'random', label: 'Aleatorio', description: 'Cualquier jugada legal', practiceDefault: false },
  { name: 'greedy', label: 'Codicioso', description: 'La mejor jugada inmediata', practiceDefault: true },
  { name: 'strong', label: 'Fuerte', description: null, practiceDefault: false },
];
const decks = [{ id: 'alba', name: 'Alba', faction: null }];

describe('practice form', () => {
  it('offers every bot of the game, weakest first, with what to expect of it, the practice default chosen', () => {
    const html = renderToStaticMarkup(<PracticeForm game="blades-of-ash" decks={decks} bots={bots} lang="es" />);
    expect(html).toContain('Rival');
    expect(html).toMatch(/name="bot"/);
    const options = [...html.matchAll(/<option value="(random|greedy|strong)"[^>]*>([^<]*)<\/option>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(options).toEqual([
      ['random', 'Aleatorio — Cualquier jugada legal'],
      ['greedy', 'Codicioso — La mejor jugada inmediata'],
      ['strong', 'Fuerte'],
    ]);
    expect(html).toMatch(/<option value="greedy" selected="">/);
  });

  it('asks no choice of a game with one bot', () => {
    const html = renderToStaticMarkup(<PracticeForm game="g" decks={decks} bots={bots.slice(0, 1)} lang="en" />);
    expect(html).not.toMatch(/name="bot"/);
  });
});
