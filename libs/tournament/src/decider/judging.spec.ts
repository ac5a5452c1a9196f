import type { DeckList } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import {
  cmd,
  continued,
  deck,
  judge,
  now,
  opening,
  openTableOf,
  organizer,
  player,
  recorded,
  refusal,
  step,
  tournament,
} from '../testing/tournament-script.js';
import type { TournamentEvent } from './events.js';
import { openRound } from './projection.js';
import { foldTournament } from './decider.js';
import { initialTournamentState, type Actor, type TournamentState } from './types.js';
import { redactTournamentEvent, tournamentEventVisibleTo } from './visibility.js';

/** A list with two kinds of battle cards, so a presented copy can give its entries in another order. */
const mixedList = (hero: string): DeckList =>
  deck(hero, [
    { card: 'Soldado', count: 3 },
    { card: 'Arquero', count: 2 },
  ]);

/** Four players with decks, round 1 paired and published (tables 1 and 2), and a late entry without a deck. */
function inRound(extra: object = {}): {
  history: TournamentEvent[];
  state: TournamentState;
  table: (id: string) => { table: number; rival: string };
} {
  const history = recorded(
    ...opening({ tournamentId: 't', name: 'Open de Terra', seed: 'semilla-secreta', rounds: 3, ...extra }),
    ...['ana', 'bea', 'cris', 'dani'].flatMap((id) => [
      cmd('RegisterPlayer', player(id), { playerId: id, name: id }),
      cmd('SubmitDeckList', player(id), { playerId: id, deck: mixedList(id) }),
    ]),
    cmd('CloseRegistration', organizer),
    cmd('PairNextRound', organizer),
    cmd('PublishPairings', organizer),
    cmd('AddLateEntry', organizer, { playerId: 'eva', name: 'Eva' }),
  );
  const state = foldTournament(history);
  const table = (id: string) => {
    const t = openTableOf(state, id);
    return { table: t.table, rival: (t.a === id ? t.b : t.a)! };
  };
  return { history, state, table };
}

describe('CallJudge: a player calls a judge', () => {
  const call = (by: Actor, reason: string, extra: object = {}) => cmd('CallJudge', by, { reason, ...extra });

  it("records a call at the caller's own table of the round being played", () => {
    const { history, table } = inRound();
    const called = tournament
      .given(history)
      .when(call(player('ana'), '  Duda sobre una habilidad  '))
      .then([
        {
          type: 'JudgeCalled',
          data: expect.objectContaining({
            callId: 'call-1',
            round: 1,
            table: table('ana').table,
            playerId: 'ana',
            reason: 'Duda sobre una habilidad',
            at: now(),
          }),
        },
      ]);
    expect(called.judging.calls).toHaveLength(1);
  });

  it('refuses another table, staff callers, bad reasons, a second pending call and calls outside a published round', () => {
    const { history, table } = inRound();
    const other = table(table('ana').rival === 'bea' ? 'cris' : 'bea').table;
    const refused = (by: Actor, reason: string, code: string, extra: object = {}) =>
      tournament
        .given(history)
        .when(call(by, reason, extra))
        .thenRefused(code);
    refused(player('ana'), 'x', 'tournament.result.not-at-table', { table: other });
    refused(player('ana'), 'x', 'tournament.result.unknown-table', { table: 99 });
    refused(player('eva'), 'x', 'tournament.result.not-at-table');
    refused(judge, 'x', 'tournament.actor.not-allowed');
    refused(player('ana'), '   ', 'tournament.judge.reason-length');
    refused(player('ana'), 'x'.repeat(201), 'tournament.judge.reason-length');
    const called = continued(history, call(player('ana'), 'Regla'));
    tournament
      .given(called)
      .when(call(player('ana'), 'Otra vez'))
      .thenRefused('tournament.judge.call-pending');
    const answered = continued(called, cmd('OpenDispute', judge, { callId: 'call-1', summary: 'Habilidad' }));
    tournament
      .given(answered)
      .when(call(player('ana'), 'Otra duda'))
      .then([{ type: 'JudgeCalled', data: expect.objectContaining({ callId: 'call-2', reason: 'Otra duda' }) }]);
    const pairedNotPublished = recorded(
      ...opening({ tournamentId: 'u', rounds: 2, requireDeckLists: false }),
      cmd('RegisterPlayer', player('ana'), { playerId: 'ana', name: 'Ana' }),
      cmd('RegisterPlayer', player('bea'), { playerId: 'bea', name: 'Bea' }),
      cmd('CloseRegistration', organizer),
      cmd('PairNextRound', organizer),
    );
    tournament
      .given(pairedNotPublished)
      .when(call(player('ana'), 'x'))
      .thenRefused('tournament.round.none-open');
  });
});

