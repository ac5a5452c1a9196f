import { CAPACITY_BOUNDS, isCapacity } from './capacity.js';
import { invalid, isInt, type ConfigProblem } from './config-problem.js';
import type { TournamentOptions } from './options.js';

/** The top cut: its size, the final's best-of, the third-place match and how ties inside it are seeded. */
export function cutProblems(o: TournamentOptions): ConfigProblem[] {
  const found: ConfigProblem[] = [];
  const size = o.topCut?.size ?? 0;
  if (![0, 2, 4, 8, 16].includes(size))
    found.push(
      invalid('topCut.size', 'El corte es de 0, 2, 4, 8 o 16 jugadores.', 'The top cut is 0, 2, 4, 8 or 16 players.'),
    );
  const finalBestOf = o.topCut?.finalBestOf ?? 1;
  if (finalBestOf !== 1 && finalBestOf !== 3)
    found.push(
      invalid(
        'topCut.finalBestOf',
        'La final es al mejor de 1 o de 3 (002 C.1).',
        'The final is best of 1 or 3 (002 C.1).',
      ),
    );
  else if (finalBestOf === 3 && size === 0)
    found.push(
      invalid('topCut.finalBestOf', 'Una final al mejor de 3 necesita un corte.', 'A best-of-3 final needs a top cut.'),
    );
  if (o.topCut?.thirdPlaceMatch === true && size < 4)
    found.push(
      invalid(
        'topCut.thirdPlaceMatch',
        'La partida por el tercer puesto necesita un corte de 4 o más (dos semifinales).',
        'A third-place match needs a top cut of 4 or more (two semi-finals).',
      ),
    );
  if (o.topCut?.seedTies !== undefined && !['random', 'match'].includes(o.topCut.seedTies))
    found.push(
      invalid(
        'topCut.seedTies',
        'Empates dentro del corte: random o match.',
        'Ties inside the top cut: random or match.',
      ),
    );
  return found;
}

/** How many places take a prize, and how many players the venue seats. */
export function placeProblems(o: TournamentOptions): ConfigProblem[] {
  const found: ConfigProblem[] = [];
  if (o.prizePlaces !== undefined && !isInt(o.prizePlaces, 0, 1024))
    found.push(invalid('prizePlaces', 'Los puestos con premio van de 0 a 1024.', 'Prize places go from 0 to 1,024.'));
  if (o.capacity !== undefined && !isCapacity(o.capacity))
    found.push(invalid('capacity', CAPACITY_BOUNDS.es, CAPACITY_BOUNDS.en));
  return found;
}
