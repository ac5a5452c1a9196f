import { describe, expect, it } from 'vitest';
import {
  cmd,
  created,
  deck,
  field,
  inRoundOne,
  judge,
  organizer,
  player,
  playRound,
  refusal,
  run,
  sixTiedAtTheCut,
  started,
  startTopCutInStandingsOrder,
  stronger,
  win,
} from '../testing/tournament-script.js';
import { gamesAllowed } from './decide-results.js';
import { foldTournament } from './decider.js';
import { openRound, tournamentStandings } from './projection.js';
import { allowedStaffActions, lateEntryOpen } from './staff-actions.js';
import type { MatchResult, TournamentState } from './types.js';

const bo3 = (...games: Array<['a' | 'b', number, number]>): MatchResult => {
  const won = (side: 'a' | 'b') => games.filter(([w]) => w === side).length;
  return {
    winner: won('a') > won('b') ? 'a' : 'b',
    games: games.map(([winner, lifeA, lifeB]) => ({ winner, lifeA, lifeB })),
  };
};

/** Four players, one Swiss round, a top 2 whose final (and nothing else) is best of 3 (002 C.1); the final published. */
function finalPublished(): TournamentState {
  const state = playRound(started(field(4), { rounds: 1, topCut: { size: 2, finalBestOf: 3 } }), stronger);
  return run(startTopCutInStandingsOrder(state), cmd('PublishPairings', organizer));
}

describe('a best-of-3 final on paper (002 C.1)', () => {
  it('is played to three games, while the Swiss rounds were played to one', () => {
    const state = finalPublished();
    expect(gamesAllowed(state, state.rounds[0]!)).toBe(1);
    expect(gamesAllowed(state, openRound(state)!)).toBe(3);
  });

  it('is reported game by game with each game’s life totals and closed by the opponent’s confirmation', () => {
    let state = finalPublished();
    const table = openRound(state)!.tables[0]!;
    const result = bo3(['a', 7, 0], ['b', 0, 4], ['a', 12, -3]);
    state = run(
      state,
      cmd('ReportResult', player(table.a), { round: 2, table: 1, result }),
      cmd('ConfirmResult', player(table.b!), { round: 2, table: 1 }),
    );
    expect(state.rounds[1]!.tables[0]!.final).toEqual({ result, via: 'confirmed' });
  });

  it('refuses one game in a best of 3 saying so wholly in Spanish and wholly in English', () => {
    const state = finalPublished();
    const table = openRound(state)!.tables[0]!;
    const refused = refusal(state, cmd('ReportResult', player(table.a), { round: 2, table: 1, result: win('a') }));
    expect(refused.code).toBe('tournament.result.invalid');
    expect(refused.message).toEqual({
      es: 'Resultado no válido: al mejor de 3, el ganador necesita 2 partidas ganadas.',
      en: 'Invalid result: in a best of 3, the winner needs 2 games won.',
    });
    const tooMany = refusal(
      state,
      cmd('OverrideResult', organizer, {
        round: 2,
        table: 1,
        result: bo3(['a', 1, 0], ['b', 0, 1], ['a', 1, 0], ['a', 1, 0]),
      }),
    );
    expect(tooMany.message.es).toBe(
      'Resultado no válido: este encuentro se juega al mejor de 3: como mucho 3 partidas.',
    );
    expect(tooMany.message.en).toBe('Invalid result: this match is best of 3: at most 3 games.');
  });
});

