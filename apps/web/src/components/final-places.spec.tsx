import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PaperPlacing, TournamentPaper } from '../graphql/exports';
import type { PairingRow, StandingRow } from '../graphql/tournament';
import { standingsCsv } from '../lib/csv-exports';
import { mayHandInList } from '../lib/deck-page';
import { roundNameOf } from '../lib/paper';
import { FormatSummary } from './FormatSummary';
import { PlacingsList } from './organizer/PlacingsList';
import { PaperLinks } from './paper/PaperLinks';
import { TournamentList } from './TournamentList';
import { standingRow } from '../testing/standings';
import { pairingRow } from '../testing/pairings';
import { topFourFormat } from '../testing/tournament-format';

/** An event of 3 Swiss rounds and a top 2: round 4 was the tiebreak round (002 C.2.4.2), round 5 the final. */
const label = (es: string, en: string) => ({ es, en });
/** Every table here was won by p2, 0–1 at 0–9 life, and confirmed. */
const wonByP2: PairingRow['result'] = {
  winner: 'b',
  gamesA: 0,
  gamesB: 1,
  lifeA: 0,
  lifeB: 9,
  gameLifeA: 0,
  gameLifeB: 9,
  status: 'confirmed',
  reportedBy: null,
};
const pairing = (round: number, roundLabel: { es: string; en: string }, bestOf = 1): PairingRow =>
  pairingRow(round, 1, 'p1', 'p2', { bestOf, roundLabel, label: roundLabel, result: wonByP2 });
const standing = (rank: number, playerId: string): StandingRow =>
  standingRow(rank, playerId, playerId.toUpperCase(), { tiebreakers: [{ name: 'score', value: 10 - rank }] });
const placing = (playerId: string, place: number, es: string, en: string, disqualified = false): PaperPlacing => ({
  playerId,
  playerName: playerId.toUpperCase(),
  place,
  to: place,
  label: label(es, en),
  disqualified,
});
const ended: TournamentPaper = {
  id: 't',
  name: 'Copa',
  game: 'warlords-of-terra',
  status: 'ended',
  currentRound: 5,
  plannedRounds: 3,
  entryFee: null,
  format: { bestOf: 1, finalBestOf: 3, topCutSize: 2, tiebreakers: ['score'] },
  players: [],
  pairings: [
    pairing(3, label('Ronda 3 de 3', 'Round 3 of 3')),
    pairing(4, label('Ronda de desempate', 'Tiebreak round')),
    pairing(5, label('Final', 'Final'), 3),
  ],
  // The Swiss order: p1, p2, p3; p2 won the final.
  standings: [standing(1, 'p1'), standing(2, 'p2'), standing(3, 'p3')],
  placings: [placing('p2', 1, '1.º', '1st'), placing('p1', 2, '2.º', '2nd'), placing('p3', 3, '3.º', '3rd')],
};

describe('one name per round on paper and in a profile (the API names every round)', () => {
  it('heads the print sheets of the tiebreak round and the final with their own names, not "Semifinales" or "Ronda 5"', () => {
    expect([3, 4, 5].map((round) => roundNameOf(ended, round).es)).toEqual([
      'Ronda 3 de 3',
      'Ronda de desempate',
      'Final',
    ]);
  });

  it('shows an event in a profile by its round\'s name ("Final"), never "Ronda 5 de 3"', () => {
    const row = {
      id: 't',
      name: 'Copa',
      game: 'warlords-of-terra',
      status: 'top-cut',
      playerCount: 8,
      plannedRounds: 3,
      currentRound: 5,
      roundLabel: label('Final', 'Final'),
      startsAt: null,
      venue: '',
    };
    const html = renderToStaticMarkup(<TournamentList tournaments={[row]} lang="es" />);
    expect(html).toContain('Final');
    expect(html).not.toContain('Ronda 5 de 3');
  });
});

