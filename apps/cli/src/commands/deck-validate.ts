import { readFile } from 'node:fs/promises';
import { findGame, GAMES, KNOWN_GAME_IDS, type GameEntry } from '@cronica/games';
import { checkDeckSource } from '@cronica/rules-kernel';
import type { DeckValidationError } from '@cronica/rules-kernel';
import { pick, type Lang } from '@cronica/util';
import {
  EXIT_NEGATIVE,
  EXIT_OK,
  langOption,
  parseOptions,
  printJson,
  requireOption,
  UsageError,
  valueFlags,
} from '../command.js';
import type { CliCommand, CliIO } from '../command.js';

/**
 * `deck validate`. JSON output:
 * `{ "valid": bool, "errors": [{ "code", "message", "messageEn", "line"?, "section"?, "card"? }] }`
 * where `message` is always the Spanish text (the contract's field, stable for tools) and
 * `messageEn` the English one. Human output follows `--lang` (Spanish by default).
 */

const USAGE = [
  'deck validate --game warlords-of-terra|blades-of-ash|ecg --file DECK [--catalog FILE] [--legendary-limit N] [--lang es|en] [--json]',
  '',
  '  DECK: JSON { "game", "sections": { "<sección>": [{ "card", "count" }] } } o lista de texto ("2 Nombre" bajo encabezados).',
  '  --catalog FILE        catálogo de cartas importado (JSON) / imported card catalog',
  '  --legendary-limit N   legendarias distintas permitidas, 0..3 (Warlords of Terra, 002 C.5; por defecto 3)',
  '  --json                { valid, errors: [{ code, message (es), messageEn (en), line?, section?, card? }] }',
  '  exit: 0 válido / valid, 1 no válido / invalid, 2 uso o archivo ilegible / bad usage or unreadable',
].join('\n');

function gameFrom(id: string): GameEntry {
  const game = findGame(id);
  if (game) return game;
  if ((KNOWN_GAME_IDS as readonly string[]).includes(id)) {
    throw new UsageError(
      `el juego ${id} aún no tiene validador registrado / ${id} has no deck validator registered yet`,
    );
  }
  throw new UsageError(`juego desconocido / unknown game: ${id} (${GAMES.map((g) => g.id).join(', ')})`);
}

function legendaryLimitFrom(value: string | undefined, game: GameEntry): number | undefined {
  if (value === undefined) return undefined;
  if (!game.legendaryLimit) throw new UsageError(`--legendary-limit no aplica a / does not apply to ${game.id}`);
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0 || limit > 3 || value.trim() === '') {
    throw new UsageError('--legendary-limit debe ser un entero de 0 a 3 / must be an integer from 0 to 3');
  }
  return limit;
}

async function readText(path: string, what: { es: string; en: string }): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const reason = (error as Error).message;
    throw new UsageError(`no se puede leer ${what.es} ${path} / cannot read ${what.en} ${path}: ${reason}`);
  }
}

async function readCatalog(path: string | undefined): Promise<unknown> {
  if (path === undefined) return undefined;
  const text = await readText(path, { es: 'el catálogo', en: 'the catalog' });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`el catálogo no es JSON / the catalog is not JSON: ${(error as Error).message}`);
  }
}

function jsonError(error: DeckValidationError) {
  const { code, message, ...where } = error;
  return { code, message: message.es, messageEn: message.en, ...where };
}

function printHuman(io: CliIO, game: GameEntry, errors: readonly DeckValidationError[], lang: Lang): void {
  const gameName = pick(game.name, lang);
  if (errors.length === 0) {
    io.out(lang === 'es' ? `✔ Mazo válido para ${gameName}.` : `✔ Valid deck for ${gameName}.`);
    return;
  }
  io.out(
    lang === 'es'
      ? `✘ Mazo no válido para ${gameName}: ${errors.length} error(es).`
      : `✘ Invalid deck for ${gameName}: ${errors.length} error(s).`,
  );
  for (const error of errors) {
    const line = error.line === undefined ? '' : lang === 'es' ? ` (línea ${error.line})` : ` (line ${error.line})`;
    io.out(`  [${error.code}] ${pick(error.message, lang)}${line}`);
  }
}

export const deckValidateCommand: CliCommand = {
  path: ['deck', 'validate'],
  summary: 'Valida una lista de mazo / validates a deck list',
  usage: USAGE,
  async run(argv, io) {
    const { values } = parseOptions(argv, valueFlags('game', 'file', 'catalog', 'legendary-limit', 'lang'));
    const game = gameFrom(requireOption(values.game as string | undefined, 'game'));
    const file = requireOption(values.file as string | undefined, 'file');
    const legendaryLimit = legendaryLimitFrom(values['legendary-limit'] as string | undefined, game);
    const lang = langOption(values.lang as string | undefined);
    const catalog = await readCatalog(values.catalog as string | undefined);
    const source = await readText(file, { es: 'el mazo', en: 'the deck' });
    const check = checkDeckSource(game, source, {
      ...(catalog === undefined ? {} : { catalog }),
      ...(legendaryLimit === undefined ? {} : { legendaryLimit }),
    });
    if (check.kind === 'unreadable') throw new UsageError(`${check.message.es} / ${check.message.en}`);
    if (values.json) printJson(io, { valid: check.valid, errors: check.errors.map(jsonError) });
    else printHuman(io, game, check.errors, lang);
    return check.valid ? EXIT_OK : EXIT_NEGATIVE;
  },
};
