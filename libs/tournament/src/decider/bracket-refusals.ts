import { refusal } from './refusal.js';

/** Refusals that guard the top cut and the tiebreak match for a cut or prize place (002 C.2.4.2). */
export const bracketRefusals = {
  noTopCut: refusal('tournament.top-cut.none', 'Este torneo no tiene corte.', 'This tournament has no top cut.'),
  swissUnfinished: refusal('tournament.top-cut.swiss-unfinished', 'Aún quedan rondas suizas.', 'Swiss rounds remain.'),
  tooFewForCut: refusal(
    'tournament.top-cut.too-few',
    'No quedan suficientes jugadores en el torneo para el corte.',
    'Not enough players remain in the event for the top cut.',
  ),
  topCutStarted: refusal('tournament.top-cut.started', 'El corte ya empezó.', 'The top cut has already started.'),
  /** `groups`: the players' names, as people read them. */
  tiebreakNeeded: (groups: readonly (readonly string[])[]) =>
    refusal(
      'tournament.top-cut.tiebreak-match-needed',
      `Un puesto del corte o con premio depende del azar: jugad la ronda de desempate (002 C.2.4.2) entre ${groups.map((g) => g.join(' / ')).join('; ')}.`,
      `A cut or prize place depends on chance: play the tiebreak match (002 C.2.4.2) between ${groups.map((g) => g.join(' / ')).join('; ')}.`,
    ),
  noTiebreakNeeded: refusal(
    'tournament.tiebreak.none-needed',
    'Ningún puesto del corte ni con premio depende del azar.',
    'No cut or prize place depends on chance.',
  ),
};