describe('OpenDispute', () => {
  const open = (by: Actor, data: object) => cmd('OpenDispute', by, data);

  it('answers a call with a dispute naming both players of the table, once', () => {
    const { history, table } = inRound();
    const called = continued(history, cmd('CallJudge', player('ana'), { reason: 'Regla' }));
    const opened = tournament
      .given(called)
      .when(open(judge, { callId: 'call-1', summary: 'Orden de daño' }))
      .then([
        {
          type: 'DisputeOpened',
          data: expect.objectContaining({
            disputeId: 'dispute-1',
            callId: 'call-1',
            round: 1,
            table: table('ana').table,
            summary: 'Orden de daño',
          }),
        },
      ]);
    expect([...opened.judging.disputes[0]!.players].sort()).toEqual(['ana', table('ana').rival].sort());
    expect(opened.judging.calls[0]!.disputeId).toBe('dispute-1');
    const answered = continued(called, open(judge, { callId: 'call-1', summary: 'Orden de daño' }));
    tournament
      .given(answered)
      .when(open(organizer, { callId: 'call-1', summary: 'Otra' }))
      .thenRefused('tournament.judge.call-answered');
  });

  it('lets staff open one on a table directly and refuses players, unknown calls and tables, and empty summaries', () => {
    const { history } = inRound();
    tournament
      .given(history)
      .when(open(organizer, { round: 1, table: 1, summary: 'Resultado discutido' }))
      .then([{ type: 'DisputeOpened', data: expect.objectContaining({ round: 1, table: 1, callId: null }) }]);
    const refused = (by: Actor, data: object, code: string) =>
      tournament.given(history).when(open(by, data)).thenRefused(code);
    refused(player('ana'), { round: 1, table: 1, summary: 'x' }, 'tournament.actor.not-allowed');
    refused(judge, { callId: 'call-9', summary: 'x' }, 'tournament.judge.unknown-call');
    refused(judge, { summary: 'x' }, 'tournament.dispute.table-required');
    refused(judge, { round: 4, table: 1, summary: 'x' }, 'tournament.result.unknown-table');
    refused(judge, { round: 1, table: 1, summary: ' ' }, 'tournament.judge.text-length');
  });
});

type Ruling = Pick<Extract<TournamentEvent, { type: 'DisputeRuled' }>['data'], 'ruling' | 'outcome'>;

