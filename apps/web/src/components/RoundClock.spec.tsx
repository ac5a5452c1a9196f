import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RoundClock as Clock } from '../graphql/tournament';
import { RoundClock } from './RoundClock';

const clockIn = (phase: string): Clock => ({ round: 2, phase, remainingMs: 0, startedAt: null, endsAt: null });

describe('round clock', () => {
  it('says a round played without a clock has no time limit, in Spanish and English', () => {
    expect(renderToStaticMarkup(<RoundClock clock={clockIn('untimed')} lang="es" />)).toContain('Sin límite de tiempo');
    expect(renderToStaticMarkup(<RoundClock clock={clockIn('untimed')} lang="en" />)).toContain('No time limit');
  });

  it('says a timed round whose clock has not started yet has not started', () => {
    expect(renderToStaticMarkup(<RoundClock clock={clockIn('not-started')} lang="es" />)).toContain(
      'Aún no ha empezado',
    );
  });

  it('names the round by its one name (a final is not "ronda 4"), in Spanish and English', () => {
    const final = { ...clockIn('untimed'), round: 4 };
    const es = renderToStaticMarkup(<RoundClock clock={final} roundName={{ es: 'Final', en: 'Final' }} lang="es" />);
    expect(es).toContain('Reloj · Final');
    expect(es).not.toContain('ronda 4');
    expect(
      renderToStaticMarkup(
        <RoundClock clock={final} roundName={{ es: 'Ronda 2 de 5', en: 'Round 2 of 5' }} lang="en" />,
      ),
    ).toContain('Clock · Round 2 of 5');
  });
});
