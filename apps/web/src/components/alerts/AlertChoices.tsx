'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Localized } from '@cronica/util';
import {
  alertMessages,
  readAlertPref,
  writeAlertPref,
  type AlertPref,
  type AlertPrefKeys,
  type PageAlert,
} from '../../lib/alert-prefs';
import type { Translate } from '../../lib/i18n';
import { tabTitleMarks, type MarkOwner } from '../../lib/title-mark';

let audio: AudioContext | null = null;

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);
const notifications = (): typeof Notification | undefined =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;

/**
 * Browsers let a page sound (and buzz) only after the person touched it: a sound chosen on an
 * earlier visit is readied by the first touch of this one.
 */
function readySoundOnFirstTouch(): () => void {
  const ready = () => {
    audio ??= new AudioContext();
    void audio.resume();
  };
  document.addEventListener('pointerdown', ready, { once: true });
  return () => document.removeEventListener('pointerdown', ready);
}

/** Two short rising tones, and a short buzz on a phone that can; the sound is made on the person's own click, as browsers ask. */
function chime(): void {
  navigator.vibrate?.([120, 80, 120]);
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

export interface AlertPrefs {
  readonly sound: boolean;
  readonly notify: boolean;
}

/** Something to tell the person: the notification's title and text, and a tag so a second one replaces the first. */
export interface Alert {
  readonly title: string;
  readonly body: string;
  readonly tag: string;
}

/**
 * An alert as the person asked for it: a chime, and a browser notification while the tab is hidden;
 * tapping the notification brings this page forward.
 */
export function sendAlert(alert: Alert, prefs: AlertPrefs): void {
  if (prefs.sound) chime();
  const Notice = notifications();
  if (prefs.notify && Notice?.permission === 'granted' && document.hidden) {
    const shown = new Notice(alert.title, { body: alert.body, tag: alert.tag });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  }
}

/** The alert choices of one kind of page, off until the person turns them on, remembered in this browser. */
export function useAlertPrefs(keys: AlertPrefKeys) {
  const [prefs, setPrefs] = useState<AlertPrefs>({ sound: false, notify: false });
  const [blocked, setBlocked] = useState(false);
  // Known only in the browser: the server's page and the first render show the sound alone.
  const [canNotify, setCanNotify] = useState(false);
  useEffect(() => {
    setCanNotify(notifications() !== undefined);
    const granted = notifications()?.permission === 'granted';
    const sound = readAlertPref(storage(), keys, 'sound');
    setPrefs({ sound, notify: granted && readAlertPref(storage(), keys, 'notify') });
    return sound && audio === null ? readySoundOnFirstTouch() : undefined;
  }, [keys]);
  const toggle = async (pref: AlertPref, on: boolean) => {
    if (pref === 'sound' && on) audio ??= new AudioContext();
    if (pref === 'notify' && on) {
      const permission = (await notifications()?.requestPermission()) ?? 'denied';
      setBlocked(permission !== 'granted');
      if (permission !== 'granted') return;
    }
    writeAlertPref(storage(), keys, pref, on);
    setPrefs((current) => ({ ...current, [pref]: on }));
  };
  return { prefs, blocked, canNotify, toggle };
}

type Choices = ReturnType<typeof useAlertPrefs>;

/**
 * Marks the tab's title with `what` (null: no mark) while this part of the page is shown; the mark
 * outlives the page's renders (lib/title-mark.ts).
 */
export function useTitleMark(what: string | null): void {
  const owner = useRef<MarkOwner>(Symbol('title mark'));
  useEffect(() => tabTitleMarks().set(owner.current, what), [what]);
  useEffect(() => {
    const own = owner.current;
    return () => tabTitleMarks().set(own, null);
  }, []);
}

/** Marks the tab's title with what happened while the reader was away; the mark goes when they look. */
function useAwayMark(): (what: string) => void {
  const [away, setAway] = useState<string | null>(null);
  useTitleMark(away);
  useEffect(() => {
    const back = () => {
      if (!document.hidden) setAway(null);
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, []);
  return useCallback((what: string) => {
    if (document.hidden) setAway(what);
  }, []);
}

/**
 * Alerts what `changes` finds between two renders of a live page (the server's page rendered again
 * as the API pushes changes): each alert chimes and shows a notification as the person chose, and
 * the first marks the tab's title while they are away. Nothing on the first render: opening a page
 * is not news. `scope` keeps the tags of two pages (two events) apart.
 */
export function useChangeAlerts<Facts>(
  facts: Facts,
  changes: (before: Facts, now: Facts) => readonly PageAlert[],
  scope: string,
  prefs: AlertPrefs,
  t: Translate,
): void {
  const before = useRef(facts);
  const chosen = useRef(prefs);
  chosen.current = prefs;
  const markAway = useAwayMark();
  useEffect(() => {
    const alerts = changes(before.current, facts);
    before.current = facts;
    // Several pieces of news at once (a round published as check-in closes) chime once.
    alerts.forEach((alert, index) => {
      const prefs = index === 0 ? chosen.current : { ...chosen.current, sound: false };
      sendAlert({ title: t(alert.title), body: t(alert.body), tag: `${scope}-${alert.tag}` }, prefs);
    });
    if (alerts[0]) markAway(t(alerts[0].title));
  }, [facts, changes, scope, t, markAway]);
}

/** One alert's checkbox: on or off, remembered on this device. */
function PrefBox(props: { name: string; pref: AlertPref; choices: Choices; label: string }) {
  const { name, pref, choices, label } = props;
  return (
    <label>
      <input
        type="checkbox"
        checked={choices.prefs[pref]}
        onChange={(event) => void choices.toggle(pref, event.target.checked)}
        data-testid={`${name}-${pref}`}
      />{' '}
      {label}
    </label>
  );
}

/**
 * The alert choices folded under one small disclosure whose title (`words.signals`) says which are on: the sound,
 * and (where the browser has them) notifications. `name` names the test ids: `{name}-signals`,
 * `{name}-signals-toggle`, `{name}-sound`, `{name}-notify`.
 */
export function AlertChoices(props: {
  name: string;
  choices: Choices;
  words: { readonly signals: Localized; readonly sound: Localized; readonly notify: Localized };
  t: Translate;
}) {
  const { name, choices, words, t } = props;
  const { prefs, blocked, canNotify } = choices;
  return (
    <details className={`alert-choices ${name}-signals`} data-testid={`${name}-signals`}>
      <summary data-testid={`${name}-signals-toggle`}>
        {t(words.signals)} <span className="muted">· {t(alertMessages.state(prefs.sound, prefs.notify))}</span>
      </summary>
      <fieldset className="alert-choices__list">
        <legend className="visually-hidden">{t(words.signals)}</legend>
        <PrefBox name={name} pref="sound" choices={choices} label={t(words.sound)} />
        {canNotify ? <PrefBox name={name} pref="notify" choices={choices} label={t(words.notify)} /> : null}
        {blocked ? <p className="muted">{t(alertMessages.notifyBlocked)}</p> : null}
      </fieldset>
    </details>
  );
}
