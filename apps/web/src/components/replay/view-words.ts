import type { Localized } from '@cronica/util';
import { matchMessages } from '../../lib/match-messages';
import { seatWords } from '../match/boards/seat-words';

const views = matchMessages.replay.views;

/**
 * A replay file's view in words: public, the judge's, or a seat's, named as the game's table names
 * it («Jugador 1» where seats have roles); an id it does not know stands as it is.
 */
export function replayViewWords(view: string, game: string | null): Localized {
  if (view === 'public') return views.public;
  if (view === 'judge') return views.judge;
  const seat = /^seat:(\d+)$/.exec(view);
  return seat ? seatWords(game, Number(seat[1])) : { es: view, en: view };
}
