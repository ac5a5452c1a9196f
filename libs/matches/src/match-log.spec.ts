import type { AnyGameModule } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { logFor, logLinesOf } from './match-log.js';

/** A game whose describer words every event alike and whose `ruleCase` is the one given. */
const gameWith = (ruleCase?: (event: { type: string }, before: unknown) => string | undefined): AnyGameModule =>
  ({
    describer: { event: () => ({ es: 'Pasa algo', en: 'Something happens' }) },
    ruleCase,
  }) as unknown as AnyGameModule;

const attack = { type: 'EnemyAttacked', data: { instant: true } };

describe('the log line of a game event', () => {
  it('is cited under the case its game tells apart, so its "why?" names that case’s rule', () => {
    const game = gameWith((event) => (event.type === 'EnemyAttacked' ? 'instant' : undefined));
    const entry = logLinesOf(game, attack, null, 2, 1);
    expect(entry.type).toBe('EnemyAttacked.instant');
    const asked: (string | undefined)[] = [];
    const [line] = logFor([entry], { kind: 'seat', seat: 0 }, 2, 1, {
      lang: 'es',
      name: (seat) => `Asiento ${seat + 1}`,
      rules: (type) => (asked.push(type), type === 'EnemyAttacked.instant' ? ['003:8'] : []),
    });
    expect(asked).toEqual(['EnemyAttacked.instant']);
    expect(line).toMatchObject({ text: 'Pasa algo', seat: 1, rules: ['003:8'] });
  });

  it('keeps its bare type when the game tells no cases, or fails to, rather than stopping the match', () => {
    expect(logLinesOf(gameWith(), attack, null, 2).type).toBe('EnemyAttacked');
    const failing = gameWith(() => {
      throw new Error('no case');
    });
    expect(logLinesOf(failing, attack, null, 2).type).toBe('EnemyAttacked');
  });

  it('is cited under a case read from the state before it: the same game event from another moment', () => {
    const paired = { type: 'HeroesPaired', data: { seat: 0 } };
    const game = gameWith((event, before) =>
      event.type === 'HeroesPaired'
        ? (before as { attacker: number }).attacker === 0
          ? 'attacker'
          : 'defender'
        : undefined,
    );
    expect(logLinesOf(game, paired, { attacker: 0 }, 2).type).toBe('HeroesPaired.attacker');
    expect(logLinesOf(game, paired, { attacker: 1 }, 2).type).toBe('HeroesPaired.defender');
  });
});
