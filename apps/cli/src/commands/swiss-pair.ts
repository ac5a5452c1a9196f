import { pairNextRound } from '@cronica/tournament';
import { EXIT_NEGATIVE, EXIT_OK, parseOptions, printJson, requireOption, UsageError } from '../command.js';
import type { CliCommand } from '../command.js';
import { readSwissEvent } from './swiss-event-file.js';

/**
 * `swiss pair --file EVENT.json --json` → `{ "round": n, "pairings": [{ "table",
 * "a", "b" }], "method", "costs": { "rematches", "squaredGaps", "repeatedFloats" } }` for the next
 * round (`b: null` is the bye; `method`: how the optimum was proven, so an offline re-check can
 * compare a recorded pairing's path and costs). Exit 1 with `{ "error": { code, message,
 * messageEn } }` when no pairing is allowed (e.g. only rematches are left and the format refuses them).
 */
const usage = [
  'swiss pair --file EVENT.json [--json]',
  '  EVENT.json: { "tiebreakers": "wot"|"mtg", "seed", "players": [{ "id", "name", "droppedAfterRound"?, "joinedRound"? }],',
  '               "rounds": [{ "matches": [{ "a", "b"|null, "winner": "a"|"b"|"draw", "lifeA", "lifeB", "gamesA"?, "gamesB"? }] }] }',
  '  exit: 0 emparejada / paired, 1 sin emparejamiento válido / no valid pairing, 2 uso o archivo ilegible / bad usage or unreadable',
].join('\n');

export const swissPairCommand: CliCommand = {
  path: ['swiss', 'pair'],
  summary: 'Empareja la siguiente ronda suiza / pairs the next Swiss round',
  usage,
  async run(argv, io) {
    const { values } = parseOptions(argv, { file: { type: 'string' } });
    const event = await readSwissEvent(requireOption(values.file, 'file'));
    if (event.seed === undefined)
      throw new UsageError(
        'EVENT.json no trae "seed" (se revela al terminar el torneo) / EVENT.json has no "seed" (it is revealed when the event ends)',
      );
    const outcome = pairNextRound(event.history, event.format, event.seed);
    if (!outcome.ok) {
      const { code, message } = outcome.problem;
      if (values.json) printJson(io, { error: { code, message: message.es, messageEn: message.en } });
      else io.err(`[${code}] ${message.es}\n[${code}] ${message.en}`);
      return EXIT_NEGATIVE;
    }
    const { round, pairings, method, costs } = outcome.pairing;
    if (values.json) {
      printJson(io, {
        round,
        pairings: pairings.map(({ table, a, b }) => ({ table, a, b })),
        method,
        costs: { ...costs },
      });
      return EXIT_OK;
    }
    io.out(
      `Ronda / round ${round} (${method}; revanchas / rematches ${costs.rematches}, Σ diferencia² / Σ gap² ${costs.squaredGaps}, flotes repetidos / repeated floats ${costs.repeatedFloats})`,
    );
    for (const t of pairings) io.out(`  ${String(t.table).padStart(4)}  ${t.a}  —  ${t.b ?? 'BYE'}`);
    return EXIT_OK;
  },
};
