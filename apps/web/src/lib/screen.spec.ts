import { describe, expect, it } from 'vitest';
import { numberedPlayers, screenTournament } from '../testing/screen';
import { pairingRow } from '../testing/pairings';
import { finalRound, label, SEMI_FINALS, topFourBracket } from '../testing/bracket';
import {
  columnsFor,
  FINAL_PLACES_SHOWN,
  LINES_PER_PAGE,
  pagesOf,
  publicBracket,
  roundOnShow,
  screenScene,
} from './screen';

const placing = (place: number, playerId: string, disqualified = false) => ({
  place,
  to: place,
  label: { es: `${place}.º`, en: `#${place}` },
  playerId,
  playerName: playerId.toUpperCase(),
  disqualified,
});

describe('what the event screen shows', () => {
  it('welcomes the room before any round is published: open registration, the players in, check-in', () => {
    const before = screenTournament({
      playerCount: 5,
      checkInOpen: true,
      startsAt: '2026-12-12T10:30',
      timeZone: 'Atlantic/Canary',
    });
    expect(screenScene(before, 'es')).toEqual({
      kind: 'welcome',
      startsAt: '2026-12-12T10:30',
      timeZone: 'Atlantic/Canary',
      registering: true,
      checkIn: true,
      checkInOpensAt: null,
      players: 5,
      placesLeft: null,
      waiting: 0,
    });
    const closed = screenTournament({ status: 'registration-closed', playerCount: 5 });
    expect(screenScene(closed, 'es')).toMatchObject({ kind: 'welcome', registering: false, checkIn: false });
    // Set to open by itself: the time until it opens, nothing once it has.
    const timed = { checkInOpensAt: '2026-12-12T08:30:00.000Z' };
    expect(screenScene(screenTournament(timed), 'es')).toMatchObject({ checkInOpensAt: timed.checkInOpensAt });
    expect(screenScene(screenTournament({ ...timed, checkInOpen: true }), 'es')).toMatchObject({
      checkInOpensAt: null,
    });
  });

  it('reads only the tables of the latest published round: a draft is never the round on show', () => {
    const rounds = [
      { number: 1, published: true },
      { number: 2, published: true },
      { number: 3, published: false },
    ];
    expect(roundOnShow({ rounds })).toBe(2);
    expect(roundOnShow({ rounds: [{ number: 1, published: false }] })).toBeNull();
    expect(roundOnShow({ rounds: [] })).toBeNull();
  });

  it('says how many places are left while players sign up, and once full asks nobody to sign up', () => {
    expect(screenScene(screenTournament({ playerCount: 9, placesLeft: 3 }), 'es')).toMatchObject({
      registering: true,
      placesLeft: 3,
    });
    expect(screenScene(screenTournament({ playerCount: 12, placesLeft: 0, waitlistCount: 3 }), 'es')).toMatchObject({
      registering: false,
      placesLeft: 0,
      waiting: 3,
    });
    const closed = screenTournament({ status: 'registration-closed', playerCount: 12, placesLeft: 0 });
    expect(screenScene(closed, 'es')).toMatchObject({ placesLeft: null });
  });

  it('never shows a draft: an unpublished round 1 keeps the welcome, an unpublished round 2 keeps round 1', () => {
    const players = numberedPlayers(4);
    const draft = { published: false };
    const drafted = screenTournament({
      status: 'registration-closed',
      players,
      pairings: [pairingRow(1, 1, 'p1', 'p2', draft), pairingRow(1, 2, 'p3', 'p4', draft)],
    });
    expect(screenScene(drafted, 'es').kind).toBe('welcome');
    const nextDrafted = screenTournament({
      status: 'registration-closed',
      players,
      pairings: [
        pairingRow(1, 1, 'p1', 'p2'),
        pairingRow(1, 2, 'p3', 'p4'),
        pairingRow(2, 1, 'p1', 'p3', draft),
        pairingRow(2, 2, 'p2', 'p4', draft),
      ],
    });
    expect(screenScene(nextDrafted, 'es')).toMatchObject({ kind: 'round', round: 1, name: { es: 'Ronda 1' } });
  });

  it('lists every seated player by name as Spanish sorts it, with table and opponent, and counts the tables still playing', () => {
    const players = [
      { playerId: 'z', name: 'Zoe', status: 'active' },
      { playerId: 'a', name: 'Álvaro', status: 'active' },
      { playerId: 'b', name: 'Bea', status: 'active' },
      { playerId: 'c', name: 'Carla', status: 'active' },
      { playerId: 'e', name: 'Eva', status: 'active' },
    ];
    const done = { result: { winner: 'a', status: 'confirmed' } } as Partial<Parameters<typeof pairingRow>[4]>;
    const reported = { result: { winner: 'a', status: 'reported' } } as Partial<Parameters<typeof pairingRow>[4]>;
    const tournament = screenTournament({
      status: 'registration-closed',
      players,
      pairings: [pairingRow(1, 1, 'z', 'a', done), pairingRow(1, 2, 'b', 'c', reported), pairingRow(1, 3, 'e', null)],
    });
    const scene = screenScene(tournament, 'es');
    if (scene.kind !== 'round') throw new Error(`expected a round, got ${scene.kind}`);
    expect(scene.pages).toHaveLength(1);
    expect(scene.pages[0]!.map((line) => [line.name, line.table, line.opponent])).toEqual([
      ['Álvaro', 1, 'Zoe'],
      ['Bea', 2, 'Carla'],
      ['Carla', 2, 'Bea'],
      ['Eva', 3, null],
      ['Zoe', 1, 'Álvaro'],
    ]);
    // A reported result waits for the rival's confirmation: that table is still playing; a bye never is.
    expect(scene.inPlay).toBe(1);
  });

  it(`turns a large round into pages of ${LINES_PER_PAGE} players, every player on exactly one`, () => {
    const players = numberedPlayers(80);
    const pairings = Array.from({ length: 40 }, (_, i) => pairingRow(1, i + 1, `p${2 * i + 1}`, `p${2 * i + 2}`));
    const scene = screenScene(screenTournament({ status: 'registration-closed', players, pairings }), 'es');
    if (scene.kind !== 'round') throw new Error(`expected a round, got ${scene.kind}`);
    expect(scene.pages.map((page) => page.length)).toEqual([36, 36, 8]);
    expect(new Set(scene.pages.flat().map((line) => line.playerId)).size).toBe(80);
    expect(scene.inPlay).toBe(40);
  });

  it('lists numbered names in number order, as a person scanning the wall looks for them (2 before 10)', () => {
    const players = [2, 10, 1, 12].map((n) => ({ playerId: `g${n}`, name: `Invitado ${n}`, status: 'active' }));
    const pairings = [pairingRow(1, 1, 'g2', 'g10'), pairingRow(1, 2, 'g1', 'g12')];
    const scene = screenScene(screenTournament({ status: 'registration-closed', players, pairings }), 'es');
    if (scene.kind !== 'round') throw new Error(`expected a round, got ${scene.kind}`);
    expect(scene.pages[0]!.map((line) => line.name)).toEqual([
      'Invitado 1',
      'Invitado 2',
      'Invitado 10',
      'Invitado 12',
    ]);
  });

  it('shows a top cut as its bracket, a drafted round among those to come, whoever’s browser reads drafts', () => {
    const draftFinal = finalRound({ published: false });
    const staffRead = topFourBracket({ rounds: [{ ...SEMI_FINALS, ended: true }, draftFinal], upcoming: [] });
    const cut = screenTournament({
      status: 'top-cut',
      players: numberedPlayers(4),
      pairings: [pairingRow(4, 1, 'p1', 'p4'), pairingRow(4, 2, 'p2', 'p3')],
      bracket: staffRead,
    });
    const scene = screenScene(cut, 'es');
    expect(scene).toMatchObject({ kind: 'round', round: 4 });
    const shown = scene.kind === 'round' ? scene.bracket! : null;
    expect(shown!.rounds.map((round) => round.number)).toEqual([4]);
    expect(shown!.upcoming).toEqual([label('Final', 'Final')]);
    expect(publicBracket(topFourBracket())).toEqual(topFourBracket());
    // A Swiss round keeps its list of names.
    const swiss = screenTournament({ status: 'registration-closed', pairings: [pairingRow(1, 1, 'p1', 'p2')] });
    expect(screenScene(swiss, 'es')).toMatchObject({ kind: 'round', bracket: null });
  });

  it(`ends on the final places in order, the first ${FINAL_PLACES_SHOWN}, without the disqualified`, () => {
    const placings = [
      placing(2, 'b'),
      placing(1, 'a'),
      placing(99, 'x', true),
      ...Array.from({ length: 20 }, (_, i) => placing(i + 3, `p${i + 3}`)),
    ];
    const scene = screenScene(screenTournament({ status: 'ended', placings }), 'es');
    if (scene.kind !== 'final') throw new Error(`expected the final places, got ${scene.kind}`);
    expect(scene.placings).toHaveLength(FINAL_PLACES_SHOWN);
    expect(scene.placings.slice(0, 3).map((p) => p.playerId)).toEqual(['a', 'b', 'p3']);
    expect(scene.placings.some((p) => p.disqualified)).toBe(false);
  });

  it('sets a page in one column up to 12 players, two up to 24, three beyond', () => {
    expect([1, 12, 13, 24, 25, 36].map(columnsFor)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('cuts a list into pages in order, the last one shorter, and no page for an empty list', () => {
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([], 36)).toEqual([]);
  });
});
