import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { PairedTable } from '@cronica/tournament';
import type { TournamentDetail } from '../../graphql/tournament';
import { draftCosts, proposedTables, tablesOf, type DraftCosts } from '../../lib/draft-tables';
import { translator, type Translate } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { roundName } from '../../lib/round-names';
import { ApplyTablesForm, DeskCommand } from './DeskForms';

type Names = ReadonlyMap<string, string>;

/** The organizer's proposed change, read from the desk's address (?a=…&b=…&kind=swap|pair). */
export interface DraftChangeAsked {
  readonly a?: string;
  readonly b?: string;
  readonly kind?: string;
}

function CostSummary({ costs, t }: { costs: DraftCosts; t: Translate }) {
  const parts = [costs.rematches > 0 ? `${costs.rematches} × ${t(om.rounds.rematch)}` : null, costs.largestGap > 0 ? t(om.rounds.gap(costs.largestGap)) : null].filter(
    (p) => p !== null,
  );
  return (
    <p className="draft-cost" data-testid="draft-cost">
      {t(om.rounds.costTitle)}: {parts.length > 0 ? parts.join(', ') : t(om.rounds.noCost)}
    </p>
  );
}

function DraftTables({ costs, names, testId, t }: { costs: DraftCosts; names: Names; testId: string; t: Translate }) {
  return (
    <ol className="draft-tables" data-testid={testId}>
      {costs.tables.map((row) => (
        <li key={row.table} className={row.rematch ? 'draft-table draft-table--rematch' : 'draft-table'} data-testid="draft-table">
          <span className="draft-table__n">{t(om.rounds.table(row.table))}</span>
          <span>{names.get(row.a) ?? row.a}</span>
          <span className="muted">–</span>
          <span>{row.b === null ? t(om.rounds.bye) : (names.get(row.b) ?? row.b)}</span>
          {row.rematch ? <span className="badge badge--warn">{t(om.rounds.rematch)}</span> : null}
          {row.gap > 0 ? <span className="badge">{t(om.rounds.gap(row.gap))}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function ChangeForm({ players, asked, names, t }: { players: readonly string[]; asked: DraftChangeAsked; names: Names; t: Translate }) {
  const options = [...players].sort((x, y) => (names.get(x) ?? x).localeCompare(names.get(y) ?? y));
  const select = (name: 'a' | 'b', label: string) => (
    <label className="form__field">
      <span>{label}</span>
      <select name={name} defaultValue={asked[name] ?? ''} required>
        <option value="">—</option>
        {options.map((id) => (
          <option key={id} value={id}>
            {names.get(id) ?? id}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form method="get" action="#rounds" className="desk-inline draft-change" data-testid="draft-change">
      {select('a', t(om.rounds.playerA))}
      {select('b', t(om.rounds.playerB))}
      <button type="submit" name="kind" value="swap" className="button button--quiet">
        {t(om.rounds.swap)}
      </button>
      <button type="submit" name="kind" value="pair" className="button button--quiet">
        {t(om.rounds.pairTogether)}
      </button>
    </form>
  );
}

/**
 * The unpublished draft of a round: its tables and what they cost, a swap or a hand pairing
 * previewed with its cost before it is applied, pair again, and publish (which asks first).
 */
export function DraftDesk({ tournament, round, names, asked, lang }: { tournament: TournamentDetail; round: number; names: Names; asked: DraftChangeAsked; lang: Lang }) {
  const t = translator(lang);
  const label = t(roundName(round, tournament.plannedRounds, tournament.format?.topCutSize ?? 0));
  const tables = tablesOf(tournament.pairings, round);
  const costs = draftCosts(tables, tournament.pairings, tournament.standings, round);
  const seated = tables.flatMap((tb) => (tb.b === null ? [tb.a] : [tb.a, tb.b]));
  const kind = asked.kind === 'pair' ? 'pair' : 'swap';
  const proposal: PairedTable[] | null = asked.a && asked.b ? proposedTables(tables, { kind, playerA: asked.a, playerB: asked.b }) : null;
  return (
    <div className="draft" data-testid="draft">
      <h3>{t(om.rounds.draftTitle(label))}</h3>
      <CostSummary costs={costs} t={t} />
      <DraftTables costs={costs} names={names} testId="draft-current" t={t} />
      <div className="desk-actions">
        <DeskCommand tournamentId={tournament.id} command="repairRound" label={t(om.rounds.repair)} lang={lang} />
        <DeskCommand tournamentId={tournament.id} command="publishPairings" label={t(om.rounds.publish)} what={t(om.rounds.publishConfirm(label, tables.length))} lang={lang} />
      </div>
      <h4>{t(om.rounds.swapTitle)}</h4>
      <p className="legend">{t(om.rounds.swapHint)}</p>
      <ChangeForm players={seated} asked={asked} names={names} t={t} />
      {proposal ? (
        <div className="draft-proposal" data-testid="draft-proposal">
          <CostSummary costs={draftCosts(proposal, tournament.pairings, tournament.standings, round)} t={t} />
          <DraftTables costs={draftCosts(proposal, tournament.pairings, tournament.standings, round)} names={names} testId="draft-proposed" t={t} />
          <div className="desk-actions">
            <ApplyTablesForm tournamentId={tournament.id} tables={JSON.stringify(proposal)} label={t(kind === 'pair' ? om.rounds.pairTogether : om.rounds.swap)} lang={lang} />
            <Link href="?#rounds" className="button button--quiet">
              {t(om.desk.cancel)}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
