import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { TournamentDetail } from '../../graphql/tournament';
import { NextSteps } from './NextSteps';

// The desk's forms import the server's GraphQL client; these tests render without a server.
vi.mock('../../lib/apollo-rsc', () => ({ query: vi.fn() }));

function tournament(checkInOpen: boolean, cris: boolean | null): TournamentDetail {
  return {
    id: 'liga',
    status: 'registration-closed',
    staffActions: ['pairNextRound'],
    checkInOpen,
    format: { topCutSize: 0 },
    standings: [],
    players: [
      { playerId: 'p-ana', name: 'Ana', status: 'active', checkedIn: true },
      { playerId: 'p-cris', name: 'Cris', status: 'active', checkedIn: cris },
    ],
  } as unknown as TournamentDetail;
}

/** The pair button's markup: a submit button pairs at once, a plain button asks first. */
const pairButton = (t: TournamentDetail) => {
  const html = renderToStaticMarkup(<NextSteps tournament={t} extras={null} latest={0} lang="es" />);
  return /data-testid="desk-pairNextRound".*?<button type="(\w+)"/.exec(html)?.[1];
};

describe('pairing round 1 while check-in is open', () => {
  it('asks first while a player has not checked in, and pairs at once when everyone has or check-in is closed', () => {
    expect(pairButton(tournament(true, false))).toBe('button');
    expect(pairButton(tournament(true, true))).toBe('submit');
    expect(pairButton(tournament(false, null))).toBe('submit');
  });
});

describe('closing the round', () => {
  const closing = (endsEvent: boolean) => {
    const t = { ...tournament(false, null), staffActions: ['endRound'] } as TournamentDetail;
    const round = { number: 8, label: { es: 'Final', en: 'Final' }, stage: 'top-cut', endsEvent };
    const extras = { rounds: [round], pairings: [], placings: [] } as unknown as Parameters<
      typeof NextSteps
    >[0]['extras'];
    return renderToStaticMarkup(<NextSteps tournament={t} extras={extras} latest={8} lang="es" />);
  };

  it('says the event ends with the round where the API says closing it ends the event (the final)', () => {
    expect(closing(true)).toContain('>Cerrar la ronda y terminar el torneo</button>');
    expect(closing(false)).toContain('>Cerrar la ronda</button>');
  });
});
