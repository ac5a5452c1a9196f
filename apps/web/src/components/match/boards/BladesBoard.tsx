import { parseBladesView } from '../../../lib/blades';
import { matchMessages as m } from '../../../lib/match-messages';
import { ClashPanel } from '../ClashPanel';
import { PlayerArea } from '../PlayerArea';
import { CommandList } from './CommandList';
import type { BoardProps } from './types';

/** Espadas de Ceniza / Blades of Ash: both sides' heroes, dice and hands, the clash and its stack. */
export function BladesBoard({ state, mySeat, canAct, legal, busy, send, seatName, match, t }: BoardProps) {
  const view = parseBladesView(state);
  if (!view) return null;
  const order = [1 - (mySeat ?? 0), mySeat ?? 0];
  return (
    <div className="table">
      <p className="match__meta">
        <span>{t(m.phase[view.phase])} · {t(m.round(view.round))}</span>
      </p>
      <PlayerArea view={view} seat={order[0]!} label={seatName(order[0]!)} t={t} />
      <div className="table__middle">
        <ClashPanel view={view} seatName={seatName} t={t} />
        {canAct ? <CommandList legal={legal} busy={busy} onSend={send} t={t} /> : match.status === 'live' ? <p className="waiting">{t(m.spectating)}</p> : null}
      </div>
      <PlayerArea view={view} seat={order[1]!} label={seatName(order[1]!)} t={t} />
    </div>
  );
}
