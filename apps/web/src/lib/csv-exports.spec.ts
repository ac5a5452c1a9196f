import { describe, expect, it } from 'vitest';
import { ERASED_NAME } from '@cronica/util';
import type { TournamentPaper } from '../graphql/exports';
import type { PairingRow, StandingRow } from '../graphql/tournament';
import { entrantsCsv, pairingsCsv, standingsCsv } from './csv-exports';
import { exportFileName, initialOf, lastCompletedRound, roundToPrint, seatsByName } from './paper';
import { NO_GAMES_OR_LIFE, standingRow } from '../testing/standings';
import { pairingRow, roundNamed } from '../testing/pairings';

const standing = (rank: number, id: string, name: string, extra: Partial<StandingRow> = {}): StandingRow =>
  standingRow(rank, id, name, {
    tiebreakers: [
      { name: 'score', value: 20 - rank },
      { name: 'head-to-head', value: null },
      { name: 'omw', value: 0.6667 },
    ],
    ...extra,
  });

const pairing = (
  round: number,
  table: number,
  a: string,
  b: string | null,
  result: PairingRow['result'] = null,
  published = true,
): PairingRow => pairingRow(round, table, a, b, { bestOf: 3, ...roundNamed(round, 3), result, published });

const tournament: TournamentPaper = {
  id: 't1',
  name: 'Copa de Otoño «Ñ»',
  game: 'blades-of-ash',
  status: 'registration-closed',
  currentRound: 2,
  plannedRounds: 3,
  entryFee: null,
  format: { bestOf: 3, finalBestOf: 3, topCutSize: 0, tiebreakers: ['score', 'head-to-head', 'omw'] },
  players: [
    {
      playerId: 'p1',
      name: 'Álvaro Núñez',
      status: 'active',
      hasDeck: true,
      checkedIn: null,
      feePaid: null,
      feePaidAmount: null,
    },
    {
      playerId: 'p2',
      name: '=HYPERLINK("http://x","clic")',
      status: 'active',
      hasDeck: true,
      checkedIn: null,
      feePaid: null,
      feePaidAmount: null,
    },
    {
      playerId: 'p3',
      name: 'Bea, la "Rápida"',
      status: 'dropped',
      hasDeck: true,
      checkedIn: null,
      feePaid: null,
      feePaidAmount: null,
    },
  ],
  pairings: [
    pairing(1, 1, 'p1', 'p2', {
      winner: 'a',
      gamesA: 2,
      gamesB: 1,
      lifeA: 14,
      lifeB: -3,
      gameLifeA: null,
      gameLifeB: null,
      status: 'confirmed',
      reportedBy: null,
    }),
    pairing(1, 2, 'p3', null, {
      winner: 'a',
      ...NO_GAMES_OR_LIFE,
      status: 'bye',
      reportedBy: null,
    }),
    pairing(2, 1, 'p3', 'p1', null, false),
  ],
  placings: [],
  standings: [
    standing(1, 'p1', 'Álvaro Núñez'),
    standing(2, 'p2', '=HYPERLINK("http://x","clic")', { random: true }),
    standing(3, 'p3', 'Bea, la "Rápida"', { dropped: true }),
  ],
};

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');

describe('CSV exports', () => {
  it('writes the standings with every tiebreak, a BOM for spreadsheets, and names that stay names', () => {
    const csv = standingsCsv(tournament, 'es');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first, second, third] = lines(csv);
    expect(header).toBe(
      'Puesto,Jugador,Puntos,Victorias,Derrotas,Empates,Byes,SCORE,Enfrentamiento directo,% victorias de rivales,Se retiró,Orden al azar,Partida de desempate,Id de jugador',
    );
    expect(first).toBe('1,Álvaro Núñez,6,2,1,0,0,19,,0.6667,no,no,no,p1');
    // A formula is defused with a leading apostrophe, then quoted because it holds quotes and commas.
    expect(second).toBe(`2,"'=HYPERLINK(""http://x"",""clic"")",3,1,2,0,0,18,,0.6667,no,sí,no,p2`);
    expect(third).toBe('3,"Bea, la ""Rápida""",0,0,3,0,0,17,,0.6667,sí,no,no,p3');
    expect(lines(standingsCsv(tournament, 'en'))[0]).toContain(
      'Rank,Player,Points,Wins,Losses,Draws,Byes,SCORE,Head-to-head',
    );
  });

  it('writes one round of pairings by table, with results, byes and whether the round is published', () => {
    const [header, table1, table2] = lines(pairingsCsv(tournament, 1, 'en'));
    expect(header).toBe(
      'Round,Table,Player A,Player B,Result,Games A,Games B,Life A,Life B,Status,Published,Player A id,Player B id',
    );
    expect(table1).toBe(
      `1,1,Álvaro Núñez,"'=HYPERLINK(""http://x"",""clic"")",Álvaro Núñez wins,2,1,14,-3,Confirmed,yes,p1,p2`,
    );
    expect(table2).toBe('1,2,"Bea, la ""Rápida""",Bye,Bye,,,,,Bye,yes,p3,');
    expect(lines(pairingsCsv(tournament, 2, 'es'))[1]).toBe(
      '2,1,"Bea, la ""Rápida""",Álvaro Núñez,En juego,,,,,,no,p3,p1',
    );
  });
  it('lists the entrants by name with check-in and fee as staff read them, amounts in the currency’s units', () => {
    const staffView: TournamentPaper = {
      ...tournament,
      players: [
        { ...tournament.players[0]!, checkedIn: true, feePaid: true, feePaidAmount: { amount: 550, currency: 'EUR' } },
        { ...tournament.players[1]!, checkedIn: false, feePaid: false, feePaidAmount: null },
        { ...tournament.players[2]!, checkedIn: true, feePaid: true, feePaidAmount: { amount: 5000, currency: 'CLP' } },
      ],
    };
    const [header, ...rows] = lines(entrantsCsv(staffView, 'es'));
    expect(header).toBe(
      'Jugador,Estado,Lista entregada,Check-in hecho,Cuota pagada,Importe pagado,Moneda,Id de jugador',
    );
    expect(rows).toEqual([
      `"'=HYPERLINK(""http://x"",""clic"")",En activo,sí,no,no,,,p2`,
      'Álvaro Núñez,En activo,sí,sí,sí,5.5,EUR,p1',
      '"Bea, la ""Rápida""",Se retiró,sí,sí,sí,5000,CLP,p3',
    ]);
    // A player's own download: what the API tells nobody but staff stays empty.
    expect(lines(entrantsCsv(tournament, 'en'))[2]).toBe('Álvaro Núñez,Active,yes,,,,,p1');
  });
});

