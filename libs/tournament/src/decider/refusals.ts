import { violation } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import type { TournamentProblem } from '../violations.js';
import { bracketRefusals } from './bracket-refusals.js';
import { clockRefusals } from './clock-refusals.js';
import { judgingRefusals } from './judging-refusals.js';
import { refusal, type Refuse } from './refusal.js';
import { registrationRefusals } from './registration-refusals.js';
import { roundRefusals } from './round-refusals.js';
import type { TournamentState } from './types.js';

/** Refusals of the tournament decider: stable codes, Spanish and English (state unchanged). */

/** Players as a refusal names them: by the name they registered with, never by an internal id. */
export const playerNames = (state: Pick<TournamentState, 'players'>, ids: readonly string[]): string[] =>
  ids.map((id) => state.players[id]?.name ?? id);

/** Every refusal in one table: the event as a whole here, each area's from its own file. */
export const refuse = {
  notAllowed: refusal(
    'tournament.actor.not-allowed',
    'No tienes permiso para esta acción.',
    'You are not allowed to do this.',
  ),
  alreadyCreated: refusal('tournament.created.already', 'El torneo ya existe.', 'The tournament already exists.'),
  notCreated: refusal('tournament.created.not-yet', 'El torneo aún no existe.', 'The tournament does not exist yet.'),
  badConfig: (detail: Localized) =>
    refusal(
      'tournament.config.invalid',
      `Configuración no válida. ${detail.es}`,
      `Invalid configuration. ${detail.en}`,
    ),
  ...registrationRefusals,
  ...roundRefusals,
  ...clockRefusals,
  ...bracketRefusals,
  ...judgingRefusals,
  ended: refusal('tournament.ended', 'El torneo ha terminado.', 'The tournament has ended.'),
  fromProblem:
    (p: TournamentProblem): Refuse =>
    (command) =>
      violation(p.code, command, p.message),
};
