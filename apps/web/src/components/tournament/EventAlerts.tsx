'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Lang } from '@cronica/util';
import { EVENT_ALERTS, markedTitle } from '../../lib/alert-prefs';
import { eventAlertMessages as m } from '../../lib/event-alert-messages';
import { eventAlerts, type PanelFacts } from '../../lib/event-alerts';
import { translator } from '../../lib/i18n';
import { AlertChoices, sendAlert, useAlertPrefs } from '../alerts/AlertChoices';

/** Marks the tab's title with what happened while the reader was away; the mark goes when they look. */
function useAwayMark(): (what: string) => void {
  useEffect(() => {
    const clear = () => {
      if (!document.hidden) document.title = markedTitle(document.title, null);
    };
    document.addEventListener('visibilitychange', clear);
    return () => {
      document.removeEventListener('visibilitychange', clear);
      document.title = markedTitle(document.title, null);
    };
  }, []);
  return useCallback((what: string) => {
    if (document.hidden) document.title = markedTitle(document.title, what);
  }, []);
}

/**
 * The player's alerts on the event page, which follows the event live: a new round's table, a
 * moved table, check-in opening, a place from the waiting list, the rival's result to confirm, the
 * organizers' notice. Each one marks the tab's title while the reader is away and, as they chose,
 * chimes (buzzes a phone) and shows a browser notification while the tab is hidden. Nothing is
 * alerted on opening the page: only what changes while it is open.
 */
export function EventAlerts({ tournamentId, facts, lang }: { tournamentId: string; facts: PanelFacts; lang: Lang }) {
  const t = useMemo(() => translator(lang), [lang]);
  const choices = useAlertPrefs(EVENT_ALERTS);
  const prefs = useRef(choices.prefs);
  prefs.current = choices.prefs;
  const before = useRef(facts);
  const markAway = useAwayMark();
  useEffect(() => {
    const alerts = eventAlerts(before.current, facts);
    before.current = facts;
    for (const alert of alerts) {
      const tag = `${tournamentId}-${alert.tag}`;
      sendAlert({ title: t(alert.title), body: t(alert.body), tag }, prefs.current);
    }
    if (alerts[0]) markAway(t(alerts[0].title));
  }, [facts, tournamentId, t, markAway]);
  return <AlertChoices name="event" choices={choices} words={m} t={t} />;
}
