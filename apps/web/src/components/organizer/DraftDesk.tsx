import Link from 'next/link';
import type { Lang, Localized } from '@cronica/util';
import type { PairedTable } from '@cronica/tournament';
import { DRAFT_REPORT, type DraftReport } from '../../graphql/draft-report';
import type { TournamentDetail } from '../../graphql/tournament';
import { query } from '../../lib/apollo-rsc';
import { apiRefusal } from '../../lib/api-errors';
import { draftMessages as dm } from '../../lib/draft-messages';
import { proposedTables, tablesOf } from '../../lib/draft-tables';
import { translator } from '../../lib/i18n';
import { lateListMessages as ll } from '../../lib/late-list-messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { DeskCommand } from './DeskCommand';
import { ApplyTablesForm } from './DeskForms';
import { PlainTables, ReportChange, ReportSummary, ReportTables } from './DraftCosts';
import { Field, Options } from '../FormParts';
import { byName } from '../../lib/person-name';

type Names = ReadonlyMap<string, string>;

/** The organizer's proposed change, read from the desk's address (?a=…&b=…&kind=swap|pair). */
export interface DraftChangeAsked {
  readonly a?: string;
  readonly b?: string;
  readonly kind?: string;
}

type Change = { kind: 'swap' | 'pair'; playerA: string; playerB: string };

/** The engine's report on the draft, or on the draft with `change` applied; a refusal comes back as its es/en message. */
async function loadReport(
  id: string,
  change: Change | null,
): Promise<{ report: DraftReport | null; refusal: Localized | null }> {
  try {
    const { data } = await query({ query: DRAFT_REPORT, variables: { id, change } });
    return { report: data?.tournament?.draftReport ?? null, refusal: null };
  } catch (error) {
    return { report: null, refusal: apiRefusal(error).message };
  }
}

function ChangeForm({
  players,
  asked,
  names,
  lang,
}: {
  players: readonly string[];
  asked: DraftChangeAsked;
  names: Names;
  lang: Lang;
}) {
  const t = translator(lang);
  const order = byName(lang);
  const options = [...players].sort((x, y) => order(names.get(x) ?? x, names.get(y) ?? y));
  const select = (name: 'a' | 'b', label: string) => (
    <Field label={label}>
      <select name={name} defaultValue={asked[name] ?? ''} required>
        <option value="">—</option>
        <Options items={options} value={(id) => id} label={(id) => names.get(id) ?? id} />
      </select>
    </Field>
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

interface ProposalProps {
  tournamentId: string;
  current: DraftReport;
  change: Change;
  tables: PairedTable[] | null;
  names: Names;
  lang: Lang;
}

/** A previewed change: what the engine says it costs against the draft, then apply or cancel. */
async function Proposal(props: ProposalProps) {
  const { tournamentId, current, change, tables, names, lang } = props;
  const t = translator(lang);
  const { report, refusal } = await loadReport(tournamentId, change);
  return (
    <div className="draft-proposal" data-testid="draft-proposal">
      <h4>{t(dm.proposalTitle)}</h4>
      {refusal || !report || !tables ? (
        <p className="notice-inline warn" role="alert">
          {t(dm.refused)} {refusal ? t(refusal) : null}
        </p>
      ) : (
        <>
          <ReportChange before={current} after={report} t={t} />
          <ReportSummary report={report} t={t} />
          <ReportTables report={report} names={names} testId="draft-proposed" t={t} />
        </>
      )}
      <ProposalActions {...props} applicable={report !== null && tables !== null} />
    </div>
  );
}

function ProposalActions({ tournamentId, change, tables, lang, applicable }: ProposalProps & { applicable: boolean }) {
  const t = translator(lang);
  return (
    <div className="desk-actions">
      {applicable && tables ? (
        <ApplyTablesForm
          tournamentId={tournamentId}
          tables={JSON.stringify(tables)}
          label={t(change.kind === 'pair' ? om.rounds.pairTogether : om.rounds.swap)}
          lang={lang}
        />
      ) : null}
      <Link href="?#rounds" className="button button--quiet">
        {t(om.desk.cancel)}
      </Link>
    </div>
  );
}

interface DraftProps {
  tournament: TournamentDetail;
  round: number;
  label: string;
  names: Names;
  asked: DraftChangeAsked;
  lang: Lang;
}

/** The change asked for in the address: a swap or a hand pairing of two players, or none. */
function askedChange(asked: DraftChangeAsked): Change | null {
  if (!asked.a || !asked.b) return null;
  return { kind: asked.kind === 'pair' ? 'pair' : 'swap', playerA: asked.a, playerB: asked.b };
}

/**
 * The unpublished draft of a round: its tables and what they cost by the pairing engine's own
 * report (beside its optimum), a swap or a hand pairing previewed with its cost before it is
 * applied, pair again, and publish (which asks first). A draft the engine does not cost (a
 * tiebreak or top-cut round) shows its tables and publish only.
 */
export async function DraftDesk(props: DraftProps) {
  const { tournament, round, label, names, lang } = props;
  const t = translator(lang);
  const tables = tablesOf(tournament.pairings, round);
  const { report } = await loadReport(tournament.id, null);
  const swiss = report !== null && report.round === round;
  // 002 C.4: the engine names seated players without a list; with lists required the round waits for them.
  const missing = swiss && tournament.format?.requireDeckLists ? report.playersWithoutList : [];
  return (
    <div className="pairing-draft" data-testid="draft">
      <h3>{t(om.rounds.draftTitle(label))}</h3>
      {missing.length > 0 ? (
        <p className="notice-inline warn" data-testid="draft-missing-lists">
          {t(ll.draftWarning(missing.map((id) => names.get(id) ?? id).join(', ')))}
        </p>
      ) : null}
      {swiss ? <ReportSummary report={report} t={t} /> : <p className="muted">{t(dm.fixedByStandings)}</p>}
      {swiss ? (
        <ReportTables report={report} names={names} testId="draft-current" t={t} />
      ) : (
        <PlainTables tables={tables} names={names} t={t} />
      )}
      <div className="desk-actions">
        {swiss ? (
          <DeskCommand tournamentId={tournament.id} command="repairRound" label={t(om.rounds.repair)} lang={lang} />
        ) : null}
        <DeskCommand
          tournamentId={tournament.id}
          command="publishPairings"
          label={t(om.rounds.publish)}
          what={t(om.rounds.publishConfirm(label, tables.length))}
          lang={lang}
        />
      </div>
      {swiss ? <ChangeSection {...props} tables={tables} report={report} /> : null}
    </div>
  );
}

/** A swap or hand pairing of two of the draft's players, and its preview once asked for. */
function ChangeSection(props: DraftProps & { tables: PairedTable[]; report: DraftReport }) {
  const { tournament, names, asked, lang, tables, report } = props;
  const t = translator(lang);
  const change = askedChange(asked);
  return (
    <>
      <h4>{t(om.rounds.swapTitle)}</h4>
      <p className="legend">{t(om.rounds.swapHint)}</p>
      <ChangeForm
        players={tables.flatMap((tb) => (tb.b === null ? [tb.a] : [tb.a, tb.b]))}
        asked={asked}
        names={names}
        lang={lang}
      />
      {change ? (
        <Proposal
          tournamentId={tournament.id}
          current={report}
          change={change}
          tables={proposedTables(tables, change)}
          names={names}
          lang={lang}
        />
      ) : null}
    </>
  );
}
