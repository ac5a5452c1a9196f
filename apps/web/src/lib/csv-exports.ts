import { stringify } from 'csv-stringify/sync';
import { currencyDigits, type Lang } from '@cronica/util';
import type { TournamentPaper } from '../graphql/exports';
import { translator } from './i18n';
import { messages } from './messages';
import { resultStatusLabel } from './result-status';
import { tiebreakLabel } from './labels';
import { paperMessages } from './paper-messages';
import { inReaderLang } from './person-name';
import { placingsMessages } from './placings-messages';
import { resultWords, tablesOf } from './paper';
import { byName } from './person-name';

/**
 * The spreadsheets an organizer downloads: RFC 4180 CSV (quoted where needed), UTF-8 with a
 * byte-order mark so spreadsheet programs read the accents, and every text cell that starts
 * with = + - @ (or a tab / carriage return) prefixed with ' so a player named "=HYPERLINK(…)"
 * stays a name and never becomes a formula (OWASP "CSV Injection"). Numbers stay numbers.
 */
type Cell = string | number | null;

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return stringify([header, ...rows], { bom: true, escape_formulas: true, record_delimiter: 'windows' });
}

/** Standings rows in the order to list them: the final placings' order once the event has ended, with each final place. */
function placedStandings(tournament: TournamentPaper) {
  const placings = tournament.placings;
  const final = new Map(placings.map((p, index) => [p.playerId, { index, label: p.label }]));
  const ended = placings.length > 0;
  const order = (id: string) => final.get(id)?.index ?? placings.length;
  const standings = ended
    ? [...tournament.standings].sort((x, y) => order(x.playerId) - order(y.playerId))
    : tournament.standings;
  return { ended, standings, placeOf: (id: string) => final.get(id)?.label ?? null };
}

function standingsHeader(ended: boolean, criteria: readonly string[], lang: Lang): string[] {
  const s = paperMessages.csv.standings;
  const header = [
    ...(ended ? [placingsMessages.finalPlace, placingsMessages.swissRank] : [s.rank]),
    s.player,
    s.points,
    s.wins,
    s.losses,
    s.draws,
    s.byes,
  ].map((text) => text[lang]);
  header.push(
    ...criteria.map((name) => tiebreakLabel(name)[lang]),
    s.dropped[lang],
    s.random[lang],
    s.tiebreakMatch[lang],
    s.playerId[lang],
  );
  return header;
}

/**
 * The standings with every tiebreak value. Once the event has ended, rows come in the order of the
 * final placings (the top cut's results first) with the final place in the first column, and the
 * Swiss rank kept beside it, labelled.
 */
export function standingsCsv(paper: TournamentPaper, lang: Lang): string {
  const tournament = inReaderLang(paper, translator(lang));
  const m = paperMessages.csv;
  const criteria = tournament.standings[0]?.tiebreakers.map((tb) => tb.name) ?? tournament.format?.tiebreakers ?? [];
  const yesNo = (value: boolean) => (value ? m.yes : m.no)[lang];
  const { ended, standings, placeOf } = placedStandings(tournament);
  const rows = standings.map((row) => [
    ...(ended ? [placeOf(row.playerId)?.[lang] ?? null] : []),
    row.rank,
    row.playerName,
    row.points,
    row.wins,
    row.losses,
    row.draws,
    row.byes,
    ...criteria.map((name) => row.tiebreakers.find((tb) => tb.name === name)?.value ?? null),
    yesNo(row.dropped),
    yesNo(row.random),
    yesNo(row.tiebreakMatch),
    row.playerId,
  ]);
  return toCsv(standingsHeader(ended, criteria, lang), rows);
}

export function pairingsCsv(paper: TournamentPaper, round: number, lang: Lang): string {
  const tournament = inReaderLang(paper, translator(lang));
  const m = paperMessages.csv;
  const p = m.pairings;
  const names = new Map(tournament.players.map((player) => [player.playerId, player.name]));
  const header = [
    p.round,
    p.table,
    p.playerA,
    p.playerB,
    p.result,
    p.gamesA,
    p.gamesB,
    p.lifeA,
    p.lifeB,
    p.status,
    p.published,
    p.playerAId,
    p.playerBId,
  ].map((text) => text[lang]);
  const rows = tablesOf(tournament.pairings, round).map((pairing) => [
    pairing.round,
    pairing.table,
    names.get(pairing.playerA) ?? pairing.playerA,
    pairing.playerB === null ? p.bye[lang] : (names.get(pairing.playerB) ?? pairing.playerB),
    resultWords(pairing, names)[lang],
    pairing.result?.gamesA ?? null,
    pairing.result?.gamesB ?? null,
    pairing.result?.lifeA ?? null,
    pairing.result?.lifeB ?? null,
    pairing.result ? resultStatusLabel(pairing.result.status)[lang] : null,
    (pairing.published ? m.yes : m.no)[lang],
    pairing.playerA,
    pairing.playerB,
  ]);
  return toCsv(header, rows);
}

/**
 * The entrants by name, for the shop's own records: status and deck list for anyone; whether each
 * checked in and paid (with the amount, in the currency's units) only when the reader is staff, as
 * the API answers those to staff alone (a player's download leaves them empty).
 */
export function entrantsCsv(paper: TournamentPaper, lang: Lang): string {
  const m = paperMessages.csv;
  const e = m.entrants;
  const yesNo = (value: boolean | null) => (value === null ? null : (value ? m.yes : m.no)[lang]);
  const order = byName(lang);
  const players = [...paper.players].sort((a, b) => order(a.name, b.name));
  const rows = players.map((player) => {
    const paid = player.feePaidAmount;
    const status = player.status === 'active' ? messages.playerStatus.active : messages.playerStatus.dropped;
    return [
      player.name,
      status[lang],
      yesNo(player.hasDeck),
      yesNo(player.checkedIn),
      yesNo(player.feePaid),
      paid ? paid.amount / 10 ** currencyDigits(paid.currency) : null,
      paid?.currency ?? null,
      player.playerId,
    ];
  });
  const header = [e.player, e.status, e.deck, e.checkedIn, e.feePaid, e.amount, e.currency, e.playerId];
  return toCsv(
    header.map((text) => text[lang]),
    rows,
  );
}
