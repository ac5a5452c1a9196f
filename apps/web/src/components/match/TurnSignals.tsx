'use client';

import { useEffect, useRef, useState } from 'react';
import type { MatchView } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { turnMessages as tm } from '../../lib/turn-messages';
import { isMyTurn, readTurnPref, rivalLine, turnTitle, writeTurnPref, type TurnPref } from '../../lib/turn-signals';

let audio: AudioContext | null = null;

/** Two short rising tones; the context is made on the player's own click, as browsers ask. */
function chime(): void {
  if (audio === null) return;
  const start = audio.currentTime;
  [660, 880].forEach((frequency, index) => {
    const tone = audio!.createOscillator();
    const gain = audio!.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, start + index * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.001, start + index * 0.15 + 0.14);
    tone.connect(gain).connect(audio!.destination);
    tone.start(start + index * 0.15);
    tone.stop(start + index * 0.15 + 0.15);
  });
}

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);
const notifications = (): typeof Notification | undefined =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;

/** The tab's title says "● Te toca" while the game waits on the viewer, and goes back after. */
function useTurnTitle(myTurn: boolean, t: Translate): void {
  useEffect(() => {
    document.title = turnTitle(document.title, myTurn, t);
  }, [myTurn, t]);
  useEffect(() => () => void (document.title = turnTitle(document.title, false, t)), [t]);
}

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

/** Sound and notification choices, off until the player turns them on, remembered in this browser. */
function useTurnPrefs() {
  const [prefs, setPrefs] = useState({ sound: false, notify: false });
  const [blocked, setBlocked] = useState(false);
  // Known only in the browser: the server's page and the first render show the sound alone.
  const [canNotify, setCanNotify] = useState(false);
  useEffect(() => {
    setCanNotify(notifications() !== undefined);
    const granted = notifications()?.permission === 'granted';
    setPrefs({ sound: readTurnPref(storage(), 'sound'), notify: granted && readTurnPref(storage(), 'notify') });
  }, []);
  const toggle = async (pref: TurnPref, on: boolean) => {
    if (pref === 'sound' && on) audio ??= new AudioContext();
    if (pref === 'notify' && on) {
      const permission = (await notifications()?.requestPermission()) ?? 'denied';
      setBlocked(permission !== 'granted');
      if (permission !== 'granted') return;
    }
    writeTurnPref(storage(), pref, on);
    setPrefs((current) => ({ ...current, [pref]: on }));
  };
  return { prefs, blocked, canNotify, toggle };
}

/** The turn has come: a chime, and a notification while the tab is hidden, as the player asked. */
function announceTurn(match: MatchView, prefs: { sound: boolean; notify: boolean }, t: Translate): void {
  if (prefs.sound) chime();
  const Notice = notifications();
  if (prefs.notify && Notice?.permission === 'granted' && document.hidden) {
    new Notice(t(tm.notifyTitle(match.gameName)), {
      body: t(tm.notifyBody(rivalLine(match.log, match.yourSeat))),
      tag: `turn-${match.matchId}`,
    });
  }
}

/** One alert's checkbox: on or off, remembered on this device. */
function PrefBox(props: {
  pref: TurnPref;
  on: boolean;
  toggle: (pref: TurnPref, on: boolean) => Promise<void>;
  label: string;
}) {
  const { pref, on, toggle, label } = props;
  return (
    <label>
      <input
        type="checkbox"
        checked={on}
        onChange={(event) => void toggle(pref, event.target.checked)}
        data-testid={`turn-${pref}`}
      />{' '}
      {label}
    </label>
  );
}

/**
 * "Your turn", signalled from what the match view says about who must act: the tab's title, and
 * when the player asks for them, a chime and a browser notification while the tab is hidden. The
 * choices are folded under one small "Avisos de turno" disclosure that says which are on, so the
 * table starts high on a laptop.
 */
export function TurnSignals({ match, t }: { match: MatchView; t: Translate }) {
  const myTurn = isMyTurn(match);
  const { prefs, blocked, canNotify, toggle } = useTurnPrefs();
  useTurnTitle(myTurn, t);
  useTurnStart(myTurn, () => announceTurn(match, prefs, t));
  if (match.viewer !== 'seat' || match.status === 'finished') return null;
  return (
    <details className="turn-signals" data-testid="turn-signals">
      <summary data-testid="turn-signals-toggle">
        {t(tm.signals)} <span className="muted">· {t(tm.signalsState(prefs.sound, prefs.notify))}</span>
      </summary>
      <fieldset className="turn-signals__choices">
        <legend className="visually-hidden">{t(tm.signals)}</legend>
        <PrefBox pref="sound" on={prefs.sound} toggle={toggle} label={t(tm.sound)} />
        {canNotify ? <PrefBox pref="notify" on={prefs.notify} toggle={toggle} label={t(tm.notify)} /> : null}
        {blocked ? <p className="muted">{t(tm.notifyBlocked)}</p> : null}
      </fieldset>
    </details>
  );
}
