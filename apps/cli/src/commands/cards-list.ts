import { allCards, FACTIONS, type BladesCard } from '@cronica/blades-of-ash';
import { pick, type Lang, type Localized } from '@cronica/util';
import { EXIT_OK, parseOptions, printJson, requireOption, UsageError, valueFlags } from '../command.js';
import type { CliCommand, CliIO } from '../command.js';

/**
 * `cards list --game blades-of-ash`: the card set. JSON output is an array of
 * `{ id, kind, faction, name: { es, en }, …every other field of the card }`.
 */

const USAGE = [
  'cards list --game blades-of-ash [--faction ID] [--kind hero|attack|spell|skill|reaction|equipment] [--lang es|en] [--json]',
  '',
  '  --json   [{ id, kind, faction, name: { es, en }, … }] (todos los campos de la carta / every card field)',
  '  Sin --json, una tabla en el idioma de --lang (español por defecto) / without --json, a table in --lang.',
].join('\n');

const GAMES = ['blades-of-ash'] as const;

function cardsOf(game: string): readonly BladesCard[] {
  if (!(GAMES as readonly string[]).includes(game)) {
    throw new UsageError(`juego sin catálogo de cartas / game without a card list: ${game} (${GAMES.join(', ')})`);
  }
  return allCards();
}

function filtered(
  cards: readonly BladesCard[],
  faction: string | undefined,
  kind: string | undefined,
): readonly BladesCard[] {
  if (faction !== undefined && !FACTIONS.some((f) => f.id === faction)) {
    throw new UsageError(`facción desconocida / unknown faction: ${faction} (${FACTIONS.map((f) => f.id).join(', ')})`);
  }
  const kinds = new Set(allCards().map((c) => c.kind));
  if (kind !== undefined && !kinds.has(kind as BladesCard['kind'])) {
    throw new UsageError(`tipo desconocido / unknown kind: ${kind} (${[...kinds].join(', ')})`);
  }
  return cards.filter(
    (c) => (faction === undefined || c.faction === faction) && (kind === undefined || c.kind === kind),
  );
}

function langFrom(value: string | undefined): Lang {
  if (value === undefined || value === 'es' || value === 'en') return value ?? 'es';
  throw new UsageError('--lang debe ser es o en / must be es or en');
}

/** Stats for a hero, the dice cost for an action card. */
function summary(card: BladesCard, lang: Lang): string {
  if (card.kind === 'hero') {
    const labels = lang === 'es' ? ['F', 'Ag', 'V', 'Ar', 'Vida'] : ['S', 'Ag', 'W', 'Ar', 'Life'];
    const values = [card.strength, card.agility, card.will, card.armor, card.life];
    return labels.map((l, i) => `${l}${values[i]}`).join(' ');
  }
  const dice = card.cost.map((d) => `${d.color}${d.face ?? (d.min === undefined ? '' : `≥${d.min}`)}`);
  return dice.length === 0 ? (lang === 'es' ? 'gratis' : 'free') : dice.join('+');
}

const KIND_NAMES: Readonly<Record<BladesCard['kind'], Localized>> = {
  hero: { es: 'héroe', en: 'hero' },
  attack: { es: 'ataque', en: 'attack' },
  spell: { es: 'hechizo', en: 'spell' },
  skill: { es: 'habilidad', en: 'skill' },
  reaction: { es: 'reacción', en: 'reaction' },
  equipment: { es: 'equipo', en: 'equipment' },
};

function printTable(io: CliIO, cards: readonly BladesCard[], lang: Lang): void {
  const rows = cards.map((c) => [
    c.id,
    pick(KIND_NAMES[c.kind], lang),
    c.faction,
    pick(c.name, lang),
    summary(c, lang),
  ]);
  const header =
    lang === 'es'
      ? ['id', 'tipo', 'facción', 'nombre', 'coste / atributos']
      : ['id', 'kind', 'faction', 'name', 'cost / stats'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  io.out([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
  io.out(lang === 'es' ? `${cards.length} cartas.` : `${cards.length} cards.`);
}

export const cardsListCommand: CliCommand = {
  path: ['cards', 'list'],
  summary: "Lista las cartas de un juego / lists a game's cards",
  usage: USAGE,
  async run(argv, io) {
    const { values } = parseOptions(argv, valueFlags('game', 'faction', 'kind', 'lang'));
    const game = requireOption(values.game as string | undefined, 'game');
    const lang = langFrom(values.lang as string | undefined);
    const cards = filtered(cardsOf(game), values.faction as string | undefined, values.kind as string | undefined);
    if (values.json)
      printJson(
        io,
        cards.map(({ id, kind, faction, name, ...rest }) => ({ id, kind, faction, name, ...rest })),
      );
    else printTable(io, cards, lang);
    return EXIT_OK;
  },
};
