'use client';

import { useEffect, useRef } from 'react';
import type { MatchView } from '../../graphql/match';
import { TURN_ALERTS } from '../../lib/alert-prefs';
import type { Translate } from '../../lib/i18n';
import { turnMessages as tm } from '../../lib/turn-messages';
import { isMyTurn, rivalLine, turnMark } from '../../lib/turn-signals';
import { AlertChoices, sendAlert, useAlertPrefs, useTitleMark } from '../alerts/AlertChoices';

/** Calls `cue` when the turn passes to the viewer (not on opening the page at her turn). */
function useTurnStart(myTurn: boolean, cue: () => void): void {
  const was = useRef(myTurn);
  const latest = useRef(cue);
  latest.current = cue;
  useEffect(() => {
    if (myTurn && !was.current) latest.current();
    was.current = myTurn;
  }, [myTurn]);
}

/**
 * "Your turn", signalled from what the match view says about who must act: the tab's title, and
 * when the player asks for them, a chime and a browser notification while the tab is hidden. The
 * choices are folded under one small "Avisos de turno" disclosure that says which are on, so the
 * table starts high on a laptop.
 */
export function TurnSignals({ match, t }: { match: MatchView; t: Translate }) {
  const myTurn = isMyTurn(match);
  const choices = useAlertPrefs(TURN_ALERTS);
  // The tab's title says "● Te toca" while the game waits on the viewer, and goes back after.
  useTitleMark(turnMark(myTurn, t));
  useTurnStart(myTurn, () =>
    sendAlert(
      {
        title: t(tm.notifyTitle(match.gameName)),
        body: t(tm.notifyBody(rivalLine(match.log, match.yourSeat))),
        tag: `turn-${match.matchId}`,
      },
      choices.prefs,
    ),
  );
  if (match.viewer !== 'seat' || match.status === 'finished') return null;
  return <AlertChoices name="turn" choices={choices} words={tm} t={t} />;
}
