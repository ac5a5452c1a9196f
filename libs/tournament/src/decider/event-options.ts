import type { GameEntry } from '@cronica/games';
import { nameProblem } from '@cronica/util';
import { invalid, type ConfigProblem } from './config-problem.js';
import { gameOptionProblems } from './game-format.js';
import type { TournamentOptions } from './options.js';
import { scheduleProblems, type EventSchedule } from './schedule.js';

/** What is wrong with an event's public details: its name, description, and when and where (`schedule.ts`). */
export function detailProblems(
  o: Pick<TournamentOptions, 'name' | 'description' | keyof EventSchedule>,
): ConfigProblem[] {
  const found: ConfigProblem[] = [];
  // The one name rule for everything a person reads (`@cronica/util` names.ts).
  const nameTrouble = o.name === undefined ? null : nameProblem(o.name, 'tournamentName');
  if (nameTrouble) found.push({ field: 'name', code: 'tournament.config.name', message: nameTrouble.message });
  if ((o.description ?? '').trim().length > 2000)
    found.push(
      invalid(
        'description',
        'La descripción admite hasta 2000 caracteres.',
        'The description takes up to 2,000 characters.',
      ),
    );
  found.push(...scheduleProblems(o).map((p) => ({ ...p, code: `tournament.config.${p.field}` })));
  return found;
}

/** The seed every draw of the event derives from. */
export function seedProblems(o: TournamentOptions): ConfigProblem[] {
  return typeof o.seed !== 'string' || o.seed.length < 8
    ? [invalid('seed', 'La semilla debe tener al menos 8 caracteres.', 'The seed must have at least 8 characters.')]
    : [];
}

/** The game: known, played in tournaments rather than campaigns, and its own options valid. */
export function gameProblems(o: TournamentOptions, game: GameEntry | undefined): ConfigProblem[] {
  if (game === undefined) return [invalid('game', `Juego desconocido: «${o.game}».`, `Unknown game: "${o.game}".`)];
  if (game.organizedPlay === 'sessions') {
    return [
      invalid(
        'game',
        `${game.name.es} se juega en campañas con un director de juego, no en torneos suizos.`,
        `${game.name.en} is played in campaigns with a game master, not in Swiss tournaments.`,
      ),
    ];
  }
  return gameOptionProblems(game, o.gameOptions).map((p) => ({
    field: p.field,
    code: 'tournament.config.gameOptions',
    message: p.message,
  }));
}
