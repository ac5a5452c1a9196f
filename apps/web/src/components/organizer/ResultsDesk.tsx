import type { ReactNode } from 'react';
import type { Lang } from '@cronica/util';
import type { TableMatchRef } from '../../graphql/matches';
import type { PairingRow, TournamentDetail } from '../../graphql/tournament';
import { translator, type Translate } from '../../lib/i18n';
import { awaitsResult, resultIsFinal, resultStatusLabel } from '../../lib/result-status';
import { messages } from '../../lib/messages';
import { lifeCounts } from '../../lib/result-form';
import { resultFormMessages } from '../../lib/result-form-messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { ownTableName } from '../../lib/round-views';
import { OnlineMatchLink } from '../PairingsTable';
import { OverrideForm } from './OverrideForm';
import { NoShowForm } from './DeskTableForms';
import { extraOf, labelOf, roundOf } from './desk-extras';
import type { DeskExtras } from '../../app/tournaments/[id]/desk/page';

type Names = ReadonlyMap<string, string>;
type OwnReportRow = NonNullable<NonNullable<ReturnType<typeof extraOf>>['result']>['reports'][number];

/** Who did not show up: the player the no-show result did not give the win to. */
function absentee(p: PairingRow, winner: string, names: Names, t: Translate): string {
  const absent = winner === 'a' ? p.playerB : winner === 'b' ? p.playerA : null;
  return absent === null
    ? t(resultStatusLabel('no-show')).toLowerCase()
    : t(om.results.noShow(names.get(absent) ?? absent));
}

function statusText(p: PairingRow, names: Names, t: Translate): string {
  const m = om.results;
  if (p.playerB === null) return t(messages.pairing.bye);
  const r = p.result;
  if (!r) return t(m.pending);
  const winner = r.winner === 'a' ? names.get(p.playerA) : r.winner === 'b' ? names.get(p.playerB) : null;
  const who = winner ? t(messages.pairing.wins(winner)) : t(m.draw);
  const games =
    r.gamesA !== null && r.gamesB !== null && r.gamesA + r.gamesB > 1 ? `, ${t(m.games(r.gamesA, r.gamesB))}` : '';
  const state =
    r.status === 'reported'
      ? t(m.reported)
      : r.status === 'no-show'
        ? absentee(p, r.winner, names, t)
        : t(resultStatusLabel(r.status)).toLowerCase();
  const by =
    r.status === 'reported' && r.reportedBy ? ` · ${t(m.reportedBy(names.get(r.reportedBy) ?? r.reportedBy))}` : '';
  return `${who}${games} (${state})${by}`;
}

/** Both players' own reports, side by side, when they disagree. */
function Reports({
  extras,
  pairing,
  names,
  t,
}: {
  extras: DeskExtras;
  pairing: PairingRow;
  names: Names;
  t: Translate;
}) {
  const row = extraOf(extras, pairing)?.result;
  if (!row?.disagreement) return null;
  const side = (w: string) =>
    w === 'a' ? names.get(pairing.playerA) : w === 'b' ? names.get(pairing.playerB ?? '') : null;
  return (
    <div className="reports" data-testid="reports">
      <strong className="warn">{t(om.results.disagreeTitle)}</strong>
      <div className="reports__pair">
        {row.reports.map((r) => (
          <OwnReport key={r.by} report={r} winnerName={side(r.winner)} names={names} t={t} />
        ))}
      </div>
    </div>
  );
}

/** One player's own report: who reported, who they say won, the games and each game's lives. */
function OwnReport(props: { report: OwnReportRow; winnerName: string | null | undefined; names: Names; t: Translate }) {
  const { report: r, winnerName, names, t } = props;
  return (
    <div className="reports__one">
      <span className="muted">{t(om.results.reportedBy(names.get(r.by) ?? r.by))}</span>
      <span>{winnerName ? t(messages.pairing.wins(winnerName)) : t(om.results.draw)}</span>
      {r.games.length > 1 && r.gamesA !== null && r.gamesB !== null ? (
        <span>{t(om.results.games(r.gamesA, r.gamesB))}</span>
      ) : null}
      {r.games.map((g, i) =>
        g.lifeA !== null && g.lifeB !== null ? (
          <span key={i}>{`${t(resultFormMessages.game(i + 1))}: ${t(messages.pairing.lives(g.lifeA, g.lifeB))}`}</span>
        ) : null,
      )}
    </div>
  );
}

