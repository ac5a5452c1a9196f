import type { Lang, Localized } from '@cronica/util';
import type { TournamentPaper } from '../../graphql/exports';
import { translator } from '../../lib/i18n';
import { paperMessages } from '../../lib/paper-messages';
import { ColumnHeads } from '../ColumnHeads';
import { byName } from '../../lib/person-name';

const m = paperMessages.rollCall;

type Player = TournamentPaper['players'][number];

/** The players still in the event, by name in the reader's language: the order a desk reads a list in. */
export function rollCallOrder(players: readonly Player[], lang: Lang): Player[] {
  const order = byName(lang);
  return players.filter((p) => p.status === 'active').sort((a, b) => order(a.name, b.name));
}

/**
 * The desk's arrival sheet: every active player by name with a box to tick as they arrive, and one
 * as they pay when the event has an entry fee; a check-in or payment already marked on the web is
 * ticked (the API tells only staff, so a player's printout has every box empty).
 */
export function RollCallSheet({
  players,
  fee = null,
  lang,
}: {
  players: readonly Player[];
  /** The event's entry fee, for a box to tick as each pays (a payment marked at the desk is ticked). */
  fee?: Localized | null;
  lang: Lang;
}) {
  const t = translator(lang);
  return (
    <>
      <p className="legend">{t(m.hint)}</p>
      <div className="table-wrap">
        <table className="paper-table stack-table" data-testid="print-roll-call">
          <ColumnHeads columns={[m.number, m.player, m.arrived, fee ? m.paid(t(fee)) : null]} t={t} />
          <tbody>
            {rollCallOrder(players, lang).map((player, index) => (
              <tr key={player.playerId} data-testid="roll-call-row">
                <td className="num">{index + 1}</td>
                <td>{player.name}</td>
                <td aria-label={player.checkedIn ? t(m.checkedIn) : undefined}>{player.checkedIn ? '☑' : '☐'}</td>
                {fee ? (
                  <td aria-label={player.feePaid ? t(m.feePaid) : undefined}>{player.feePaid ? '☑' : '☐'}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
