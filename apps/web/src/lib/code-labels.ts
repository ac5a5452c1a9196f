import { citationWords, infractionName } from '@cronica/tournament';
import { localized as l, type Localized } from '@cronica/util';

/**
 * The codes the API sends (infractions, rule citations, why a match ended) in the words people
 * read, from one table each. A code this web does not know yet reads as a plain sentence, never
 * as itself.
 */

/** An infraction as the penalty guide names it (libs/tournament: one table for the site, the API and the log). */
export const infractionLabel = (code: string): Localized => infractionName(code);

/** A ruling's rule, with the guide and the rulebook named. */
export const ruleCitation = (rule: string): Localized => citationWords(rule);

/** Why a match ended (the rules libraries' `reason`), for every game on the platform. */
const END_REASONS: Readonly<Record<string, Localized>> = {
  // Blades of Ash / Espadas de Ceniza
  'rival-heroes-knocked-out': l(
    'Todos los héroes rivales quedaron fuera de combate',
    "All the opponent's heroes were knocked out",
  ),
  'mutual-knockout': l('Los últimos héroes de ambos cayeron a la vez', "Both sides' last heroes fell at once"),
  'round-cap-heroes': l('Límite de rondas: más héroes en pie', 'Round limit: more heroes standing'),
  'round-cap-life': l('Límite de rondas: más vida total', 'Round limit: more total life'),
  'round-cap': l('Límite de rondas sin desempate', 'Round limit with no tiebreak'),
  // Warlords of Terra (002)
  games: l('Por partidas ganadas', 'On games won'),
  life: l('La vida del rival llegó a 0', "The opponent's life reached 0"),
  decked: l('El rival no pudo robar', 'The opponent could not draw'),
  reinforcements: l('El rival se quedó sin refuerzos', 'The opponent ran out of reinforcements'),
  'mixed-realms': l('Mazo con reinos mezclados', 'A deck of mixed realms'),
  sanction: l('Por sanción', 'By a penalty'),
  time: l('Al acabar el tiempo', 'When time ran out'),
  'turn-limit': l('Al llegar al límite de turnos', 'At the turn limit'),
  // ECG
  battle: l('Victoria en batalla', 'A win in battle'),
  'battle-both': l('Ambos vencieron en batalla a la vez', 'Both won in battle at once'),
  renown: l('Victoria por renombre', 'A win by renown'),
  blessing: l('Victoria por bendiciones', 'A win by blessings'),
  'renown-both': l('Ambos llegaron al renombre a la vez', 'Both reached renown at once'),
  'blessing-both': l('Ambos completaron las bendiciones a la vez', 'Both completed the blessings at once'),
  'renown-and-blessing': l('Renombre y bendiciones a la vez', 'Renown and blessings at once'),
  // La Regla de Acción
  'objectives-complete': l('Objetivos cumplidos', 'Objectives complete'),
  'enemies-defeated': l('Enemigos derrotados', 'Enemies defeated'),
  'party-down': l('El grupo cayó', 'The party fell'),
  'threat-complete': l('La amenaza se cumplió', 'The threat came to pass'),
  'round-limit': l('Al llegar al límite de rondas', 'At the round limit'),
  'gm-conceded': l('El máster cedió', 'The game master conceded'),
  'time-called': l('Se llamó tiempo', 'Time was called'),
  // Every game
  concede: l('Por rendición', 'By concession'),
  'target-reached': l('Llegó primero a la meta', 'Reached the target first'),
  'judge.game-loss': l('Partida perdida por decisión de un juez', 'Game loss by a judge’s ruling'),
  'judge.match-loss': l('Encuentro perdido por decisión de un juez', 'Match loss by a judge’s ruling'),
  // A tournament match its tournament closed (libs/rules/kernel match-closure.ts)
  'tournament.table-settled': l(
    'Cerrada: resultado de la mesa fijado en papel',
    'Closed: the table’s result settled on paper',
  ),
  'tournament.round-ended': l('Cerrada: la ronda terminó', 'Closed: the round ended'),
  'tournament.event-ended': l('Cerrada: el torneo terminó', 'Closed: the event ended'),
};

/** Why a match ended, in words; null for a reason this web does not know (the game's log tells it). */
export function knownEndReason(reason: string): Localized | null {
  return Object.hasOwn(END_REASONS, reason) ? END_REASONS[reason]! : null;
}

export function endReasonLabel(reason: string): Localized {
  return knownEndReason(reason) ?? l('Terminada', 'Finished');
}
