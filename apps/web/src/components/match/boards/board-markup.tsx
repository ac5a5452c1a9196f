import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MatchView } from '../../../graphql/match';
import { translator } from '../../../lib/i18n';
import type { BoardProps } from './types';

/**
 * Test fixture: a board's markup as the match page draws it: a live match, in Spanish unless told,
 * a spectator with nothing to do unless told, nothing ever sent.
 */
export function boardMarkup(
  Board: ComponentType<BoardProps>,
  props: Pick<BoardProps, 'state'> & Partial<BoardProps>,
): string {
  const lang = props.lang ?? 'es';
  return renderToStaticMarkup(
    <Board
      match={{ matchId: 'm-board', status: 'live', seats: [] } as unknown as MatchView}
      mySeat={null}
      canAct={false}
      ended={false}
      legal={[]}
      busy={false}
      send={() => undefined}
      seatName={(s) => `Asiento ${s + 1}`}
      t={translator(lang)}
      {...props}
      lang={lang}
    />,
  );
}
