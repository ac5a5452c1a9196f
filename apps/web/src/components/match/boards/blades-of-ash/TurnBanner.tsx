import type { BladesView } from '@cronica/blades-of-ash';
import type { Translate } from '../../../../lib/i18n';
import { bladesMessages as b } from './messages';

/** Whose move it is, in words: the game is over, mine, both players', or one named player's. */
function whoMoves(
  view: BladesView,
  moving: readonly number[],
  mine: boolean,
  seatName: (seat: number) => string,
  t: Translate,
) {
  if (view.phase === 'over') return t(b.over);
  if (mine) return t(b.yourMove);
  if (moving.length === 2) return t(b.bothChoose);
  return moving.length === 1 ? t(b.waitingFor(seatName(moving[0]!))) : '';
}

/** Always in sight: the phase and step, the round and clash, and whose move it is (nobody's once the match `ended`). */
export function TurnBanner({
  view,
  mySeat,
  ended,
  seatName,
  t,
}: {
  view: BladesView;
  mySeat: number | null;
  ended: boolean;
  seatName: (seat: number) => string;
  t: Translate;
}) {
  const moving = ended ? [] : view.moving;
  const mine = mySeat !== null && moving.includes(mySeat);
  // Ended otherwise than by the game (a concession, time, the desk's result): the banner says so.
  const who = ended && view.phase !== 'over' ? t(b.matchOver) : whoMoves(view, moving, mine, seatName, t);
  return (
    <p
      className={`turn-banner${mine ? ' turn-banner--mine' : ''}`}
      data-testid="turn-banner"
      data-phase={view.phase}
      role="status"
    >
      <span className="turn-banner__phase">
        {t(b.phase[view.phase])}
        {view.round > 0 ? ` · ${t(view.roundLine)}` : ''}
        {view.clash ? ` · ${t(b.clash(view.clash.index))}` : ''}
      </span>
      <strong className="turn-banner__who" data-testid="whose-move">
        {who}
      </strong>
    </p>
  );
}
