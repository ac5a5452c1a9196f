import type { DeckList } from '@cronica/rules-kernel';
import { deckListHash } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../../rules/kernel/src/testing/decider-specification.js';
import {
  cmd,
  continued,
  deck,
  endRound,
  judge,
  now,
  opened,
  opening,
  openRoundOf,
  organizer,
  player,
  recorded,
  roundOnePublished,
  rowOf,
  standingsOf,
  tournament,
  win,
} from '../testing/tournament-script.js';
import { clockView } from './clock.js';
import type { TournamentCommand } from './commands.js';
import { foldTournament, tournamentDecider } from './decider.js';
import { checkPresentedDeck } from './deck-check.js';
import { openRound } from './projection.js';
import { redactTournamentEvent } from './visibility.js';

/** The same scenarios, decided with no deck validator in the context. */
const withoutValidator = deciderSpecification(tournamentDecider, () => ({}));

describe('tournament decider: registration and decks (002 C.4, C.5)', () => {
  const anaRegistered = () =>
    recorded(
      ...opening({ tournamentId: 't', seed: 'semilla-secreta', rounds: 3 }),
      cmd('RegisterPlayer', player('ana'), { playerId: 'ana', name: 'Ana' }),
    );
  const submit = (by: string, hero: string) => cmd('SubmitDeckList', player(by), { playerId: 'ana', deck: deck(hero) });
  const anaLocked = () => continued(anaRegistered(), submit('ana', 'X'), cmd('CloseRegistration', organizer));
  /** `deck('X')` with its sections the other way round. */
  const reordered: DeckList = {
    game: 'warlords-of-terra',
    sections: { battle: [{ card: 'Soldado', count: 3 }], hero: [{ card: 'X', count: 1 }] },
  };

  // @rule 002:292
  it('records the hash of the canonical list, whatever the order of its sections', () => {
    const state = tournament
      .given(anaRegistered())
      .when(submit('ana', 'X'))
      .then([
        {
          type: 'DeckListSubmitted',
          data: { playerId: 'ana', deck: deck('X'), hash: deckListHash(reordered), at: now(), by: player('ana') },
        },
      ]);
    expect(state.players['ana']!.deck!.hash).not.toBe(deckListHash(deck('Y')));
  });

  it("refuses an invalid list with the validator's codes", () => {
    const refused = tournament
      .given(anaRegistered())
      .when(submit('ana', 'Prohibido'))
      .thenRefused('tournament.deck.invalid');
    expect(refused.message.en).toContain('wot.deck.hero');
  });

  it("refuses a player sending another player's list", () => {
    tournament.given(anaRegistered()).when(submit('bea', 'X')).thenRefused('tournament.actor.not-allowed');
  });

  it('refuses a list when the event has no validator for it', () => {
    withoutValidator.given(anaRegistered()).when(submit('ana', 'X')).thenRefused('tournament.deck.no-validator');
  });

  it('refuses closing registration while a player has no list', () => {
    tournament.given(anaRegistered()).when(cmd('CloseRegistration', organizer)).thenRefused('tournament.deck.missing');
  });

  it('locks the lists when registration closes', () => {
    tournament.given(anaLocked()).when(submit('ana', 'Y')).thenRefused('tournament.deck.locked');
  });

  // @rule 002:292
  it('matches a presented list in any order against the locked one, and shows the registered hash on a mismatch', () => {
    const state = foldTournament(anaLocked());
    expect(checkPresentedDeck(state, 'ana', reordered).matches).toBe(true);
    expect(checkPresentedDeck(state, 'ana', deck('Y'))).toMatchObject({
      matches: false,
      registeredHash: deckListHash(deck('X')),
    });
  });

  it('never shows the seed, to the public or to a player', () => {
    const [created] = opened({ tournamentId: 't', seed: 'semilla-secreta', rounds: 3 });
    expect(JSON.stringify(created)).toContain('semilla-secreta');
    expect(JSON.stringify(redactTournamentEvent(created!, { role: 'public' }))).not.toContain('semilla-secreta');
    expect(JSON.stringify(redactTournamentEvent(created!, player('ana')))).not.toContain('semilla-secreta');
  });

  it('shows a deck list only to its player and the staff; its hash stays public', () => {
    const submitted = continued(anaRegistered(), submit('ana', 'Secreto')).at(-1)!;
    expect(JSON.stringify(redactTournamentEvent(submitted, player('bea')))).not.toContain('Secreto');
    expect(redactTournamentEvent(submitted, player('bea')).data).toMatchObject({
      hash: deckListHash(deck('Secreto')),
    });
    expect(redactTournamentEvent(submitted, player('ana'))).toEqual(submitted);
    expect(redactTournamentEvent(submitted, judge)).toEqual(submitted);
  });

  it('refuses a legendary cap outside 0..3', () => {
    const capOf4 = { tournamentId: 't', game: 'warlords-of-terra', seed: 'semilla-secreta', rounds: 3 };
    tournament
      .given([])
      .when(cmd('CreateTournament', organizer, { ...capOf4, gameOptions: { legendaryLimit: 4 } }))
      .thenRefused('tournament.config.invalid');
  });

  it('refuses a player acting as organizer', () => {
    tournament
      .given([])
      .when(cmd('CreateTournament', player('x'), { tournamentId: 't', game: 'g', seed: 'semilla-secreta', rounds: 3 }))
      .thenRefused('tournament.actor.not-allowed');
  });
});

