import { isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { decide } from './decide.js';
import { deckContextFor } from './deck-context.js';
import { wotRegistrationWithAna } from '../testing/tournament-script.js';

describe('deck lists through the game registry (libs/games)', () => {
  it("refuses an illegal Warlords of Terra list with the game validator's codes", () => {
    const state = wotRegistrationWithAna({ legendaryLimit: 2 });
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
