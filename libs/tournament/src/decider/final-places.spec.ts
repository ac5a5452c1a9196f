import { describe, expect, it } from 'vitest';
import {
  cmd,
  deck,
  field,
  finishRound,
  judge,
  organizer,
  player,
  playRound,
  published,
  refusal,
  run,
  started,
  swissPlayed,
  win,
} from '../testing/tournament-script.js';
import { placeLabel } from './labels.js';
import { openRound, tournamentStandings } from './projection.js';
import type { TournamentState } from './types.js';

const places = (state: TournamentState) =>
  state.placings.map((p) => [p.player, placeLabel(p).es, p.disqualified ?? false]);

describe('002 C.2.4.1–C.2.4.2: the title is never drawn by default', () => {
  it('plays off a tie for first in a Swiss-only event with the default options ("el azar … solo cuando ninguno … esté optando a … premio")', () => {
    // Four players, one round, every win 10–0: the two winners are level on every criterion.
    const state = playRound(started(field(4), { rounds: 1 }), () => win('a', 10, 0));
    expect(state.config!.format.prizePlaces).toBe(1);
    expect(tournamentStandings(state).tiebreakMatches).toHaveLength(1);
    expect(refusal(state, cmd('EndTournament', organizer)).code).toBe('tournament.top-cut.tiebreak-match-needed');
    const playOff = run(state, cmd('PairTiebreakRound', organizer), cmd('PublishPairings', organizer));
    const winner = openRound(playOff)!.tables[0]!.b;
    const ended = run(
      finishRound(playOff, () => win('b', 0, 10)),
      cmd('EndTournament', organizer),
    );
    expect(ended.winner).toBe(winner);
    expect(tournamentStandings(ended).rows[0]!.random).toBe(false);
  });

  it('draws first place (marked) only when the organizer says no place carries a prize (prizePlaces 0)', () => {
    const state = run(
      playRound(started(field(4), { rounds: 1, prizePlaces: 0 }), () => win('a', 10, 0)),
      cmd('EndTournament', organizer),
    );
    expect(tournamentStandings(state).rows[0]).toMatchObject({ random: true, tiebreakMatch: false });
  });
});

describe('002 C.2.4.2: a tie wholly inside the top cut only seeds the bracket', () => {
  it('starts the cut without a tiebreak match when the tied players all qualify; their seeds are drawn and marked', () => {
    // Top 2 of 4 after one round: the two winners are level, and both are in the cut whatever the order.
    const state = playRound(started(field(4), { rounds: 1, topCut: { size: 2 } }), () => win('a', 10, 0));
    expect(tournamentStandings(state).tiebreakMatches).toEqual([]);
    expect(
      tournamentStandings(state)
        .rows.slice(0, 2)
        .map((r) => [r.random, r.tiebreakMatch]),
    ).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(run(state, cmd('StartTopCut', organizer)).status).toBe('top-cut');
  });

  it('still plays off a tie across the cut line: who qualifies is "una posición de … clasificación"', () => {
    // Top 2 of 6 after one round: three winners level for two places.
    const state = playRound(started(field(6), { rounds: 1, topCut: { size: 2 } }), () => win('a', 10, 0));
    expect(tournamentStandings(state).tiebreakMatches.map((g) => g.length)).toEqual([3]);
    expect(refusal(state, cmd('StartTopCut', organizer)).code).toBe('tournament.top-cut.tiebreak-match-needed');
  });

  it('plays off seeds too when the organizer reads C.2.4.2 strictly (topCut.seedTies: match)', () => {
    const state = playRound(started(field(4), { rounds: 1, topCut: { size: 2, seedTies: 'match' } }), () =>
      win('a', 10, 0),
    );
    expect(refusal(state, cmd('StartTopCut', organizer)).code).toBe('tournament.top-cut.tiebreak-match-needed');
  });
});

/** Top 4 of 6 after two rounds, the semi-finals published and decided by seat (the higher seed wins). */
function semiFinalsDecided(extra: object = {}): TournamentState {
  let state = published(
    run(swissPlayed(6, { rounds: 2, topCut: { size: 4 }, ...extra }), cmd('StartTopCut', organizer)),
  );
  const round = openRound(state)!;
  for (const t of round.tables)
    state = run(
      state,
      cmd('OverrideResult', organizer, { round: round.number, table: t.table, result: win('a'), reason: 'Papeleta' }),
    );
  return state;
}

