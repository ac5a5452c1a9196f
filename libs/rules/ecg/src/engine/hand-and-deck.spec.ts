import { describe, expect, it } from 'vitest';
import { ecg } from '../module/ecg.js';
import { cmd, given, infantryOf } from '../testing/stage.js';
import type { EcgCommand } from './commands.js';
import { playerOf } from './state.js';

const EIGHT = ['sol-t1', 'sol-t1', 'sol-t3', 'sol-t3', 'sol-t5', 'act-1', 'act-3', 'act-4'];

/** Seat 0's next reinforce phase, after both players end a turn. */
function toNextReinforce(t: ReturnType<typeof given>): void {
  t.run(cmd.endTurn(0));
  t.run(cmd.reinforce(1, 0));
  t.run(cmd.endTurn(1));
}

// 004_e0e2bf9ed9dd62bf.txt, "Cartas en la Mano".
describe('hand limit', () => {
  // @rule 004:307 @rule 004:309
  it('makes a full hand discard as many cards as it draws, before drawing', () => {
    const t = given({ seats: [{ hand: EIGHT }] });
    toNextReinforce(t);
    const twos = t
      .legal(0)
      .filter((c): c is Extract<EcgCommand, { type: 'Reinforce' }> => c.type === 'Reinforce' && c.data.draw === 2);
    expect(twos.every((c) => c.data.discard.length === 2)).toBe(true);
    // Each distinct pair once: 6 different cards, two of them twice, give C(6,2) + 2 pairs.
    expect(twos).toHaveLength(15 + 2);
    expect(t.refusalCode(cmd.reinforce(0, 2))).toBe('ecg.bad-discard');
    const events = t.run(cmd.reinforce(0, 2, ['act-1', 'sol-t1']));
    expect(events.map((e) => e.type)).toEqual(['Reinforced', 'CardsDiscarded', 'CardsDrawn', 'Prepared']);
    expect(playerOf(t.state, 0).hand).toHaveLength(8);
  });

  // @rule 004:309
  it("waits for the player's discards when an effect draws into a full hand, then goes on", () => {
    // Botín de Guerra (draw 2) leaves 7 cards plus 2: one discard first.
    const t = given({ seats: [{ hand: [...EIGHT.slice(0, 7), 'act-4'], court: ['sol-t2'] }] });
    const played = t.run(cmd.play(0, 'act-4'));
    expect(played.at(-1)).toMatchObject({ type: 'DiscardRequired', data: { seat: 0, count: 1 } });
    expect(t.legal(0).every((c) => c.type === 'Discard')).toBe(true);
    expect(t.refusalCode(cmd.endTurn(0))).toBe('ecg.discard-pending');
    const events = t.run(cmd.discard(0, ['sol-t5']));
    expect(events.map((e) => e.type)).toEqual(['CardsDiscarded', 'CardsDrawn', 'ResolutionFinished']);
    expect(playerOf(t.state, 0).hand).toHaveLength(8);
    expect(t.state.pending).toBeNull();
  });

  // @rule 004:309
  it("counts draws from reactions too, even in the rival's turn", () => {
    // Previsión: reaction, draw 2. The rival holds 8 cards, plays it (7) and must discard 1.
    const t = given({
      seats: [
        { hand: ['act-2'], court: ['sol-t2'], infantry: ['sol-t1'] },
        { hand: ['rea-5', ...EIGHT.slice(1)], court: ['lobo-t1'], infantry: ['lobo-t6'] },
      ],
    });
    t.run(cmd.play(0, 'act-2', infantryOf(1)));
    expect(t.legal(1).map((c) => c.type)).toEqual(['Pass', 'PlayCard']);
    const reacted = t.run(cmd.play(1, 'rea-5'));
    expect(reacted.at(-1)).toMatchObject({ type: 'DiscardRequired', data: { seat: 1, count: 1 } });
    const events = t.run(cmd.discard(1, ['act-1']));
    expect(events.map((e) => e.type)).toContain('CardsDrawn');
    expect(playerOf(t.state, 1).hand).toHaveLength(8);
    // Emboscada Nocturna then resolves: the rival has no ready resource left to answer it.
    expect(playerOf(t.state, 1).infantry[0]!.wounds).toBe(2);
  });
});

