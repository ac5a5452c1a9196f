import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TournamentPaper } from '../../graphql/exports';
import { RollCallSheet } from './RollCallSheet';

const player = (name: string, checkedIn: boolean | null, status = 'active') => ({
  playerId: `p-${name}`,
  name,
  status,
  hasDeck: true,
  checkedIn,
  feePaid: null,
  feePaidAmount: null,
});
const players: TournamentPaper['players'] = [
  player('Zoe', true),
  player('Álvaro', false),
  player('Bea', null, 'dropped'),
  player('Carmen', null),
];

const rows = (html: string) =>
  [...html.matchAll(/<tr data-testid="roll-call-row"><td class="num">(\d+)<\/td><td>([^<]+)<\/td><td[^>]*>(.)/g)].map(
    ([, n, name, box]) => `${n} ${name} ${box}`,
  );

describe('the arrival sheet', () => {
  it('lists the players still in the event by name, numbered, with a box each and check-ins made on the web ticked', () => {
    const html = renderToStaticMarkup(<RollCallSheet players={players} lang="es" />);
    expect(rows(html)).toEqual(['1 Álvaro ☐', '2 Carmen ☐', '3 Zoe ☑']);
    expect(html).toContain('aria-label="Check-in hecho"');
  });

  it('reads in English, and leaves every box empty for a reader the API tells nothing about check-ins', () => {
    const unknown = players.map((p) => ({ ...p, checkedIn: null }));
    const html = renderToStaticMarkup(<RollCallSheet players={unknown} lang="en" />);
    expect(rows(html)).toEqual(['1 Álvaro ☐', '2 Carmen ☐', '3 Zoe ☐']);
    expect(html).toContain('<th>Arrived</th>');
  });

  it('adds a box for the entry fee when the event has one, ticked for payments the desk marked', () => {
    const paying = players.map((p) => ({ ...p, feePaid: p.name === 'Carmen' }));
    const html = renderToStaticMarkup(<RollCallSheet players={paying} fee={{ es: '5 €', en: '€5' }} lang="es" />);
    expect(html).toContain('<th>Ha pagado (5 €)</th>');
    expect([...html.matchAll(/<td[^>]*>(.)<\/td><\/tr>/g)].map(([, box]) => box)).toEqual(['☐', '☑', '☐']);
    expect(html).toContain('aria-label="Cuota pagada"');
    expect(renderToStaticMarkup(<RollCallSheet players={players} lang="es" />)).not.toContain('Ha pagado');
  });
});
