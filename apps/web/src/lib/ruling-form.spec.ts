import { describe, expect, it } from 'vitest';
import { correction, guideRule, rulingInput } from './ruling-form';

describe('the ruling form', () => {
  it('cites a penalty guide entry by the guide, its section and the rulebook section it rests on', () => {
    expect(
      guideRule('cronica-penalty-guide', { section: '2.3', rule: '002_a36596f8eaed8fcc.txt, C.1 RONDAS Y TIEMPO' }),
    ).toBe('cronica-penalty-guide 2.3 (002_a36596f8eaed8fcc.txt, C.1 RONDAS Y TIEMPO)');
  });

  it('asks for the rule and the remedy, and sends "none" when no infraction is chosen', () => {
    expect(rulingInput({ infraction: 'procedural-error', rule: ' ', remedy: 'x' })).toHaveProperty(
      'error.en',
      'Cite the rule.',
    );
    expect(rulingInput({ infraction: '', rule: 'r', remedy: '' })).toHaveProperty('error.en', 'Write the remedy.');
    expect(rulingInput({ infraction: '', rule: 'r', remedy: ' Se repite el robo ' })).toEqual({
      infraction: 'none',
      rule: 'r',
      remedy: 'Se repite el robo',
    });
  });

  it('upholds a play with no infraction without asking for a rule citation: none was infringed', () => {
    expect(rulingInput({ infraction: '', rule: ' ', remedy: 'Se mantiene' })).toEqual({
      infraction: 'none',
      rule: 'none',
      remedy: 'Se mantiene',
    });
    expect(rulingInput({ infraction: 'none', rule: '', remedy: 'Se mantiene' })).toEqual({
      infraction: 'none',
      rule: 'none',
      remedy: 'Se mantiene',
    });
    // A rule the judge does cite still goes with it.
    expect(rulingInput({ infraction: '', rule: '000 §4.2', remedy: 'Se mantiene' })).toEqual({
      infraction: 'none',
      rule: '000 §4.2',
      remedy: 'Se mantiene',
    });
  });

  it('reads a corrected value as a path and JSON, refusing what is not JSON', () => {
    expect(correction('players/1/life', '18')).toEqual({ path: ['players', '1', 'life'], value: 18 });
    expect(correction('players/ 0 /name', '"Ana"')).toEqual({ path: ['players', '0', 'name'], value: 'Ana' });
    expect(correction('players/1/life', 'dieciocho')).toHaveProperty('error');
    expect(correction(' / ', '1')).toHaveProperty('error');
  });
});
