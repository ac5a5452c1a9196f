import { describe, expect, it } from 'vitest';
import { MERCENARIOS, type ActionCard, type Cost, type Effect, type PassiveEffect } from '../cards/schema.js';
import { STANDARD_FORMAT } from '../engine/format.js';
import {
  FACTION_FILES,
  FACTIONS,
  FactionFileSchema,
  PLAYABLE_FACTIONS,
  allActions,
  allCards,
  allHeroes,
  cardById,
  cardByName,
} from './catalog.js';
import { readyDecks } from './decks.js';

// 000_7cbcfc9bc47f1014.txt, "Selección de Facción, Héroes y Mazo de Acción".
describe('the Blades of Ash card set', () => {
  it('every data file passes the card schema', () => {
    for (const file of FACTION_FILES) {
      const parsed = FactionFileSchema.safeParse(file);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    }
  });

  it('a triggered action has a per-clash limit exactly when its text says "una vez por Choque" / "once per clash"', () => {
    const triggers: { id: string; text: { es: string; en: string }; limit: number | undefined }[] = [];
    const collect = (id: string, text: { es: string; en: string }, effects: readonly (Effect | PassiveEffect)[]) => {
      for (const e of effects) {
        if (e.op === 'triggered') triggers.push({ id, text, limit: e.limitPerClash });
        if (e.op === 'trigger') triggers.push({ id, text, limit: e.limitPerClash });
      }
    };
    for (const hero of allHeroes())
      for (const passive of hero.passives) collect(passive.id, passive.text, passive.effects);
    for (const card of allActions()) {
      collect(card.id, card.text, card.effects);
      collect(card.id, card.text, card.equipment?.passives ?? []);
    }
    expect(triggers.length).toBeGreaterThan(10);
    for (const t of triggers) {
      expect(t.limit === 1, `${t.id}: ${t.text.es}`).toBe(/una vez por Choque/i.test(t.text.es));
      expect(t.limit === 1, `${t.id}: ${t.text.en}`).toBe(/once per clash/i.test(t.text.en));
    }
  });

  // "Resolución de Acciones": a player may use an ability in any activation while they can pay; a
  // per-clash limit is the card's own rule, so it must be printed on the card, in both languages.
  it('an active ability (hero or equipment) has a per-clash limit exactly when its es and en text print it', () => {
    const abilities = [
      ...allHeroes().flatMap((h) => h.abilities),
      ...allActions().flatMap((c) => (c.equipment?.ability ? [c.equipment.ability] : [])),
    ];
    expect(abilities.length).toBeGreaterThan(30);
    for (const a of abilities) {
      const limited = a.limitPerClash === 1;
      expect(/\(una vez por Choque\)/i.test(a.text.es), `${a.id}: ${a.text.es}`).toBe(limited);
      expect(/\(once per clash\)/i.test(a.text.en), `${a.id}: ${a.text.en}`).toBe(limited);
      expect(a.limitPerClash === undefined || a.limitPerClash === 1, a.id).toBe(true);
    }
  });

  it('card, ability and passive ids are unique across the whole set', () => {
    const ids = [
      ...allCards().map((c) => c.id),
      ...allHeroes().flatMap((h) => [...h.abilities.map((a) => a.id), ...h.passives.map((p) => p.id)]),
      ...allActions().flatMap((c) => (c.equipment?.ability ? [c.equipment.ability.id] : [])),
    ];
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates).toEqual([]);
  });

  it('card names are unique in each language, so a list written by name is never ambiguous', () => {
    for (const lang of ['es', 'en'] as const) {
      const names = allCards().map((c) => c.name[lang].toLowerCase());
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        lang,
      ).toEqual([]);
    }
  });

  it('every card names its faction and has a name and text in Spanish and English', () => {
    const factionIds = new Set(FACTIONS.map((f) => f.id));
    for (const card of allCards()) {
      expect(factionIds.has(card.faction), card.id).toBe(true);
      expect(card.name.es.trim(), card.id).not.toBe('');
      expect(card.name.en.trim(), card.id).not.toBe('');
    }
    for (const card of allActions()) expect(card.text.es !== '' && card.text.en !== '', card.id).toBe(true);
  });

  it('has at least three factions plus Mercenarios, with 6 heroes and 24 actions each (4 and 12 for Mercenarios)', () => {
    expect(PLAYABLE_FACTIONS.length).toBeGreaterThanOrEqual(3);
    expect(FACTIONS.some((f) => f.id === MERCENARIOS)).toBe(true);
    for (const faction of FACTIONS) {
      const heroes = allHeroes().filter((h) => h.faction === faction.id);
      const actions = new Set(
        allActions()
          .filter((c) => c.faction === faction.id)
          .map((c) => c.id),
      );
      const [minHeroes, minActions] = faction.id === MERCENARIOS ? [4, 12] : [6, 24];
      expect(heroes.length, faction.id).toBeGreaterThanOrEqual(minHeroes);
      expect(actions.size, faction.id).toBeGreaterThanOrEqual(minActions);
    }
  });

  it('every hero has stats, life, a class, an active ability with a dice cost and a passive ability', () => {
    for (const hero of allHeroes()) {
      expect(hero.abilities.length, hero.id).toBeGreaterThan(0);
      expect(
        hero.abilities.every((a) => a.cost.length > 0),
        hero.id,
      ).toBe(true);
      expect(hero.life, hero.id).toBeGreaterThan(0);
      expect(hero.class, hero.id).not.toBe('');
      expect(hero.passives.length, hero.id).toBeGreaterThan(0);
    }
  });

  it('covers attacks of both kinds, heals, equipment, timed reactions, triggers, counters, dice and draw in every faction', () => {
    for (const faction of PLAYABLE_FACTIONS) {
      const cards = allActions().filter((c) => c.faction === faction.id);
      const ops = new Set(cards.flatMap((c) => allOps(c)));
      expect([...ops].sort(), faction.id).toEqual(
        expect.arrayContaining(['damage', 'heal', 'equip', 'addCounter', 'draw', 'trigger']),
      );
      expect(
        cards.some((c) => hasDamage(c, 'physical')) && cards.some((c) => hasDamage(c, 'magical')),
        faction.id,
      ).toBe(true);
      expect(
        cards.some((c) => c.kind === 'reaction' && c.window !== undefined),
        faction.id,
      ).toBe(true);
      expect(
        cards.some((c) => allOps(c).some((op) => ['rerollDice', 'setDieFace', 'gainDie', 'spendDice'].includes(op))),
        faction.id,
      ).toBe(true);
    }
    const counters = new Set(allActions().flatMap((c) => c.effects.flatMap(countersOf)));
    expect(counters.has('envenenado') && counters.has('presteza')).toBe(true);
    expect(counters.size).toBeGreaterThanOrEqual(5);
  });

  it('has the heroes and ability of the rulebook example with the stats it implies', () => {
    // 000_7cbcfc9bc47f1014.txt, "Veámoslo con un ejemplo": Fuerza 3, Armadura 3, 3 + Fuerza físico.
    const belain = allHeroes().find((h) => h.id === 'belain-thalier');
    const ayranel = allHeroes().find((h) => h.id === 'ayranel-capa-de-cuervo');
    expect(belain?.strength).toBe(3);
    expect(ayranel?.armor).toBe(3);
    expect(ayranel?.name.es).toBe('Ayranel, Capa de Cuervo');
    const slash = belain?.abilities[0];
    expect(slash?.id).toBe('cuchillada-precisa');
    expect(slash?.name.es).toBe('Cuchillada Precisa');
    expect(slash?.effects).toEqual([{ op: 'damage', kind: 'physical', base: 3, plus: 'strength', to: 'target' }]);
    expect(slash?.target).toBe('pairedRival');
  });
});

