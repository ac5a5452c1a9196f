import { describe, expect, it } from 'vitest';
import { TOURNAMENT_OPTIONS } from './option-table.js';

/** «Quotes» joined by «;», «y» or «,»; a point's number; a heading in capitals. */
const QUOTED_GLOSS = /^(?:«[^»]+»(?:; |, | y |$))+$|^\d+$|^[A-ZÁÉÍÓÚÑ ]+$/u;

describe('the tournament options table', () => {
  it('glosses a rulebook citation only with the rulebook’s own words, «quoted», so an English reader sees no Spanish paraphrase', () => {
    const glosses = TOURNAMENT_OPTIONS.flatMap((option) =>
      [...(option.rule ?? '').matchAll(/\(([^)]*)\)/g)].map((match) => [option.key, match[1]!] as const),
    );
    expect(glosses.length).toBeGreaterThan(0);
    expect(glosses.filter(([, gloss]) => !QUOTED_GLOSS.test(gloss))).toEqual([]);
  });

  it('cites no rulebook for a default the rulebooks are silent on (the SCORE of a bye)', () => {
    expect(TOURNAMENT_OPTIONS.find((option) => option.key === 'byeScore')?.rule).toBeNull();
  });
});
