import type { BoardProps } from './types';
import { CommandList } from './CommandList';
import { matchMessages as m } from '../../../lib/match-messages';

/** For a game without a board of its own: its legal commands in its words, and its log beside. */
export function GenericBoard({ canAct, legal, busy, send, t, match }: BoardProps) {
  if (canAct) return <CommandList legal={legal} busy={busy} onSend={send} t={t} />;
  return match.status === 'live' ? <p className="waiting">{t(m.spectating)}</p> : null;
}
