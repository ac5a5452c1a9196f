import { localized as l, type Localized } from '@cronica/util';

/** Tournament life cycle as the API reports it (apps/api/schema.gql, `Tournament.status`). */
const STATUS_LABELS: Readonly<Record<string, Localized>> = {
  draft: l('En preparación', 'Being set up'),
  registration: l('Inscripción abierta', 'Registration open'),
  running: l('En juego', 'In progress'),
  'top-cut': l('Eliminatoria final', 'Top cut'),
  ended: l('Terminado', 'Finished'),
};

/** Visual tone of a status badge. */
export type StatusTone = 'upcoming' | 'live' | 'done' | 'neutral';

const STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  draft: 'neutral',
  registration: 'upcoming',
  running: 'live',
  'top-cut': 'live',
  ended: 'done',
};

const GAME_LABELS: Readonly<Record<string, Localized>> = {
  'blades-of-ash': l('Blades of Ash', 'Blades of Ash'),
  'warlords-of-terra': l('Warlords of Terra', 'Warlords of Terra'),
  ecg: l('ECG', 'ECG'),
};

function humanize(code: string): Localized {
  const words = code.replace(/[-_]+/g, ' ').toLowerCase();
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return l(text, text);
}

export function statusLabel(status: string): Localized {
  return STATUS_LABELS[status] ?? humanize(status);
}

export function statusTone(status: string): StatusTone {
  return STATUS_TONES[status] ?? 'neutral';
}

export function gameLabel(game: string): Localized {
  return GAME_LABELS[game] ?? humanize(game);
}

/**
 * Tiebreak criteria (libs/tournament `TiebreakCriterion`); 002_a36596f8eaed8fcc.txt, "2.1 SCORE",
 * "2.2 Enfrentamiento entre sí", "2.3 Puntos y SCORE acumulados de sus oponentes".
 */
const TIEBREAK_LABELS: Readonly<Record<string, { label: Localized; percentage: boolean }>> = {
  score: { label: l('SCORE', 'SCORE'), percentage: false },
  'head-to-head': { label: l('Enfrentamiento directo', 'Head-to-head'), percentage: false },
  'opponents-points': { label: l('Puntos de rivales', "Opponents' points"), percentage: false },
  buchholz: { label: l('Buchholz', 'Buchholz'), percentage: false },
  'opponents-score': { label: l('SCORE de rivales', "Opponents' SCORE"), percentage: false },
  omw: { label: l('% victorias de rivales', "Opponents' match-win %"), percentage: true },
  gw: { label: l('% partidas ganadas', 'Game-win %'), percentage: true },
  ogw: { label: l('% partidas de rivales', "Opponents' game-win %"), percentage: true },
  'sonneborn-berger': { label: l('Sonneborn-Berger', 'Sonneborn-Berger'), percentage: false },
};

export function tiebreakLabel(name: string): Localized {
  return TIEBREAK_LABELS[name]?.label ?? humanize(name);
}

/** Percentages with two decimals, counts as integers, anything else with up to two decimals. */
export function formatTiebreak(name: string, value: number, lang: 'es' | 'en'): string {
  const locale = lang === 'es' ? 'es-ES' : 'en-GB';
  if (TIEBREAK_LABELS[name]?.percentage) {
    return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