describe('CSV exports of an erased person', () => {
  const erased: TournamentPaper = {
    ...tournament,
    players: tournament.players.map((p) => (p.playerId === 'p1' ? { ...p, name: ERASED_NAME } : p)),
    standings: tournament.standings.map((r) => (r.playerId === 'p1' ? { ...r, playerName: ERASED_NAME } : r)),
  };

  it("names them in the reader's language only, in the standings and in the pairings and their results", () => {
    expect(lines(standingsCsv(erased, 'es'))[1]).toBe('1,jugador eliminado,6,2,1,0,0,19,,0.6667,no,no,no,p1');
    expect(lines(standingsCsv(erased, 'en'))[1]).toBe('1,deleted player,6,2,1,0,0,19,,0.6667,no,no,no,p1');
    expect(lines(pairingsCsv(erased, 1, 'en'))[1]).toMatch(/^1,1,deleted player,.*,deleted player wins,/);
    expect(lines(pairingsCsv(erased, 1, 'es'))[1]).toMatch(/^1,1,jugador eliminado,/);
    for (const csv of [standingsCsv(erased, 'es'), pairingsCsv(erased, 2, 'en')])
      expect(csv).not.toContain(ERASED_NAME);
  });
});

describe('paper helpers', () => {
  it('prints the asked round when it is paired, the latest one by default, and nothing for others', () => {
    expect(roundToPrint(tournament.pairings, undefined)).toBe(2);
    expect(roundToPrint(tournament.pairings, '1')).toBe(1);
    expect(roundToPrint(tournament.pairings, ['1', '2'])).toBe(1);
    expect(roundToPrint(tournament.pairings, '7')).toBeNull();
    expect(roundToPrint(tournament.pairings, 'uno')).toBeNull();
    expect(roundToPrint([], undefined)).toBeNull();
  });

  it('lists every seated player alphabetically, accents sorted as the language sorts them, with table and opponent', () => {
    const names = new Map([
      ['p1', 'Álvaro'],
      ['p2', 'Zoe'],
      ['p3', 'Bea'],
      ['p4', 'alba'],
    ]);
    const seats = seatsByName(
      [pairing(3, 1, 'p2', 'p1'), pairing(3, 2, 'p3', 'p4'), pairing(3, 3, 'p5', null)],
      names,
      'es',
    );
    expect(seats.map((s) => [s.name, s.table, s.seat, s.opponent])).toEqual([
      ['alba', 2, 'b', 'Bea'],
      ['Álvaro', 1, 'b', 'Zoe'],
      ['Bea', 2, 'a', 'alba'],
      ['p5', 3, 'a', null],
      ['Zoe', 1, 'a', 'Álvaro'],
    ]);
    expect([initialOf('Álvaro'), initialOf(' ñandú'), initialOf('3D')]).toEqual(['A', 'N', '#']);
  });

  it('says which round the standings stand after: the last one with every result final', () => {
    expect(lastCompletedRound(tournament.pairings)).toBe(1);
    const reported = {
      winner: 'a',
      ...NO_GAMES_OR_LIFE,
      status: 'reported',
      reportedBy: 'p1',
    };
    expect(lastCompletedRound([pairing(1, 1, 'p1', 'p2', reported)])).toBeNull();
  });

  it('names downloads after the tournament in plain letters', () => {
    expect(exportFileName('Copa de Otoño «Ñ» 2026', 'clasificacion')).toBe('copa-de-otono-n-2026-clasificacion.csv');
    expect(exportFileName('«»', 'standings')).toBe('torneo-standings.csv');
  });

  it("names a round's download by the round's one name in plain letters, with no spaces", () => {
    expect(exportFileName('Copa', 'emparejamientos-Ronda 1 de 3')).toBe('copa-emparejamientos-ronda-1-de-3.csv');
    expect(exportFileName('Copa', 'emparejamientos-Ronda de desempate')).toBe(
      'copa-emparejamientos-ronda-de-desempate.csv',
    );
  });
});
