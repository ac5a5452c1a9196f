import { describe, expect, it } from 'vitest';
import { AYRANEL, BELAIN, ability, givenClash, pass, play, tajoAnsweredWith } from '../testing/stage.js';

// 000_7cbcfc9bc47f1014.txt, "Resolución de Acciones".
describe('action resolution', () => {
  // @rule 000:121 @rule 000:127
  it('alternates activations starting with the initiative player', () => {
    const t = givenClash({ dice: { 0: 'red 3', 1: 'blue 3' } });
    expect(t.refusalCode(pass(1))).toBe('blades.not-your-turn');
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    t.run(pass(1));
    expect(t.state.clash).toMatchObject({ activation: 1, priority: 1, stack: [] });
    t.run(ability(1, 'rayo-sombrio', [0], BELAIN));
    t.run(pass(0));
    expect(t.state.clash).toMatchObject({ activation: 0, priority: 0 });
  });

  // @rule 000:125 @rule 000:133
  it('lets the rival answer only with Reactions or timed cards, and resolves the stack last-in first-out', () => {
    const t = givenClash({
      hands: { 0: ['parada'], 1: ['tajo', 'parada'] },
      dice: {
        0: 'red 3',
        1: 'red 2, green 2',
      },
    });
    expect(t.refusalCode(play(0, 'parada', [0]))).toBe('blades.not-playable-now');
    expect(t.refusalCode(play(1, 'parada', [0]))).toBe('blades.not-your-turn');
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    expect(t.refusalCode(play(1, 'tajo', [0, 1], BELAIN))).toBe('blades.not-playable-now');
    t.run(play(1, 'parada', [0]));
    expect(t.state.clash!.priority).toBe(0);
    t.run(pass(0));
    expect(t.state.heroes[AYRANEL]!.counters[6]).toBe(2);
    t.run(pass(1));
    // 6 - Armor 3 = 3 base, minus 2 Barrera.
    expect(t.state.heroes[AYRANEL]!.life).toBe(12 - 1);
    expect(t.state.players[1].graveyard.map((c) => t.state.catalog[c]!.id)).toEqual(['parada']);
  });

  // "Resolución de Acciones": the rival answers only with a Reacción or a card naming its moment; the
  // set's abilities are neither, so an ability never answers (RULES-NOTES.md, "Abilities").
  // @rule 000:125
  it('given an item on the stack, when the rival tries a hero ability in answer, then it is refused and not listed', () => {
    const t = givenClash({ dice: { 0: 'red 3', 1: 'blue 3' } });
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    expect(t.state.clash!.priority).toBe(1);
    expect(t.refusalCode(ability(1, 'rayo-sombrio', [0], BELAIN))).toBe('blades.not-playable-now');
    expect(t.legal(1).some((c) => c.type === 'ActivateAbility')).toBe(false);
  });

  // @rule 000:127 @rule 000:129
  it('pays costs with dice matching number and colour, lowest of equal dice first', () => {
    const t = givenClash({
      hands: { 0: ['tajo', 'dardo-arcano'] },
      dice: {
        0: 'green 6, blue 2, red 3, red 3',
      },
    });
    expect(t.refusalCode(play(0, 'tajo', [0, 1], AYRANEL))).toBe('blades.cost-not-paid');
    expect(t.refusalCode(play(0, 'dardo-arcano', [1], AYRANEL))).toBe('blades.cost-not-paid');
    expect(t.refusalCode(play(0, 'tajo', [0, 3], AYRANEL))).toBe('blades.non-canonical-dice');
    expect(t.refusalCode(play(0, 'tajo', [0, 0], AYRANEL))).toBe('blades.not-sorted');
    expect(t.refusalCode(play(0, 'tajo', [2], AYRANEL))).toBe('blades.cost-not-paid');
    t.run(play(0, 'tajo', [0, 2], AYRANEL));
    expect(t.state.players[0].dice.map((d) => d.spent)).toEqual([true, false, true, false]);
  });

  // @rule 000:133
  it('resolves items even if their caster is knocked out before they resolve', () => {
    const t = tajoAnsweredWith('contraataque', 'blue 1', { life: { [BELAIN]: 2 } });
    expect(t.state.heroes[BELAIN]!.out).toBe(true);
    // Belain is out: seat 0 passes automatically and Tajo (4 + 3 − 3) still resolves.
    t.run(pass(1));
    expect(t.state.heroes[AYRANEL]!.life).toBe(12 - 4);
  });

  // @rule 000:131
  it('after the paired rival is knocked out, the player keeps acting but not against it', () => {
    const t = givenClash({
      hands: { 0: ['tajo', 'vendaje'] },
      dice: {
        0: 'red 1, red 1, green 1',
      },
      life: { [AYRANEL]: 1, [BELAIN]: 10 },
    });
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    t.run(pass(1));
    expect(t.state.heroes[AYRANEL]!.out).toBe(true);
    // Seat 1 passed automatically; it is seat 0's activation again.
    expect(t.state.clash).toMatchObject({ activation: 0, priority: 0 });
    expect(t.refusalCode(play(0, 'tajo', [0, 1], AYRANEL))).toBe('blades.paired-rival-out');
    expect(t.refusalCode(ability(0, 'cuchillada-precisa', [1], AYRANEL))).toBe('blades.paired-rival-out');
    t.run(play(0, 'vendaje', [2], BELAIN));
    expect(t.state.heroes[BELAIN]!.life).toBe(13);
    t.run(pass(0));
    expect(t.state.phase).not.toBe('actions');
  });

  // @rule 000:123
  it('makes Robar una Carta cost one die of any colour and end the activation', () => {
    const t = givenClash({
      hands: { 0: [] },
      dice: {
        0: 'blue 1, green 1',
      },
    });
    expect(t.refusalCode({ type: 'DrawCard', data: { seat: 0, dice: [0, 1] } })).toBe('blades.cost-not-paid');
    t.run({ type: 'DrawCard', data: { seat: 0, dice: [1] } });
    expect(t.state.players[0].hand).toHaveLength(1);
    expect(t.state.players[0].dice[1]!.spent).toBe(true);
    expect(t.state.clash!.activation).toBe(1);
  });

  // @rule 000:131
  it('ends the clash when both players pass in a row with an empty stack', () => {
    const t = givenClash();
    t.run(pass(0));
    expect(t.state.phase).toBe('actions');
    const events = t.run(pass(1));
    expect(events.map((e) => e.type)).toContain('ClashEnded');
  });
});