describe('RuleDispute', () => {
  /** Ana reported a win at her table, and a judge opened a dispute on it. */
  const withDispute = () => {
    const setup = inRound();
    const { table, rival } = setup.table('ana');
    const history = continued(
      setup.history,
      cmd('ReportResult', player('ana'), { round: 1, table, result: { winner: 'a', games: [] } }),
      cmd('OpenDispute', judge, { round: 1, table, summary: 'El rival no está de acuerdo' }),
    );
    const seats = openTableOf(foldTournament(history), 'ana');
    return { history, table, rival, players: [seats.a, seats.b!], anaSeat: seats.a === 'ana' ? 'a' : 'b' };
  };
  const rule = (by: Actor, data: object) => cmd('RuleDispute', by, { disputeId: 'dispute-1', ...data });
  const disputeRuled = (
    players: string[],
    by: Actor,
    ruling: Ruling,
    penaltyId: string | null = null,
  ): TournamentEvent => ({
    type: 'DisputeRuled',
    data: { disputeId: 'dispute-1', players, penaltyId, by, at: now(), ...ruling },
  });

  it('lets the result stand, once', () => {
    const { history, players } = withDispute();
    const stands: Ruling = { ruling: 'El resultado comunicado es correcto', outcome: 'result-stands' };
    const ruled = tournament
      .given(history)
      .when(rule(judge, stands))
      .then([disputeRuled(players, judge, stands)]);
    expect(ruled.judging.disputes[0]!.ruling).toMatchObject({ ...stands, penaltyId: null });
    const again = [...history, disputeRuled(players, judge, stands)];
    tournament
      .given(again)
      .when(rule(judge, { ruling: 'x', outcome: 'result-stands' }))
      .thenRefused('tournament.dispute.already-ruled');
  });

  it('overrides the result through the ResultOverridden rules, with the ruling as the reason', () => {
    const { history, table, players } = withDispute();
    const result = { winner: 'draw', games: [{ winner: 'draw', lifeA: 4, lifeB: 4 }] } as const;
    const ruling: Ruling = { ruling: 'Acaba en tablas por tiempo', outcome: 'result-overridden' };
    const ruled = tournament
      .given(history)
      .when(rule(organizer, { ...ruling, result }))
      .then([
        disputeRuled(players, organizer, ruling),
        {
          type: 'ResultOverridden',
          data: { round: 1, table, result, by: organizer, reason: ruling.ruling, ruling: true, at: now() },
        },
      ]);
    expect(openRound(ruled)!.tables.find((t) => t.table === table)!.final).toEqual({ result, via: 'ruling' });
    tournament
      .given(history)
      .when(rule(judge, { ruling: 'x', outcome: 'result-overridden' }))
      .thenRefused('tournament.dispute.result-required');
    const impossible = { winner: 'a', games: [{ winner: 'b' }] };
    tournament
      .given(history)
      .when(rule(judge, { ruling: 'x', outcome: 'result-overridden', result: impossible }))
      .thenRefused('tournament.result.invalid');
  });

  it('penalises a player of the table (a match loss gives the rival the win) and refuses anyone else', () => {
    const { history, table, rival, players, anaSeat } = withDispute();
    const ruling: Ruling = { ruling: 'Robó cartas de más', outcome: 'match-loss' };
    const ruled = tournament
      .given(history)
      .when(rule(judge, { ...ruling, playerId: 'ana', infraction: 'cheating' }))
      .then([
        disputeRuled(players, judge, ruling, 'penalty-1'),
        {
          type: 'PenaltyIssued',
          data: expect.objectContaining({
            penaltyId: 'penalty-1',
            playerId: 'ana',
            infraction: 'cheating',
            penalty: 'match-loss',
            disputeId: 'dispute-1',
            round: 1,
          }),
        },
        {
          type: 'ResultOverridden',
          data: expect.objectContaining({
            round: 1,
            table,
            result: expect.objectContaining({ winner: anaSeat === 'a' ? 'b' : 'a' }),
          }),
        },
      ]);
    expect(ruled.judging.penalties[0]).toMatchObject({
      penaltyId: 'penalty-1',
      playerId: 'ana',
      disputeId: 'dispute-1',
    });
    const outsider = rival === 'bea' ? 'cris' : 'bea';
    const refused = (by: Actor, data: object, code: string) =>
      tournament.given(history).when(rule(by, data)).thenRefused(code);
    refused(judge, { ruling: 'x', outcome: 'warning', playerId: outsider }, 'tournament.penalty.player-not-at-table');
    refused(judge, { ruling: 'x', outcome: 'warning' }, 'tournament.penalty.player-not-at-table');
    refused(player('ana'), { ruling: 'x', outcome: 'result-stands' }, 'tournament.actor.not-allowed');
    refused(judge, { disputeId: 'dispute-7', ruling: 'x', outcome: 'result-stands' }, 'tournament.dispute.unknown');
    refused(judge, { ruling: '', outcome: 'result-stands' }, 'tournament.judge.text-length');
  });
});

