import { localized as l, type Localized } from '@cronica/util';

/** Where this browser keeps one page's alert choices: a chime (and a buzz on a phone), and a browser notification. */
export interface AlertPrefKeys {
  readonly sound: string;
  readonly notify: string;
}
export type AlertPref = keyof AlertPrefKeys;

/** Something to tell, in both languages: `tag` names what it is about, so a later alert about the same thing replaces it. */
export interface PageAlert {
  readonly tag: string;
  readonly title: Localized;
  readonly body: Localized;
}

/** The match table's "your turn" alerts. */
export const TURN_ALERTS: AlertPrefKeys = { sound: 'cronica.turn.sound', notify: 'cronica.turn.notify' };
/** The tournament page's alerts to a player: a round's table, check-in, a place from the waiting list, a notice. */
export const EVENT_ALERTS: AlertPrefKeys = { sound: 'cronica.event.sound', notify: 'cronica.event.notify' };
/** The organizer's desk alerts: every result of the round is in. */
export const DESK_ALERTS: AlertPrefKeys = { sound: 'cronica.desk.sound', notify: 'cronica.desk.notify' };
/** The judges' desk's alerts to its staff: a new call for a judge. */
export const JUDGE_ALERTS: AlertPrefKeys = { sound: 'cronica.judge.sound', notify: 'cronica.judge.notify' };

/** Off until the person turns it on; a browser that keeps nothing reads as off. */
export function readAlertPref(storage: Pick<Storage, 'getItem'> | undefined, keys: AlertPrefKeys, pref: AlertPref) {
  try {
    return storage?.getItem(keys[pref]) === 'on';
  } catch {
    return false;
  }
}

export function writeAlertPref(
  storage: Pick<Storage, 'setItem'> | undefined,
  keys: AlertPrefKeys,
  pref: AlertPref,
  on: boolean,
): void {
  try {
    storage?.setItem(keys[pref], on ? 'on' : 'off');
  } catch {
    // A browser that keeps nothing (private mode, storage full) still alerts; the choice lasts this page.
  }
}

/** What every alerts disclosure says, whichever page it is on. */
export const alertMessages = {
  /** The tab's title mark while something waits on the reader. */
  titleMark: '●',
  /** Beside the folded alerts' title: which of them are on, so a closed disclosure still says it. */
  state: (sound: boolean, notify: boolean) =>
    sound && notify
      ? l('sonido y navegador', 'sound and browser')
      : sound
        ? l('sonido', 'sound')
        : notify
          ? l('navegador', 'browser')
          : l('apagados', 'off'),
  notifyBlocked: l(
    'El navegador no permite avisos para esta página.',
    'The browser does not allow notifications for this page.',
  ),
};

const MARK = `${alertMessages.titleMark} `;

/**
 * The tab's title marked "● {what} · {title}", or the page's own title when `what` is null. The
 * mark ends at its first " · ", so one inside `what` is written as a comma.
 */
export function markedTitle(base: string, what: string | null): string {
  const plain = base.startsWith(MARK) ? base.slice(base.indexOf(' · ') + 3) : base;
  return what === null ? plain : `${MARK}${what.replaceAll(' · ', ', ')} · ${plain}`;
}