/** The online match played at each table of the round, by table number. */
export type RoundMatches = ReadonlyMap<number, TableMatchRef>;

interface DeskProps {
  tournament: TournamentDetail;
  extras: DeskExtras;
  round: number;
  names: Names;
  /** The round's tables played online, each linked from its row: to watch it, or its replay. */
  matches?: RoundMatches;
  /** What comes next (close the round, pair the next): under the count of results still out, above the tables. */
  next?: ReactNode;
  lang: Lang;
}

/** The published round's tables: what each has, and a form to enter or correct its result. */
export function ResultsDesk(props: DeskProps) {
  const { tournament, extras, round, lang } = props;
  const t = translator(lang);
  const tables = tournament.pairings.filter((p) => p.round === round).sort((a, b) => a.table - b.table);
  const outstanding = tables.filter(awaitsResult).length;
  return (
    <div className="desk-results" data-testid="desk-results">
      <h3>
        {t(om.results.title)} · {t(labelOf(extras, round))}
      </h3>
      <p className={outstanding > 0 ? 'legend warn' : 'legend'} data-testid="outstanding">
        {outstanding > 0 ? t(om.results.outstanding(outstanding)) : t(om.results.allIn)}
      </p>
      {props.next}
      <ol className="result-rows">
        {tables.map((p) => (
          <ResultRow key={p.table} {...props} pairing={p} />
        ))}
      </ol>
    </div>
  );
}

/** One table: its players and result, the players' reports when they disagree, and the staff's forms. */
function ResultRow(props: DeskProps & { pairing: PairingRow }) {
  const { extras, pairing: p, names, lang } = props;
  const t = translator(lang);
  const tableName = ownTableName(p);
  return (
    <li className="result-row" data-testid="result-row" data-table={p.table}>
      <div className="result-row__head">
        <strong>{t(om.rounds.table(p.table))}</strong>
        {tableName ? (
          <span className="tag" data-testid="table-name">
            {t(tableName)}
          </span>
        ) : null}
        <span>
          {names.get(p.playerA) ?? p.playerA} –{' '}
          {p.playerB === null ? t(om.rounds.bye) : (names.get(p.playerB) ?? p.playerB)}
        </span>
        <span className="muted">{statusText(p, names, t)}</span>
        {props.matches?.has(p.table) ? <OnlineMatchLink match={props.matches.get(p.table)!} t={t} /> : null}
      </div>
      <Reports extras={extras} pairing={p} names={names} t={t} />
      <TableForms {...props} />
    </li>
  );
}

/** While the event runs: a no-show for a table without a final result, and the form to enter or correct it. */
function TableForms({ tournament, extras, round, names, lang, pairing: p }: DeskProps & { pairing: PairingRow }) {
  if (p.playerB === null || tournament.status === 'ended') return null;
  const [nameA, nameB] = [names.get(p.playerA) ?? p.playerA, names.get(p.playerB) ?? p.playerB];
  const extra = extraOf(extras, p);
  return (
    <>
      {!resultIsFinal(p.result?.status) ? (
        <NoShowForm
          tournamentId={tournament.id}
          round={round}
          table={p.table}
          a={{ id: p.playerA, name: nameA }}
          b={{ id: p.playerB, name: nameB }}
          lang={lang}
        />
      ) : null}
      <OverrideForm
        tournamentId={tournament.id}
        round={round}
        table={p.table}
        nameA={nameA}
        nameB={nameB}
        bestOf={extra?.bestOf ?? roundOf(extras, round)?.bestOf ?? tournament.format?.bestOf ?? 1}
        needLife={lifeCounts(tournament.format?.tiebreakers ?? [])}
        current={p.result ? (extra?.result ?? { games: [] }) : null}
        openCalls={extras?.openCalls.filter((c) => c.round === round && c.table === p.table).length ?? 0}
        lang={lang}
      />
    </>
  );
}
