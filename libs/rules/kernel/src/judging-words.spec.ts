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
    const words = { infraction: () => ({ es: 'Error de procedimiento', en: 'Procedural error' }), rule: () => ({ es: 'Guía 2.1', en: 'Guide 2.1' }) };
    const line = describeJudgeEvent(upheld('Nada'), true, words);
    expect(line.es).toBe('Arbitraje: se mantiene la jugada. Infracción: Error de procedimiento. Norma: Guía 2.1. Remedio: Nada.');
    expect(line.en).toBe('Ruling: the play stands. Infraction: Procedural error. Rule: Guide 2.1. Remedy: Nada.');
  });
});
