import { describe, expect, it } from 'vitest';
import {
  cmd,
  created,
  deck,
  judge,
  organizer,
  player,
  playRound,
  refusal,
  registration,
  run,
  started,
  WOT_RULE_SWITCHES,
} from '../testing/tournament-script.js';
import { decide } from './decide.js';
import { TOURNAMENT_OPTIONS } from './option-table.js';
import { validateTournamentOptions } from './options.js';
import { openRound } from './projection.js';
import { initialTournamentState, type TournamentConfig } from './types.js';

const base = { tournamentId: 't', game: 'warlords-of-terra', seed: 'semilla-secreta' };
const configOf = (extra: object = {}): TournamentConfig =>
  run(initialTournamentState, cmd('CreateTournament', organizer, { ...base, ...extra })).config!;

/** The created config's value for an option key of the table. */
function configValue(config: TournamentConfig, key: string): unknown {
  const values: Record<string, unknown> = {
    rounds: config.roundsRule,
    tiebreakers: config.format.tiebreakers.join(','),
    roundMinutes: config.roundMinutes,
    bestOf: config.bestOf,
    'topCut.size': config.topCut.size,
    'topCut.finalBestOf': config.topCut.finalBestOf,
    'topCut.thirdPlaceMatch': config.topCut.thirdPlaceMatch,
    'topCut.seedTies': config.format.cutSeedTies,
    lateEntry: config.lateEntries ? config.format.lateEntry : 'none',
    byeScore: config.format.byeScore,
    requireDeckLists: config.requireDeckLists,
    prizePlaces: config.format.prizePlaces,
    exhaustedPairings: config.format.exhaustedPairings,
    catalog: config.catalog ?? null,
    capacity: config.capacity ?? null,
  };
  return values[key];
}