// "Fin de Mazo".
describe('end of deck', () => {
  // "La primera vez que el mazo se quede sin cartas, el descarte del jugador puede ser barajado":
  // with her deck empty, the player is asked in her own reinforce phase (RULES-NOTES.md, "End of deck").
  // @rule 004:313
  it('«puede ser barajado»: a player whose deck is empty at her reinforce phase chooses to shuffle the discard into a new deck', () => {
    const t = given({ seats: [{ deck: [], discard: ['sol-t1', 'sol-t3', 'act-1'] }] });
    toNextReinforce(t);
    expect(t.state).toMatchObject({ active: 0, phase: 'reinforce' });
    expect(ecg.legalCommands(t.state, 0)).toEqual([
      { type: 'Reshuffle', data: { seat: 0, shuffle: true } },
      { type: 'Reshuffle', data: { seat: 0, shuffle: false } },
    ]);
    expect(ecg.view(t.state, { kind: 'seat', seat: 0 })).toMatchObject({ reshuffleOffered: true, waitingFor: [0] });
    expect(ecg.view(t.state, { kind: 'seat', seat: 1 }).reshuffleOffered).toBe(true);
    expect(t.refusalCode(cmd.reinforce(0, 2))).toBe('ecg.reshuffle-first');
    expect(t.refusalCode({ type: 'Reshuffle', data: { seat: 1, shuffle: true } })).toBe('ecg.not-your-turn');
    const shuffled = t.run({ type: 'Reshuffle', data: { seat: 0, shuffle: true } });
    expect(shuffled).toEqual([
      expect.objectContaining({
        type: 'DeckShuffled',
        data: { seat: 0, size: 3, from: 'discard' },
        metadata: { random: [expect.objectContaining({ kind: 'shuffle', label: 'deck:seat0' })] },
      }),
    ]);
    expect(playerOf(t.state, 0)).toMatchObject({ reshuffles: 1, discard: [] });
    expect(t.refusalCode({ type: 'Reshuffle', data: { seat: 0, shuffle: true } })).toBe('ecg.no-reshuffle-offered');
    expect(t.run(cmd.reinforce(0, 2)).map((e) => e.type)).toEqual(['Reinforced', 'CardsDrawn', 'Prepared']);
    expect(playerOf(t.state, 0).deck).toHaveLength(1);
  });

  // @rule 004:313 @rule 004:315
  it('«puede ser barajado»: a player who declines keeps her discard and plays on without a deck, her draws ignored', () => {
    const t = given({ seats: [{ deck: [], discard: ['sol-t1', 'sol-t3'], hand: ['act-4'], court: ['sol-t2'] }] });
    toNextReinforce(t);
    const events = t.run({ type: 'Reshuffle', data: { seat: 0, shuffle: false } });
    expect(events.map((e) => e.type)).toEqual(['ReshuffleDeclined', 'Reinforced', 'Prepared']);
    expect(playerOf(t.state, 0)).toMatchObject({ reshuffles: 1, deck: [] });
    expect(playerOf(t.state, 0).discard).toHaveLength(2);
    expect(t.state).toMatchObject({ active: 0, phase: 'action' });
    expect(t.refusalCode({ type: 'Reshuffle', data: { seat: 0, shuffle: true } })).toBe('ecg.wrong-phase');
    expect(t.run(cmd.play(0, 'act-4'))).toContainEqual({ type: 'DrawIgnored', data: { seat: 0, count: 2 } });
    // Her next reinforce phase can draw nothing: it passes by itself, and nobody asks again.
    toNextReinforce(t);
    expect(t.state).toMatchObject({ active: 0, phase: 'action' });
    expect(playerOf(t.state, 0).discard).toHaveLength(3);
  });

  // @rule 004:313
  it('shuffles the discard without asking when an effect draws from an empty deck, or a reinforcement reaches past the deck', () => {
    const t = given({
      seats: [{ deck: [], discard: ['sol-t1', 'sol-t3', 'act-1'], hand: ['act-4'], court: ['sol-t2'] }],
    });
    expect(t.run(cmd.play(0, 'act-4')).map((e) => e.type)).toContain('DeckShuffled');
    const reaching = given({ seats: [{ deck: ['sol-t5'], discard: ['sol-t1', 'sol-t3'] }] });
    toNextReinforce(reaching);
    expect(reaching.run(cmd.reinforce(0, 2)).map((e) => e.type)).toEqual([
      'Reinforced',
      'CardsDrawn',
      'DeckShuffled',
      'CardsDrawn',
      'Prepared',
    ]);
  });

  // "La primera vez que el mazo se quede sin cartas, el descarte del jugador puede ser barajado":
  // a format that never offers it is `deckReshuffles: 0` (RULES-NOTES.md, "End of deck").
  // @rule 004:313
  it('«puede ser barajado»: with deckReshuffles 0 the discard is never shuffled and the draw is ignored', () => {
    const t = given({
      format: { deckReshuffles: 0 },
      seats: [{ deck: [], discard: ['sol-t1', 'sol-t3'], hand: ['act-4'], court: ['sol-t2'] }],
    });
    const events = t.run(cmd.play(0, 'act-4'));
    expect(events.map((e) => e.type)).not.toContain('DeckShuffled');
    expect(events).toContainEqual({ type: 'DrawIgnored', data: { seat: 0, count: 2 } });
    expect(playerOf(t.state, 0).discard).toHaveLength(3);
  });

  // @rule 004:315
  it('ignores draws once the deck is gone for good, and skips the reinforce choice', () => {
    const t = given({ seats: [{ deck: [], discard: ['sol-t1'], reshuffles: 1, hand: ['act-4'], court: ['sol-t2'] }] });
    const events = t.run(cmd.play(0, 'act-4'));
    expect(events).toContainEqual({ type: 'DrawIgnored', data: { seat: 0, count: 2 } });
    toNextReinforce(t);
    expect(t.state).toMatchObject({ active: 0, phase: 'action' });
    expect(t.events.at(-2)).toEqual({ type: 'Reinforced', data: { seat: 0, count: 0 } });
  });
});

// "Descarte y Exilio": "Un jugador no puede ver/revisar/intervenir el descarte o exilio del oponente".
describe('discard and exile', () => {
  // @rule 004:63 @rule 004:319
  it("are counted, never shown, in the rival's view and log", () => {
    const t = given({ seats: [{ discard: ['sol-t5', 'act-9'] }] });
    const rival = ecg.view(t.state, { kind: 'seat', seat: 1 });
    expect(rival.players[0]).toMatchObject({ discard: null, discardCount: 2, exile: null, exileCount: 0 });
    expect(Object.keys(rival.cards)).not.toContain('sol-t5');
    expect(ecg.view(t.state, { kind: 'seat', seat: 0 }).players[0].discard).toEqual(['sol-t5', 'act-9']);
    const line = ecg.describer.event(
      { type: 'CardsDiscarded', data: { seat: 0, cards: ['sol-t5'], reason: 'handLimit' } },
      t.state,
      { kind: 'seat', seat: 1 },
    );
    expect(line).toEqual({ es: '{seat:0} descarta 1 carta.', en: '{seat:0} discards 1 card.' });
  });
});