describe('results entered at the desk', () => {
  it('takes a first entry from a paper slip without a reason and reads it as entered by staff', () => {
    let state = inRoundOne(field(4));
    state = run(state, cmd('OverrideResult', organizer, { round: 1, table: 1, result: win('a', 9, 0) }));
    expect(openRound(state)!.tables[0]!.final).toEqual({ result: win('a', 9, 0), via: 'entered' });
  });

  it('asks for a reason to correct a result the table already has (a report or a final one), and reads it as corrected', () => {
    let state = inRoundOne(field(4));
    const [first, second] = openRound(state)!.tables;
    state = run(
      state,
      cmd('OverrideResult', organizer, { round: 1, table: first!.table, result: win('a', 9, 0) }),
      cmd('ReportResult', player(second!.a), { round: 1, table: second!.table, result: win('a', 3, 0) }),
    );
    for (const table of [first!, second!]) {
      const refused = refusal(
        state,
        cmd('OverrideResult', judge, { round: 1, table: table.table, result: win('b', 0, 5), reason: '  ' }),
      );
      expect(refused.code).toBe('tournament.result.reason-required');
      expect(refused.message.es).toBe('Esta mesa ya tiene un resultado: corregirlo necesita un motivo.');
    }
    state = run(
      state,
      cmd('OverrideResult', judge, {
        round: 1,
        table: first!.table,
        result: win('b', 0, 5),
        reason: 'Hoja mal rellenada',
      }),
    );
    expect(openRound(state)!.tables[0]!.final).toEqual({ result: win('b', 0, 5), via: 'override' });
  });

  it('refuses a slip whose life totals are the wrong way round (the winner at 0, the loser at 5), changing nothing', () => {
    const state = inRoundOne(field(4));
    const swapped = { winner: 'a' as const, games: [{ winner: 'a' as const, lifeA: 0, lifeB: 5 }] };
    const refused = refusal(state, cmd('OverrideResult', organizer, { round: 1, table: 1, result: swapped }));
    expect(refused.code).toBe('tournament.result.invalid');
    expect(refused.message).toEqual({
      es: 'Resultado no válido: en la partida 1, quien ganó terminó con 0 vidas o menos y quien perdió no, pero quien llega a 0 pierde: revisa si las vidas están al revés.',
      en: 'Invalid result: in game 1, the winner ended at 0 life or less and the loser did not, but a player who reaches 0 loses: check whether the life totals are the wrong way round.',
    });
    const asPlayed = run(state, cmd('OverrideResult', organizer, { round: 1, table: 1, result: win('a', 5, 0) }));
    expect(openRound(asPlayed)!.tables[0]!.final?.result).toEqual(win('a', 5, 0));
  });

  it('names the game of a best of 3 whose lives contradict its winner, and takes a draw only with both or neither at 0', () => {
    const state = finalPublished();
    const table = openRound(state)!.tables[0]!;
    const report = (result: MatchResult) => cmd('ReportResult', player(table.a), { round: 2, table: 1, result });
    expect(refusal(state, report(bo3(['a', 7, 0], ['b', 4, -2], ['a', 12, 3]))).message.en).toContain('in game 2,');
    const draws = (lifeA: number, lifeB: number) => ({
      winner: 'draw' as const,
      games: [{ winner: 'draw' as const, lifeA, lifeB }],
    });
    const swiss = inRoundOne(field(4));
    const reportSwiss = (result: MatchResult) => cmd('OverrideResult', organizer, { round: 1, table: 1, result });
    expect(refusal(swiss, reportSwiss(draws(0, 6))).message.es).toContain('la partida 1 es un empate');
    expect(openRound(run(swiss, reportSwiss(draws(0, -1))))!.tables[0]!.final).toBeDefined();
    expect(openRound(run(swiss, reportSwiss(draws(6, 4))))!.tables[0]!.final).toBeDefined();
  });

  it('takes a concession or a game loss at any life totals: play did not decide that game', () => {
    const state = inRoundOne(field(4));
    const conceded = { winner: 'b' as const, games: [{ winner: 'b' as const, lifeA: 14, lifeB: 0, endedEarly: true }] };
    const after = run(state, cmd('OverrideResult', organizer, { round: 1, table: 1, result: conceded }));
    expect(openRound(after)!.tables[0]!.final?.result).toEqual(conceded);
  });

  it('reads a no-show as a no-show', () => {
    let state = inRoundOne(field(4));
    const table = openRound(state)!.tables[0]!;
    state = run(
      state,
      cmd('ResolveNoShow', judge, { round: 1, table: table.table, playerId: table.a, outcome: 'game-loss' }),
    );
    expect(openRound(state)!.tables[0]!.final?.via).toBe('no-show');
  });
});

