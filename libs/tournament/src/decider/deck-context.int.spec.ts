import { isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { decide } from './decide.js';
import { deckContextFor } from './deck-context.js';
import { applyCommand } from './decider.js';
import { initialTournamentState, type Actor, type TournamentState } from './types.js';

const organizer: Actor = { role: 'organizer', id: 'org' };

function openTournament(legendaryLimit: number): TournamentState {
  let state = initialTournamentState;
  for (const command of [
    {
      type: 'CreateTournament',
      data: {
        at: 1,
        by: organizer,
        tournamentId: 't',
        game: 'warlords-of-terra',
        seed: 'semilla-secreta',
        rounds: 3,
        gameOptions: { legendaryLimit },
      },
    },
    { type: 'OpenRegistration', data: { at: 2, by: organizer } },
    { type: 'RegisterPlayer', data: { at: 3, by: { role: 'player', id: 'ana' }, playerId: 'ana', name: 'Ana' } },
  ] as const) {
    const outcome = applyCommand(state, command);
    if (isRuleViolation(outcome)) throw new Error(outcome.code);
    state = outcome.state;
  }
  return state;
}

describe('deck lists through the game registry (libs/games)', () => {
  it("refuses an illegal Warlords of Terra list with the game validator's codes", () => {
    const state = openTournament(2);
    const deck = { game: 'warlords-of-terra', sections: { hero: [], battle: [{ card: 'x', count: 1 }] } };
    const outcome = decide(
      { type: 'SubmitDeckList', data: { at: 4, by: { role: 'player', id: 'ana' }, playerId: 'ana', deck } },
      state,
      deckContextFor('warlords-of-terra'),
    );
    expect(isRuleViolation(outcome) && outcome.code).toBe('tournament.deck.invalid');
    expect(isRuleViolation(outcome) && outcome.message.en).toMatch(/wot\./);
  });

  it('has no validator for an unknown game', () => {
    expect(deckContextFor('nope').validateDeck).toBeUndefined();
  });
});