describe('IssuePenalty (002 7.4)', () => {
  it('records a warning and nothing else', () => {
    const note = 'Juego lento en el turno 5';
    const warned = tournament
      .given(inRound().history)
      .when(cmd('IssuePenalty', judge, { playerId: 'bea', infraction: 'slow-play', penalty: 'warning', note }))
      .then([
        {
          type: 'PenaltyIssued',
          data: expect.objectContaining({ playerId: 'bea', round: 1, penalty: 'warning', note, by: judge, at: now() }),
        },
      ]);
    expect(warned.judging.penalties).toHaveLength(1);
  });

  it('turns a game loss into the match in best-of-1, but not in best-of-3', () => {
    const gameLoss = () =>
      cmd('IssuePenalty', judge, {
        playerId: 'bea',
        infraction: 'procedural-error',
        penalty: 'game-loss',
        note: 'Mazo sin barajar',
      });
    const issued: TournamentEvent = {
      type: 'PenaltyIssued',
      data: expect.objectContaining({ playerId: 'bea', penalty: 'game-loss' }),
    };
    const { history, table } = inRound();
    tournament
      .given(history)
      .when(gameLoss())
      .then([
        issued,
        {
          type: 'ResultOverridden',
          data: expect.objectContaining({ round: 1, table: table('bea').table, ruling: true }),
        },
      ]);
    tournament
      .given(inRound({ bestOf: 3 }).history)
      .when(gameLoss())
      .then([issued]);
  });

  it('drops a disqualified player (the open match is conceded) who is never paired again', () => {
    const { history, table } = inRound();
    const { table: number } = table('ana');
    const disqualify = (note: string) =>
      cmd('IssuePenalty', organizer, { playerId: 'ana', infraction: 'cheating', penalty: 'disqualification', note });
    const dq = tournament
      .given(history)
      .when(disqualify('Cartas marcadas'))
      .then([
        { type: 'PenaltyIssued', data: expect.objectContaining({ playerId: 'ana', penalty: 'disqualification' }) },
        { type: 'PlayerDropped', data: expect.objectContaining({ playerId: 'ana', afterRound: 1, by: organizer }) },
        { type: 'ResultConfirmed', data: expect.objectContaining({ round: 1, table: number, via: 'drop' }) },
      ]);
    expect(dq.players['ana']!.droppedAfterRound).toBe(1);
    const t = openRound(dq)!.tables.find((x) => x.table === number)!;
    expect(t.final!.result.winner).toBe(t.a === 'ana' ? 'b' : 'a');
    const again = continued(history, disqualify('Cartas marcadas'));
    tournament
      .given(again)
      .when(disqualify('Otra vez'))
      .then([{ type: 'PenaltyIssued', data: expect.objectContaining({ playerId: 'ana', note: 'Otra vez' }) }]);
  });

  it('refuses players, unknown players, unknown kinds, empty notes, another table, and a match loss with no table', () => {
    const { state, table } = inRound();
    const note = 'Nota';
    expect(
      refusal(
        state,
        cmd('IssuePenalty', player('bea'), { playerId: 'ana', infraction: 'cheating', penalty: 'warning', note }),
      ).code,
    ).toBe('tournament.actor.not-allowed');
    expect(
      refusal(state, cmd('IssuePenalty', judge, { playerId: 'zoe', infraction: 'cheating', penalty: 'warning', note }))
        .code,
    ).toBe('tournament.player.unknown');
    expect(
      refusal(state, cmd('IssuePenalty', judge, { playerId: 'ana', infraction: 'tardanza', penalty: 'warning', note }))
        .code,
    ).toBe('tournament.penalty.invalid');
    expect(
      refusal(state, cmd('IssuePenalty', judge, { playerId: 'ana', infraction: 'cheating', penalty: 'ban', note }))
        .code,
    ).toBe('tournament.penalty.invalid');
    expect(
      refusal(
        state,
        cmd('IssuePenalty', judge, { playerId: 'ana', infraction: 'cheating', penalty: 'warning', note: '' }),
      ).code,
    ).toBe('tournament.judge.text-length');
    const other = table('ana').rival === 'bea' ? table('cris').table : table('bea').table;
    expect(
      refusal(
        state,
        cmd('IssuePenalty', judge, {
          playerId: 'ana',
          infraction: 'cheating',
          penalty: 'warning',
          note,
          round: 1,
          table: other,
        }),
      ).code,
    ).toBe('tournament.penalty.player-not-at-table');
    expect(
      refusal(
        state,
        cmd('IssuePenalty', judge, { playerId: 'eva', infraction: 'slow-play', penalty: 'match-loss', note }),
      ).code,
    ).toBe('tournament.penalty.table-required');
  });
});

describe('CheckDeck (002 C.3, C.4)', () => {
  it('matches the registered list whatever the order of its entries, and records a mismatch a penalty can cite', () => {
    const { state } = inRound();
    const reordered: DeckList = {
      game: 'warlords-of-terra',
      sections: {
        battle: [
          { card: 'Arquero', count: 2 },
          { card: 'Soldado', count: 3 },
        ],
        hero: [{ card: 'ana', count: 1 }],
      },
    };
    const ok = step(state, cmd('CheckDeck', judge, { playerId: 'ana', presented: reordered }));
    expect(ok.events[0]).toMatchObject({
      type: 'DeckChecked',
      data: { checkId: 'deck-check-1', matches: true, round: 1 },
    });
    const swapped: DeckList = {
      game: 'warlords-of-terra',
      sections: {
        ...mixedList('ana').sections,
        battle: [
          { card: 'Soldado', count: 4 },
          { card: 'Arquero', count: 1 },
        ],
      },
    };
    const bad = step(ok.state, cmd('CheckDeck', judge, { playerId: 'ana', presented: swapped }));
    expect(bad.state.judging.deckChecks[1]).toMatchObject({
      checkId: 'deck-check-2',
      matches: false,
      registeredHash: state.players['ana']!.deck!.hash,
    });
    const penalty = { playerId: 'ana', infraction: 'deck-problem', penalty: 'game-loss', note: 'La lista no coincide' };
    expect(refusal(bad.state, cmd('IssuePenalty', judge, { ...penalty, deckCheckId: 'deck-check-1' })).code).toBe(
      'tournament.penalty.deck-check-passed',
    );
    expect(
      refusal(bad.state, cmd('IssuePenalty', judge, { ...penalty, playerId: 'bea', deckCheckId: 'deck-check-2' })).code,
    ).toBe('tournament.penalty.unknown-deck-check');
    expect(
      step(bad.state, cmd('IssuePenalty', judge, { ...penalty, deckCheckId: 'deck-check-2' })).state.judging
        .penalties[0],
    ).toMatchObject({ deckCheckId: 'deck-check-2' });
  });

  it('refuses players and players without a registered list', () => {
    const { state } = inRound();
    expect(refusal(state, cmd('CheckDeck', player('bea'), { playerId: 'ana', presented: mixedList('ana') })).code).toBe(
      'tournament.actor.not-allowed',
    );
    expect(refusal(state, cmd('CheckDeck', judge, { playerId: 'eva', presented: mixedList('eva') })).code).toBe(
      'tournament.deck.none-registered',
    );
  });
});

