'use client';

import { useMemo } from 'react';
import type { Lang } from '@cronica/util';
import { DESK_ALERTS, EVENT_ALERTS, JUDGE_ALERTS } from '../../lib/alert-prefs';
import { deskAlertMessages, deskAlerts } from '../../lib/desk-alerts';
import { eventAlertMessages } from '../../lib/event-alert-messages';
import { eventAlerts } from '../../lib/event-alerts';
import { translator } from '../../lib/i18n';
import { judgeMessages } from '../../lib/judge-messages';
import { newCallAlerts } from '../../lib/judge-call-alerts';
import { AlertChoices, useAlertPrefs, useChangeAlerts } from './AlertChoices';

/**
 * The live pages' alerts, one row a kind: where the choices are kept, their words, and what in the
 * page's facts is news. The server page passes the facts; what is news is read here, in the browser.
 * - `event`: a player's panel on the event page (their table, check-in, a place, a result to confirm, a notice);
 * - `judge`: the judges' desk (a new call for a judge);
 * - `desk`: the organizer's desk (the round's last result is in).
 */
const KINDS = {
  event: { keys: EVENT_ALERTS, words: eventAlertMessages, changes: eventAlerts },
  judge: { keys: JUDGE_ALERTS, words: judgeMessages.desk.alerts, changes: newCallAlerts },
  desk: { keys: DESK_ALERTS, words: deskAlertMessages, changes: deskAlerts },
} as const;

type Kind = keyof typeof KINDS;
type FactsOf<K extends Kind> = Parameters<(typeof KINDS)[K]['changes']>[1];

/**
 * One live page's alerts: the folded choices (off until turned on), and each piece of news as the
 * person chose it (a chime and a buzz, a notification while the tab is hidden) with the tab's title
 * marked while they are away. Nothing is alerted on opening the page: only what changes while it is
 * open. `scope` is the event's id, so two events' alerts never replace each other.
 */
export function LiveAlerts<K extends Kind>(props: { kind: K; scope: string; facts: FactsOf<K>; lang: Lang }) {
  const { kind, scope, facts, lang } = props;
  const { keys, words, changes } = KINDS[kind];
  const t = useMemo(() => translator(lang), [lang]);
  const choices = useAlertPrefs(keys);
  useChangeAlerts(
    facts,
    changes as (before: FactsOf<K>, now: FactsOf<K>) => ReturnType<typeof changes>,
    scope,
    choices.prefs,
    t,
  );
  return <AlertChoices name={kind} choices={choices} words={words} t={t} />;
}
