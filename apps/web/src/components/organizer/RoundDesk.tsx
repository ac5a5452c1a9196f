import type { Lang } from '@cronica/util';
import type { PairingRow, TournamentDetail } from '../../graphql/tournament';
import { translator, type Translate } from '../../lib/i18n';
import { resultIsFinal, resultStatusLabel } from '../../lib/labels';
import { messages } from '../../lib/messages';
import { lifeCounts } from '../../lib/result-form';
import { resultFormMessages } from '../../lib/result-form-messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { ownTableName, roundLabelOf } from '../../lib/round-views';
import { DeskCommand } from './DeskForms';
import { DraftDesk, type DraftChangeAsked } from './DraftDesk';
import { OverrideForm } from './OverrideForm';
import { NoShowForm } from './DeskTableForms';
import { TiebreakDesk } from './TiebreakDesk';
import type { DeskExtras } from '../../app/tournaments/[id]/desk/page';

type Names = ReadonlyMap<string, string>;

/** The desk's own reads of a table (its games, each player's report) and of a round. */
const extraOf = (extras: DeskExtras, p: Pick<PairingRow, 'round' | 'table'>) =>
  extras?.pairings.find((x) => x.round === p.round && x.table === p.table);
const roundOf = (extras: DeskExtras, round: number) => extras?.rounds.find((r) => r.number === round);

