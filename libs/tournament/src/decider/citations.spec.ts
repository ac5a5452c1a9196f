import { describe, expect, it } from 'vitest';
import { citationWords, infractionName, rulesNoteHeading } from './citations.js';

describe('rulings in the words people read', () => {
  it('names an infraction as the penalty guide does, and "none" as none', () => {
    expect(infractionName('procedural-error')).toEqual({ es: 'Error de procedimiento', en: 'Procedural error' });
    expect(infractionName('none')).toEqual({ es: 'Ninguna', en: 'None' });
    expect(infractionName('GPE-GRV')).toEqual({ es: 'GPE-GRV', en: 'GPE-GRV' });
  });

  it('cites a guide entry by the guide’s name, section and infraction, and a rulebook by its book', () => {
    expect(
      citationWords('cronica-penalty-guide 2.1 (002_a36596f8eaed8fcc.txt, A.7.4 (acumulación de irregularidades))'),
    ).toEqual({
      es: 'Guía de sanciones de Crónica 2.1, Error de procedimiento (Warlords of Terra, reglas ampliadas, A.7.4 (acumulación de irregularidades))',
      en: 'Crónica penalty guide 2.1, Procedural error (Warlords of Terra, extended rules, A.7.4 (acumulación de irregularidades))',
    });
    expect(citationWords('002_a36596f8eaed8fcc.txt, C.1').es).toBe('Warlords of Terra, reglas ampliadas, C.1');
    expect(citationWords('Sentido común del juez').es).toBe('Sentido común del juez');
    expect(citationWords('000:39')).toEqual({
      es: 'Espadas de Ceniza, línea 39',
      en: 'Blades of Ash (Spanish original), line 39',
    });
    expect(citationWords('002:182').es).toBe('Warlords of Terra, reglas ampliadas, línea 182');
    // No rulebook has that number: the text stays as the judge wrote it.
    expect(citationWords('777:1').es).toBe('777:1');
    expect(citationWords('none')).toEqual({ es: 'Ninguna (no hubo infracción)', en: 'None (no infraction)' });
  });

  it("cites a game's rules note as Crónica's notes and its heading, never by the file's name", () => {
    const rule = 'blades-of-ash RULES-NOTES.md, «The skirmish always ends»';
    expect(citationWords(rule)).toEqual({
      es: 'notas de reglas de Crónica (en inglés), «The skirmish always ends»',
      en: 'Crónica’s rules notes, «The skirmish always ends»',
    });
    expect(rulesNoteHeading(rule)).toBe('«The skirmish always ends»');
    expect(citationWords('RULES-NOTES.md').es).toBe('notas de reglas de Crónica');
    expect(rulesNoteHeading('000_7cbcfc9bc47f1014.txt, «Robo de Mano Inicial»')).toBeNull();
  });
});
