import type { CardList, ListedCard } from '@cronica/rules-kernel';
import { pick, type Lang } from '@cronica/util';
import { EXIT_OK, langOption, parseOptions, printJson, requireOption, UsageError, valueFlags } from '../command.js';
import type { CliCommand, CliIO } from '../command.js';
import { cliRegistry } from '../games.js';

/**
 * `cards list --game ID`: the printed card set of a game whose library lists one. JSON output is
 * an array of `{ id, kind, faction, name: { es, en }, …every other field of the card }`.
 */

const USAGE = [
  'cards list --game ID [--faction ID] [--kind ID] [--lang es|en] [--json]',
  '',
  '  --json   [{ id, kind, faction, name: { es, en }, … }] (todos los campos de la carta / every card field)',
  '  Sin --json, una tabla en el idioma de --lang (español por defecto) / without --json, a table in --lang.',
].join('\n');

/** The card set of a game whose library lists one, or a usage error naming those that do. */
function cardListOf(game: string): CardList {
  const games = cliRegistry().games.filter((entry) => entry.cardList !== undefined);
  const entry = games.find((candidate) => candidate.id === game);
  if (entry?.cardList === undefined) {
    const listed = games.map((candidate) => candidate.id).join(', ');
    throw new UsageError(`juego sin catálogo de cartas / game without a card list: ${game} (${listed})`);
  }
  return entry.cardList();
}

function filtered(list: CardList, faction: string | undefined, kind: string | undefined): readonly ListedCard[] {
  if (faction !== undefined && !list.factions.some((f) => f.id === faction)) {
    throw new UsageError(
      `facción desconocida / unknown faction: ${faction} (${list.factions.map((f) => f.id).join(', ')})`,
    );
  }
  if (kind !== undefined && !Object.hasOwn(list.kinds, kind)) {
    throw new UsageError(`tipo desconocido / unknown kind: ${kind} (${Object.keys(list.kinds).join(', ')})`);
  }
  return list.cards.filter(
    (c) => (faction === undefined || c.faction === faction) && (kind === undefined || c.kind === kind),
  );
}

function printTable(io: CliIO, list: CardList, cards: readonly ListedCard[], lang: Lang): void {
  const rows = cards.map((c) => [
    c.id,
    pick(list.kinds[c.kind]!, lang),
    c.faction,
    pick(c.name, lang),
    pick(c.summary, lang),
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
    const lang = langOption(values.lang as string | undefined);
    const list = cardListOf(game);
    const cards = filtered(list, values.faction as string | undefined, values.kind as string | undefined);
    if (values.json)
      printJson(
        io,
        cards.map((card) => card.fields),
      );
    else printTable(io, list, cards, lang);
    return EXIT_OK;
  },
};
