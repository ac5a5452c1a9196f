import { describe, expect, it } from 'vitest';
import { accion, playEncounter } from '../module.js';
import { botsFor, sampleSetup, seedOf } from '../testing/invariants.js';
import { attackWith, cmd, given } from '../testing/table.js';
import { describeCommand } from './describe-commands.js';
import { describeEvent } from './describe-events.js';
import type { AccionEvent } from './events.js';

describe('the game log, in Spanish and English', () => {
  it('every event a person reads has a line in both languages; drawn cards only for their owner', () => {
    const setup = sampleSetup(0, 2);
    const match = playEncounter(setup, seedOf(5), botsFor(3, 0b011, 5));
    let state = match.initial;
    const seen = new Set<string>();
    for (const event of match.events) {
      const line = describeEvent(event, state, { kind: 'seat', seat: 1 });
      if (line !== null) {
        expect(line.es.length).toBeGreaterThan(0);
        expect(line.en.length).toBeGreaterThan(0);
        seen.add(event.type);
      }
      state = accion.evolve(state, event);
    }
    expect(seen.has('CardsDrawn') && seen.has('TurnStarted') && seen.has('EncounterEnded')).toBe(true);
  });

  it('"{seat:2} roba 1 carta" (the platform writes the name) for others, the cards for the owner and the judges', () => {
    const t = given({ turn: 'p2' });
    const events = t.when(cmd('HardDraw', 2));
    const drawn = events.find((e) => e.type === 'CardsDrawn')!;
    const before = t.state;
    expect(describeEvent(drawn, before, { kind: 'seat', seat: 1 })).toEqual({
      es: '{seat:2} roba 1 carta',
      en: '{seat:2} draws 1 card',
    });
    expect(describeEvent(drawn, before, { kind: 'seat', seat: 0 })!.es).toBe('{seat:2} roba 1 carta');
    expect(describeEvent(drawn, before, { kind: 'seat', seat: 2 })!.es).toBe('{seat:2} roba 7♠');
    expect(describeEvent(drawn, before, { kind: 'judge' })!.en).toBe('{seat:2} draws 7♠');
  });

  it('damage and healing read in HP, as 003 and the board write it, in both languages', () => {
    const t = given();
    const line = (event: AccionEvent) => describeEvent(event, t.state, { kind: 'judge' });
    const hit = { seat: 1, amount: 2, hp: 14, source: 'enemy-attack', enemy: 'bandido', halved: false, roll: null };
    expect(line({ type: 'PlayerDamaged', data: hit } as AccionEvent)).toEqual({
      es: '{seat:1} recibe 2 de daño (HP 14)',
      en: '{seat:1} takes 2 damage (HP 14)',
    });
    expect(line({ type: 'PlayerDamaged', data: { ...hit, halved: true } } as AccionEvent)!.es).toBe(
      '{seat:1} recibe 2 de daño (a la mitad) (HP 14)',
    );
    expect(line({ type: 'EnemyDamaged', data: { enemy: 'bandido', by: 'p1', amount: 5, hp: 19 } })).toEqual({
      es: 'Bandido recibe 5 de daño (HP 19)',
      en: 'Bandit takes 5 damage (HP 19)',
    });
    expect(line({ type: 'HpRestored', data: { seat: 1, by: 2, amount: 3, hp: 17 } })).toEqual({
      es: '{seat:1} recupera 3 HP (ahora 17)',
      en: '{seat:1} recovers 3 HP (now 17)',
    });
  });

  it('commands read in both languages', () => {
    const t = given();
    for (const c of t.legal(1).slice(0, 40)) {
      const words = describeCommand(c, t.state);
      expect(words.es.length * words.en.length).toBeGreaterThan(0);
    }
    expect(describeCommand(attackWith(1, 'bandido', ['QH']), t.state)).toEqual({
      es: 'Atacar (físico) Bandido — Q♥',
      en: 'Attack (physical) Bandit — Q♥',
    });
  });
});
