import { describe, expect, it } from 'vitest';
import { ecg } from './ecg.js';
import { ecgDescriber } from './describer.js';
import { ecgCardFace, ecgHandFace, ecgStackFace, maneuverFace } from './faces.js';
import { cmd, given, infantryOf } from '../testing/stage.js';

// What an ECG player reads where she decides (004_e0e2bf9ed9dd62bf.txt: "Armando tu economía y
// pagando costes", "Línea de formación", "Cartas en la Mano"; RULES-NOTES.md, "Battle maneuvers").
const seat0 = { kind: 'seat', seat: 0 } as const;

describe('a hand card as its player reads it', () => {
  it('shows a troop’s cost in her resource, its line, strength and preparation, and its text', () => {
    // Given seat 0 (Sol) holds Sol troop sol-t5 (cost 4, strength 5, preparation 2, Infantería)
    const t = given({ seats: [{ hand: ['sol-t5', 'act-6'] }] });
    // When she reads her hand
    const view = ecg.view(t.state, seat0);
    const face = ecgCardFace(view, 'sol-t5', 0);
    // Then everything she plans with is there
    expect(face.cost).toEqual({ es: '4 Fe', en: '4 Faith' });
    expect(face.kind?.es).toBe('Tropa · Infantería');
    expect(face.stats.map((s) => [s.label.es, s.value])).toEqual([
      ['Fuerza', 5],
      ['Preparación', 2],
    ]);
    expect(face.text).toEqual(view.cards['sol-t5']!.text);
    // And an action her realm may not play ("-") says so
    expect(ecgCardFace(view, 'act-6', 0).cost?.es).toBe('no la puede jugar tu reino');
  });
});

describe('why a hand card cannot be played now', () => {
  it('says the missing resources in numbers, and the realm refusal, to the hand’s owner only', () => {
    // Given seat 0 (Sol), in her action phase, holds sol-t5 (4 Faith) and act-6 (cost "-" for Sol),
    // and has played her one court card of the turn (it pays too: 2 ready Faith; the troop can only be trained)
    const t = given({ seats: [{ hand: ['sol-t5', 'act-6', 'sol-t1'] }] });
    t.run(cmd.court(0, 'sol-t1'));
    const view = ecg.view(t.state, seat0);
    expect(ecgHandFace(view, 'sol-t5', 0).unavailable).toEqual({
      es: 'Necesitas 4 de Fe, tienes 2 preparados',
      en: 'Needs 4 Faith, you have 2 ready',
    });
    expect(ecgHandFace(view, 'act-6', 0).unavailable?.en).toBe('Your realm cannot play this card (cost "-").');
    // The rival and a spectator are told nothing about her hand
    expect(ecg.view(t.state, { kind: 'seat', seat: 1 }).players[0]!.handReasons).toEqual({});
    expect(ecg.view(t.state, { kind: 'spectator' }).players[0]!.handReasons).toEqual({});
  });

  it('gives no reason for a card she can play, nor on the rival’s turn', () => {
    // Given 4 ready Faith, sol-t5 can be trained
    const t = given({ seats: [{ hand: ['sol-t5'], court: ['sol-t1', 'sol-t1', 'sol-t1'] }, { hand: ['lobo-t1'] }] });
    expect(ecg.view(t.state, seat0).players[0]!.handReasons).toEqual({});
    expect(ecg.view(t.state, { kind: 'seat', seat: 1 }).players[1]!.handReasons).toEqual({});
  });
});

describe('battle maneuvers', () => {
  it('each say what they do, the charge with the format’s bonus', () => {
    for (const m of ['clash', 'charge', 'regroup', 'rally'] as const)
      expect(maneuverFace(m).text?.es.length).toBeGreaterThan(20);
    expect(maneuverFace('charge', 2).text?.en).toContain('strength +2');
  });
});

describe('the stack as the player who may answer reads it', () => {
  it("shows the rival's maneuver with its text", () => {
    // Given the rival holds a card and a ready resource, so she may answer
    const t = given({ seats: [{ infantry: ['sol-t1'] }, { hand: ['lobo-t1'], infantry: ['lobo-t6'] }] });
    t.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1)));
    const view = ecg.view(t.state, { kind: 'seat', seat: 1 });
    const face = ecgStackFace(view, view.stack[0]!);
    expect(face.name.en).toBe('Clash');
    expect(face.text?.en).toMatch(/adjacent rival troop/);
  });
});

describe('reinforcing with a full hand', () => {
  it('names the cards each choice discards ("Cartas en la Mano": the player chooses)', () => {
    const t = given({
      seats: [{ hand: ['sol-t1', 'sol-t1', 'sol-t3', 'sol-t3', 'sol-t5', 'act-1', 'act-3', 'act-4'] }],
    });
    t.run(cmd.endTurn(0));
    t.run(cmd.reinforce(1, 0));
    t.run(cmd.endTurn(1));
    const texts = t
      .legal(0)
      .filter((c) => c.type === 'Reinforce' && c.data.draw === 2)
      .map((c) => ecgDescriber.command(c, t.state).es);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts[0]).toMatch(/^Reforzar: descartar [^,]+, [^,]+ y robar 2$/);
  });
});
