import { isRuleViolation, type DeckList } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { findGame } from '@cronica/games';
import { decide } from './decide.js';
import { deckContextFor } from './deck-context.js';
import { foldTournament } from './decider.js';
import { standardGameOptions, tournamentFormatOptions } from './game-format.js';
import type { TournamentEvent } from './events.js';
import type { Actor, TournamentConfig, TournamentState } from './types.js';
import { twoLegendariesWotDeck } from '@cronica/warlords-of-terra';
import { WOT_RULE_SWITCHES, wotRegistrationWithAna } from '../testing/tournament-script.js';
import { DEFAULT_FORMAT } from '../history/model.js';

const ana: Actor = { role: 'player', id: 'ana' };

const submit = (state: TournamentState, deck: DeckList) =>
  decide(
    { type: 'SubmitDeckList', data: { at: 4, by: ana, playerId: 'ana', deck } },
    state,
    deckContextFor('warlords-of-terra'),
  );

describe("registration checks lists against the event's own game options (002 C.5)", () => {
  // @rule 002:300
  it('takes two legendaries in the main deck under a cap of 2, and refuses them under a cap of 1', () => {
    expect(isRuleViolation(submit(wotRegistrationWithAna({ legendaryLimit: 2 }), twoLegendariesWotDeck()))).toBe(false);
    const refused = submit(wotRegistrationWithAna({ legendaryLimit: 1 }), twoLegendariesWotDeck());
    expect(isRuleViolation(refused) && refused.code).toBe('tournament.deck.invalid');
    expect(isRuleViolation(refused) && refused.message.en).toContain('wot.deck.legendary-limit');
  });
});

describe('tournaments created before they held their game options still fold', () => {
  /** The default format as it was then: tiebreakers by score alone, no rule for ties inside the cut yet. */
  const { cutSeedTies: _notYet, ...defaultsThen } = DEFAULT_FORMAT;
  const formatThen = { ...defaultsThen, tiebreakers: ['score'] };

  /** A creation event as it was written then: the cap and each player's extra turns at the top, no game options. */
  function oldCreated(
    game: string,
    legacy: { legendaryLimit: number; extraTurns: number },
    gameOptions?: object,
  ): TournamentEvent {
    const config = {
      tournamentId: 'old',
      name: 'Copa antigua',
      description: '',
      game,
      seed: 'semilla-secreta',
      rounds: 3,
      roundsRule: 'fixed',
      roundMinutes: 45,
      bestOf: 1,
      topCut: { size: 0, finalBestOf: 1, thirdPlaceMatch: false },
      format: formatThen,
      requireDeckLists: true,
      ...legacy,
      ...(gameOptions === undefined ? {} : { gameOptions }),
    } as unknown as TournamentConfig;
    return { type: 'TournamentCreated', data: { config, at: 1 } };
  }

  it("reads a Warlords of Terra event's cap and extra turns as the game's options (2 each is active player + 3)", () => {
    const state = foldTournament([oldCreated('warlords-of-terra', { legendaryLimit: 2, extraTurns: 2 })]);
    expect(state.config!.gameOptions).toEqual({
      legendaryLimit: 2,
      extraTurns: 3,
      ...WOT_RULE_SWITCHES,
    });
    expect(state.config).not.toHaveProperty('legendaryLimit');
    expect(
      foldTournament([oldCreated('warlords-of-terra', { legendaryLimit: 0, extraTurns: 1 })]).config!.gameOptions,
    ).toEqual({
      legendaryLimit: 0,
      extraTurns: 1,
      ...WOT_RULE_SWITCHES,
    });
  });

  it('keeps game options given explicitly then, and leaves out the best-of each round sets', () => {
    const state = foldTournament([
      oldCreated('warlords-of-terra', { legendaryLimit: 3, extraTurns: 2 }, { legendaryLimit: 1, bestOf: 3 }),
    ]);
    expect(state.config!.gameOptions).toEqual({
      legendaryLimit: 1,
      extraTurns: 3,
      ...WOT_RULE_SWITCHES,
    });
  });

  it('gives a game without a legendary cap its own options, the turns after time where it counts them', () => {
    expect(
      foldTournament([oldCreated('blades-of-ash', { legendaryLimit: 3, extraTurns: 2 })]).config!.gameOptions,
    ).toMatchObject({ maxRounds: 12 });
    expect(
      foldTournament([oldCreated('blades-of-ash', { legendaryLimit: 3, extraTurns: 2 })]).config!.gameOptions,
    ).not.toHaveProperty('legendaryLimit');
    expect(foldTournament([oldCreated('ecg', { legendaryLimit: 3, extraTurns: 1 })]).config!.gameOptions).toMatchObject(
      { turnsAfterTime: 1 },
    );
  });
});

describe("the creation form's options of a game (its library's format, with the standard defaults)", () => {
  const warlords = findGame('warlords-of-terra')!;

  it('offers each option a Warlords of Terra tournament sets, with its default (three legendaries, 002 C.5), but not the best-of each round sets', () => {
    const offered = tournamentFormatOptions(warlords);
    expect(offered.map((option) => option.key)).not.toContain('bestOf');
    expect(offered.find((option) => option.key === 'legendaryLimit')).toMatchObject({ default: 3 });
    for (const option of offered) expect(option.default).toEqual(standardGameOptions(warlords)![option.key]);
  });

  it('keeps the words, the rule and the control of every option the game describes and a tournament holds', () => {
    const described = warlords.format!.options.filter((option) => option.key !== 'bestOf');
    expect(tournamentFormatOptions(warlords)).toEqual(
      described.map(({ key, label, rule, control, tier }) =>
        expect.objectContaining({ key, label, rule, control, tier }),
      ),
    );
  });
});
