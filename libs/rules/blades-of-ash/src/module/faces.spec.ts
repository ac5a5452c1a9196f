import { describe, expect, it } from 'vitest';
import { cheapestPayment } from '../engine/dice.js';
import { bladesOfAsh } from '../engine/module.js';
import type { Die } from '../engine/state.js';
import { copyHero } from '../engine/update.js';
import { setupLeadingWith, withPassives } from '../testing/play.js';
import { belainThalier, txt } from '../testing/fixtures.js';
import { BELAIN, givenClash, tajoPlayedAtAyranel, toActions } from '../testing/stage.js';
import { describeEvent } from './describe-events.js';

// What a player reads where a decision is made, from the rules: 000_7cbcfc9bc47f1014.txt,
// "Resolviendo Ataques" (attributes), "Resolución de Acciones" (the stack, costs, triggered
// actions); RULES-NOTES.md ("The skirmish always ends", "The cost of Robar una Carta").
const seat0 = { kind: 'seat', seat: 0 } as const;
const seat1 = { kind: 'seat', seat: 1 } as const;

describe("a hero's attributes on the table", () => {
  // @rule 000:145
  it('are the ones the rules use: a +1 Will passive and a Shield counter show, the printed value beside them', () => {
    // Given Belain with a passive "+1 Will" and 1 Shielded counter (escudo: +1 Armor)
    const vow = withPassives(belainThalier, {
      id: 'voto',
      name: txt('Séptimo Voto', 'Seventh Vow'),
      text: txt('+1 Voluntad.', '+1 Will.'),
      effects: [{ op: 'statBonus', stat: 'will', amount: 1 }],
    });
    const t = toActions(3, setupLeadingWith(vow));
    const hero = copyHero(t.state.heroes[BELAIN]!);
    hero.counters = hero.counters.map((n, i) => (i === 4 ? 1 : n));
    t.state = { ...t.state, heroes: t.state.heroes.map((h, i) => (i === BELAIN ? hero : h)) };
    // When her player looks at the table
    const stats = bladesOfAsh.view(t.state, seat0).heroes[BELAIN]!.stats;
    // Then Will and Armor are the effective values, with the printed ones
    const of = (en: string) => stats.find((s) => s.label.en === en);
    expect(of('Will')).toMatchObject({
      value: belainThalier.will + 1,
      printed: belainThalier.will,
      short: { es: 'Vol', en: 'Wil' },
    });
    expect(of('Armor')).toMatchObject({ value: belainThalier.armor + 1, printed: belainThalier.armor });
    expect(of('Strength')).toMatchObject({ value: belainThalier.strength, printed: belainThalier.strength });
  });
});

describe('the stack as the rival reads it before answering', () => {
  it("shows the card's cost, kind and full text, not only its name", () => {
    // Given seat 0 plays Tajo (red + any) at Ayranel
    const t = tajoPlayedAtAyranel({
      dice: {
        0: 'red 2, blue 4',
      },
    });
    // When seat 1 looks at the stack
    const face = bladesOfAsh.view(t.state, seat1).clash!.stack[0]!.face;
    // Then the card reads whole
    expect(face).toMatchObject({
      name: { es: 'Tajo' },
      cost: { es: 'rojo y cualquier color' },
      kind: { es: 'Ataque' },
      text: { es: '4 + Fuerza físico.' },
    });
  });

  it('names a triggered action by its passive, in the view, the log and the command', () => {
    // Given Belain's passive "Siempre Alerta" fires at the start of the clash
    const watchful = withPassives(belainThalier, {
      id: 'alerta',
      name: txt('Siempre Alerta', 'Ever Watchful'),
      text: txt('Al empezar el choque, gana 1 Escudo.', 'At the start of the clash, gain 1 Shielded.'),
      effects: [
        {
          op: 'triggered',
          on: 'clashStart',
          effects: [{ op: 'addCounter', counter: 'escudo', amount: 1, to: 'self' }],
        },
      ],
    });
    const t = toActions(21, setupLeadingWith(watchful));
    // When the rival reads the stack and the log
    const item = bladesOfAsh.view(t.state, seat1).clash!.stack[0]!;
    expect(item.face.name.en).toBe('Ever Watchful');
    expect(item.face.text?.en).toBe('At the start of the clash, gain 1 Shielded.');
    const queued = t.events.find((e) => e.type === 'TriggerQueued')!;
    expect(describeEvent(queued, t.state, seat1)?.en).toMatch(/Ever Watchful fires/);
  });
});

