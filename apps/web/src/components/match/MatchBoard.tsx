'use client';

import Link from 'next/link';
import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import { useMutation, useSubscription } from '@apollo/client/react';
import type { Lang, Localized } from '@cronica/util';
import {
  CONTRIBUTE_SEED,
  MATCH_UPDATED,
  SUBMIT_GAME_COMMAND,
  type GameCommand,
  type MatchView,
} from '../../graphql/match';
import { apiRefusal } from '../../lib/api-errors';
import { translator, type Translate } from '../../lib/i18n';
import { personName } from '../../lib/person-name';
import { matchMessages as m } from '../../lib/match-messages';
import { randomHex } from '../../lib/random-id';
import { useResendableIds } from '../../lib/resendable-ids';
import { boardFor, boardSaysTurn, gameInMatch, seatRole, seatWords, type BoardProps } from './boards';
import { useFocusAfterMove } from '../../lib/focus-after-move';
import { useHydrated } from '../../lib/hydrated';
import { newerView } from '../../lib/newest-view';
import { auditMessages } from '../../lib/audit-messages';
import { auditHref } from '../../lib/audit-place';
import { CallAtEvent } from './CallAtEvent';
import { ConcedeButton } from './ConcedeButton';
import { MatchLog } from './MatchLog';
import { MatchResult } from './MatchResult';
import { SeatBar } from './SeatBar';
import { SeedPanel } from './SeedPanel';
import { TableStatus } from './TableStatus';
import { TurnSignals } from './TurnSignals';
import { FormError } from '../FormParts';

/** The match as it lives: the newest view, the last refusal, whether a command is on its way, and the two things a seat can send. */
function useLiveMatch(initial: MatchView) {
  const [match, setMatch] = useState(initial);
  const [error, setError] = useState<Localized | null>(null);
  // A transition: a view arriving while the board's code is still on its way waits for it, with
  // the server's drawing kept on screen, instead of blanking the board until the code is in.
  const accept = useCallback((incoming: MatchView | undefined) => {
    if (incoming) startTransition(() => setMatch((current) => newerView(current, incoming)));
  }, []);
  useSubscription(MATCH_UPDATED, {
    variables: { matchId: initial.matchId },
    onData: ({ data }) => accept(data.data?.matchUpdated),
  });
  const { matchId } = initial;
  const onError = useCallback(
    (failure: unknown) => setError(failure === null ? null : apiRefusal(failure).message),
    [],
  );
  const seat = useSeatCommands(matchId, match.version, accept, onError);
  return { match, error, ...seat };
}

type Accept = (incoming: MatchView | undefined) => void;
/** Says a failure, or clears what was said (null) as a new command leaves. */
type OnError = (failure: unknown) => void;

// The functions below are the same for the page's life: the board is handed them, and new ones
// would draw it again (`boardFor`: its server drawing is kept only while its props hold).

/** The two things a seat sends: its game commands and its part of the match's seed. */
function useSeatCommands(matchId: string, version: number, accept: Accept, onError: OnError) {
  const [submit] = useMutation(SUBMIT_GAME_COMMAND);
  const [contribute] = useMutation(CONTRIBUTE_SEED);
  const moves = useSeatSender('web', version, accept, onError);
  const seeds = useSeatSender('seed', version, accept, onError);
  const { sendWith: sendMove } = moves;
  const { sendWith: sendSeed } = seeds;
  const send = useCallback(
    (command: GameCommand) =>
      sendMove(command, async (commandId) => {
        const { data } = await submit({ variables: { matchId, commandId, command } });
        return data?.submitGameCommand.match;
      }),
    [sendMove, submit, matchId],
  );
  // The match starts once every seat's part is in; a part sent again after a lost answer keeps the first.
  const addSeed = useCallback(
    () =>
      sendSeed('seed', async (commandId) => {
        const { data } = await contribute({ variables: { matchId, commandId, seed: randomHex(32) } });
        return data?.contributeMatchSeed.match;
      }),
    [sendSeed, contribute, matchId],
  );
  return { send, addSeed, sending: moves.sending || seeds.sending };
}

/**
 * Sends one kind of the seat's commands. It is `sending` from the tap until the answer's view is
 * drawn, so the board as it was takes no tap meanwhile; a command whose answer the connection lost
 * keeps its id when sent again from the same view, so the API answers with the first outcome
 * instead of making it twice.
 */
function useSeatSender(kind: string, version: number, accept: Accept, onError: OnError) {
  const [sending, setSending] = useState(false);
  const resend = useResendableIds(kind, version);
  const sendWith = useCallback(
    async (key: unknown, post: (commandId: string) => Promise<MatchView | undefined>) => {
      onError(null);
      setSending(true);
      try {
        const view = await resend.send(key, post);
        // One drawing for the answer's view and the end of sending (the view comes as a transition).
        startTransition(() => {
          accept(view);
          setSending(false);
        });
      } catch (failure) {
        onError(failure);
        setSending(false);
      }
    },
    [accept, onError, resend],
  );
  return { sending, sendWith };
}

/** Who is looking at the match, a player by their seat as the seat bar names it. */
function viewerWords(match: MatchView): Localized {
  if (match.viewer === 'seat' && match.yourSeat !== null) {
    const role = seatRole(match.game, match.yourSeat);
    return role ? m.viewer.role(role) : m.viewer.seat(match.yourSeat);
  }
  return match.viewer === 'judge' ? m.viewer.judge : m.viewer.spectator;
}

