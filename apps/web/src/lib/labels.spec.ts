import { describe, expect, it } from 'vitest';
import { TIEBREAK_CRITERIA, TIEBREAK_PRESETS } from '@cronica/tournament';
import { infractionLabel, ruleCitation } from './code-labels';
import { endReasonLabel } from './end-reasons';
import { formatTiebreak, gameLabel, statusLabel, statusTone, tiebreakLabel, tiebreakShortLabel } from './labels';
import { awaitsResult, resultIsFinal, resultStatusLabel } from './result-status';

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

  it('names every tiebreak criterion an event can be configured with, in both languages, from the tournament table', () => {
    const criteria = [...TIEBREAK_CRITERIA, ...Object.values(TIEBREAK_PRESETS).flat()];
    for (const criterion of criteria) {
      const label = tiebreakLabel(criterion);
      expect(label.es).not.toBe(criterion);
      expect(label.en).not.toBe(criterion);
    }
    expect(tiebreakLabel('buchholz')).toEqual({ es: 'Buchholz', en: 'Buchholz' });
    expect(formatTiebreak('ogw', 0.5, 'en')).toBe('50.00%');
  });

  it('gives every tiebreak criterion a short name for a printed table head, in both languages', () => {
    for (const criterion of TIEBREAK_CRITERIA) {
      for (const lang of ['es', 'en'] as const)
        expect(tiebreakShortLabel(criterion)[lang].length).toBeLessThanOrEqual(13);
    }
    expect(tiebreakShortLabel('omw')).toEqual({ es: 'OMW %', en: 'OMW%' });
    expect(tiebreakShortLabel('head-to-head').es).toBe('Enfr. directo');
    expect(tiebreakShortLabel('made-up-criterion')).toEqual(tiebreakLabel('made-up-criterion'));
  });

  it('reads a paper slip entered at the desk as the organization’s, a correction as one, and a no-show as a no-show', () => {
    expect(resultStatusLabel('entered')).toEqual({ es: 'Anotado por la organización', en: 'Entered by staff' });
    expect(resultStatusLabel('override')).toEqual({
      es: 'Corregido por el equipo del torneo',
      en: 'Corrected by the event staff',
    });
    expect(resultStatusLabel('ruling')).toEqual({ es: 'Fijado por un juez', en: 'Set by a judge' });
    expect(resultStatusLabel('no-show')).toEqual({ es: 'No se presentó', en: 'No-show' });
    for (const status of ['entered', 'override', 'ruling', 'no-show', 'confirmed', 'bye', 'drop'])
      expect(resultIsFinal(status)).toBe(true);
    expect(resultIsFinal('reported')).toBe(false);
  });

  it('counts a table as still owing its result until it is final, and a bye as owing none', () => {
    expect(awaitsResult({ playerB: 'bea', result: null })).toBe(true);
    expect(awaitsResult({ playerB: 'bea', result: { status: 'reported' } })).toBe(true);
    expect(awaitsResult({ playerB: 'bea', result: { status: 'confirmed' } })).toBe(false);
    expect(awaitsResult({ playerB: null, result: null })).toBe(false);
  });

  it('names infractions, rules cited and why a match ended in words, never as codes', () => {
    expect(infractionLabel('procedural-error').es).toBe('Error de procedimiento');
    expect(infractionLabel('none')).toEqual({ es: 'Ninguna', en: 'None' });
    expect(ruleCitation('cronica-penalty-guide 2.1 (002_a36596f8eaed8fcc.txt, A.7.4)').es).toBe(
      'Guía de sanciones de Crónica 2.1, Error de procedimiento (Warlords of Terra, reglas ampliadas, A.7.4)',
    );
    expect(endReasonLabel('games')).toEqual({ es: 'Por partidas ganadas', en: 'On games won' });
    expect(endReasonLabel('judge.match-loss').es).toBe('Encuentro perdido por decisión de un juez');
    expect(endReasonLabel('a-reason-from-a-new-game')).toEqual({ es: 'Terminada', en: 'Finished' });
  });

  it("words a reason in its game's words, from the game's library, and a platform reason for every game", () => {
    expect(endReasonLabel('battle', 'ecg')).toEqual({ es: 'Victoria en batalla', en: 'A win in battle' });
    expect(endReasonLabel('battle', 'warlords-of-terra')).toEqual({ es: 'Terminada', en: 'Finished' });
    expect(endReasonLabel('gm-conceded', 'accion').en).toBe('The game master conceded');
    expect(endReasonLabel('tournament.table-settled', 'blades-of-ash').en).toBe(
      'Closed: the table’s result settled on paper',
    );
    expect(endReasonLabel('target-reached')).toEqual({ es: 'Llegó primero a la meta', en: 'Reached the target first' });
  });

  it('says a conceded match ended by concession, true for the player who conceded as for the winner', () => {
    // Both seats read the same banner: "the opponent conceded" is false for the one who did.
    expect(endReasonLabel('concede')).toEqual({ es: 'Por rendición', en: 'By concession' });
  });
});
