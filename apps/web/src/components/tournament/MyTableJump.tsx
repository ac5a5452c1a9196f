import type { Lang } from '@cronica/util';
import type { Viewer } from '../../graphql/auth';
import type { TournamentPlayerRow } from '../../graphql/tournament';
import type { TournamentSummary } from '../../graphql/tournament-page';
import { translator, type Translate } from '../../lib/i18n';
import { inReaderLang } from '../../lib/person-name';
import { rivalAt, tablePeople } from '../../lib/table-people';
import { eventAlertMessages as alerts } from '../../lib/event-alert-messages';
import { MY_TABLE_ANCHOR } from '../../lib/my-table';
import { playerMessages as p } from '../../lib/player-messages';
import { currentTable } from './PlayerPanel';

/** The rival's name as the reader reads it (an erased person's too), or null where it can't be read. */
async function rivalName(tournamentId: string, readerId: string, rival: string, t: Translate): Promise<string | null> {
  const people = inReaderLang(await tablePeople(tournamentId, readerId, rival), t);
  return people?.playersPage.rows.find((row) => row.playerId === rival)?.name ?? null;
}

/**
 * While a round is on, a line at the top of the event page saying where the reader sits and whom
 * they play («Tu mesa: Ronda 2 de 3 · Mesa 4 · contra Diego»): on a phone their table's panel
 * (rival, result, online match, judge) is below the event's facts, and a tap takes them there.
 * Nothing for anyone without a table now.
 */
export async function MyTableJump(props: {
  tournament: TournamentSummary;
  entry: TournamentPlayerRow | undefined;
  viewer: Viewer | null;
  lang: Lang;
}) {
  const { tournament, entry, viewer, lang } = props;
  if (!viewer || entry?.status !== 'active' || tournament.status === 'ended') return null;
  const mine = await currentTable(tournament);
  if (!mine) return null;
  const t = translator(lang);
  const { table } = mine;
  const round = t(table.label);
  const rival = rivalAt(table, viewer.id);
  // A bye has no table to sit at: the line says so instead of naming one.
  const bye = rival === null;
  const heading = p.table.heading(round, table.table);
  const where = bye ? alerts.bye(round) : p.table.jump(heading, await rivalName(tournament.id, viewer.id, rival, t));
  return (
    <p className="my-table-jump" data-testid="my-table-jump">
      <a href={`#${MY_TABLE_ANCHOR}`}>
        {bye ? null : (
          <span className="my-table__number my-table__number--small" aria-hidden="true">
            {table.table}
          </span>
        )}
        {/* The arrow keeps to the last word (a no-break space): it says where the tap leads. */}
        {`${t(where)}\u00a0↓`}
      </a>
    </p>
  );
}
