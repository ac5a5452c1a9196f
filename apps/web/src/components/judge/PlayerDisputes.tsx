import type { Lang } from '@cronica/util';
import { MY_DISPUTES, type Dispute } from '../../graphql/judging';
import { TOURNAMENT_PEOPLE, type TournamentSummary } from '../../graphql/tournament-page';
import { query } from '../../lib/apollo-rsc';
import { translator } from '../../lib/i18n';
import { judgeMessages } from '../../lib/judge-messages';
import { personName } from '../../lib/person-name';
import { AppealForm } from './AppealForms';
import { DisputesList } from './JudgeRecords';

/**
 * The disputes at a player's own tables (the API gives a player only those), each ruling with
 * its appeal: a ruled dispute not yet appealed offers the appeal to the head judge, and the head
 * judge's ruling shows beside the first. Only the players the disputes name are read, not the roster.
 */
export async function PlayerDisputes({ tournament, lang }: { tournament: TournamentSummary; lang: Lang }) {
  const t = translator(lang);
  const disputes = await query({ query: MY_DISPUTES, variables: { tournamentId: tournament.id } })
    .then(({ data }) => data?.disputes ?? [])
    .catch(() => []);
  if (disputes.length === 0) return null;
  const named = [...new Set(disputes.flatMap((d) => [...d.players, ...(d.appeal ? [d.appeal.playerId] : [])]))].slice(
    0,
    100,
  );
  const players = await query({
    query: TOURNAMENT_PEOPLE,
    variables: { id: tournament.id, ids: named },
    fetchPolicy: 'no-cache',
  })
    .then(({ data }) => data?.tournament?.playersPage.rows ?? [])
    .catch(() => []);
  const staff = [tournament.organizer, ...tournament.judges].filter((p) => p !== null);
  const names = new Map([
    ...players.map((p) => [p.playerId, personName(p.name, t)] as const),
    ...staff.map((p) => [p.id, personName(p.displayName, t)] as const),
  ]);
  const appealable = (d: Dispute) =>
    d.status === 'ruled' && d.appeal === null ? (
      <AppealForm tournamentId={tournament.id} disputeId={d.disputeId} lang={lang} />
    ) : null;
  return (
    <section aria-labelledby="my-disputes-title" className="block" data-testid="my-disputes">
      <h2 id="my-disputes-title">{t(judgeMessages.desk.myDisputes)}</h2>
      <DisputesList items={disputes} names={names} lang={lang} after={appealable} />
    </section>
  );
}