describe('refusals that name players', () => {
  it('names the players of a tiebreak still to play by their names, never by their ids', () => {
    const state = foldTournament(sixTiedAtTheCut(['id-a', 'id-b', 'id-c', 'id-d', 'id-e', 'id-f']));
    const refused = refusal(state, cmd('StartTopCut', organizer));
    expect(refused.code).toBe('tournament.top-cut.tiebreak-match-needed');
    for (const id of tournamentStandings(state).tiebreakMatches[0]!) {
      for (const text of [refused.message.es, refused.message.en]) {
        expect(text).toContain(state.players[id]!.name);
        expect(text).not.toContain(id);
      }
    }
  });

  it('names the players still without a deck list when registration cannot close', () => {
    const state = run(
      created(),
      cmd('RegisterPlayer', player('x1'), { playerId: 'x1', name: 'Ana Ruiz' }),
      cmd('RegisterPlayer', player('x2'), { playerId: 'x2', name: 'José Núñez' }),
      cmd('SubmitDeckList', player('x1'), { playerId: 'x1', deck: deck('Héroe') }),
    );
    expect(refusal(state, cmd('CloseRegistration', organizer)).message).toEqual({
      es: 'Faltan listas de: José Núñez.',
      en: 'Deck lists missing for: José Núñez.',
    });
  });
});

describe('the staff actions a desk offers', () => {
  const at = (state: TournamentState) => (openRound(state)?.clock?.startedAt ?? 0) + 1;
  const actions = (state: TournamentState, by = organizer, when = at(state)) => allowedStaffActions(state, by, when);

  it('offers pairing while Swiss rounds remain and never after the last one', () => {
    let state = started(field(4), { rounds: 2, topCut: { size: 2 } });
    // Before round 1 the day's check-in may still be opened; once it is paired, it may not.
    expect(actions(state)).toEqual(['OpenCheckIn', 'PairNextRound', 'EndTournament']);
    state = playRound(playRound(state, stronger), stronger);
    expect(actions(state)).not.toContain('PairNextRound');
    expect(actions(state).filter((a) => a === 'StartTopCut' || a === 'PairTiebreakRound')).toHaveLength(1);
  });

  it('offers to start the clock once, then pause, add minutes and call time early; nothing of the round once it has ended', () => {
    let state = run(started(field(4)), cmd('PairNextRound', organizer));
    expect(actions(state)).toEqual(['RepairRound', 'DiscardDraft', 'PublishPairings']);
    state = run(state, cmd('PublishPairings', organizer));
    // The round closes once every result is in.
    expect(actions(state)).toEqual(['StartRoundClock']);
    state = run(state, cmd('StartRoundClock', judge));
    expect(actions(state)).toEqual(['PauseRoundClock', 'ExtendRoundClock', 'EndRoundClock']);
    expect(actions(state, judge)).toEqual(['PauseRoundClock', 'ExtendRoundClock']);
    const ends = openRound(state)!.clock!.endsAt;
    expect(actions(state, organizer, ends + 1)).toContain('CallTime');
    for (const t of openRound(state)!.tables)
      state = run(state, cmd('OverrideResult', organizer, { round: 1, table: t.table, result: win('a') }));
    expect(actions(state)).toContain('EndRound');
    state = run(state, cmd('EndRound', organizer));
    for (const gone of ['StartRoundClock', 'CallTime', 'EndRound', 'PauseRoundClock'] as const)
      expect(actions(state)).not.toContain(gone);
  });

  it('offers the late-entry form only while a late entry can still join a Swiss round: never in the last one, the cut, or after the event', () => {
    let state = started(field(4), { rounds: 2, topCut: { size: 2 } });
    expect(lateEntryOpen(state, organizer, 1)).toBe(true);
    expect(lateEntryOpen(state, judge, 1)).toBe(false);
    state = playRound(state, stronger);
    expect(lateEntryOpen(state, organizer, 1)).toBe(true);
    state = run(state, cmd('PairNextRound', organizer), cmd('PublishPairings', organizer));
    // The last Swiss round is under way: a late entry has no round left to join.
    expect(lateEntryOpen(state, organizer, 1)).toBe(false);
    for (const t of openRound(state)!.tables)
      state = run(state, cmd('OverrideResult', organizer, { round: 2, table: t.table, result: win('a') }));
    state = run(state, cmd('EndRound', organizer));
    expect(lateEntryOpen(state, organizer, 1)).toBe(false);
    expect(lateEntryOpen(started(field(4), { rounds: 2, lateEntry: 'none' }), organizer, 1)).toBe(false);
  });

  it('offers players nothing and judges only what staff may do', () => {
    const state = run(started(field(4)), cmd('PairNextRound', organizer));
    expect(allowedStaffActions(state, player('p1'), 1)).toEqual([]);
    expect(actions(state, judge)).toEqual([]);
  });
});
