import {
  tiebreakersWithScore,
  turnsAfterTimeOption,
  type FormatOptionSpec,
  type GameFormatSpec,
} from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import type { EcgFormat } from '../engine/format.js';

const BOOK = '004_e0e2bf9ed9dd62bf.txt';
const NOTES = 'ecg RULES-NOTES.md';

/** A whole-number option of the rulebook (004) or of a RULES-NOTES.md choice, behind "more options". */
function more(key: string, label: Localized, rule: string, min: number, max: number): FormatOptionSpec {
  return { key, label, rule, control: { kind: 'integer', min, max }, tier: 'more' };
}

/**
 * The format of an ECG event: the options of `ecgFormatSchema` in words, each with the rulebook
 * section (004) or the RULES-NOTES.md choice its default comes from. 004 has no tournament rules:
 * its matches have a winner, so MTG's tiebreakers come first; SCORE counts the hero's final morale
 * (RULES-NOTES.md, "Tournament SCORE").
 */
export const ECG_FORMAT: GameFormatSpec<EcgFormat> = {
  rulebooks: [BOOK],
  options: [
    turnsAfterTimeOption('turnsAfterTime', `${NOTES}, «The game always ends» (002 C.1, «jugador activo+3 turnos»)`, {
      min: 0,
      max: 10,
    }),
    {
      key: 'timeResult',
      label: l('Partida sin victoria al acabar el tiempo', 'A game with no victory when time ends'),
      rule: `${NOTES}, «The game always ends»`,
      control: {
        kind: 'choice',
        choices: [
          { value: 'draw', label: l('Empate', 'Draw') },
          {
            value: 'morale-then-renown',
            label: l('Gana más moral, después más renombre', 'More morale wins, then more renown'),
          },
        ],
      },
      tier: 'main',
    },
    more(
      'maxTurns',
      l('Turnos como máximo sin llamada de tiempo', 'Most turns without a time call'),
      `${NOTES}, «The game always ends»`,
      10,
      400,
    ),
    more('renownToWin', l('Renombre que gana', 'Renown that wins'), `${BOOK}, «Renombre»`, 10, 60),
    more('prayersToWin', l('Oraciones en juego que ganan', 'Prayers in play that win'), `${BOOK}, «Bendición»`, 1, 8),
    more('handLimit', l('Cartas en la mano', 'Hand limit'), `${BOOK}, «Cartas en la Mano»`, 4, 15),
    more(
      'reinforceDraws',
      l('Robos en la fase de reforzar', 'Draws in the reinforce phase'),
      `${BOOK}, «Fase de Reforzar»`,
      0,
      4,
    ),
    more('courtLimit', l('Cartas en corte', 'Cards in court'), `${BOOK}, «En Corte»`, 2, 10),
    more('lineLimit', l('Tropas por línea de formación', 'Troops per formation line'), `${BOOK}, «En Batalla»`, 1, 8),
    more('madnessThreshold', l('Umbral de locura', 'Madness threshold'), `${BOOK}, «Umbral de locura»`, 2, 20),
    more(
      'madnessMoraleLoss',
      l('Moral que cuesta el umbral de locura', 'Morale the madness threshold costs'),
      `${BOOK}, «Umbral de locura»`,
      0,
      10,
    ),
    more(
      'deckReshuffles',
      l('Veces que el descarte se baraja al acabar el mazo', 'Times the discard is reshuffled at the end of the deck'),
      `${BOOK}, «Fin de Mazo»`,
      0,
      3,
    ),
    more(
      'chargeBonus',
      l('Heridas extra de una Carga', 'Extra wounds of a Charge'),
      `${NOTES}, «Battle maneuvers»`,
      0,
      3,
    ),
    {
      key: 'responseStrength',
      label: l('Daño de respuesta', 'Response damage'),
      rule: `${NOTES}, «Battle maneuvers» (Response damage)`,
      control: {
        kind: 'choice',
        choices: [
          { value: 'after-wounds', label: l('Con la fuerza tras las heridas', 'With the strength after the wounds') },
          {
            value: 'before-wounds',
            label: l('Con la fuerza antes de las heridas', 'With the strength before the wounds'),
          },
        ],
      },
      tier: 'more',
    },
    {
      key: 'courtEntersReady',
      label: l('Una carta en corte paga al entrar', 'A court card pays as it enters'),
      rule: `${NOTES}, «Court»`,
      control: { kind: 'boolean' },
      tier: 'more',
    },
    {
      key: 'courtRenown',
      label: l('Jugar una tropa en corte da 1 de renombre', 'Playing a troop to the court gives 1 renown'),
      rule: `${BOOK}, «En Corte»`,
      control: { kind: 'boolean' },
      tier: 'more',
    },
    {
      key: 'firstTurnReinforce',
      label: l('El primer jugador refuerza en su primer turno', 'The first player reinforces on turn 1'),
      rule: `${NOTES}, «The turn»`,
      control: { kind: 'boolean' },
      tier: 'more',
    },
  ],
  tiebreakers: tiebreakersWithScore(l('moral final', 'final morale'), `${NOTES}, «Tournament SCORE»`),
  roundMinutes: { default: 45, rule: null },
  turnsAfterTime: 'turnsAfterTime',
};