describe('tournament decider: rounds and results', () => {
  /** Four players in round 1, and the first player of table 1 has reported a win. */
  const reported = () => {
    const history = roundOnePublished(['a', 'b', 'c', 'd']);
    const { a, b } = openRoundOf(history).tables[0]!;
    const report = cmd('ReportResult', player(a), { round: 1, table: 1, result: win('a') });
    return { history: continued(history, report), a, b: b! };
  };

  it('refuses a player confirming their own report: the rival must agree', () => {
    const { history, a } = reported();
    tournament
      .given(history)
      .when(cmd('ConfirmResult', player(a), { round: 1, table: 1 }))
      .thenRefused('tournament.result.own-report');
  });

  it('records the result once the rival confirms it', () => {
    const { history, b } = reported();
    tournament
      .given(history)
      .when(cmd('ConfirmResult', player(b), { round: 1, table: 1 }))
      .then([
        {
          type: 'ResultConfirmed',
          data: { round: 1, table: 1, result: win('a'), by: b, via: 'confirmed', at: now() },
        },
      ]);
  });

  it('refuses ending the round while a result is unconfirmed', () => {
    tournament.given(reported().history).when(endRound()).thenRefused('tournament.round.results-missing');
  });

  it('lets only staff override a result, and only with a reason', () => {
    const { history, b } = reported();
    const override = (by: string | null, reason: string) =>
      cmd('OverrideResult', by ? player(by) : judge, { round: 1, table: 1, result: win('b'), reason });
    tournament.given(history).when(override(b, 'x')).thenRefused('tournament.actor.not-allowed');
    tournament.given(history).when(override(null, ' ')).thenRefused('tournament.result.reason-required');
  });

  it('refuses a report for a table the player does not sit at', () => {
    const { history, a } = reported();
    tournament
      .given(history)
      .when(cmd('ReportResult', player(a), { round: 1, table: 2, result: win('a') }))
      .thenRefused('tournament.result.not-at-table');
  });

  it('refuses a result whose games do not give its winner', () => {
    const { history, b } = reported();
    const result = { winner: 'b', games: [{ winner: 'a' }] };
    tournament
      .given(history)
      .when(cmd('ReportResult', player(b), { round: 1, table: 1, result }))
      .thenRefused('tournament.result.invalid');
  });
});

describe('the round clock (002 C.1)', () => {
  const callTime = (at: number): TournamentCommand => ({ type: 'CallTime', data: { at, by: judge } });
  /** Two players in round 1, its clock started by a judge. */
  const running = () => continued(roundOnePublished(['a', 'b']), cmd('StartRoundClock', judge));

  it('gives the round 45 minutes', () => {
    tournament
      .given(roundOnePublished(['a', 'b']))
      .when(cmd('StartRoundClock', judge))
      .then([{ type: 'RoundClockStarted', data: { round: 1, at: now(), endsAt: now() + 45 * 60_000 } }]);
  });

  it('reads the time left while it runs, and time called once it has run out', () => {
    const round = openRoundOf(running());
    const { startedAt, endsAt } = round.clock!;
    expect(clockView(round, startedAt + 60_000)).toEqual({ phase: 'running', remainingMs: 44 * 60_000 });
    expect(clockView(round, endsAt + 5)).toEqual({ phase: 'time-called', remainingMs: 0 });
  });

  it('refuses calling time before the clock runs out', () => {
    const history = running();
    const { endsAt } = openRoundOf(history).clock!;
    tournament
      .given(history)
      .when(callTime(endsAt - 1))
      .thenRefused('tournament.clock.time-remaining');
  });

  it('starts "active player + 3 turns" when time is called (002 C.1)', () => {
    const history = running();
    const { endsAt } = openRoundOf(history).clock!;
    const state = tournament
      .given(history)
      .when(callTime(endsAt))
      .then([{ type: 'ExtraTurnsStarted', data: { round: 1, at: endsAt } }]);
    expect(clockView(openRound(state)!, endsAt + 5).phase).toBe('extra-turns');
    expect(openRound(state)!.clock!.extraTurnsAt).toBe(endsAt);
  });

  it('scores a draw at the end a point each, its life totals counting for SCORE', () => {
    const history = running();
    const timeCalled = continued(history, callTime(openRoundOf(history).clock!.endsAt));
    const { a, b } = openRoundOf(timeCalled).tables[0]!;
    const draw = { winner: 'draw', games: [{ winner: 'draw', lifeA: 25, lifeB: 4 }] };
    const ended = continued(
      timeCalled,
      cmd('ReportResult', player(a), { round: 1, table: 1, result: draw }),
      cmd('ConfirmResult', player(b!), { round: 1, table: 1 }),
      cmd('EndRound', judge),
    );
    expect(rowOf(ended, a).tiebreakers['score']).toBe(16);
    expect(standingsOf(ended).rows.every((r) => r.points === 1)).toBe(true);
  });
});
