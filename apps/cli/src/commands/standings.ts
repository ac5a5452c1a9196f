import { computeStandings } from '@cronica/tournament';
import { EXIT_OK, parseOptions, printJson, requireOption, type CliCommand } from '../command.js';
import { readSwissEvent } from './swiss-event-file.js';

/**
 * `standings --file EVENT.json --json` → `{ "standings": [{ "rank", "player", "points",
 * "tiebreakers": { … }, "random", "tiebreakMatch"? }] }`: every tiebreak value of the event's chain,
 * whether the place was decided at random from the seed (002 C.2.4.1), and `"tiebreakMatch": true`
 * on players whose place a tiebreak match must decide (002 C.2.4.2: a cut place, `format.relevantPlaces`,
 * or a prize place, `prizePlaces`); those groups are also listed in `tiebreakMatches`. Once the event
 * has ended, EVENT.json holds its final places (the top cut's results first): printed first, as
 * `placings` ([{ "player", "place", "to", "disqualified"? }]), the Swiss standings after them.
 */
const usage = [
  'standings --file EVENT.json [--json]',
  '  EVENT.json: como / as in `swiss pair`',
  '  exit: 0, 2 uso o archivo ilegible / bad usage or unreadable',
].join('\n');

const shown = (value: number | null) =>
  value === null ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(4);

export const standingsCommand: CliCommand = {
  path: ['standings'],
  summary: 'Clasificación con desempates / standings with tiebreakers',
  usage,
  async run(argv, io) {
    const { values } = parseOptions(argv, { file: { type: 'string' } });
    const event = await readSwissEvent(requireOption(values.file, 'file'));
    const standings = computeStandings(event.history, event.format, event.seed ?? null);
    const rows = standings.rows.map(({ rank, player, points, tiebreakers, random, tiebreakMatch }) => ({
      rank,
      player,
      points,
      tiebreakers,
      random,
      ...(tiebreakMatch ? { tiebreakMatch } : {}),
    }));
    const relevant = event.format.relevantPlaces > 0 || event.format.prizePlaces > 0;
    if (values.json) {
      printJson(io, {
        ...(event.placings ? { placings: event.placings } : {}),
        standings: rows,
        ...(relevant ? { tiebreakMatches: standings.tiebreakMatches } : {}),
      });
      return EXIT_OK;
    }
    const names = new Map(event.history.players.map((p) => [p.id, p.name ?? p.id]));
    if (event.placings) {
      io.out('Puestos finales / final placings');
      for (const p of event.placings) {
        const place = p.disqualified ? 'DQ' : p.place === p.to ? `${p.place}` : `${p.place}-${p.to}`;
        io.out(`${place.padStart(6)}  ${names.get(p.player)} (${p.player})`);
      }
      io.out('Clasificación suiza / Swiss standings');
    }
    io.out(`Puesto / rank  Jugador / player  Puntos / points  ${event.format.tiebreakers.join('  ')}`);
    for (const r of rows) {
      const marks = `${r.random ? '  (azar / random)' : ''}${r.tiebreakMatch ? '  (desempate / tiebreak match)' : ''}`;
      io.out(
        `${String(r.rank).padStart(4)}  ${names.get(r.player)} (${r.player})  ${r.points}  ${Object.values(r.tiebreakers).map(shown).join('  ')}${marks}`,
      );
    }
    for (const group of standings.tiebreakMatches) io.out(`Ronda de desempate / tiebreak match: ${group.join(' vs ')}`);
    return EXIT_OK;
  },
};
