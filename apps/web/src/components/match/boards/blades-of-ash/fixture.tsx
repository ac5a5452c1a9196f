import { bladesOfAsh, type BladesState } from '@cronica/blades-of-ash';
import type { Viewer } from '@cronica/rules-kernel';
import type { MatchView } from '../../../../graphql/match';
import { boardMarkup } from '../board-markup';
import { BladesBoard } from './BladesBoard';

/**
 * Test fixture: the Blades of Ash table as `viewer` sees it at `state`; a seat may act, offered the
 * commands the library lists for it, a spectator nothing. `ended`: the match is over however it
 * ended (nobody acts then).
 */
export function bladesTableMarkup(state: BladesState, viewer: Viewer, match?: MatchView, ended = false): string {
  const seat = viewer.kind === 'seat' ? viewer.seat : null;
  const legal =
    seat === null
      ? []
      : bladesOfAsh.legalCommands(state, seat).map((command) => ({ command, text: command.type, rules: [] }));
  return boardMarkup(BladesBoard, {
    ...(match ? { match } : {}),
    state: bladesOfAsh.view(state, viewer),
    mySeat: seat,
    canAct: seat !== null && !ended,
    ended,
    legal: ended ? [] : legal,
  });
}
