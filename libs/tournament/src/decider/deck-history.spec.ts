import { describe, expect, it } from 'vitest';
import { cmd, created, deck, judge, organizer, player, refusal, run } from '../testing/tournament-script.js';
import { deckListHash } from '@cronica/rules-kernel';

describe('who handed in a deck list', () => {
  const registered = () => run(created(), cmd('RegisterPlayer', player('ana'), { playerId: 'ana', name: 'Ana' }));

  it('keeps every list handed in with who and when: the player’s own, then staff’s replacements', () => {
    const state = run(
      registered(),
      cmd('SubmitDeckList', player('ana'), { playerId: 'ana', deck: deck('Suya') }),
      cmd('SubmitDeckList', judge, { playerId: 'ana', deck: deck('Del juez') }),
      cmd('SubmitDeckList', organizer, { playerId: 'ana', deck: deck('De la organización') }),
    );
    const ana = state.players['ana']!;
    expect(ana.deck).toMatchObject({ hash: deckListHash(deck('De la organización')), submittedBy: organizer });
    expect(ana.deckHistory?.map((s) => [s.hash, s.by])).toEqual([
      [deckListHash(deck('Suya')), player('ana')],
      [deckListHash(deck('Del juez')), judge],
      [deckListHash(deck('De la organización')), organizer],
    ]);
    expect(ana.deckHistory?.every((s, i, all) => i === 0 || s.at > all[i - 1]!.at)).toBe(true);
  });

  it('still refuses another player replacing a list', () => {
    const state = run(registered(), cmd('RegisterPlayer', player('bea'), { playerId: 'bea', name: 'Bea' }));
    expect(refusal(state, cmd('SubmitDeckList', player('bea'), { playerId: 'ana', deck: deck('Ajena') })).code).toBe(
      'tournament.actor.not-allowed',
    );
  });
});
