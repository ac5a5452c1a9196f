import { TOURNAMENT_OPTIONS } from '@cronica/tournament';
import { describe, expect, it } from 'vitest';
import { tournamentOptionInfo } from './create-tournament-games';
import { translator } from './i18n';

const es = translator('es');
const en = translator('en');

describe("the creation form's default lines", () => {
  const info = tournamentOptionInfo();

  it('read an open capacity as no limit, never as a programmer’s null', () => {
    expect(TOURNAMENT_OPTIONS.find((option) => option.key === 'capacity')?.default).toBeNull();
    expect(es(info['capacity']!.shownDefault)).toBe('Sin límite');
    expect(en(info['capacity']!.shownDefault)).toBe('No limit');
  });

  it('word every default an organizer reads, in both languages: a choice by its words, a number as itself', () => {
    expect(es(info['lateEntry']!.shownDefault)).toBe('Se admiten; las rondas perdidas cuentan como derrota');
    expect(en(info['requireDeckLists']!.shownDefault)).toBe('Yes');
    expect(es(info['prizePlaces']!.shownDefault)).toBe('1');
    // Options left empty by default other than the places (tiebreakers, round minutes, catalogue)
    // take their default from the game, and the game's own fields word it.
    const set = TOURNAMENT_OPTIONS.filter((option) => option.default !== null || option.key === 'capacity');
    for (const { key } of set)
      for (const words of [es(info[key]!.shownDefault), en(info[key]!.shownDefault)])
        expect(words, key).not.toMatch(/^(null|undefined|true|false|)$/);
  });
});