describe('final placings in public, on paper and in the spreadsheet', () => {
  it('writes standings.csv in the order of the final placings, the final place first and the Swiss rank beside it', () => {
    const [header, first, second] = standingsCsv(ended, 'es')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header!.startsWith('Puesto final,Puesto suizo,Jugador')).toBe(true);
    expect(first!.startsWith('1.º,2,P2,')).toBe(true);
    expect(second!.startsWith('2.º,1,P1,')).toBe(true);
  });

  it('lists the placings with a disqualified player out of the places, and says when nobody won the final', () => {
    const shared = [
      { ...placing('p1', 1, '1.º–2.º', '1st–2nd'), to: 2 },
      { ...placing('p2', 1, '1.º–2.º', '1st–2nd'), to: 2 },
      placing('p3', 3, 'Sin puesto (descalificación)', 'No place (disqualified)', true),
    ];
    const html = renderToStaticMarkup(<PlacingsList placings={shared} topCut lang="es" />);
    expect(html).toContain('Sin campeón');
    expect(html).toContain('placings__row--out');
    expect(html).toContain('Sin puesto (descalificación)');
  });

  it('tells a player their own final place first and marks their row; nobody else’s page says it', () => {
    const places = [placing('p1', 1, '1.º', '1st'), placing('p2', 2, '2.º', '2nd'), placing('p3', 3, '3.º', '3rd')];
    const hers = renderToStaticMarkup(<PlacingsList placings={places} topCut viewerId="p2" lang="es" />);
    expect(hers).toMatch(/data-testid="my-placing">Tu puesto final: 2\.º</);
    expect(hers.match(/is-mine/g)).toHaveLength(1);
    expect(hers).toMatch(/class="placings__row panel is-mine"[^>]*><span class="placings__place">2\.º/);
    const reader = renderToStaticMarkup(<PlacingsList placings={places} topCut={false} viewerId="p-9" lang="en" />);
    expect(reader).not.toContain('my-placing');
    expect(reader).not.toContain('is-mine');
  });

  it('speaks of a top cut only for an event that had one', () => {
    const places = [placing('p1', 1, '1.º', '1st')];
    expect(renderToStaticMarkup(<PlacingsList placings={places} topCut lang="es" />)).toContain(
      'La eliminatoria decide',
    );
    const swissOnly = renderToStaticMarkup(<PlacingsList placings={places} topCut={false} lang="es" />);
    expect(swissOnly).not.toContain('eliminatoria');
    expect(swissOnly).toContain('siguen la clasificación suiza');
  });
});

describe('what the format panel and the page say (F19)', () => {
  const format = topFourFormat({
    roundMinutes: 45,
    // The game's own option as the API words it from the Warlords of Terra library (002 C.1).
    options: [
      {
        key: 'extraTurns',
        label: { es: 'Turnos tras el tiempo', en: 'Turns after time' },
        text: { es: 'Jugador activo + 2 turnos', en: 'Active player + 2 turns' },
        rule: '002, C.1',
        main: true,
        standard: false,
      },
    ],
  });

  it('shows the prize places, the third-place match and the extra turns', () => {
    const html = renderToStaticMarkup(<FormatSummary format={format} lang="es" />);
    expect(html).toContain('Los 4 primeros');
    expect(html).toContain('tercer puesto');
    expect(html).toContain('Jugador activo + 2 turnos');
  });

  it('links EVENT.json beside the spreadsheets', () => {
    const html = renderToStaticMarkup(
      <PaperLinks tournamentId="t" round={5} roundName={label('Final', 'Final')} lang="es" />,
    );
    expect(html).toContain('href="/tournaments/t/event.json"');
    expect(html).toContain('Final');
  });
});

describe('a late entry hands in a list (002 C.4)', () => {
  it('opens the deck page to a player still in with no list after registration closed, once; never to anyone else', () => {
    expect(mayHandInList('registration-closed', true, false)).toBe(true);
    expect(mayHandInList('top-cut', true, false)).toBe(true);
    expect(mayHandInList('registration-closed', true, true)).toBe(false);
    expect(mayHandInList('registration-closed', false, false)).toBe(false);
    expect(mayHandInList('ended', true, false)).toBe(false);
    expect(mayHandInList('registration-open', true, true)).toBe(true);
  });
});
