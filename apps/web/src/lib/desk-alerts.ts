import { localized as l, type Localized } from '@cronica/util';
import type { PageAlert } from './alert-prefs';
import { awaitsResult } from './result-status';

/** The organizer's desk alerts, in Spanish (default) and English. */
export const deskAlertMessages = {
  signals: l('Avisos de la ronda', 'Round alerts'),
  sound: l(
    'Sonido cuando todas las mesas de la ronda tienen resultado',
    'Sound when every table of the round has its result',
  ),
  notify: l('Aviso del navegador con la pestaña oculta', 'Browser notification while the tab is hidden'),
  done: (round: Localized) =>
    l(`${round.es}: todos los resultados están cerrados`, `${round.en}: every result is final`),
  doneBody: l(
    'La ronda está lista para cerrarse: ya puedes emparejar la siguiente o terminar el torneo.',
    'The round is ready to close: you can pair the next one or end the event.',
  ),
};

/** What the desk watches while a round is played: its published tables, and how many still lack a final result. */
export interface DeskFacts {
  readonly round: number;
  readonly label: Localized;
  readonly tables: number;
  readonly outstanding: number;
}

/** The desk's facts from the tournament it read: the current round's published tables with two players. */
export function deskFacts(tournament: {
  readonly currentRound: number;
  readonly roundLabel?: Localized | null;
  readonly pairings: ReadonlyArray<{
    readonly round: number;
    readonly playerB: string | null;
    readonly published: boolean;
    readonly result?: { readonly status: string } | null;
  }>;
}): DeskFacts {
  const round = tournament.currentRound;
  const played = tournament.pairings.filter((p) => p.round === round && p.published && p.playerB !== null);
  return {
    round,
    label: tournament.roundLabel ?? l(`Ronda ${round}`, `Round ${round}`),
    tables: played.length,
    outstanding: played.filter(awaitsResult).length,
  };
}

/** The round's last result came in while the desk was open: the organizer can close the round. */
export function deskAlerts(before: DeskFacts, now: DeskFacts): PageAlert[] {
  const finished = now.tables > 0 && now.outstanding === 0;
  const wasPlaying = before.round === now.round && before.outstanding > 0;
  if (!finished || !wasPlaying) return [];
  return [
    { tag: `round-${now.round}-done`, title: deskAlertMessages.done(now.label), body: deskAlertMessages.doneBody },
  ];
}
