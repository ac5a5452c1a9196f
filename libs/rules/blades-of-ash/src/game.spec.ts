import { describe, expect, it } from 'vitest';
import { allActions, allHeroes, FACTIONS } from './content/catalog.js';
import { bladesOfAshGame, checkBladesCatalog } from './game.js';

describe('Blades of Ash as the registry lists it', () => {
  it('accepts an imported catalog that passes the card schema, such as the shipped set', () => {
    const shipped = { factions: FACTIONS, heroes: allHeroes(), actions: allActions() };
    expect(checkBladesCatalog(shipped)).toEqual({ ok: true });
    expect(bladesOfAshGame.parseCatalog).toBe(checkBladesCatalog);
  });

  it('refuses a broken catalog in both languages, naming where it breaks', () => {
    const check = checkBladesCatalog({ factions: [], heroes: 'none', actions: [] });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message.es).toMatch(/^Catálogo de Espadas de Ceniza no válido: heroes: /);
    expect(check.message.en).toMatch(/^Invalid Blades of Ash catalog: heroes: /);
  });
});
