import { refusal } from './refusal.js';

/** Refusals that guard the round clock: starting, pausing, extra turns and extensions. */
export const clockRefusals = {
  clockStarted: refusal(
    'tournament.clock.started',
    'El reloj de la ronda ya está en marcha.',
    'The round clock is already running.',
  ),
  clockNotStarted: refusal(
    'tournament.clock.not-started',
    'El reloj de la ronda no está en marcha.',
    'The round clock is not running.',
  ),
  timeRemaining: refusal('tournament.clock.time-remaining', 'Aún queda tiempo de ronda.', 'There is round time left.'),
  extraTurnsStarted: refusal(
    'tournament.clock.extra-turns-started',
    'Los turnos extra ya empezaron.',
    'Extra turns have already started.',
  ),
  untimedFinal: refusal(
    'tournament.clock.untimed-final',
    'La final al mejor de 3 se juega sin tiempo (002 C.1).',
    'A best-of-3 final is untimed (002 C.1).',
  ),
  untimedTiebreak: refusal(
    'tournament.clock.untimed-tiebreak',
    'La ronda de desempate no tiene tiempo (002 C.2.4.2).',
    'A tiebreak round is untimed (002 C.2.4.2).',
  ),
  clockPaused: refusal('tournament.clock.paused', 'El reloj de la ronda está en pausa.', 'The round clock is paused.'),
  clockNotPaused: refusal(
    'tournament.clock.not-paused',
    'El reloj de la ronda no está en pausa.',
    'The round clock is not paused.',
  ),
  timeUp: refusal('tournament.clock.time-up', 'El tiempo de la ronda ya terminó.', 'The round time is already up.'),
  extensionMinutes: refusal('tournament.clock.extension-minutes', 'Añade de 1 a 60 minutos.', 'Add 1 to 60 minutes.'),
};
