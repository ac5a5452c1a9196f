'use client';

import Link from 'next/link';
import { useCallback, useState } from 'react';
import { useMutation, useSubscription } from '@apollo/client/react';
import type { Lang, Localized } from '@cronica/util';
import { CONTRIBUTE_SEED, MATCH_UPDATED, SUBMIT_GAME_COMMAND, type GameCommand, type MatchView } from '../../graphql/match';
import { apiRefusal } from '../../lib/api-errors';
import { commandInput, parseBladesView } from '../../lib/blades';
import { translator } from '../../lib/i18n';
import { matchMessages as m } from '../../lib/match-messages';
import { newCommandId, randomHex } from '../../lib/random-id';
import { ClashPanel } from './ClashPanel';
import { CommandPanel } from './CommandPanel';
import { MatchResult } from './MatchResult';
import { PlayerArea } from './PlayerArea';
import { SeedPanel } from './SeedPanel';

/** Keeps the newest view: subscription pushes and mutation answers may arrive in any order. */
function newer(current: MatchView, incoming: MatchView): MatchView {
  if (incoming.status === 'finished' && current.status !== 'finished') return incoming;
  return incoming.eventCount >= current.eventCount ? incoming : current;
}

export function MatchBoard({ initial, names, lang }: { initial: MatchView; names: Record<string, string>; lang: Lang }) {
  const t = translator(lang);
  const [match, setMatch] = useState(initial);
  const [error, setError] = useState<Localized | null>(null);
  const accept = useCallback((incoming: MatchView | undefined) => incoming && setMatch((current) => newer(current, incoming)), []);
  useSubscription(MATCH_UPDATED, { variables: { matchId: initial.matchId }, onData: ({ data }) => accept(data.data?.matchUpdated) });
  const [submit, submitting] = useMutation(SUBMIT_GAME_COMMAND);
  const [contribute, contributing] = useMutation(CONTRIBUTE_SEED);
  const busy = submitting.loading || contributing.loading;

  const seatName = (seat: number): string => {
    if (seat === match.yourSeat) return t(m.you);
    const playerId = match.seats.find((s) => s.seat === seat)?.playerId ?? '';
    if (playerId.startsWith('bot:')) return t(m.bot);
    return names[playerId] ?? t(m.seatLabel(seat));
  };

  async function send(command: GameCommand) {
    setError(null);
    try {
      const { data } = await submit({ variables: { matchId: match.matchId, commandId: newCommandId('web'), command: commandInput(command) } });
      accept(data?.submitGameCommand.match);
    } catch (failure) {
      setError(apiRefusal(failure).message);
    }
  }

  async function addSeed() {
    setError(null);
    try {
      const { data } = await contribute({ variables: { matchId: match.matchId, commandId: newCommandId('seed'), seed: randomHex(32) } });
      accept(data?.contributeMatchSeed.match);
    } catch (failure) {
      setError(apiRefusal(failure).message);
    }
  }

  const view = parseBladesView(match.state);
  const mySeat = match.yourSeat ?? 0;
  const order = [1 - mySeat, mySeat];
  return (
    <div className="match" data-testid="match-board" data-status={match.status}>
      <p className="match__meta">
        <span className={`badge badge--${match.status === 'live' ? 'live' : match.status === 'finished' ? 'done' : 'upcoming'}`} data-testid="match-status">
          {t(m.status[match.status as keyof typeof m.status] ?? { es: match.status, en: match.status })}
        </span>
        <span>{match.viewer === 'seat' && match.yourSeat !== null ? t(m.viewer.seat(match.yourSeat)) : match.viewer === 'judge' ? t(m.viewer.judge) : t(m.viewer.spectator)}</span>
        {view ? <span>{t(m.phase[view.phase])} · {t(m.round(view.round))}</span> : null}
        {match.delayedEvents > 0 ? <span className="muted">{t(m.delayed(match.delayedEvents))}</span> : null}
      </p>
      {error ? <p className="form__error" role="alert">{t(error)}</p> : null}
      {match.status === 'awaiting-seeds' ? <SeedPanel match={match} seatName={seatName} busy={busy} onContribute={addSeed} t={t} /> : null}
      {match.status === 'finished' ? <MatchResult match={match} seatName={seatName} t={t} /> : null}
      {view ? (
        <div className="table">
          <PlayerArea view={view} seat={order[0]!} label={seatName(order[0]!)} t={t} />
          <div className="table__middle">
            <ClashPanel view={view} seatName={seatName} t={t} />
            {match.status === 'live' && match.viewer === 'seat' ? (
              <CommandPanel view={view} commands={match.legalCommands} busy={busy} onSend={send} t={t} />
            ) : match.status === 'live' ? (
              <p className="waiting">{t(m.spectating)}</p>
            ) : null}
          </div>
          <PlayerArea view={view} seat={order[1]!} label={seatName(order[1]!)} t={t} />
        </div>
      ) : null}
      {match.sealed ? (
        <p>
          <Link className="button" href={`/matches/${encodeURIComponent(match.matchId)}/replay`}>
            {t(m.result.replay)}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
