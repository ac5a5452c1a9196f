import { describe, expect, it } from 'vitest';
import {
  cmd,
  continued,
  ctx,
  judge,
  now,
  openRoundOf,
  organizer,
  pairNextRound,
  player,
  publishPairings,
  registrationClosed,
  roundEndedOnPaper,
  roundOnePublished,
  roundPlayed,
  rowOf,
  tournament,
  win,
} from '../testing/tournament-script.js';
import { decide } from './decide.js';
import { foldTournament } from './decider.js';
import type { TournamentEvent } from './events.js';
import { openRound } from './projection.js';

describe('tournament-anchors.md §5 scenarios through the decider', () => {
  /** Six players in round 1; `a` and `b` sit at table 1. */
  const sixPlaying = () => {
    const history = roundOnePublished(['a', 'b', 'c', 'd', 'e', 'f']);
    const { a, b } = openRoundOf(history).tables[0]!;
    return { history, a, b: b! };
  };
  /** The first player of table 1 dropped, the other tables entered from paper slips, round 1 ended. */
  const droppedAndEnded = () => {
    const { history, a, b } = sixPlaying();
    const dropped = continued(history, cmd('DropPlayer', player(a), { playerId: a }));
    return { history: roundEndedOnPaper(dropped), dropped: a, rival: b };
  };

  it('§5.3 drop after pairing: the dropped player concedes their open match', () => {
    const { history, a } = sixPlaying();
    const state = tournament
      .given(history)
      .when(cmd('DropPlayer', player(a), { playerId: a }))
      .then([
        { type: 'PlayerDropped', data: { playerId: a, afterRound: 1, at: now(), by: player(a), cause: 'withdrew' } },
        {
          type: 'ResultConfirmed',
          data: { round: 1, table: 1, result: { winner: 'b', games: [] }, by: a, via: 'drop', at: now() },
        },
      ]);
    expect(openRound(state)!.tables[0]!.final).toMatchObject({ via: 'drop', result: { winner: 'b' } });
  });

  it('§5.3 drop after pairing: the dropped player keeps their row and counts as an opponent', () => {
    const { history, dropped, rival } = droppedAndEnded();
    expect(rowOf(history, dropped).points).toBe(0);
    expect(rowOf(history, rival).tiebreakers['opponents-points']).toBe(0);
  });

  it('§5.3 drop after pairing: the dropped player is never paired again', () => {
    const { history, dropped } = droppedAndEnded();
    const state = tournament
      .given(history)
      .when(pairNextRound())
      .then([{ type: 'RoundPaired', data: expect.objectContaining({ round: 2, stage: 'swiss', at: now() }) }]);
    const tables = openRound(state)!.tables;
    expect(tables.flatMap((x) => [x.a, x.b])).not.toContain(dropped);
    expect(tables.filter((x) => x.b === null)).toHaveLength(1);
    expect(tables.every((x) => x.a !== x.b)).toBe(true);
  });

  /** Four players, round 1 paired but not published, and the organizer dropped the first one seated. */
  const droppedBeforePublishing = () => {
    const paired = continued(registrationClosed(['a', 'b', 'c', 'd']), pairNextRound());
    const dropper = openRoundOf(paired).tables[0]!.a;
    return { history: continued(paired, cmd('DropPlayer', organizer, { playerId: dropper })), dropper };
  };

  it('§5.3 drop before publishing: refuses publishing pairings that seat the dropped player', () => {
    tournament
      .given(droppedBeforePublishing().history)
      .when(publishPairings())
      .thenRefused('tournament.round.dropped-player-paired');
  });

  it('§5.3 drop before publishing: the organizer pairs again, and nobody plays the dropped player', () => {
    const { history, dropper } = droppedBeforePublishing();
    const state = tournament
      .given(continued(history, cmd('RepairRound', organizer)))
      .when(publishPairings())
      .then([{ type: 'PairingsPublished', data: { round: 1, at: now() } }]);
    const tables = openRound(state)!.tables;
    expect(tables.flatMap((x) => [x.a, x.b])).not.toContain(dropper);
    expect(tables.filter((x) => x.b === null)).toHaveLength(1);
  });

  const fivePaired = () => continued(registrationClosed(['a', 'b', 'c', 'd', 'e']), pairNextRound());
  const byHand = (tables: object[]) => cmd('RepairRound', organizer, { tables });
  const manual = [
    { table: 1, a: 'a', b: 'e' },
    { table: 2, a: 'b', b: 'c' },
    { table: 3, a: 'd', b: null },
  ];

  it('refuses hand pairings unless every active player sits once, with one bye at most', () => {
    const twice = [
      { table: 1, a: 'a', b: 'b' },
      { table: 2, a: 'c', b: 'a' },
      { table: 3, a: 'e', b: null },
    ];
    const twoByes = [
      { table: 1, a: 'a', b: 'b' },
      { table: 2, a: 'c', b: null },
      { table: 3, a: 'd', b: null },
      { table: 4, a: 'e', b: null },
    ];
    for (const tables of [twice, twoByes])
      tournament.given(fivePaired()).when(byHand(tables)).thenRefused('tournament.round.bad-tables');
  });

  it('lets the organizer re-pair by hand before publishing, every active player seated once', () => {
    const state = tournament
      .given(fivePaired())
      .when(byHand(manual))
      .then([{ type: 'RoundPaired', data: { round: 1, stage: 'swiss', tables: manual, method: 'manual', at: now() } }]);
    expect(openRound(state)!.tables.map(({ table, a, b }) => ({ table, a, b }))).toEqual(manual);
    expect(openRound(state)!.method).toBe('manual');
  });

  it('refuses re-pairing once the pairings are published', () => {
    tournament
      .given(continued(fivePaired(), byHand(manual), publishPairings()))
      .when(cmd('RepairRound', organizer))
      .thenRefused('tournament.round.published');
  });

  const twoRoundsPlayed = () => roundPlayed(roundPlayed(registrationClosed(['a', 'b', 'c', 'd'])));
  const lateEntry = () => cmd('AddLateEntry', organizer, { playerId: 'late', name: 'Late' });

  it('§5.4 late entry: joins at the next round', () => {
    const state = tournament
      .given(twoRoundsPlayed())
      .when(lateEntry())
      .then([{ type: 'LateEntryAdded', data: { playerId: 'late', name: 'Late', joinedRound: 3, at: now() } }]);
    expect(state.players['late']!.joinedRound).toBe(3);
  });

  it('§5.4 late entry: a loss for each round missed', () => {
    expect(rowOf(continued(twoRoundsPlayed(), lateEntry()), 'late')).toMatchObject({
      points: 0,
      record: { wins: 0, draws: 0, losses: 2, byes: 0 },
    });
  });

  it('§5.4 late entry: is paired in the next round', () => {
    const state = tournament
      .given(continued(twoRoundsPlayed(), lateEntry()))
      .when(pairNextRound())
      .then([{ type: 'RoundPaired', data: expect.objectContaining({ round: 3, at: now() }) }]);
    expect(openRound(state)!.tables.flatMap((t) => [t.a, t.b])).toContain('late');
  });

  /** Four players, round 1 played (the first player of each table won) and round 2 published; round 1's table 1. */
  const roundTwoPublished = () => {
    const played = roundPlayed(registrationClosed(['a', 'b', 'c', 'd']));
    const table = foldTournament(played).rounds.find((r) => r.number === 1)!.tables[0]!;
    return {
      history: continued(played, pairNextRound(), publishPairings()),
      table: table.table,
      a: table.a,
      b: table.b!,
    };
  };
  const correction = (table: number) =>
    cmd('OverrideResult', judge, { round: 1, table, result: win('b', 0, 10), reason: 'acta mal copiada' });

  it('§5.11 a correction after the next round is paired: an explicit event, the pairings kept', () => {
    const { history, table } = roundTwoPublished();
    const before = openRoundOf(history).tables;
    const state = tournament
      .given(history)
      .when(correction(table))
      .then([
        {
          type: 'ResultOverridden',
          data: { round: 1, table, result: win('b', 0, 10), by: judge, reason: 'acta mal copiada', at: now() },
        },
      ]);
    expect(openRound(state)!.tables).toEqual(before);
  });

  it('§5.11 a correction after the next round is paired: the standings recomputed', () => {
    const { history, table, a, b } = roundTwoPublished();
    expect(rowOf(history, a).points).toBe(3);
    const corrected = continued(history, correction(table));
    expect(rowOf(corrected, a).points).toBe(0);
    expect(rowOf(corrected, b).points).toBe(3);
  });

  const nine = Array.from({ length: 9 }, (_, i) => `p${i}`);

  it('§5.12 determinism: the same log and seed pair the same; the events replay to the same state', () => {
    const history = registrationClosed(nine);
    const command = pairNextRound();
    const base = foldTournament(history);
    const once = decide(command, base, ctx) as TournamentEvent[];
    const state = tournament.given(history).when(command).then(once);
    expect(state).toEqual(foldTournament(once, base));
  });

  it('§5.12 determinism: another seed pairs differently', () => {
    const command = pairNextRound();
    const pairing = (seed: string) => decide(command, foldTournament(registrationClosed(nine, { seed })), ctx);
    expect(pairing('otra-semilla-distinta')).not.toEqual(pairing('semilla-secreta-1'));
  });
});
