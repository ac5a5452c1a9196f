import { cardFace, type CardFace, type CardStat } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import type { Cost } from '../cards/vocabulary.js';
import type { CardView } from './card-view.js';

/**
 * What a card shows where a player decides (the table kit's `CardFace`), from its printed data:
 * cost in mana and gold (002 A.3), type and level (A.2, A.5), ATQ / VIDA / VEL (A.5, "un Ángel
 * 4/4/0"), and the full text with keywords and abilities. Why it can't be played now is added by
 * `playability.ts` for the viewer's own hand.
 */

const stat = (es: string, en: string, shortEs: string, shortEn: string, value: number, printed?: number): CardStat => ({
  label: l(es, en),
  short: l(shortEs, shortEn),
  value,
  ...(printed === undefined ? {} : { printed }),
});

/** "2 oro · 1 maná", or "Sin coste" (A.3: cards are paid in mana and gold). */
export function costText(cost: Cost | null): Localized | null {
  if (cost === null) return null;
  const parts: [string, string][] = [];
  if (cost.mana > 0) parts.push([`${cost.mana} de maná`, `${cost.mana} mana`]);
  if (cost.gold > 0) parts.push([`${cost.gold} de oro`, `${cost.gold} gold`]);
  if (parts.length === 0) return l('Sin coste', 'Free');
  return l(parts.map((p) => p[0]).join(' · '), parts.map((p) => p[1]).join(' · '));
}

function kindOf(card: CardView): Localized | null {
  if (card.typeName === null) return null;
  const extras: [string, string][] = [];
  if (card.level !== null && card.type === 'troop') extras.push([`nivel ${card.level}`, `level ${card.level}`]);
  if (card.object !== null)
    extras.push([`equipar: ${card.object.equipCost} de oro`, `equip: ${card.object.equipCost} gold`]);
  if (card.unique) extras.push(['única', 'unique']);
  if (card.legendary) extras.push(['legendaria', 'legendary']);
  return l(
    [card.typeName.es, ...extras.map((e) => e[0])].join(' · '),
    [card.typeName.en, ...extras.map((e) => e[1])].join(' · '),
  );
}

/** ATQ / VIDA (or mechanical durability, A.4.3) / VEL for a troop; what an object adds (A.4); what a place produces (B.1). */
export function printedStats(card: CardView): CardStat[] {
  const s = card.stats;
  if (s !== null) {
    return [
      stat('Ataque', 'Attack', 'ATQ', 'ATK', s.atk),
      s.life !== null
        ? stat('Vida', 'Life', 'VIDA', 'LIFE', s.life)
        : stat('Durabilidad mecánica', 'Mechanical durability', 'DUR', 'DUR', s.durability ?? 0),
      stat('Velocidad', 'Speed', 'VEL', 'SPD', s.speed),
    ];
  }
  const o = card.object;
  if (o !== null) {
    const bonus = [
      o.atk > 0 ? stat('Ataque añadido', 'Attack added', '+ATQ', '+ATK', o.atk) : null,
      o.life > 0 ? stat('Vida añadida', 'Life added', '+VIDA', '+LIFE', o.life) : null,
      o.speed > 0 ? stat('Velocidad añadida', 'Speed added', '+VEL', '+SPD', o.speed) : null,
      o.durability !== null ? stat('Durabilidad', 'Durability', 'DUR', 'DUR', o.durability) : null,
    ];
    return bonus.filter((x): x is CardStat => x !== null);
  }
  const p = card.place;
  if (p !== null)
    return [
      stat('Maná por turno', 'Mana per turn', 'MANÁ', 'MANA', p.mana),
      stat('Oro por turno', 'Gold per turn', 'ORO', 'GOLD', p.gold),
    ];
  return [];
}

const bare = (text: string): string => text.toLocaleLowerCase().replace(/[.\s]+$/, '');

/**
 * The printed text, with what it leaves out written after it: keywords it does not name, and
 * abilities (name, timing, cost, text) it does not already spell out. Nothing is left to a tooltip.
 */
function fullText(card: CardView): Localized | null {
  const lines = (lang: 'es' | 'en'): string[] => {
    const printed = card.text?.[lang] ?? '';
    const told = (part: string) => printed !== '' && bare(printed).includes(bare(part));
    const keywords = card.keywords.filter((k) => !told(k.name[lang])).map((k) => k.name[lang]);
    const abilities = card.abilities
      .filter((a) => !told(a.text[lang]))
      .map((a) => {
        const cost = a.cost.mana > 0 || a.cost.gold > 0 ? `, ${costText(a.cost)![lang]}` : '';
        const timing = a.timing === 'flip' ? (lang === 'es' ? 'volteo' : 'flip') : lang === 'es' ? 'súbita' : 'sudden';
        return `${a.name[lang]} (${timing}${cost}): ${a.text[lang]}`;
      });
    return [
      ...(keywords.length > 0 ? [`${keywords.join(', ')}.`] : []),
      ...(printed !== '' ? [printed] : []),
      ...abilities,
    ];
  };
  const es = lines('es');
  return es.length === 0 ? null : { es: es.join(' '), en: lines('en').join(' ') };
}

export function faceOf(card: CardView, unavailable: Localized | null = null): CardFace {
  return cardFace(card.name, {
    cost: card.type === 'hero' ? null : costText(card.cost),
    kind: kindOf(card),
    stats: printedStats(card),
    text: fullText(card),
    unavailable,
  });
}
