import { boardFor } from './index';
import type { BoardProps } from './types';

const noSend = () => undefined;

/** A game's own board drawn to be read, not played (a replay's step, a judge's view): nobody acts from it, nothing is sent. */
export function ReadOnlyBoard(
  props: Pick<BoardProps, 'match' | 'state' | 'mySeat' | 'ended' | 'seatName' | 'lang' | 't'>,
) {
  const Board = boardFor(props.match.game);
  return <Board {...props} canAct={false} legal={[]} busy={false} send={noSend} />;
}
