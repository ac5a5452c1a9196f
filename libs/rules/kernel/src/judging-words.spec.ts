import { describe, expect, it } from 'vitest';
import { describeJudgeEvent, type JudgeEvent } from './judging.js';

const upheld = (remedy: string): JudgeEvent => ({
  type: 'JudgeUpheld',
  data: { ruling: { infraction: 'procedural-error', rule: 'guide 2.1', remedy, judge: 'juez' } },
});

describe("a judge's ruling in the match log", () => {
  it('ends the remedy with one stop, whether or not the judge wrote one', () => {
    for (const remedy of ['Se repite el robo.', 'Se repite el robo', 'Se repite el robo..']) {
      const line = describeJudgeEvent(upheld(remedy), true);
      expect(line.es).toMatch(/Remedio: Se repite el robo\.$/);
      expect(line.es).not.toContain('..');
    }
  });

  it('names the infraction and the rule in the words it is given (the tournament’s penalty guide), not as codes', () => {
    const words = {
      infraction: () => ({ es: 'Error de procedimiento', en: 'Procedural error' }),
      rule: () => ({ es: 'Guía 2.1', en: 'Guide 2.1' }),
    };
    const line = describeJudgeEvent(upheld('Nada'), true, words);
    expect(line.es).toBe(
      'Arbitraje: se mantiene la jugada. Infracción: Error de procedimiento. Norma: Guía 2.1. Remedio: Nada.',
    );
    expect(line.en).toBe('Ruling: the play stands. Infraction: Procedural error. Rule: Guide 2.1. Remedy: Nada.');
  });
});

describe('a back-up ruling in the match log', () => {
  const ruling = { infraction: 'none', rule: 'r', remedy: 'Se vuelve atrás', judge: 'juez' };
  const backedUp = (toSeq: number, from: number, to: number): JudgeEvent => ({
    type: 'JudgeBackedUp',
    data: { ruling, toSeq, undone: { from, to }, state: {} },
  });

  it('names the events by the numbers the players read in the log, not by replay chain lines', () => {
    // Chain lines 0 (header) and 1 (seeds: the opening state) come before log event 1 (line 2).
    const line = describeJudgeEvent(backedUp(47, 48, 53), true);
    expect(line.es).toContain('la partida vuelve al estado tras el evento 46 (se deshacen los eventos 47–52;');
    expect(line.en).toContain('backed up to the state after event 46 (undoing events 47–52;');
  });

  it('reads a back-up to the opening state and of one event as such', () => {
    expect(describeJudgeEvent(backedUp(1, 2, 2), true).es).toContain(
      'vuelve al estado inicial (se deshace el evento 1;',
    );
    expect(describeJudgeEvent(backedUp(1, 2, 2), true).en).toContain(
      'backed up to the opening state (undoing event 1;',
    );
  });
});