describe('creating a tournament: every option has its rulebook default', () => {
  // @rule 002:240 @rule 002:302
  it("fills each option with the default the options table shows, and the game's own where the table leaves it to the game", () => {
    const config = configOf();
    // A null default is the game's: Warlords of Terra's tiebreakers (002 C.2) and round minutes (C.1).
    const byGame: Record<string, unknown> = {
      tiebreakers: 'score,head-to-head,opponents-points,opponents-score',
      roundMinutes: 45,
    };
    for (const option of TOURNAMENT_OPTIONS.filter((o) => o.key !== 'registration')) {
      expect([option.key, configValue(config, option.key)]).toEqual([
        option.key,
        option.key in byGame ? byGame[option.key] : option.default,
      ]);
    }
    expect(config).toMatchObject({ roundMinutes: 45, bestOf: 1, rounds: 0, roundsRule: 'by-field-size' });
    // The game's options with its library's defaults (002 C.5: 3 legendaries; C.1: active player + 3 turns); the best-of is each round's.
    expect(config.gameOptions).toEqual({
      legendaryLimit: 3,
      extraTurns: 3,
      ...WOT_RULE_SWITCHES,
    });
  });

  it("takes a game's defaults from its library: Blades of Ash breaks ties by MTG's percentages, and holds its battle rounds", () => {
    const config = configOf({ game: 'blades-of-ash' });
    expect(config.format.tiebreakers).toEqual(['omw', 'gw', 'ogw']);
    expect(config.gameOptions).toMatchObject({ maxRounds: 12, roundCapTiebreak: 'heroes-then-life' });
    expect(config.gameOptions).not.toHaveProperty('legendaryLimit');
    expect(configOf({ game: 'blades-of-ash', gameOptions: { maxRounds: 2 } }).gameOptions).toMatchObject({
      maxRounds: 2,
    });
  });

  it('opens registration at creation when asked', () => {
    const state = run(initialTournamentState, cmd('CreateTournament', organizer, { ...base, registration: 'open' }));
    expect(state.status).toBe('registration-open');
  });

  it('refuses invalid values and combinations with the field and a message in both languages, writing nothing', () => {
    const cases: [object, string][] = [
      [{ topCut: { size: 0, thirdPlaceMatch: true } }, 'topCut.thirdPlaceMatch'],
      [{ topCut: { size: 2, thirdPlaceMatch: true } }, 'topCut.thirdPlaceMatch'],
      [{ topCut: { size: 0, finalBestOf: 3 } }, 'topCut.finalBestOf'],
      [{ topCut: { size: 3 } }, 'topCut.size'],
      [{ bestOf: 2 }, 'bestOf'],
      [{ game: 'blades-of-ash', gameOptions: { legendaryLimit: 2 } }, 'gameOptions'],
      [{ gameOptions: { legendaryLimit: 4 } }, 'gameOptions.legendaryLimit'],
      [{ gameOptions: { legendaryLimit: null } }, 'gameOptions.legendaryLimit'],
      [{ gameOptions: { bestOf: 3 } }, 'gameOptions.bestOf'],
      [{ gameOptions: { extraTurns: 0 } }, 'gameOptions.extraTurns'],
      [{ game: 'blades-of-ash', gameOptions: { maxRounds: 21 } }, 'gameOptions.maxRounds'],
      [{ game: 'blades-of-ash', gameOptions: { dicePool: [] } }, 'gameOptions.dicePool'],
      [{ game: 'blades-of-ash', byeScore: 5 }, 'byeScore'],
      [{ game: 'ajedrez' }, 'game'],
      [{ game: 'accion' }, 'game'],
      [{ byeScore: 21 }, 'byeScore'],
      [{ rounds: 0 }, 'rounds'],
      [{ roundMinutes: 0 }, 'roundMinutes'],
      [{ tiebreakers: ['score', 'score'] }, 'tiebreakers'],
      [{ lateEntry: 'sometimes' }, 'lateEntry'],
      [{ prizePlaces: -1 }, 'prizePlaces'],
      [{ name: '   ' }, 'name'],
    ];
    for (const [extra, field] of cases) {
      const command = cmd('CreateTournament', organizer, { ...base, ...extra });
      const refused = refusal(initialTournamentState, command);
      expect([field, refused.code]).toEqual([field, 'tournament.config.invalid']);
      expect(refused.message.es).toContain(field);
      expect(validateTournamentOptions({ ...base, ...extra } as never).map((p) => p.field)).toContain(field);
    }
    expect(
      validateTournamentOptions({
        ...base,
        topCut: { size: 8, finalBestOf: 3, thirdPlaceMatch: true },
        byeScore: 40,
        bestOf: 3,
      }),
    ).toEqual([]);
  });

  it('sets the Swiss rounds from the field when registration closes ("by field size": ⌈log₂ N⌉)', () => {
    const state = started(
      Array.from({ length: 9 }, (_, i) => `p${i}`),
      { rounds: 'by-field-size' },
    );
    expect(state.config!.rounds).toBe(4);
    expect(started(['a', 'b'], { rounds: 'by-field-size' }).config!.rounds).toBe(1);
  });
});