describe('the round limit at the table', () => {
  it('says the round against the limit, and in the last round what decides after it', () => {
    const t = givenClash();
    expect(bladesOfAsh.view(t.state, seat0).roundLine).toEqual(txt('Ronda de batalla 1 de 12', 'Battle round 1 of 12'));
    t.state = { ...t.state, round: 12 };
    expect(bladesOfAsh.view(t.state, seat0).roundLine.es).toBe(
      'Ronda de batalla 12 de 12 — última ronda; después, más héroes en pie, luego más vida total',
    );
    const draw = givenClash({ format: { maxRounds: 2, roundCapTiebreak: 'draw' } });
    draw.state = { ...draw.state, round: 2 };
    expect(bladesOfAsh.view(draw.state, seat0).roundLine.en).toBe('Battle round 2 of 2 — last round; then a draw');
  });
});

describe('costs and limits a player decides with', () => {
  it('gives the cost of Robar una Carta and the hand limit', () => {
    const view = bladesOfAsh.view(givenClash({ format: { drawCardCost: 2 } }).state, seat0);
    expect(view.drawCardCost).toEqual([{ color: 'any' }, { color: 'any' }]);
    expect(view.handLimit).toBe(7);
  });
});

describe('why a card in hand cannot be played now', () => {
  // @rule 000:145
  it("says which dice are missing, in Spanish and English, only to the hand's owner", () => {
    // Given seat 0 holds Tajo (red + any) and a Parada, with only a blue 2 prepared, in its own activation
    const t = givenClash({ hands: { 0: ['tajo', 'parada'] }, dice: { 0: 'blue 2' } });
    const faces = bladesOfAsh.view(t.state, seat0).players[0].handFaces!;
    expect(faces[0]!.cost).toEqual({ es: 'rojo y cualquier color', en: 'red and any colour' });
    expect(faces[0]!.unavailable).toEqual({
      es: 'Necesitas rojo y cualquier color; tus dados preparados: azul 2',
      en: 'Needs red and any colour; your prepared dice: blue 2',
    });
    // A reaction in one's own activation, with an empty stack: the refusal decide gives
    expect(faces[1]!.unavailable!.en).toMatch(/Outside your activation you may only play Reactions/);
    // The rival sees no hand; a judge sees it without reasons
    expect(bladesOfAsh.view(t.state, seat1).players[0].handFaces).toBeNull();
    expect(bladesOfAsh.view(t.state, { kind: 'judge' }).players[0].handFaces![0]!.unavailable).toBeNull();
  });

  it('gives no reason for a card that can be played, nor while the seat is not choosing', () => {
    const t = givenClash({
      hands: { 0: ['tajo'], 1: ['tajo'] },
      dice: {
        0: 'red 3, blue 5',
      },
    });
    expect(bladesOfAsh.view(t.state, seat0).players[0].handFaces![0]!.unavailable).toBeNull();
    // Seat 1 does not hold priority: no reason is asked of it
    expect(bladesOfAsh.view(t.state, seat1).players[1].handFaces![0]!.unavailable).toBeNull();
  });
});

describe('the cheapest payment', () => {
  const die = (color: Die['color'], face: number): Die => ({ color, face, spent: false });
  it('spends the lowest die that fits (a red 2, not the red 5)', () => {
    const dice = [die('red', 5), die('red', 2), die('blue', 6)];
    expect(cheapestPayment(dice, [[0], [1]])).toEqual([1]);
  });

  it('at equal faces keeps the most colours prepared', () => {
    const dice = [die('red', 1), die('blue', 1), die('blue', 4)];
    expect(cheapestPayment(dice, [[0], [1]])).toEqual([1]);
    expect(cheapestPayment(dice, [])).toBeNull();
  });
});
