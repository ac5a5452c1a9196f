import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaperLinks } from './PaperLinks';
import { expectShown } from '../../testing/markup';

describe('paper links of the tournament page', () => {
  it('offers the round on show to print and download, named, beside the standings and the event file', () => {
    const html = renderToStaticMarkup(
      <PaperLinks tournamentId="liga 1" round={2} roundName={{ es: 'Ronda 2', en: 'Round 2' }} lang="en" />,
    );
    expectShown(html, [
      'href="/tournaments/liga%201/print/pairings?round=2"',
      'href="/tournaments/liga%201/print/pairings?round=2&amp;by=name"',
      'href="/tournaments/liga%201/print/slips?round=2"',
      'href="/tournaments/liga%201/print/standings"',
      'data-testid="pairings-csv"',
      ' · Round 2',
      'data-testid="standings-csv"',
      'data-testid="event-json"',
      'href="/tournaments/liga%201/screen"',
      'Screen for a projector',
    ]);
    // Once a round is paired the roll call is over: no arrival sheet.
    expect(html).not.toContain('print/check-in');
  });

  it('once the event has ended, offers no result slips, its last round’s pairings still', () => {
    const html = renderToStaticMarkup(
      <PaperLinks tournamentId="copa" round={5} roundName={{ es: 'Final', en: 'Final' }} ended lang="es" />,
    );
    expect(html).not.toContain('/print/slips');
    expect(html).toContain('/tournaments/copa/print/pairings?round=5');
  });

  it('before any pairings, says so and offers the arrival sheet, the standings and the event file', () => {
    const html = renderToStaticMarkup(<PaperLinks tournamentId="liga" round={null} roundName={null} lang="es" />);
    expect(html).not.toContain('print/pairings');
    expect(html).toContain('href="/tournaments/liga/print/check-in"');
    expect(html).not.toContain('data-testid="pairings-csv"');
    expect(html).toContain('href="/tournaments/liga/print/standings"');
    expect(html).toContain('data-testid="standings-csv"');
    // The room's screen welcomes players before play too (the way in by QR code).
    expect(html).toContain('href="/tournaments/liga/screen"');
  });
});
