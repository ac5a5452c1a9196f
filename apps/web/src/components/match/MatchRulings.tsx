import type { Lang } from '@cronica/util';
import { MATCH_RULINGS, type MatchRuling, type MatchRulings as Rulings } from '../../graphql/audit';
import { query } from '../../lib/apollo-rsc';
import { auditMessages, matchAppealMessages as m } from '../../lib/audit-messages';
import { translator } from '../../lib/i18n';
import { inReaderLang, personName } from '../../lib/person-name';
import { MatchAppealForm } from './MatchAppealForm';
import { RuleCited } from '../judge/RuleCited';

/** A ruling's appeal and the head judge's ruling beside it (or who will rule), as its players and the judges read it. */
export function RulingAppealNotes({
  ruling,
  all,
  lang,
}: {
  ruling: MatchRuling | undefined;
  all: Rulings;
  lang: Lang;
}) {
  const t = translator(lang);
  if (!ruling) return null;
  const first = ruling.appealOf === null ? null : all.rulings.find((r) => r.seq === ruling.appealOf);
  const decided = ruling.decidedBy === null ? null : all.rulings.find((r) => r.seq === ruling.decidedBy);
  return (
    <>
      {first ? <p data-testid="ruling-on-appeal">{t(m.onAppeal(first.index))}</p> : null}
      {ruling.appeal ? (
        <p data-testid="ruling-appeal" data-decided={decided ? 'yes' : 'no'}>
          {t(m.appealedBy(personName(ruling.appeal.playerName, t), personName(ruling.appeal.reason, t)))}{' '}
          {decided
            ? t(m.decidedAt(decided.index))
            : t(m.pending(all.headJudgeName ? personName(all.headJudgeName, t) : '—'))}
        </p>
      ) : null}
    </>
  );
}

/**
 * The judges' rulings in the player's own match, each with its appeal: a ruling not yet appealed
 * (and not itself the head judge's, which is final) offers the appeal to the head judge.
 */
export async function MatchRulingsPanel({ matchId, game, lang }: { matchId: string; game: string; lang: Lang }) {
  const t = translator(lang);
  // The judges and the appealing player, an erased person in the reader's language.
  const data = await query({ query: MATCH_RULINGS, variables: { matchId } })
    .then(({ data: d }) => inReaderLang(d?.matchRulings ?? null, t))
    .catch(() => null);
  if (!data || data.rulings.length === 0) return null;
  return (
    <section className="block" aria-labelledby="match-rulings-title" data-testid="match-rulings">
      <h2 id="match-rulings-title">{t(m.title)}</h2>
      <p className="muted">{data.headJudgeName ? t(m.intro) : t(m.noHead)}</p>
      <ul className="desk-list">
        {data.rulings.map((r) => {
          const kind = auditMessages.kinds[r.type];
          return (
            <li key={r.seq} data-testid="match-ruling" data-seq={r.seq}>
              <strong>{kind ? t(kind) : r.type}</strong> · {t(m.atEvent(r.index))} ·{' '}
              <span className="muted">{t(auditMessages.ruledBy(r.judgeName))}</span>
              <ul className="audit-ruling__facts">
                <li>{t(auditMessages.infractionOf(r.infraction))}</li>
                <RuleCited rule={r.rule} game={game} t={t} />
                <li>{t(auditMessages.remedyOf(r.remedy))}</li>
              </ul>
              <RulingAppealNotes ruling={r} all={data} lang={lang} />
              {r.appeal === null && r.appealOf === null && data.headJudge ? (
                <MatchAppealForm matchId={matchId} rulingSeq={r.seq} lang={lang} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
