import type { DeckList } from '@cronica/rules-kernel';
import { deckListHash, isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../standings/standings.js';
import { foldTournament } from './decider.js';
import { decide } from './decide.js';
import type { TournamentEvent } from './events.js';
import { openRound, swissHistoryOf } from './projection.js';
import { initialTournamentState, type MatchResult, type TournamentState } from './types.js';
import { redactTournamentEvent } from './visibility.js';
import { clockView } from './clock.js';
import { checkPresentedDeck } from './deck-check.js';

import {
  cmd,
  created,
  ctx,
  deck,
  inRoundOne,
  judge,
  organizer,
  player,
  playRound,
  refusal,
  run,
  started,
  step,
  stronger,
  win,
} from '../testing/tournament-script.js';

describe('tournament decider: registration and decks (002 C.4, C.5)', () => {
  // @rule 002:292
  it("hashes the canonical list, refuses invalid lists with the validator's codes, and locks lists at close", () => {
    let state = created({ tournamentId: 't', seed: 'semilla-secreta', rounds: 3 });
    state = run(state, cmd('RegisterPlayer', player('ana'), { playerId: 'ana', name: 'Ana' }));
    expect(
      refusal(state, cmd('SubmitDeckList', player('ana'), { playerId: 'ana', deck: deck('Prohibido') })).message.en,
    ).toContain('wot.deck.hero');
    expect(refusal(state, cmd('SubmitDeckList', player('bea'), { playerId: 'ana', deck: deck('X') })).code).toBe(
      'tournament.actor.not-allowed',
    );
    expect(decide(cmd('SubmitDeckList', player('ana'), { playerId: 'ana', deck: deck('X') }), state, {})).toMatchObject(
      { code: 'tournament.deck.no-validator' },
    );
    expect(refusal(state, cmd('CloseRegistration', organizer)).code).toBe('tournament.deck.missing');
    const reordered: DeckList = {
      game: 'warlords-of-terra',
      sections: { battle: [{ card: 'Soldado', count: 3 }], hero: [{ card: 'X', count: 1 }] },
    };
    state = run(state, cmd('SubmitDeckList', player('ana'), { playerId: 'ana', deck: deck('X') }));
    expect(state.players['ana']!.deck!.hash).toBe(deckListHash(reordered));
    expect(state.players['ana']!.deck!.hash).not.toBe(deckListHash(deck('Y')));
    state = run(state, cmd('CloseRegistration', organizer));
    expect(refusal(state, cmd('SubmitDeckList', player('ana'), { playerId: 'ana', deck: deck('Y') })).code).toBe(
      'tournament.deck.locked',
    );
    expect(checkPresentedDeck(state, 'ana', reordered).matches).toBe(true);
    expect(checkPresentedDeck(state, 'ana', deck('Y'))).toMatchObject({
      matches: false,
      registeredHash: deckListHash(deck('X')),
    });
  });

  it('never shows the seed, and shows a deck list only to its player and the staff (the hash stays public)', () => {
    const created = decide(
      cmd('CreateTournament', organizer, {
        tournamentId: 't',
        game: 'warlords-of-terra',
        seed: 'semilla-secreta',
        rounds: 3,
      }),
      initialTournamentState,
      ctx,
    ) as TournamentEvent[];
    const seen = redactTournamentEvent(created[0]!, { role: 'public' });
    expect(JSON.stringify(seen)).not.toContain('semilla-secreta');
    expect(JSON.stringify(redactTournamentEvent(created[0]!, player('ana')))).not.toContain('semilla-secreta');
    const submitted: TournamentEvent = {
      type: 'DeckListSubmitted',
      data: { playerId: 'ana', hash: 'h', deck: deck('Secreto'), at: 1 },
    };
    expect(JSON.stringify(redactTournamentEvent(submitted, player('bea')))).not.toContain('Secreto');
    expect(redactTournamentEvent(submitted, player('bea')).data).toMatchObject({ hash: 'h' });
    expect(redactTournamentEvent(submitted, player('ana'))).toEqual(submitted);
    expect(redactTournamentEvent(submitted, judge)).toEqual(submitted);
  });

  it('refuses a legendary cap outside 0..3 and players acting as organizer', () => {
    const capOf4 = {
      tournamentId: 't',
      game: 'warlords-of-terra',
      seed: 'semilla-secreta',
      rounds: 3,
      gameOptions: { legendaryLimit: 4 },
    };
    expect(refusal(initialTournamentState, cmd('CreateTournament', organizer, capOf4)).code).toBe(
      'tournament.config.invalid',
    );
    expect(
      refusal(
        initialTournamentState,
        cmd('CreateTournament', player('x'), { tournamentId: 't', game: 'g', seed: 'semilla-secreta', rounds: 3 }),
      ).code,
    ).toBe('tournament.actor.not-allowed');
  });
});

describe('tournament decider: rounds and results', () => {
  it('needs both players to agree, or a judge override with a reason', () => {
    let state = inRoundOne(['a', 'b', 'c', 'd']);
    const t = openRound(state)!.tables[0]!;
    state = run(state, cmd('ReportResult', player(t.a), { round: 1, table: 1, result: win('a') }));
    expect(refusal(state, cmd('ConfirmResult', player(t.a), { round: 1, table: 1 })).code).toBe(
      'tournament.result.own-report',
    );
    expect(refusal(state, cmd('EndRound', organizer)).code).toBe('tournament.round.results-missing');
    expect(
      refusal(state, cmd('OverrideResult', player(t.b!), { round: 1, table: 1, result: win('b'), reason: 'x' })).code,
    ).toBe('tournament.actor.not-allowed');
    expect(
      refusal(state, cmd('OverrideResult', judge, { round: 1, table: 1, result: win('b'), reason: ' ' })).code,
    ).toBe('tournament.result.reason-required');
    expect(refusal(state, cmd('ReportResult', player(t.a), { round: 1, table: 2, result: win('a') })).code).toBe(
      'tournament.result.not-at-table',
    );
    expect(
      refusal(
        state,
        cmd('ReportResult', player(t.b!), { round: 1, table: 1, result: { winner: 'b', games: [{ winner: 'a' }] } }),
      ).code,
    ).toBe('tournament.result.invalid');
  });

  it('runs the round clock: 45 minutes, then "active player + 3 turns" (002 C.1), a draw at the end counts life for SCORE', () => {
    let state = run(inRoundOne(['a', 'b']), cmd('StartRoundClock', judge));
    const { endsAt, startedAt } = openRound(state)!.clock!;
    expect(endsAt - startedAt).toBe(45 * 60_000);
    expect(refusal(state, { type: 'CallTime', data: { at: endsAt - 1, by: judge } }).code).toBe(
      'tournament.clock.time-remaining',
    );
    expect(clockView(openRound(state)!, startedAt + 60_000)).toEqual({ phase: 'running', remainingMs: 44 * 60_000 });
    expect(clockView(openRound(state)!, endsAt + 5)).toEqual({ phase: 'time-called', remainingMs: 0 });
    state = run(state, { type: 'CallTime', data: { at: endsAt, by: judge } });
    expect(clockView(openRound(state)!, endsAt + 5).phase).toBe('extra-turns');
    expect(openRound(state)!.clock!.extraTurnsAt).toBe(endsAt);
    const t = openRound(state)!.tables[0]!;
    state = run(
      state,
      cmd('ReportResult', player(t.a), {
        round: 1,
        table: 1,
        result: { winner: 'draw', games: [{ winner: 'draw', lifeA: 25, lifeB: 4 }] },
      }),
      cmd('ConfirmResult', player(t.b!), { round: 1, table: 1 }),
      cmd('EndRound', judge),
    );
    const rows = computeStandings(swissHistoryOf(state), state.config!.format, 1).rows;
    expect(rows.find((r) => r.player === t.a)!.tiebreakers['score']).toBe(16);
    expect(rows.every((r) => r.points === 1)).toBe(true);
  });
});

describe('tournament-anchors.md §5 scenarios through the decider', () => {
  it('§5.3 drop after pairing: the dropped player concedes, keeps counting as an opponent, is never paired again', () => {
    let state = inRoundOne(['a', 'b', 'c', 'd', 'e', 'f']);
    const t = openRound(state)!.tables[0]!;
    state = run(state, cmd('DropPlayer', player(t.a), { playerId: t.a }));
    expect(openRound(state)!.tables[0]!.final).toMatchObject({ via: 'drop', result: { winner: 'b' } });
    for (const other of openRound(state)!.tables.slice(1)) {
      state = run(
        state,
        cmd('OverrideResult', judge, { round: 1, table: other.table, result: win('a'), reason: 'acta en papel' }),
      );
    }
    state = run(state, cmd('EndRound', organizer), cmd('PairNextRound', organizer));
    const next = openRound(state)!;
    const seated = next.tables.flatMap((x) => [x.a, x.b]);
    expect(seated).not.toContain(t.a);
    expect(next.tables.filter((x) => x.b === null)).toHaveLength(1);
    expect(next.tables.every((x) => x.a !== x.b)).toBe(true);
    const history = swissHistoryOf(state);
    expect(computeStandings(history, state.config!.format, 1).rows.find((r) => r.player === t.a)!.points).toBe(0);
    expect(
      computeStandings(history, state.config!.format, 1).rows.find((r) => r.player === t.b)!.tiebreakers[
        'opponents-points'
      ],
    ).toBe(0);
  });

  it('§5.3 drop before publishing: the organizer must pair again; no self-pairing after a drop', () => {
    let state = run(started(['a', 'b', 'c', 'd']), cmd('PairNextRound', organizer));
    const dropper = openRound(state)!.tables[0]!.a;
    state = run(state, cmd('DropPlayer', organizer, { playerId: dropper }));
    expect(refusal(state, cmd('PublishPairings', organizer)).code).toBe('tournament.round.dropped-player-paired');
    state = run(state, cmd('RepairRound', organizer), cmd('PublishPairings', organizer));
    const tables = openRound(state)!.tables;
    expect(tables.flatMap((x) => [x.a, x.b])).not.toContain(dropper);
    expect(tables.filter((x) => x.b === null)).toHaveLength(1);
  });

  it('lets the organizer re-pair by hand before publishing, checking every active player sits once', () => {
    let state = run(started(['a', 'b', 'c', 'd', 'e']), cmd('PairNextRound', organizer));
    const bad = [
      { table: 1, a: 'a', b: 'b' },
      { table: 2, a: 'c', b: 'a' },
      { table: 3, a: 'e', b: null },
    ];
    expect(refusal(state, cmd('RepairRound', organizer, { tables: bad })).code).toBe('tournament.round.bad-tables');
    const twoByes = [
      { table: 1, a: 'a', b: 'b' },
      { table: 2, a: 'c', b: null },
      { table: 3, a: 'd', b: null },
      { table: 4, a: 'e', b: null },
    ];
    expect(refusal(state, cmd('RepairRound', organizer, { tables: twoByes })).code).toBe('tournament.round.bad-tables');
    const manual = [
      { table: 1, a: 'a', b: 'e' },
      { table: 2, a: 'b', b: 'c' },
      { table: 3, a: 'd', b: null },
    ];
    state = run(state, cmd('RepairRound', organizer, { tables: manual }), cmd('PublishPairings', organizer));
    expect(openRound(state)!.tables.map(({ table, a, b }) => ({ table, a, b }))).toEqual(manual);
    expect(openRound(state)!.method).toBe('manual');
    expect(refusal(state, cmd('RepairRound', organizer)).code).toBe('tournament.round.published');
  });

  it('§5.4 late entry: joins the next round with losses for the rounds missed', () => {
    let state = playRound(playRound(started(['a', 'b', 'c', 'd'])));
    state = run(state, cmd('AddLateEntry', organizer, { playerId: 'late', name: 'Late' }));
    expect(state.players['late']!.joinedRound).toBe(3);
    const rows = computeStandings(swissHistoryOf(state), state.config!.format, 1).rows;
    expect(rows.find((r) => r.player === 'late')).toMatchObject({
      points: 0,
      record: { wins: 0, draws: 0, losses: 2, byes: 0 },
    });
    state = run(state, cmd('PairNextRound', organizer));
    expect(openRound(state)!.tables.flatMap((t) => [t.a, t.b])).toContain('late');
  });

  it('§5.11 a correction after the next round is paired: explicit event, standings recomputed, pairings kept', () => {
    let state = playRound(started(['a', 'b', 'c', 'd']));
    state = run(state, cmd('PairNextRound', organizer), cmd('PublishPairings', organizer));
    const before = openRound(state)!.tables;
    const round1 = state.rounds.find((r) => r.number === 1)!.tables[0]!;
    const pointsOf = (s: TournamentState, id: string) =>
      computeStandings(swissHistoryOf(s), s.config!.format, 1).rows.find((r) => r.player === id)!.points;
    expect(pointsOf(state, round1.a)).toBe(3);
    const outcome = step(
      state,
      cmd('OverrideResult', judge, {
        round: 1,
        table: round1.table,
        result: win('b', 0, 10),
        reason: 'acta mal copiada',
      }),
    );
    expect(outcome.events).toEqual([
      expect.objectContaining({
        type: 'ResultOverridden',
        data: expect.objectContaining({ reason: 'acta mal copiada', round: 1 }),
      }),
    ]);
    expect(pointsOf(outcome.state, round1.a)).toBe(0);
    expect(pointsOf(outcome.state, round1.b!)).toBe(3);
    expect(openRound(outcome.state)!.tables).toEqual(before);
  });

  it('§5.12 determinism: the same log and seed pair the same; the events replay to the same state', () => {
    const base = started(Array.from({ length: 9 }, (_, i) => `p${i}`));
    const command = cmd('PairNextRound', organizer);
    const one = decide(command, base, ctx) as TournamentEvent[];
    const two = decide(command, structuredClone(base), ctx) as TournamentEvent[];
    expect(two).toEqual(one);
    expect(foldTournament(two, structuredClone(base))).toEqual(foldTournament(one, base));
    const otherSeed = { ...base, config: { ...base.config!, seed: 'otra-semilla-distinta' } };
    expect((decide(command, otherSeed, ctx) as TournamentEvent[])[0]).not.toEqual(one[0]);
  });
});

describe('top cut (002 C.1)', () => {
  it('asks for a tiebreak match when a random tie straddles the cut line (002 C.2.4.2), then seeds by its result', () => {
    let state = started(['a', 'b', 'c', 'd', 'e', 'f'], { rounds: 1, topCut: { size: 2 } });
    state = run(state, cmd('PairNextRound', organizer), cmd('PublishPairings', organizer));
    for (const t of openRound(state)!.tables) {
      state = run(
        state,
        cmd('OverrideResult', judge, {
          round: 1,
          table: t.table,
          result: t.a < t.b! ? win('a') : win('b', 0, 10),
          reason: 'acta',
        }),
      );
    }
    state = run(state, cmd('EndRound', organizer));
    const standings = computeStandings(swissHistoryOf(state), state.config!.format, state.config!.seed);
    const tied = standings.rows.filter((r) => r.points === 3).map((r) => r.player);
    expect(tied).toHaveLength(3);
    const refused = refusal(state, cmd('StartTopCut', organizer));
    expect(refused.code).toBe('tournament.top-cut.tiebreak-match-needed');
    expect(refused.message.en).toContain(tied[0]);
    const order = [...tied].reverse();
    state = run(state, cmd('StartTopCut', organizer, { resolvedOrder: order }));
    expect(state.topCutSeeds).toEqual(order.slice(0, 2));
  });

  it('seeds 1v8, 4v5, 2v7, 3v6 from the standings, plays a third-place match and an untimed best-of-3 final', () => {
    let state = started(
      Array.from({ length: 8 }, (_, i) => `p${i + 1}`),
      { rounds: 3, topCut: { size: 8, finalBestOf: 3, thirdPlaceMatch: true } },
    );
    for (let r = 0; r < 3; r += 1) state = playRound(state, stronger);
    expect(refusal(state, cmd('PairNextRound', organizer)).code).toBe('tournament.round.all-played');
    const standings = computeStandings(swissHistoryOf(state), state.config!.format, state.config!.seed);
    const decision = decide(cmd('StartTopCut', organizer), state, ctx);
    if (isRuleViolation(decision)) {
      expect(decision.code).toBe('tournament.top-cut.tiebreak-match-needed');
      state = run(state, cmd('StartTopCut', organizer, { resolvedOrder: standings.rows.map((r) => r.player) }));
    } else state = run(state, cmd('StartTopCut', organizer));
    const seeds = state.topCutSeeds;
    expect(openRound(state)!.tables.map((t) => [seeds.indexOf(t.a) + 1, seeds.indexOf(t.b!) + 1])).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    const higherSeed = (a: string, b: string) => (seeds.indexOf(a) < seeds.indexOf(b) ? win('a') : win('b', 0, 10));
    expect(
      refusal(
        run(state, cmd('PublishPairings', organizer)),
        cmd('ReportResult', player(seeds[0]!), { round: 4, table: 1, result: { winner: 'draw', games: [] } }),
      ).code,
    ).toBe('tournament.result.invalid');
    state = playTopCutRound(state, higherSeed);
    state = playTopCutRound(state, higherSeed);
    const final = openRound(state)!;
    expect(final.tables).toHaveLength(2);
    expect(new Set([final.tables[0]!.a, final.tables[0]!.b])).toEqual(new Set([seeds[0], seeds[1]]));
    state = run(state, cmd('PublishPairings', organizer));
    expect(refusal(state, cmd('StartRoundClock', judge)).code).toBe('tournament.clock.untimed-final');
    expect(
      refusal(state, cmd('ReportResult', player(seeds[0]!), { round: final.number, table: 1, result: win('a') })).code,
    ).toBe('tournament.result.invalid');
    const bo3: MatchResult = {
      winner: 'a',
      games: [
        { winner: 'a', lifeA: 5, lifeB: 0 },
        { winner: 'b', lifeA: 0, lifeB: 3 },
        { winner: 'a', lifeA: 1, lifeB: 0 },
      ],
    };
    state = run(
      state,
      cmd('ReportResult', player(final.tables[0]!.a), { round: final.number, table: 1, result: bo3 }),
      cmd('ConfirmResult', player(final.tables[0]!.b!), { round: final.number, table: 1 }),
      cmd('OverrideResult', judge, {
        round: final.number,
        table: 2,
        result: { winner: 'a', games: [{ winner: 'a' }, { winner: 'a' }] },
        reason: 'tercer puesto',
      }),
      cmd('EndRound', organizer),
    );
    expect(state.status).toBe('ended');
    expect(state.winner).toBe(final.tables[0]!.a);
  });
});

function playTopCutRound(state: TournamentState, result: (a: string, b: string) => MatchResult): TournamentState {
  let s = openRound(state)!.published ? state : run(state, cmd('PublishPairings', organizer));
  const round = openRound(s)!;
  for (const t of round.tables)
    s = run(
      s,
      cmd('ReportResult', player(t.a), { round: round.number, table: t.table, result: result(t.a, t.b!) }),
      cmd('ConfirmResult', player(t.b!), { round: round.number, table: t.table }),
    );
  return run(s, cmd('EndRound', organizer));
}