describe("who reads the judge's records", () => {
  it('shows disputes to the table, penalties and deck checks to the player concerned, and only disqualifications to the public', () => {
    const { state, table } = inRound();
    const rival = table('ana').rival;
    const outsider = rival === 'bea' ? 'cris' : 'bea';
    let s = state;
    const log: TournamentEvent[] = [];
    for (const c of [
      cmd('CallJudge', player('ana'), { reason: 'Regla secreta' }),
      cmd('OpenDispute', judge, { callId: 'call-1', summary: 'Resumen' }),
      cmd('RuleDispute', judge, { disputeId: 'dispute-1', ruling: 'Fallo', outcome: 'warning', playerId: 'ana' }),
      cmd('CheckDeck', judge, { playerId: rival, presented: mixedList(rival) }),
      cmd('IssuePenalty', judge, {
        playerId: outsider,
        infraction: 'cheating',
        penalty: 'disqualification',
        note: 'Nota privada',
      }),
    ]) {
      const outcome = step(s, c);
      s = outcome.state;
      log.push(...outcome.events);
    }
    const visible = (viewer: Parameters<typeof tournamentEventVisibleTo>[1]) =>
      log.filter((e) => tournamentEventVisibleTo(e, viewer)).map((e) => e.type);
    expect(visible(judge)).toEqual(log.map((e) => e.type));
    expect(visible({ role: 'public' })).toEqual(['PenaltyIssued', 'PlayerDropped', 'ResultConfirmed']);
    expect(visible(player(rival))).toEqual([
      'DisputeOpened',
      'DisputeRuled',
      'DeckChecked',
      'PenaltyIssued',
      'PlayerDropped',
      'ResultConfirmed',
    ]);
    expect(visible(player('ana'))).toEqual([
      'JudgeCalled',
      'DisputeOpened',
      'DisputeRuled',
      'PenaltyIssued',
      'PenaltyIssued',
      'PlayerDropped',
      'ResultConfirmed',
    ]);
    const dq = log.find((e) => e.type === 'PenaltyIssued' && e.data.penalty === 'disqualification')!;
    expect(JSON.stringify(redactTournamentEvent(dq, { role: 'public' }))).not.toContain('Nota privada');
    expect(JSON.stringify(redactTournamentEvent(log[3]!, player(outsider)))).not.toContain('Soldado');
  });
});

describe('tournament name', () => {
  it('keeps the name and description in the config, defaults the name to the id, and refuses an empty one', () => {
    const created = step(
      initialTournamentState,
      cmd('CreateTournament', organizer, {
        tournamentId: 't',
        name: ' Open de Terra ',
        description: 'Clasificatorio',
        game: 'warlords-of-terra',
        seed: 'semilla-secreta',
        rounds: 3,
      }),
    );
    expect(created.state.config).toMatchObject({ name: 'Open de Terra', description: 'Clasificatorio' });
    expect(
      step(
        initialTournamentState,
        cmd('CreateTournament', organizer, {
          tournamentId: 't2',
          game: 'warlords-of-terra',
          seed: 'semilla-secreta',
          rounds: 3,
        }),
      ).state.config,
    ).toMatchObject({ name: 't2', description: '' });
    expect(
      refusal(
        initialTournamentState,
        cmd('CreateTournament', organizer, {
          tournamentId: 't',
          name: '  ',
          game: 'warlords-of-terra',
          seed: 'semilla-secreta',
          rounds: 3,
        }),
      ).code,
    ).toBe('tournament.config.invalid');
  });
});
