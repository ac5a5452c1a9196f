import { describe, expect, it } from 'vitest';
import { LANGS, localized } from '@cronica/util';
import { organizerMessages as om } from './organizer-messages';
import { draftMessages as dm } from './draft-messages';
import { dictionaryTexts, type Sample } from '../testing/dictionary-texts';

/** A parameterised text called with a number where it counts, a game where it names one, words otherwise. */
const sample: Sample = (call, n) => {
  const game = localized('Juego', 'Game');
  const takesGame = call.toString().includes('game.');
  const counted = call(...Array.from({ length: call.length }, (_, i) => (i === 0 && takesGame ? game : n)));
  if (typeof counted.es === 'string') return counted;
  return call(...Array.from({ length: call.length }, () => `label ${n}`));
};

describe('the organizer’s texts', () => {
  const all = dictionaryTexts(om, 'organizer', { sample });

  it('has every text of the create form and the desk in Spanish and English', () => {
    expect(all.length).toBeGreaterThan(150);
    for (const [path, text] of all) for (const lang of LANGS) expect(text[lang].trim(), `${path}.${lang}`).not.toBe('');
  });

  it('never leaves a placeholder or an undefined value in a sentence', () => {
    for (const [path, text] of all)
      for (const lang of LANGS) expect(text[lang], `${path}.${lang}`).not.toMatch(/undefined|\[object|\{n\}|NaN/);
  });

  it('warns before each irreversible command that it cannot be undone or what it fixes, in both languages', () => {
    const what = Object.entries(om.confirm.what);
    expect(what.map(([command]) => command)).toEqual(['publishPairings', 'endRound', 'startTopCut', 'endTournament']);
    for (const [command, text] of what) {
      expect(text.es, command).not.toBe(text.en);
      expect(text.es.length, command).toBeGreaterThan(30);
    }
  });
});

describe('counts and names in the desk’s sentences', () => {
  it('counts active entrants and their lists with the numbers given', () => {
    const count = om.registration.count(7, 5);
    expect(count.es).toContain('7 jugadores');
    expect(count.es).toContain('5 con lista');
    expect(count.en).toContain('7 active players');
    expect(count.en).toContain('5 with a list');
    // An event that asks for no list counts none.
    expect(om.registration.count(8, null)).toEqual({ es: '8 jugadores en activo', en: '8 active players' });
  });

  it('says one outstanding result in the singular and several in the plural', () => {
    expect(om.results.outstanding(1)).toEqual({ es: 'Falta 1 resultado', en: '1 result outstanding' });
    const many = om.results.outstanding(4);
    expect(many.es).toBe('Faltan 4 resultados');
    expect(many.en).toBe('4 results outstanding');
  });

  it('offers to close one open judge call or all of them, by how many the table has', () => {
    const one = om.results.closeCalls(1);
    const three = om.results.closeCalls(3);
    expect(one.es).not.toMatch(/\d/);
    expect(one.en).toMatch(/call\b/);
    expect(three.es).toContain('las 3 llamadas');
    expect(three.en).toContain('3 open judge calls');
  });

  // The draft's point gap is worded once, in the draft's own table (draft-messages), which the desk shows.
  it('words a point gap with the plural rules of each language', () => {
    expect(dm.largestGap(1).es).toBe('diferencia máxima de 1 punto');
    expect(dm.largestGap(3).es).toBe('diferencia máxima de 3 puntos');
    expect(dm.largestGap(1).en).toBe('largest gap 1 point');
    expect(dm.largestGap(1000).en).toBe('largest gap 1,000 points');
  });

  it('extends the clock for the whole round when no table is named, or for that table', () => {
    const round = om.clock.extended(5, null);
    const table = om.clock.extended(5, 12);
    expect(round.es).toContain('+5 min');
    expect(round.en).toContain('round');
    expect(round.en).not.toMatch(/table/);
    expect(table.es).toContain('mesa 12');
    expect(table.en).toContain('table 12');
  });

  it('shows a table’s extra minutes and the time it has left', () => {
    expect(om.clock.tableTime(3, 10, '04:12')).toEqual({
      es: 'Mesa 3: +10 min, quedan 04:12',
      en: 'Table 3: +10 min, 04:12 left',
    });
  });

  it('names the round and the tables the organizer is about to publish', () => {
    const text = om.rounds.publishConfirm('Ronda 2', 9);
    for (const lang of LANGS) {
      expect(text[lang]).toContain('Ronda 2');
      expect(text[lang]).toContain('9');
    }
  });

  it('names the cut’s size where it starts and in what it pairs', () => {
    expect(om.cut.start(8)).toEqual({ es: 'Empezar el top 8', en: 'Start the top 8' });
    expect(om.cut.startConfirm(8).es).toContain('1 contra 8');
    expect(om.cut.startConfirm(8).en).toContain('1 v 8');
  });

  it('names the game whose rules a section or its extra options cover', () => {
    const game = localized('Espadas de Ceniza', 'Blades of Ash');
    expect(om.create.sections.game(game)).toEqual({ es: 'Reglas de Espadas de Ceniza', en: 'Blades of Ash rules' });
    expect(om.create.moreGameOptions(game).en).toBe('More Blades of Ash options');
    const borrowed = om.create.borrowedRule(game, '002 C.3');
    expect(borrowed.es).toContain('Espadas de Ceniza');
    expect(borrowed.en).toContain('Blades of Ash');
    for (const lang of LANGS) expect(borrowed[lang]).toContain('002 C.3');
  });
});

describe('who dropped a player', () => {
  const causes = ['withdrew', 'no-show', 'disqualified', 'organizer'];

  it('says a player withdrew without naming anyone else', () => {
    const text = om.registration.droppedBy('withdrew', 'Olga');
    for (const lang of LANGS) expect(text[lang]).not.toContain('Olga');
  });

  it('names who decided every other drop, with a different sentence for each cause', () => {
    const decided = causes.slice(1).map((cause) => om.registration.droppedBy(cause, 'Olga'));
    for (const text of decided) for (const lang of LANGS) expect(text[lang]).toContain('Olga');
    for (const lang of LANGS) expect(new Set(decided.map((text) => text[lang])).size).toBe(decided.length);
  });

  it('reads a cause it does not know as the organizer’s decision', () => {
    expect(om.registration.droppedBy('something-new', 'Olga')).toEqual(om.registration.droppedBy('organizer', 'Olga'));
  });

  it('puts the player’s name in the drop and removal confirmations, and in their row’s menu', () => {
    for (const text of [
      om.registration.dropConfirm('Iñaki'),
      om.registration.removeConfirm('Iñaki'),
      om.registration.menuFor('Iñaki'),
      om.results.noShow('Iñaki'),
    ])
      for (const lang of LANGS) expect(text[lang]).toContain('Iñaki');
  });

  it('lists the players still without a list in the registration warning', () => {
    const text = om.registration.missing('Ana, Bea');
    expect(text.es).toContain('Sin lista: Ana, Bea.');
    expect(text.en).toContain('No list yet: Ana, Bea.');
  });
});