describe('the end of a bracket around drops and disqualifications', () => {
  it('gives no title when both finalists have dropped: nobody wins the final, the two share 1st–2nd and the event has no champion', () => {
    let state = semiFinalsDecided();
    const finalists = openRound(state)!.tables.map((t) => t.a);
    for (const id of finalists) state = run(state, cmd('DropPlayer', player(id), { playerId: id }));
    state = run(state, cmd('EndRound', organizer));
    const final = openRound(state)!;
    expect(final.tables[0]!.final).toMatchObject({ result: { winner: 'draw' }, via: 'drop' });
    state = run(state, cmd('PublishPairings', organizer), cmd('EndRound', organizer));
    expect(state.status).toBe('ended');
    expect(state.winner).toBeNull();
    expect(
      places(state)
        .slice(0, 2)
        .map(([, label]) => label),
    ).toEqual(['1.º–2.º', '1.º–2.º']);
    expect(
      places(state)
        .slice(0, 2)
        .map(([id]) => id),
    ).toEqual(expect.arrayContaining(finalists));
  });

  it('still gives the title to the finalist who stayed when only the other dropped', () => {
    let state = semiFinalsDecided();
    const [stays, leaves] = openRound(state)!.tables.map((t) => t.a);
    state = run(
      state,
      cmd('DropPlayer', player(leaves!), { playerId: leaves }),
      cmd('EndRound', organizer),
      cmd('PublishPairings', organizer),
      cmd('EndRound', organizer),
    );
    expect([state.winner, places(state)[1]]).toEqual([stays, [leaves, '2.º', false]]);
  });

  it('leaves a disqualified semi-finalist out of the places (MTR practice): the other semi-final loser is 3rd alone, those below move up', () => {
    let state = published(run(swissPlayed(6, { rounds: 2, topCut: { size: 4 } }), cmd('StartTopCut', organizer)));
    const [first, second] = openRound(state)!.tables;
    state = run(
      state,
      cmd('IssuePenalty', judge, {
        playerId: second!.b,
        infraction: 'cheating',
        penalty: 'disqualification',
        note: 'Mazo marcado',
      }),
    );
    state = finishRound(state, () => win('a'));
    state = finishRound(published(state), () => win('a'));
    const shown = places(state);
    expect(shown.slice(2, 4)).toEqual([
      [first!.b, '3.º', false],
      [expect.any(String), '4.º', false],
    ]);
    expect(shown.at(-1)).toEqual([second!.b, expect.any(String), true]);
    expect(state.placings.filter((p) => p.disqualified)).toHaveLength(1);
  });
});

describe('standings and placings agree around dropped players', () => {
  // @rule 002:272
  it('never ranks a dropped player above the one still in with a random mark no seed can change (002 C.2.4.1)', () => {
    let state = started(['p0', 'p1']);
    state = run(
      state,
      cmd('IssuePenalty', judge, {
        playerId: 'p0',
        infraction: 'cheating',
        penalty: 'disqualification',
        note: 'Trampa',
      }),
      cmd('EndTournament', organizer),
    );
    const rows = tournamentStandings(state).rows;
    expect(rows.map((r) => [r.player, r.dropped, r.random])).toEqual([
      ['p1', false, false],
      ['p0', true, false],
    ]);
    expect(state.placings.map((p) => p.player)).toEqual(['p1', 'p0']);
    expect(state.winner).toBe('p1');
  });
});

describe('002 C.4: a late entry hands in a list', () => {
  const lateWithoutList = () =>
    run(started(field(4), { rounds: 3 }), cmd('AddLateEntry', organizer, { playerId: 'late', name: 'Nuria' }));

  // @rule 002:292
  it('lets a late entry added without a list hand one in after registration has closed, themselves or typed by staff, once', () => {
    const byPlayer = run(
      lateWithoutList(),
      cmd('SubmitDeckList', player('late'), { playerId: 'late', deck: deck('Tarde') }),
    );
    expect(byPlayer.players['late']!.deck).toBeDefined();
    expect(
      refusal(byPlayer, cmd('SubmitDeckList', player('late'), { playerId: 'late', deck: deck('Otra') })).code,
    ).toBe('tournament.deck.locked');
    const byStaff = run(lateWithoutList(), cmd('SubmitDeckList', organizer, { playerId: 'late', deck: deck('Tarde') }));
    expect(byStaff.players['late']!.deck).toBeDefined();
    expect(
      refusal(lateWithoutList(), cmd('SubmitDeckList', player('p1'), { playerId: 'late', deck: deck('Tarde') })).code,
    ).toBe('tournament.actor.not-allowed');
  });

  it('refuses to publish a round that seats a player without a list when lists are required, naming them; the draft stands', () => {
    const state = run(lateWithoutList(), cmd('PairNextRound', organizer));
    const refused = refusal(state, cmd('PublishPairings', organizer));
    expect([refused.code, refused.message.es]).toEqual([
      'tournament.deck.missing-to-play',
      expect.stringContaining('Nuria'),
    ]);
    const handedIn = run(
      state,
      cmd('SubmitDeckList', organizer, { playerId: 'late', deck: deck('Tarde') }),
      cmd('PublishPairings', organizer),
    );
    expect(openRound(handedIn)!.published).toBe(true);
  });

  it('counts a bye as playing: a three-player round with the late entry is not published while they have no list, whoever sits out', () => {
    let state = run(
      started(field(2), { rounds: 3 }),
      cmd('AddLateEntry', organizer, { playerId: 'late', name: 'Nuria' }),
      cmd('PairNextRound', organizer),
    );
    for (let attempt = 0; attempt < 3; attempt += 1, state = run(state, cmd('RepairRound', organizer)))
      expect(refusal(state, cmd('PublishPairings', organizer)).code).toBe('tournament.deck.missing-to-play');
  });

  it('publishes without the list when the event does not require lists', () => {
    const state = run(
      started(field(4), { rounds: 3, requireDeckLists: false }),
      cmd('AddLateEntry', organizer, { playerId: 'late', name: 'Nuria' }),
      cmd('PairNextRound', organizer),
    );
    expect(run(state, cmd('PublishPairings', organizer)).rounds[0]!.published).toBe(true);
  });
});
