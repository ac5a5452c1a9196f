import { describe, expect, it } from 'vitest';
import {
  cmd,
  finishRound,
  inRoundOne,
  judge,
  organizer,
  player,
  playRound,
  published,
  refusal,
  run,
  started,
  startTopCutInStandingsOrder,
  swissPlayed,
  stronger,
  win,
} from '../testing/tournament-script.js';
import { bracketView } from './bracket-view.js';
import { clockView, roundClockView } from './clock.js';
import { placeLabel, playedRoundsLabel, roundLabel, standingsLabel, tableLabel } from './labels.js';
import { openRound, tournamentStandings, tournamentStandingsByRound } from './projection.js';
import { redactTournamentEvent } from './visibility.js';

const MINUTE = 60_000;

describe('round clock: start, pause, resume, add minutes, end', () => {
  it('stands still while paused, moves the end by the pause, adds minutes to the round or to one table', () => {
    let state = run(inRoundOne(['a', 'b', 'c', 'd']), cmd('StartRoundClock', judge));
    const { startedAt, endsAt } = openRound(state)!.clock!;
    state = run(state, { type: 'PauseRoundClock', data: { at: startedAt + 10 * MINUTE, by: judge } });
    expect(clockView(openRound(state)!, startedAt + 30 * MINUTE)).toEqual({
      phase: 'paused',
      remainingMs: 35 * MINUTE,
    });
    expect(refusal(state, { type: 'CallTime', data: { at: endsAt + 1, by: judge } }).code).toBe(
      'tournament.clock.paused',
    );
    state = run(state, { type: 'ResumeRoundClock', data: { at: startedAt + 15 * MINUTE, by: judge } });
    expect(openRound(state)!.clock!.endsAt).toBe(endsAt + 5 * MINUTE);
    state = run(
      state,
      { type: 'ExtendRoundClock', data: { at: startedAt + 16 * MINUTE, by: organizer, minutes: 3 } },
      { type: 'ExtendRoundClock', data: { at: startedAt + 17 * MINUTE, by: judge, minutes: 4, table: 2 } },
    );
    const round = openRound(state)!;
    expect(round.clock!.endsAt).toBe(endsAt + 8 * MINUTE);
    expect(clockView(round, endsAt + 8 * MINUTE).phase).toBe('time-called');
    expect(clockView(round, endsAt + 8 * MINUTE, 2)).toEqual({ phase: 'running', remainingMs: 4 * MINUTE });
    expect(
      refusal(state, { type: 'ExtendRoundClock', data: { at: startedAt + 18 * MINUTE, by: judge, minutes: 0 } }).code,
    ).toBe('tournament.clock.extension-minutes');
    expect(
      refusal(state, {
        type: 'ExtendRoundClock',
        data: { at: startedAt + 18 * MINUTE, by: judge, minutes: 5, table: 9 },
      }).code,
    ).toBe('tournament.result.unknown-table');
    expect(
      refusal(state, { type: 'ExtendRoundClock', data: { at: startedAt + 18 * MINUTE, by: player('a'), minutes: 5 } })
        .code,
    ).toBe('tournament.actor.not-allowed');
  });

  // @rule 002:240
  it('lets the organizer call time early: every table goes to its extra turns (002 C.1)', () => {
    let state = run(
      inRoundOne(['a', 'b', 'c', 'd'], { gameOptions: { extraTurns: 1 } }),
      cmd('StartRoundClock', judge),
    );
    const { startedAt } = openRound(state)!.clock!;
    state = run(
      state,
      { type: 'ExtendRoundClock', data: { at: startedAt + MINUTE, by: judge, minutes: 4, table: 1 } },
      { type: 'EndRoundClock', data: { at: startedAt + 20 * MINUTE, by: organizer } },
    );
    expect(clockView(openRound(state)!, startedAt + 21 * MINUTE, 1).phase).toBe('extra-turns');
    expect(refusal(state, { type: 'PauseRoundClock', data: { at: startedAt + 22 * MINUTE, by: judge } }).code).toBe(
      'tournament.clock.extra-turns-started',
    );
  });
});

describe('round clock of a round played without one', () => {
  // @rule 002:242
  it('reads "no time limit" for a best-of-3 final (002 C.1) and "not started" for a Swiss round before its clock starts', () => {
    let state = playRound(started(['a', 'b', 'c', 'd'], { rounds: 1, topCut: { size: 2, finalBestOf: 3 } }), () =>
      win('a', 10, 0),
    );
    state = run(startTopCutInStandingsOrder(state), cmd('PublishPairings', organizer));
    const final = openRound(state)!;
    expect(roundClockView(state, final, Date.now())).toEqual({ phase: 'untimed', remainingMs: 0 });
    const swiss = inRoundOne(['a', 'b', 'c', 'd']);
    expect(roundClockView(swiss, openRound(swiss)!, Date.now()).phase).toBe('not-started');
  });
});