describe('playability of the set', () => {
  // 000_7cbcfc9bc47f1014.txt, "Preparar Dados de Acción": a pool of 5 coloured dice pays every cost.
  it('every card and ability cost can be paid from the Standard dice pool', () => {
    const costs: [string, Cost][] = [
      ...allActions().map((c): [string, Cost] => [c.id, c.cost]),
      ...allHeroes().flatMap((h) => h.abilities.map((a): [string, Cost] => [a.id, a.cost])),
      ...allActions().flatMap((c) =>
        c.equipment?.ability ? [[c.equipment.ability.id, c.equipment.ability.cost] as [string, Cost]] : [],
      ),
    ];
    for (const [id, cost] of costs) expect(fitsPool(cost, STANDARD_FORMAT.dicePool), id).toBe(true);
  });

  it('every card of the set is in at least one ready-made deck', () => {
    const listed = new Set(
      readyDecks().flatMap((d) => [...d.deck.sections.heroes!, ...d.deck.sections.actions!].map((e) => e.card)),
    );
    expect(
      allCards()
        .filter((c) => !listed.has(c.id))
        .map((c) => c.id),
    ).toEqual([]);
  });
});

/** Coloured requirements need dice of their colour; `any` takes what is left. */
function fitsPool(cost: Cost, pool: readonly string[]): boolean {
  const left = [...pool];
  for (const need of [...cost].sort((a, b) => (a.color === 'any' ? 1 : 0) - (b.color === 'any' ? 1 : 0))) {
    const at = left.findIndex((color) => need.color === 'any' || color === need.color);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

describe('catalog look-ups', () => {
  it('finds cards by id and by name in either language, ignoring case and accents', () => {
    expect(cardById('ayranel-capa-de-cuervo')?.name.en).toBe('Ayranel, Raven Cloak');
    expect(cardByName('ayranel, capa de cuervo')?.id).toBe('ayranel-capa-de-cuervo');
    expect(cardByName('AYRANEL, RAVEN CLOAK')?.id).toBe('ayranel-capa-de-cuervo');
    expect(cardByName('oracion de sanacion')?.id).toBe('oracion-de-sanacion');
    expect(cardByName('  Healing   Prayer ')?.id).toBe('oracion-de-sanacion');
    expect(cardByName('belain-thalier')?.id).toBe('belain-thalier');
  });

  it('answers undefined for what is not in the set', () => {
    expect(cardById('no-such-card')).toBeUndefined();
    expect(cardByName('Carta Inexistente')).toBeUndefined();
  });
});

function allOps(card: ActionCard): string[] {
  const walk = (e: Effect): string[] => [
    e.op,
    ...(e.op === 'if'
      ? [...e.then, ...(e.else ?? [])].flatMap(walk)
      : e.op === 'trigger'
        ? e.effects.flatMap(walk)
        : []),
  ];
  const passive = (p: PassiveEffect): string[] => (p.op === 'triggered' ? p.effects.flatMap(walk) : [p.op]);
  return [
    ...card.effects.flatMap(walk),
    ...(card.equipment?.passives.flatMap(passive) ?? []),
    ...(card.equipment?.ability?.effects.flatMap(walk) ?? []),
  ];
}

function hasDamage(card: ActionCard, kind: 'physical' | 'magical'): boolean {
  const walk = (e: Effect): boolean =>
    (e.op === 'damage' && e.kind === kind) || (e.op === 'if' && [...e.then, ...(e.else ?? [])].some(walk));
  return card.effects.some(walk);
}

function countersOf(e: Effect): string[] {
  if (e.op === 'addCounter') return [e.counter];
  if (e.op === 'if') return [...e.then, ...(e.else ?? [])].flatMap(countersOf);
  if (e.op === 'trigger') return e.effects.flatMap(countersOf);
  return [];
}
