import { localized, type Localized } from '@cronica/util';

/**
 * The creation options of a tournament, written once (house style: "a table from which every layer
 * derives"): each with its default, the rulebook passage the default comes from (002 is Warlords of
 * Terra's tournament rules, which the platform applies to every game unless the organizer changes
 * them), and its label. A default of null is the game's own (its library's `GameFormatSpec`: the
 * tiebreakers its results feed, its round minutes); the game's own options (`gameOptions`: a
 * legendary cap, the turns after time…) are listed by the game. The web shows the defaults from
 * here; `validateTournamentOptions` refuses invalid values and combinations before anything is written.
 */
export interface TournamentOption {
  readonly key: string;
  readonly default: unknown;
  /** Where the default comes from, or null when the rulebooks are silent (README, "Options"). */
  readonly rule: string | null;
  readonly label: Localized;
}

const RULES = '002_a36596f8eaed8fcc.txt';

/**
 * The title is a prize (002 C.2.4.1 allows chance only "cuando ninguno de los contendientes esté
 * optando a nada … a premio"): by default a tie for first in a Swiss-only event is played off.
 */
export const DEFAULT_PRIZE_PLACES = 1;

export const TOURNAMENT_OPTIONS: readonly TournamentOption[] = [
  {
    key: 'rounds',
    default: 'by-field-size',
    rule: null,
    label: localized(
      'Rondas suizas (o según el número de jugadores: ⌈log₂ N⌉)',
      'Swiss rounds (or by field size: ⌈log₂ N⌉)',
    ),
  },
  { key: 'tiebreakers', default: null, rule: null, label: localized('Desempates', 'Tiebreakers') },
  { key: 'roundMinutes', default: null, rule: null, label: localized('Minutos por ronda', 'Minutes per round') },
  {
    key: 'bestOf',
    default: 1,
    rule: `${RULES}, C.1 («UNA sola partida»)`,
    label: localized('Partidas por ronda suiza (al mejor de)', 'Games per Swiss match (best of)'),
  },
  {
    key: 'topCut.size',
    default: 0,
    rule: null,
    label: localized('Corte final (0, 2, 4, 8 o 16)', 'Top cut (0, 2, 4, 8 or 16)'),
  },
  {
    key: 'topCut.finalBestOf',
    default: 1,
    rule: `${RULES}, C.1 («una final al mejor de 3 partidas y sin tiempo»)`,
    label: localized('Final al mejor de', 'Final best of'),
  },
  {
    key: 'topCut.thirdPlaceMatch',
    default: false,
    rule: `${RULES}, C.1 («Lo mismo puede aplicarse para 3er y 4o puesto»)`,
    label: localized('Partida por el tercer puesto', 'Third-place match'),
  },
  {
    key: 'topCut.seedTies',
    default: 'random',
    rule: `${RULES}, C.2.4.1–C.2.4.2`,
    label: localized(
      'Empates dentro del corte: cabezas de serie por desempates y luego al azar, o con partida',
      'Ties inside the top cut: seeds by tiebreakers then at random, or played off',
    ),
  },
  {
    key: 'lateEntry',
    default: 'loss',
    rule: null,
    label: localized(
      'Inscripciones tardías: rondas perdidas como derrotas, no contadas, o no se admiten',
      'Late entries: missed rounds as losses, not counted, or not taken',
    ),
  },
  {
    key: 'byeScore',
    default: 0,
    rule: null,
    label: localized('SCORE de un bye', 'SCORE of a bye'),
  },
  {
    key: 'requireDeckLists',
    default: true,
    rule: `${RULES}, C.4`,
    label: localized('Lista de mazo obligatoria al inscribirse', 'Deck list required at registration'),
  },
  {
    key: 'registration',
    default: 'closed',
    rule: null,
    label: localized('Inscripción abierta al crear', 'Registration open at creation'),
  },
  {
    key: 'prizePlaces',
    default: DEFAULT_PRIZE_PLACES,
    rule: `${RULES}, C.2.4.1 («cuando ninguno de los contendientes esté optando a nada en el torneo: a premio»)`,
    label: localized(
      'Puestos con premio (un empate ahí se juega; 1: el título; 0: ninguno, ni el título)',
      'Prize places (a tie there is played off; 1: the title; 0: none, not even the title)',
    ),
  },
  {
    key: 'capacity',
    default: null,
    rule: null,
    label: localized(
      'Plazas: con todas ocupadas, nadie más se inscribe desde su móvil (vacío: sin límite)',
      'Places: with every one taken, nobody else registers from their phone (empty: no limit)',
    ),
  },
  {
    key: 'catalog',
    default: null,
    rule: null,
    label: localized(
      'Catálogo de cartas importado (JSON; sin él, el del juego)',
      "Imported card catalog (JSON; without one, the game's own)",
    ),
  },
  {
    key: 'exhaustedPairings',
    default: 'refuse',
    rule: null,
    label: localized(
      'Sin emparejamiento sin revancha: parar, o permitir las mínimas',
      'No rematch-free pairing: stop, or allow the fewest',
    ),
  },
];
