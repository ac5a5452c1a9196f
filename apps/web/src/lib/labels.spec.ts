import { describe, expect, it } from 'vitest';
import { formatTiebreak, gameLabel, statusLabel, statusTone, tiebreakLabel } from './labels';

describe('labels shown for API codes', () => {
  it('names every tournament status the API reports, in both languages', () => {
    expect(statusLabel('registration-open')).toEqual({ es: 'Inscripción abierta', en: 'Registration open' });
    expect(statusLabel('ended').en).toBe('Finished');
    expect(statusTone('registration-open')).toBe('upcoming');
  });

  it('shows a closed registration with rounds under way as in progress', () => {
    expect(statusLabel('registration-closed', 0).en).toBe('Registration closed');
    expect(statusLabel('registration-closed', 2)).toEqual({ es: 'En juego', en: 'In progress' });
    expect(statusTone('registration-closed', 2)).toBe('live');
  });

  it('falls back to a readable form for codes it does not know yet', () => {
    expect(statusLabel('paused-by-judge')).toEqual({ es: 'Paused by judge', en: 'Paused by judge' });
    expect(statusTone('paused-by-judge')).toBe('neutral');
    expect(gameLabel('blades-of-ash')).toEqual({ es: 'Espadas de Ceniza', en: 'Blades of Ash' });
  });

  it('shows percentage tiebreakers as percentages and counts as numbers', () => {
    expect(formatTiebreak('omw', 0.6667, 'en')).toBe('66.67%');
    expect(formatTiebreak('omw', 0.6667, 'es')).toMatch(/^66,67\s?%$/);
    expect(formatTiebreak('opponents-points', 12, 'es')).toBe('12');
    expect(formatTiebreak('score', -5, 'en')).toBe('-5');
    expect(tiebreakLabel('head-to-head').es).toBe('Enfrentamiento directo');
    expect(formatTiebreak('head-to-head', null, 'es')).toBe('—');
  });
});
