import type { MatchView } from '../graphql/match';
import type { Translate } from './i18n';
import { turnMessages as tm } from './turn-messages';

/**
 * Whether the game waits on the viewer: what the match view says (the seat's legal commands),
 * never a rule of a game in the web.
 */
export function isMyTurn(match: Pick<MatchView, 'status' | 'viewer' | 'legalCommands'>): boolean {
  return match.status === 'live' && match.viewer === 'seat' && match.legalCommands.length > 0;
}

/** The tab title's mark while it is the viewer's turn ("● Te toca · …"), none otherwise. */
export const turnMark = (myTurn: boolean, t: Translate): string | null => (myTurn ? t(tm.yourTurn) : null);

/** The newest log line of another seat's decision: what the rival just did, in the game's words. */
export function rivalLine(log: MatchView['log'], mySeat: number | null): string | null {
  for (let index = log.length - 1; index >= 0; index -= 1) {
    const line = log[index]!;
    if (line.seat !== null && line.seat !== mySeat) return line.text;
  }
  return null;
}

/** The table's one status line: the rival's last move, then "Te toca" when the board does not say it itself. */
export function statusLine(
  parts: { rival: string | null; myTurn: boolean; boardSaysTurn: boolean },
  t: Translate,
): string {
  const turn = parts.myTurn && !parts.boardSaysTurn ? t(tm.yourTurn) : null;
  return [parts.rival, turn].filter((part): part is string => part !== null).join(' · ');
}

/** A clock as people read one: m:ss, or h:mm:ss from an hour on. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
