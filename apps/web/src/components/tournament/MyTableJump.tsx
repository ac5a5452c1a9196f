import type { Lang } from '@cronica/util';
import type { Viewer } from '../../graphql/auth';
import type { TournamentPlayerRow } from '../../graphql/tournament';
import type { TournamentSummary } from '../../graphql/tournament-page';
import { translator } from '../../lib/i18n';
import { eventAlertMessages as alerts } from '../../lib/event-alert-messages';
import { MY_TABLE_ANCHOR } from '../../lib/my-table';
import { playerMessages as p } from '../../lib/player-messages';
import { currentTable } from './PlayerPanel';

/**
 * While a round is on, a line at the top of the event page saying where the reader sits («Tu mesa:
 * Ronda 2 de 3 · Mesa 4»): on a phone their table's panel (rival, result, online match, judge) is
 * below the event's facts, and a tap takes them there. Nothing for anyone without a table now.
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
  // A bye has no table to sit at: the line says so instead of naming one.
  const bye = table.playerB === null;
  return (
    <p className="my-table-jump" data-testid="my-table-jump">
      <a href={`#${MY_TABLE_ANCHOR}`}>
        {bye ? null : (
          <span className="my-table__number my-table__number--small" aria-hidden="true">
            {table.table}
          </span>
        )}
        {/* The arrow keeps to the last word (a no-break space): it says where the tap leads. */}
        {`${t(bye ? alerts.bye(round) : p.table.jump(p.table.heading(round, table.table)))}\u00a0↓`}
      </a>
    </p>
  );
}
