import { describe, expect, it } from 'vitest';
import { catalogFor } from '../testing/catalogs';
import { anyCard, cardFits, searchCards } from './card-search';

const blades = catalogFor('blades-of-ash')!;
const names = (query: Parameters<typeof searchCards>[1]) => searchCards(blades, query).map((c) => c.id);

describe('card browser search', () => {
  it('finds a card by its Spanish or English name, without case or accents, word by word', () => {
    expect(names({ text: 'ser odran', facets: {} })).toEqual(['ser-odran-escudo-del-alba']);
    expect(names({ text: 'SHIELD dawn', facets: {} })).toEqual(['ser-odran-escudo-del-alba']);
    expect(names({ text: 'oración sanación', facets: {} })).toEqual(names({ text: 'oracion de sanacion', facets: {} }));
    expect(names({ text: 'zzz', facets: {} })).toEqual([]);
  });

  it('filters by faction and type, alone or with a search', () => {
    const heroes = searchCards(blades, { text: '', facets: { type: 'hero' } });
    expect(heroes.length).toBeGreaterThanOrEqual(20);
    expect(heroes.every((c) => c.sections[0] === 'heroes')).toBe(true);
    const crowReactions = searchCards(blades, { text: '', facets: { faction: 'corte-del-cuervo', type: 'reaction' } });
    expect(crowReactions.length).toBeGreaterThan(0);
    expect(
      crowReactions.every((c) => c.facets['faction'] === 'corte-del-cuervo' && c.facets['type'] === 'reaction'),
    ).toBe(true);
    expect(searchCards(blades, { text: '', facets: { faction: '' } }).length).toBe(searchCards(blades, anyCard).length);
  });

  it('keeps, for a list declaring a faction, only its own faction’s cards and Mercenarios', () => {
    const crow = searchCards(blades, { text: '', facets: {}, fitting: 'corte-del-cuervo' });
    const factions = new Set(crow.map((c) => c.facets['faction']));
    expect([...factions].sort()).toEqual(['corte-del-cuervo', 'mercenarios']);
    expect(crow.length).toBe(blades.cards.filter((c) => cardFits(c, 'corte-del-cuervo')).length);
    expect(crow.length).toBeLessThan(blades.cards.length);
    // With the faction filter and a search, the three narrow together.
    expect(names({ text: 'threecoins', facets: { type: 'hero' }, fitting: 'orden-del-alba' })).toHaveLength(1);
    expect(names({ text: 'ayranel', facets: {}, fitting: 'orden-del-alba' })).toEqual([]);
  });

  it('keeps, for a Warlords of Terra list of a realm, that realm’s cards and the neutral ones', () => {
    const wot = catalogFor('warlords-of-terra')!;
    const realm = wot.cards.find((c) => c.sections[0] === 'hero')!.facets['realm']!;
    const kept = searchCards(wot, { text: '', facets: {}, fitting: realm });
    expect(new Set(kept.map((c) => c.facets['realm']))).toEqual(new Set([realm, 'neutral']));
    expect(kept.length).toBeLessThan(wot.cards.length);
  });

  it('keeps, for an ECG list of a realm, its troops and generals and mercenaries, and every other kind of card', () => {
    const ecg = catalogFor('ecg')!;
    const realm = ecg.cards.find((c) => c.sections[0] === 'hero')!.facets['realm']!;
    const left = ecg.cards.filter((c) => !cardFits(c, realm));
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((c) => ['troop', 'general'].includes(c.facets['type']!) && c.facets['realm'] !== realm)).toBe(
      true,
    );
  });

  it('filters Warlords of Terra by realm and ECG by type', () => {
    const wot = catalogFor('warlords-of-terra')!;
    expect(
      searchCards(wot, { text: '', facets: { realm: 'neutral' } }).every((c) => c.kind.en.includes('Neutral')),
    ).toBe(true);
    const ecg = catalogFor('ecg')!;
    const resources = searchCards(ecg, { text: '', facets: { type: 'resource' } });
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.length).toBeLessThan(searchCards(ecg, anyCard).length);
    expect(resources.every((c) => c.sections[0] === 'resource')).toBe(true);
  });
});