/** The status badge, who is looking, and how many events are held back from this viewer. */
function MatchMeta({ match, t }: { match: MatchView; t: Translate }) {
  const badge = match.status === 'live' ? 'live' : match.status === 'finished' ? 'done' : 'upcoming';
  return (
    <p className="match__meta">
      <span className={`badge badge--${badge}`} data-testid="match-status">
        {t(m.status[match.status as keyof typeof m.status] ?? { es: match.status, en: match.status })}
      </span>
      <span>{t(viewerWords(match))}</span>
      {match.delayedEvents > 0 ? <span className="muted">{t(m.delayed(match.delayedEvents))}</span> : null}
    </p>
  );
}

function ReplayLink({ matchId, t }: { matchId: string; t: Translate }) {
  return (
    <p className="match__replay">
      <Link className="button" href={`/matches/${encodeURIComponent(matchId)}/replay`}>
        {t(m.result.replay)}
      </Link>
    </p>
  );
}

function AuditLink({ matchId, t }: { matchId: string; t: Translate }) {
  return (
    <p>
      <Link className="button button--quiet" href={auditHref(matchId)} data-testid="audit-link">
        {t(auditMessages.title)}
      </Link>
    </p>
  );
}

/** How a seat is called on this page: its player's name, and "you" beside your own. */
function seatNamer(match: MatchView, t: Translate): (seat: number) => string {
  return (seat) => {
    const own = match.seats.find((s) => s.seat === seat)?.name;
    const name = own ? personName(own, t) : own;
    return seat === match.yourSeat ? `${name ?? t(m.you)} (${t(m.you)})` : (name ?? t(seatWords(match.game, seat)));
  };
}

interface HeaderProps {
  match: MatchView;
  error: Localized | null;
  busy: boolean;
  addSeed: () => void;
  seatName: (seat: number) => string;
  t: Translate;
}

/** Everything above the board: status, seats, turn, refusals, seeds, the result and its replay. */
function MatchHeader({ match, error, busy, addSeed, seatName, t }: HeaderProps) {
  return (
    <>
      {/* Two short rows, as game sites fold them: on a 1280×800 laptop the hand and the prompt stay on the first screen. */}
      <div className="match__header" data-testid="match-header">
        <MatchMeta match={match} t={t} />
        <TurnSignals match={match} t={t} />
        <SeatBar match={match} seatName={seatName} t={t} />
      </div>
      <TableStatus match={match} boardSaysTurn={boardSaysTurn(match.game)} t={t} />
      <FormError error={error} t={t} />
      {match.status === 'awaiting-seeds' ? (
        <SeedPanel match={match} seatName={seatName} busy={busy} onContribute={addSeed} t={t} />
      ) : null}
      {match.status === 'finished' ? <MatchResult match={match} seatName={seatName} t={t} /> : null}
      {/* Beside the result, not after a log of a hundred lines. */}
      {match.sealed ? <ReplayLink matchId={match.matchId} t={t} /> : null}
    </>
  );
}

/** The footer works on the same match, moment and sender as the game's board. */
type FooterProps = Pick<BoardProps, 'match' | 'canAct' | 'busy' | 'send' | 't'>;

/** Everything below the board: the log, calling a judge, the audit link and conceding. */
function MatchFooter({ match, canAct, busy, send, t }: FooterProps) {
  return (
    <>
      <MatchLog lines={match.log} t={t} />
      {match.viewer === 'seat' ? <CallAtEvent match={match} t={t} /> : null}
      {match.viewer === 'judge' && match.tournamentId ? <AuditLink matchId={match.matchId} t={t} /> : null}
      {canAct ? (
        <ConcedeButton
          busy={busy}
          current={gameInMatch(match.game, match.state)}
          onConcede={() => send({ type: 'Concede', data: {} })}
          onConcedeGame={() => send({ type: 'Concede', data: { scope: 'game' } })}
          t={t}
        />
      ) : null}
    </>
  );
}

/**
 * A match of any game: the shared page around the game's own board (picked by game id from the
 * board registry): status, seats, fair-randomness seeds, the log, the result, concede and the
 * replay link. Live updates come from the `matchUpdated` subscription.
 */
export function MatchBoard({ initial, lang }: { initial: MatchView; lang: Lang }) {
  const t = useMemo(() => translator(lang), [lang]);
  const { match, error, sending, send, addSeed } = useLiveMatch(initial);
  // Nothing is sent from the server's HTML: a tap before the page runs would be lost. The board
  // holds its own controls the same way, inside its own boundary (`boardFor`).
  const hydrated = useHydrated();
  const busy = sending || !hydrated;
  const root = useRef<HTMLDivElement>(null);
  useFocusAfterMove(root, match, busy);
  const seatName = useMemo(() => seatNamer(match, t), [match, t]);
  const Board = boardFor(match.game);
  const canAct = match.status === 'live' && match.viewer === 'seat';
  return (
    <div
      className="match"
      ref={root}
      data-testid="match-board"
      data-status={match.status}
      data-game={match.game}
      data-events={match.eventCount}
    >
      <MatchHeader match={match} error={error} busy={busy} addSeed={addSeed} seatName={seatName} t={t} />
      {match.state !== null ? (
        <Board
          match={match}
          state={match.state}
          mySeat={match.yourSeat}
          canAct={canAct}
          ended={match.status === 'finished'}
          legal={match.legalCommands}
          busy={sending}
          send={send}
          seatName={seatName}
          lang={lang}
          t={t}
        />
      ) : null}
      <MatchFooter match={match} canAct={canAct} busy={busy} send={send} t={t} />
    </div>
  );
}