describe('registration desk', () => {
  it('registers a walk-in as a guest (organizer only); a player registers only themselves', () => {
    const state = run(
      created(),
      cmd('RegisterPlayer', organizer, { playerId: 'guest-1', name: ' Walk In ', guest: true }),
    );
    expect(state.players['guest-1']).toMatchObject({ name: 'Walk In', guest: true });
    expect(
      refusal(created(), cmd('RegisterPlayer', player('ana'), { playerId: 'ana', name: 'Ana', guest: true })).code,
    ).toBe('tournament.actor.not-allowed');
    expect(refusal(created(), cmd('RegisterPlayer', player('ana'), { playerId: 'bea', name: 'Bea' })).code).toBe(
      'tournament.actor.not-allowed',
    );
    expect(refusal(created(), cmd('RegisterPlayer', organizer, { playerId: 'x', name: ' ' })).code).toBe(
      'tournament.player.name',
    );
  });

  it('removes a no-show without a list so registration can close', () => {
    let state = run(
      created(),
      ...registration('ana', 'Ana', 'X'),
      cmd('RegisterPlayer', player('nadie'), { playerId: 'nadie', name: 'Nadie' }),
    );
    expect(refusal(state, cmd('CloseRegistration', organizer)).code).toBe('tournament.deck.missing');
    state = run(
      state,
      cmd('RemovePlayer', organizer, { playerId: 'nadie', reason: 'no-show' }),
      cmd('CloseRegistration', organizer),
    );
    expect(state.order).toEqual(['ana']);
    expect(state.players['nadie']).toBeUndefined();
  });

  it('does not let a player who dropped during registration block closing, and refuses removal once a round is paired', () => {
    let state = run(
      created(),
      ...registration('ana', 'Ana', 'X'),
      ...registration('bea', 'Bea', 'Y'),
      cmd('RegisterPlayer', player('cris'), { playerId: 'cris', name: 'Cris' }),
      cmd('DropPlayer', player('cris'), { playerId: 'cris' }),
    );
    state = run(state, cmd('CloseRegistration', organizer), cmd('PairNextRound', organizer));
    expect(openRound(state)!.tables.flatMap((t) => [t.a, t.b])).not.toContain('cris');
    expect(refusal(state, cmd('RemovePlayer', organizer, { playerId: 'ana', reason: 'no-show' })).code).toBe(
      'tournament.player.remove-too-late',
    );
    expect(refusal(state, cmd('RemovePlayer', player('ana'), { playerId: 'bea', reason: 'withdrawn' })).code).toBe(
      'tournament.actor.not-allowed',
    );
  });

  it('reinstates a dropped player before a round is published without them; never after, never a disqualified one', () => {
    let state = playRound(started(['a', 'b', 'c', 'd']));
    state = run(state, cmd('DropPlayer', player('a'), { playerId: 'a' }), cmd('PairNextRound', organizer));
    expect(openRound(state)!.tables.flatMap((t) => [t.a, t.b])).not.toContain('a');
    state = run(state, cmd('ReinstatePlayer', organizer, { playerId: 'a' }));
    expect(refusal(state, cmd('PublishPairings', organizer)).code).toBe('tournament.round.unseated-players');
    state = run(state, cmd('RepairRound', organizer), cmd('PublishPairings', organizer));
    expect(openRound(state)!.tables.flatMap((t) => [t.a, t.b])).toContain('a');
    expect(
      refusal(
        run(
          state,
          cmd('IssuePenalty', judge, { playerId: 'c', infraction: 'cheating', penalty: 'disqualification', note: 'x' }),
        ),
        cmd('ReinstatePlayer', organizer, { playerId: 'c' }),
      ).code,
    ).toBe('tournament.player.disqualified');
    expect(refusal(state, cmd('ReinstatePlayer', organizer, { playerId: 'd' })).code).toBe(
      'tournament.player.not-dropped',
    );
  });

  it('refuses a reinstatement once a round was published without the player', () => {
    let state = playRound(started(['a', 'b', 'c', 'd', 'e']));
    state = run(state, cmd('DropPlayer', player('a'), { playerId: 'a' }));
    state = playRound(state);
    expect(refusal(state, cmd('ReinstatePlayer', organizer, { playerId: 'a' })).code).toBe(
      'tournament.player.reinstate-too-late',
    );
  });

  it('takes a late entry with their list, and refuses late entries when the format says none', () => {
    const state = run(
      playRound(started(['a', 'b', 'c', 'd'])),
      cmd('AddLateEntry', organizer, { playerId: 'late', name: 'Late', guest: true, deck: deck('Tarde') }),
    );
    expect(state.players['late']).toMatchObject({ joinedRound: 2, guest: true });
    expect(state.players['late']!.deck?.list).toEqual(deck('Tarde'));
    expect(
      refusal(
        playRound(started(['a', 'b', 'c', 'd'])),
        cmd('AddLateEntry', organizer, { playerId: 'x', name: 'X', deck: deck('Prohibido') }),
      ).code,
    ).toBe('tournament.deck.invalid');
    const closed = started(['a', 'b'], { lateEntry: 'none' });
    expect(refusal(closed, cmd('AddLateEntry', organizer, { playerId: 'late', name: 'Late' })).code).toBe(
      'tournament.late-entry.closed',
    );
    expect(decide(cmd('AddLateEntry', player('late'), { playerId: 'late', name: 'Late' }), closed)).toMatchObject({
      code: 'tournament.actor.not-allowed',
    });
  });
});
