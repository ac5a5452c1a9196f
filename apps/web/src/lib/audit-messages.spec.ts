import { describe, expect, it } from 'vitest';
import { eventNumber } from '@cronica/rules-kernel';
import { INFRACTIONS } from '@cronica/tournament';
import { LANGS } from '@cronica/util';
import {
  auditMessages,
  callAtEventMessages,
  matchAppealMessages,
  rulingMessages,
  sandboxMessages,
} from './audit-messages';
import { dictionaryTexts, numbersOrWords } from '../testing/dictionary-texts';

const dictionaries = { auditMessages, rulingMessages, sandboxMessages, callAtEventMessages, matchAppealMessages };

describe('texts of the judge’s audit, rulings, the sandbox and appeals', () => {
  const all = Object.entries(dictionaries).flatMap(([name, dictionary]) =>
    dictionaryTexts(dictionary, name, { sample: numbersOrWords((n) => `palabra ${n}`) }),
  );

  it('has every text in Spanish and English', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const [path, text] of all) for (const lang of LANGS) expect(text[lang].trim(), `${path}.${lang}`).not.toBe('');
  });

  it('names every kind of ruling recorded in a match in both languages', () => {
    const kinds = Object.entries(auditMessages.kinds);
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    for (const [kind, text] of kinds) {
      expect(text.es, kind).not.toBe(text.en);
      for (const lang of LANGS) expect(text[lang], kind).not.toContain(kind);
    }
  });

  it('offers each ruling and scope of the form in both languages, each one different', () => {
    for (const group of [rulingMessages.kinds, rulingMessages.scopes]) {
      const words = Object.values(group);
      for (const lang of LANGS) expect(new Set(words.map((text) => text[lang])).size).toBe(words.length);
    }
  });
});

describe('events named by the number players see in the log', () => {
  const positions = [-1, 0, 1, 9, 41];

  it('calls the event at a log position by its number in the match log', () => {
    for (const index of positions) {
      const text = auditMessages.eventN(index, 50);
      expect(text.es).toBe(`Evento ${eventNumber(index)} de 50`);
      expect(text.en).toBe(`Event ${eventNumber(index)} of 50`);
    }
  });

  it('uses the same number wherever a ruling, a call or an appeal names an event', () => {
    const naming = [
      (index: number) => auditMessages.callPoints('Ana', index),
      rulingMessages.intro,
      sandboxMessages.intro,
      callAtEventMessages.sent,
      matchAppealMessages.atEvent,
      matchAppealMessages.decidedAt,
      matchAppealMessages.onAppeal,
      (index: number) => matchAppealMessages.rulingAt(index, 'Ana'),
    ];
    for (const name of naming)
      for (const index of positions) {
        const text = name(index);
        const shown = String(eventNumber(index));
        for (const lang of LANGS) expect(text[lang]).toMatch(new RegExp(`\\b${shown}\\b`));
        if (index >= 0) for (const lang of LANGS) expect(text[lang]).not.toMatch(new RegExp(`\\b${index}\\b`));
      }
  });
});

describe('a ruling read aloud', () => {
  it('names an infraction by the penalty guide’s words, never by its code', () => {
    for (const code of INFRACTIONS) {
      const text = auditMessages.infractionOf(code);
      expect(text.es.startsWith('Infracción: ')).toBe(true);
      expect(text.en.startsWith('Infraction: ')).toBe(true);
      for (const lang of LANGS) expect(text[lang]).not.toContain(code);
    }
  });

  it('keeps what a judge typed when the guide has no such infraction', () => {
    expect(auditMessages.infractionOf('mesa coja')).toEqual({
      es: 'Infracción: mesa coja',
      en: 'Infraction: mesa coja',
    });
  });

  it('names the rulebook a cited rule comes from instead of its file name', () => {
    const text = auditMessages.ruleOf('002_a36596f8eaed8fcc.txt, A.7.4');
    expect(text.es).toBe('Regla: Warlords of Terra, reglas ampliadas, A.7.4');
    expect(text.en).toBe('Rule: Warlords of Terra, extended rules, A.7.4');
  });

  it('ends the remedy with exactly one full stop, whatever the judge typed', () => {
    for (const typed of ['Robar una carta', 'Robar una carta.', 'Robar una carta...', '  Robar una carta.  '])
      expect(auditMessages.remedyOf(typed)).toEqual({
        es: 'Remedio: Robar una carta.',
        en: 'Remedy: Robar una carta.',
      });
  });

  it('puts the player’s name and their reason in the appeal, and the head judge in the pending line', () => {
    const appeal = matchAppealMessages.appealedBy('Bea', 'no vi la carta');
    for (const lang of LANGS) {
      expect(appeal[lang]).toContain('Bea');
      expect(appeal[lang]).toContain('no vi la carta');
      expect(matchAppealMessages.pending('Olga')[lang]).toContain('Olga');
    }
  });

  it('shows why the sandbox refused a command, in the words given', () => {
    expect(sandboxMessages.refused('no es tu turno')).toEqual({
      es: 'Rechazada: no es tu turno',
      en: 'Refused: no es tu turno',
    });
  });
});