/** A round's name as the API gives it (a tiebreak round is not "Cuartos de final"). */
const labelOf = (extras: DeskExtras, round: number) => roundLabelOf(extras?.rounds ?? [], round, 'long');

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
          <div key={r.by} className="reports__one">
            <span className="muted">{t(om.results.reportedBy(names.get(r.by) ?? r.by))}</span>
            <span>{side(r.winner) ? t(messages.pairing.wins(side(r.winner)!)) : t(om.results.draw)}</span>
            {r.games.length > 1 && r.gamesA !== null && r.gamesB !== null ? (
              <span>{t(om.results.games(r.gamesA, r.gamesB))}</span>
            ) : null}
            {r.games.map((g, i) =>
              g.lifeA !== null && g.lifeB !== null ? (
                <span
                  key={i}
                >{`${t(resultFormMessages.game(i + 1))}: ${t(messages.pairing.lives(g.lifeA, g.lifeB))}`}</span>
              ) : null,
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The published round's tables: what each has, and a form to enter or correct its result. */
function ResultsDesk({
  tournament,
  extras,
  round,
  names,
  lang,
}: {
  tournament: TournamentDetail;
  extras: DeskExtras;
  round: number;
  names: Names;
  lang: Lang;
}) {
  const t = translator(lang);
  const tables = tournament.pairings.filter((p) => p.round === round).sort((a, b) => a.table - b.table);
  const outstanding = tables.filter((p) => p.playerB !== null && !resultIsFinal(p.result?.status)).length;
  const needLife = lifeCounts(tournament.format?.tiebreakers ?? []);
  return (
    <div className="desk-results" data-testid="desk-results">
      <h3>
        {t(om.results.title)} · {t(labelOf(extras, round))}
      </h3>
      <p className={outstanding > 0 ? 'legend warn' : 'legend'} data-testid="outstanding">
        {outstanding > 0 ? t(om.results.outstanding(outstanding)) : t(om.results.allIn)}
      </p>
      <ol className="result-rows">
        {tables.map((p) => (
          <li key={p.table} className="result-row" data-testid="result-row" data-table={p.table}>
            <div className="result-row__head">
              <strong>{t(om.rounds.table(p.table))}</strong>
              {ownTableName(p) ? (
                <span className="tag" data-testid="table-name">
                  {t(ownTableName(p)!)}
                </span>
              ) : null}
              <span>
                {names.get(p.playerA) ?? p.playerA} –{' '}
                {p.playerB === null ? t(om.rounds.bye) : (names.get(p.playerB) ?? p.playerB)}
              </span>
              <span className="muted">{statusText(p, names, t)}</span>
            </div>
            <Reports extras={extras} pairing={p} names={names} t={t} />
            {p.playerB !== null && !resultIsFinal(p.result?.status) && tournament.status !== 'ended' ? (
              <NoShowForm
                tournamentId={tournament.id}
                round={round}
                table={p.table}
                a={{ id: p.playerA, name: names.get(p.playerA) ?? p.playerA }}
                b={{ id: p.playerB, name: names.get(p.playerB) ?? p.playerB }}
                lang={lang}
              />
            ) : null}
            {p.playerB !== null && tournament.status !== 'ended' ? (
              <OverrideForm
                tournamentId={tournament.id}
                round={round}
                table={p.table}
                nameA={names.get(p.playerA) ?? p.playerA}
                nameB={names.get(p.playerB) ?? p.playerB}
                bestOf={extraOf(extras, p)?.bestOf ?? roundOf(extras, round)?.bestOf ?? tournament.format?.bestOf ?? 1}
                needLife={needLife}
                current={p.result ? (extraOf(extras, p)?.result ?? { games: [] }) : null}
                openCalls={extras?.openCalls.filter((c) => c.round === round && c.table === p.table).length ?? 0}
                lang={lang}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * What comes next, as the API allows it now (`staffActions`): the round closes once every result
 * is in, the next round is paired only while Swiss rounds remain, the cut starts after the last.
 * Ending the event early (while rounds remain) stays out of the way behind its own disclosure.
 */
function NextSteps(props: { tournament: TournamentDetail; extras: DeskExtras; latest: number; lang: Lang }) {
  const { tournament, extras, latest, lang } = props;
  const t = translator(lang);
  const allowed = new Set(tournament.staffActions);
  const cut = tournament.format?.topCutSize ?? 0;
  const label = latest > 0 ? t(labelOf(extras, latest)) : '';
  const early =
    allowed.has('endTournament') &&
    (allowed.has('pairNextRound') || allowed.has('startTopCut') || allowed.has('pairTiebreakRound'));
  const end = (
    <DeskCommand
      tournamentId={tournament.id}
      command="endTournament"
      label={t(om.cut.end)}
      what={t(early ? om.cut.endEarlyConfirm : om.cut.endConfirm)}
      lang={lang}
      danger
    />
  );
  return (
    <>
      {allowed.has('pairTiebreakRound') ? (
        <TiebreakDesk tournamentId={tournament.id} standings={tournament.standings} lang={lang} />
      ) : null}
      <div className="desk-actions" data-testid="next-steps">
        {allowed.has('endRound') ? (
          <DeskCommand
            tournamentId={tournament.id}
            command="endRound"
            label={t(om.rounds.endRound)}
            what={t(om.rounds.endRoundConfirm(label))}
            lang={lang}
          />
        ) : null}
        {allowed.has('pairNextRound') ? (
          <DeskCommand tournamentId={tournament.id} command="pairNextRound" label={t(om.rounds.pair)} lang={lang} />
        ) : null}
        {allowed.has('startTopCut') ? (
          <DeskCommand
            tournamentId={tournament.id}
            command="startTopCut"
            label={t(om.cut.start(cut))}
            what={t(om.cut.startConfirm(cut))}
            lang={lang}
            danger
          />
        ) : null}
        {allowed.has('endTournament') && !early ? end : null}
      </div>
      {early ? (
        <details className="desk-later" data-testid="end-early">
          <summary>{t(om.cut.endEarly)}</summary>
          {end}
        </details>
      ) : null}
    </>
  );
}

/** Rounds: the draft being prepared, or the round being played with its results and what comes next. */
export function RoundDesk({
  tournament,
  extras,
  names,
  asked,
  lang,
}: {
  tournament: TournamentDetail;
  extras: DeskExtras;
  names: Names;
  asked: DraftChangeAsked;
  lang: Lang;
}) {
  const t = translator(lang);
  const running = tournament.status === 'registration-closed' || tournament.status === 'top-cut';
  const latest = Math.max(0, ...tournament.pairings.map((p) => p.round));
  const draft = tournament.pairings.some((p) => p.round === latest && !p.published);
  const lastPublished = Math.max(0, ...tournament.pairings.filter((p) => p.published).map((p) => p.round));
  return (
    <section id="rounds" aria-labelledby="rounds-title" className="block desk-section">
      <h2 id="rounds-title">{t(om.rounds.title)}</h2>
      {!running && latest === 0 ? <p className="muted">{t(om.rounds.none)}</p> : null}
      {lastPublished > 0 ? (
        <ResultsDesk tournament={tournament} extras={extras} round={lastPublished} names={names} lang={lang} />
      ) : null}
      {running && draft ? (
        <DraftDesk
          tournament={tournament}
          round={latest}
          label={t(labelOf(extras, latest))}
          names={names}
          asked={asked}
          lang={lang}
        />
      ) : null}
      {running && !draft ? <NextSteps tournament={tournament} extras={extras} latest={latest} lang={lang} /> : null}
    </section>
  );
}