describe('top cut', () => {
  it('never seeds a dropped player (one who left after the last round was seeded and deadlocked the event): the next in the standings takes the place', () => {
    let state = swissPlayed(8, { rounds: 3, topCut: { size: 4 } });
    const leader = tournamentStandings(state).rows[0]!.player;
    state = run(state, cmd('DropPlayer', player(leader), { playerId: leader }));
    const standings = tournamentStandings(state);
    expect(standings.rows.find((r) => r.player === leader)!.dropped).toBe(true);
    const eligible = standings.rows.filter((r) => !r.dropped).map((r) => r.player);
    state = startTopCutInStandingsOrder(state);
    expect(state.topCutSeeds).toEqual(eligible.slice(0, 4));
    expect(state.topCutSeeds).not.toContain(leader);
    state = finishRound(published(state), stronger);
    state = finishRound(published(state), stronger);
    expect(state.status).toBe('ended');
  });

  it('gives a walkover when a player drops between bracket rounds (the next round is already paired)', () => {
    let state = swissPlayed(8, { rounds: 3, topCut: { size: 4 } });
    state = finishRound(published(startTopCutInStandingsOrder(state)), stronger);
    const final = openRound(state)!;
    const quitter = final.tables[0]!.a;
    state = run(
      state,
      cmd('DropPlayer', player(quitter), { playerId: quitter }),
      cmd('PublishPairings', organizer),
      cmd('EndRound', organizer),
    );
    expect(state.status).toBe('ended');
    expect(state.winner).toBe(final.tables[0]!.b);
    expect(state.placings.slice(0, 2).map((p) => [p.player, p.place])).toEqual([
      [final.tables[0]!.b, 1],
      [quitter, 2],
    ]);
  });

  it('stores final placings: 1st, 2nd, 3rd–4th, 5th–8th, then the Swiss standings; the seed is revealed', () => {
    let state = swissPlayed(10, { rounds: 3, topCut: { size: 8 } });
    state = startTopCutInStandingsOrder(state);
    expect(roundLabel(state, openRound(state)!)).toEqual({ es: 'Cuartos de final', en: 'Quarter-finals' });
    state = finishRound(published(state), stronger);
    expect(roundLabel(state, openRound(state)!).es).toBe('Semifinales');
    state = finishRound(published(state), stronger);
    expect(roundLabel(state, openRound(state)!).es).toBe('Final');
    state = finishRound(published(state), stronger);
    const places = state.placings.map((p) => placeLabel(p).en);
    expect(places).toEqual([
      '1st',
      '2nd',
      '3rd–4th',
      '3rd–4th',
      '5th–8th',
      '5th–8th',
      '5th–8th',
      '5th–8th',
      '9th',
      '10th',
    ]);
    expect(state.placings[0]!.player).toBe(state.winner);
    const ended = state.rounds.length;
    expect(ended).toBe(6);
    // What the event played, as its header and lists name it once ended (its last round was the final).
    expect(playedRoundsLabel(state)).toEqual({ es: '3 rondas suizas + top 8', en: '3 Swiss rounds + top 8' });
    const event = {
      type: 'TournamentEnded' as const,
      data: { at: 1, winner: state.winner, placings: state.placings, seed: state.config!.seed },
    };
    expect(redactTournamentEvent(event, { role: 'public' }).data).toMatchObject({ seed: 'semilla-secreta-1' });
  });

  it('shows the bracket as it grows: seeds from the cut, the rounds paired so far, the names of those to come', () => {
    const staff = { drafts: true };
    let state = swissPlayed(10, { rounds: 3, topCut: { size: 8 } });
    expect(bracketView(state, staff)).toBeNull();
    state = startTopCutInStandingsOrder(state);
    const seeded = bracketView(state, staff)!;
    expect(seeded.seeds).toEqual(state.topCutSeeds);
    expect(seeded.seeds).toHaveLength(8);
    expect(seeded.rounds.map((r) => r.tables.length)).toEqual([4]);
    expect(seeded.upcoming.map((label) => label.es)).toEqual(['Semifinales', 'Final']);
    state = finishRound(published(state), stronger);
    expect(bracketView(state, staff)!.rounds.map((r) => roundLabel(state, r).es)).toEqual([
      'Cuartos de final',
      'Semifinales',
    ]);
    expect(bracketView(state, staff)!.upcoming.map((label) => label.en)).toEqual(['Final']);
    state = finishRound(published(finishRound(published(state), stronger)), stronger);
    expect(bracketView(state, staff)!.upcoming).toEqual([]);
    expect(bracketView(swissPlayed(4, { rounds: 2 }), staff)).toBeNull();
  });

  it('keeps a drafted bracket round from the public: it stays among the rounds to come until published', () => {
    let state = startTopCutInStandingsOrder(swissPlayed(10, { rounds: 3, topCut: { size: 8 } }));
    const publicView = bracketView(state, { drafts: false })!;
    expect(publicView.seeds).toHaveLength(8);
    expect(publicView.rounds).toEqual([]);
    expect(publicView.upcoming.map((label) => label.es)).toEqual(['Cuartos de final', 'Semifinales', 'Final']);
    state = published(state);
    expect(bracketView(state, { drafts: false })!.rounds).toHaveLength(1);
  });

  // @rule 002:242
  it('plays a third-place match for 3rd and 4th (002 C.1, "3er y 4o puesto … de manera simultánea a la final")', () => {
    let state = swissPlayed(8, { rounds: 3, topCut: { size: 4, thirdPlaceMatch: true } });
    state = finishRound(published(startTopCutInStandingsOrder(state)), stronger);
    expect(openRound(state)!.tables).toHaveLength(2);
    // One name for each table of the last round, as every page and slip shows it.
    const last = openRound(state)!;
    expect(roundLabel(state, last)).toEqual({ es: 'Final', en: 'Final' });
    expect(tableLabel(state, last, 1)).toEqual({ es: 'Final', en: 'Final' });
    expect(tableLabel(state, last, 2)).toEqual({ es: 'Partida por el tercer puesto', en: 'Third-place match' });
    state = finishRound(published(state), stronger);
    expect(state.placings.slice(0, 4).map((p) => [p.place, p.to])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });
});

describe('tiebreak round (002 C.2.4.2 "Ronda de desempate")', () => {
  // @rule 002:276
  it('settles a prize place by an untimed match, recorded as a real match, before the event can end', () => {
    // Four players, one round: two winners level on every criterion, one prize.
    let state = playRound(started(['a', 'b', 'c', 'd'], { rounds: 1, prizePlaces: 1 }), () => win('a', 10, 0));
    const tied = tournamentStandings(state).tiebreakMatches;
    expect(tied).toHaveLength(1);
    expect(refusal(state, cmd('EndTournament', organizer)).code).toBe('tournament.top-cut.tiebreak-match-needed');
    state = run(state, cmd('PairTiebreakRound', organizer), cmd('PublishPairings', organizer));
    const round = openRound(state)!;
    expect([round.stage, roundLabel(state, round).es]).toEqual(['tiebreak', 'Ronda de desempate']);
    expect(refusal(state, cmd('StartRoundClock', judge)).code).toBe('tournament.clock.untimed-tiebreak');
    expect(roundClockView(state, round, Date.now()).phase).toBe('untimed');
    const t = round.tables[0]!;
    expect(
      refusal(state, cmd('ReportResult', player(t.a), { round: round.number, table: 1, result: win('draw') })).code,
    ).toBe('tournament.result.invalid');
    state = finishRound(state, () => win('b', 0, 10));
    expect(tournamentStandings(state).rows[0]!.player).toBe(t.b);
    expect(tournamentStandings(state).tiebreakMatches).toEqual([]);
    state = run(state, cmd('EndTournament', organizer));
    expect(state.placings[0]).toEqual({ player: t.b, place: 1, to: 1 });
    expect(playedRoundsLabel(state)).toEqual({
      es: '1 ronda suiza + 1 ronda de desempate',
      en: '1 Swiss round + 1 tiebreak round',
    });
  });

  it('keeps the standings of every round, each saying which round it covers', () => {
    let state = started(['a', 'b', 'c', 'd'], { rounds: 3 });
    state = playRound(playRound(state));
    const byRound = tournamentStandingsByRound(state);
    expect(byRound.map((s) => standingsLabel(s, state.config!).en)).toEqual([
      'Standings after round 1 of 3',
      'Standings after round 2 of 3',
    ]);
    expect(roundLabel(state, state.rounds[1]!)).toEqual({ es: 'Ronda 2 de 3', en: 'Round 2 of 3' });
    state = playRound(state);
    expect(standingsLabel(tournamentStandings(state), state.config!)).toEqual({
      es: 'Clasificación final (tras 3 rondas)',
      en: 'Final standings (after 3 rounds)',
    });
  });

  it('calls the last Swiss standings «suiza» where a top cut, not they, decides the places', () => {
    const state = swissPlayed(8, { rounds: 3, topCut: { size: 4 } });
    expect(standingsLabel(tournamentStandings(state), state.config!)).toEqual({
      es: 'Clasificación suiza final (tras 3 rondas)',
      en: 'Final Swiss standings (after 3 rounds)',
    });
  });
});
