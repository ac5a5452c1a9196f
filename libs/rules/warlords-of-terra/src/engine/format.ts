import { CHESS_TIEBREAKERS, MTG_TIEBREAKERS, turnsAfterTimeOption, type GameFormatSpec } from '@cronica/rules-kernel';
import { localized as l } from '@cronica/util';
import type { WotOptions } from './options.js';

const RULES = '002_a36596f8eaed8fcc.txt';

/**
 * The tournament format of Warlords of Terra (002, C "Juego competitivo – reglas de torneo"): the
 * options of `WotOptionsSchema` in words, with the section each default comes from.
 */
export const WOT_FORMAT: GameFormatSpec<WotOptions> = {
  rulebooks: [RULES],
  options: [
    {
      key: 'legendaryLimit',
      label: l('Cartas legendarias', 'Legendary cards'),
      rule: `${RULES}, C.5`,
      control: { kind: 'integer', min: 0, max: 3 },
      tier: 'main',
      describe: (value) =>
        value === null
          ? l('Como cartas únicas (juego amistoso)', 'As unique cards (friendly play)')
          : value === 0
            ? l('Ninguna', 'None')
            : l(
                `Hasta ${String(value)} distintas en el mazo principal`,
                `Up to ${String(value)} different in the main deck`,
              ),
    },
    turnsAfterTimeOption('extraTurns', `${RULES}, C.1 («jugador activo+3 turnos»)`, { min: 1, max: 5 }),
    {
      key: 'bestOf',
      label: l('Partidas por encuentro', 'Games per match'),
      rule: `${RULES}, C.1 («UNA sola partida»; «una final al mejor de 3 partidas»)`,
      control: { kind: 'integer', min: 1, max: 5 },
      tier: 'main',
      describe: (value) =>
        value === 1 ? l('Una partida', 'One game') : l(`Al mejor de ${String(value)}`, `Best of ${String(value)}`),
    },
    {
      key: 'defendersFlip',
      label: l('Las tropas defensoras se voltean al combatir', 'Defending troops flip when they fight'),
      rule: `${RULES}, A.9.3.4 («el momento de voltear las tropas del combate»)`,
      control: { kind: 'boolean' },
      tier: 'more',
    },
    {
      key: 'strikeBackKeywords',
      label: l(
        'Arrasar y Golpe en Área también al devolver golpe',
        'Arrasar and Golpe en Área also when striking back',
      ),
      rule: `${RULES}, A.10.1 y A.10.3`,
      control: { kind: 'boolean' },
      tier: 'more',
    },
    {
      key: 'rangedTargetStrikesBack',
      label: l('El objetivo de un disparo a distancia devuelve el golpe', 'The target of a ranged shot strikes back'),
      rule: `${RULES}, A.9.3 (3) («una tropa golpeada siempre devuelve golpe»)`,
      control: { kind: 'boolean' },
      tier: 'more',
    },
    {
      key: 'arrasarBehindStrikesBack',
      label: l(
        'La tropa enemiga tras el objetivo de Arrasar devuelve el golpe',
        'The enemy troop behind an Arrasar target strikes back',
      ),
      rule: `${RULES}, A.9.3 (3) y A.10.1`,
      control: { kind: 'boolean' },
      tier: 'more',
    },
    {
      key: 'demolerOnlyGoldPlaces',
      label: l('Demoler solo destruye lugares con icono de oro', 'Demoler only destroys places with a gold icon'),
      rule: `${RULES}, B.1 (DEMOLER)`,
      control: { kind: 'boolean' },
      tier: 'more',
    },
  ],
  tiebreakers: [
    {
      preset: 'wot',
      label: l(
        'Warlords of Terra (SCORE, cara a cara, puntos y SCORE de rivales)',
        'Warlords of Terra (SCORE, head-to-head, opponents’ points and SCORE)',
      ),
      rule: `${RULES}, C.2`,
    },
    MTG_TIEBREAKERS,
    CHESS_TIEBREAKERS,
  ],
  roundMinutes: { default: 45, rule: `${RULES}, C.1` },
  turnsAfterTime: 'extraTurns',
  // C.5: the cap counts the main deck at registration and after every pre-sideboard swap (C.3).
  deckRules: (options) => (options.legendaryLimit === null ? {} : { legendaryLimit: options.legendaryLimit }),
};
