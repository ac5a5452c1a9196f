import type { Lang } from '@cronica/util';
import type { TournamentPaper } from '../../graphql/exports';
import { translator } from '../../lib/i18n';
import { paperMessages } from '../../lib/paper-messages';
import { ColumnHeads } from '../ColumnHeads';

const m = paperMessages.rollCall;

type Player = TournamentPaper['players'][number];

/** The players still in the event, by name in the reader's language: the order a desk reads a list in. */
export function rollCallOrder(players: readonly Player[], lang: Lang): Player[] {
  return players.filter((p) => p.status === 'active').sort((a, b) => a.name.localeCompare(b.name, lang));
}

/**
 * The desk's arrival sheet: every active player by name with a box to tick as they arrive; a
 * check-in already made on the web is ticked (the API tells only staff, so a player's printout
 * has every box empty).
 */
export function RollCallSheet({ players, lang }: { players: readonly Player[]; lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      <p className="legend">{t(m.hint)}</p>
      <div className="table-wrap">
        <table className="paper-table stack-table" data-testid="print-roll-call">
          <ColumnHeads columns={[m.number, m.player, m.arrived]} t={t} />
          <tbody>
            {rollCallOrder(players, lang).map((player, index) => (
              <tr key={player.playerId} data-testid="roll-call-row">
                <td className="num">{index + 1}</td>
                <td>{player.name}</td>
                <td aria-label={player.checkedIn ? t(m.checkedIn) : undefined}>{player.checkedIn ? '☑' : '☐'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
