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
  it('offers every bot of the game by name, weakest first, the practice default chosen and what to expect of it said in full', () => {
    const html = renderToStaticMarkup(<PracticeForm game="blades-of-ash" decks={decks} bots={bots} lang="es" />);
    expect(html).toContain('Rival');
    expect(html).toMatch(/name="bot"/);
    const options = [...html.matchAll(/<option value="(random|greedy|strong)"[^>]*>([^<]*)<\/option>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(options).toEqual([
      ['random', 'Aleatorio'],
      ['greedy', 'Codicioso'],
      ['strong', 'Fuerte'],
    ]);
    expect(html).toMatch(/<option value="greedy" selected="">/);
    expect(html).toMatch(/<select name="bot" aria-describedby="bot-hint">/);
    expect(html).toContain(
      '<small id="bot-hint" class="form__hint" data-testid="bot-hint">La mejor jugada inmediata</small>',
    );
  });

  it('says nothing under the list when the chosen bot has no description', () => {
    const html = renderToStaticMarkup(
      <PracticeForm game="g" decks={decks} bots={[bots[0]!, { ...bots[2]!, practiceDefault: true }]} lang="es" />,
    );
    expect(html).toMatch(/<option value="strong" selected="">/);
    expect(html).not.toContain('bot-hint');
  });

  it('asks no choice of a game with one bot', () => {
    const html = renderToStaticMarkup(<PracticeForm game="g" decks={decks} bots={bots.slice(0, 1)} lang="en" />);
    expect(html).not.toMatch(/name="bot"/);
  });
});
