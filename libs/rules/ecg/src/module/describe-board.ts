import { counted, type Localized } from '@cronica/util';
import { LINE_NAMES, MANEUVER_NAMES } from '../cards/vocabulary.js';
import type { EcgEvent, EventOf } from '../engine/events.js';
import type { EcgState } from '../engine/state.js';
import { cardNamed, instanceName, seatName, t } from './words.js';

/** Log lines for the board's events: everything here is public (cards in play, the stack, counters). */

const signed = (n: number, gain: Localized, loss: Localized): Localized =>
  n >= 0 ? t(`${gain.es} ${n}`, `${gain.en} ${n}`) : t(`${loss.es} ${-n}`, `${loss.en} ${-n}`);

function stackItemName(state: EcgState, id: number): Localized {
  const item = state.stack.find((i) => i.id === id);
  if (item === undefined) return t('la acción', 'the action');
  const s = item.source;
  if (s.kind === 'card') return state.catalog[s.card]!.name;
  if (s.kind === 'maneuver') {
    const troop = instanceName(state, s.troop);
    return t(`${MANEUVER_NAMES[s.maneuver].es} de ${troop.es}`, `${MANEUVER_NAMES[s.maneuver].en} by ${troop.en}`);
  }
  const owner = instanceName(state, s.instance);
  return t(`la habilidad de ${owner.es}`, `${owner.en}'s ability`);
}

const aimedAt = (state: EcgState, target: number | null): Localized => {
  if (target === null) return t('', '');
  const name = instanceName(state, target);
  return t(` sobre ${name.es}`, ` on ${name.en}`);
};

export function describeBoardEvent(event: EcgEvent, before: EcgState): Localized | null {
  switch (event.type) {
    case 'ResourcesUsed':
    case 'ResourcesReadied': {
      const who = seatName(event.data.seat);
      const n = event.data.instances.length;
      return event.type === 'ResourcesUsed'
        ? t(
            `${who.es} usa ${n} ${n === 1 ? 'recurso' : 'recursos'}.`,
            `${who.en} uses ${n} ${n === 1 ? 'resource' : 'resources'}.`,
          )
        : t(
            `${who.es} prepara ${n} ${n === 1 ? 'recurso' : 'recursos'}.`,
            `${who.en} readies ${n} ${n === 1 ? 'resource' : 'resources'}.`,
          );
    }
    case 'CourtCardPlayed': {
      const [who, card] = [seatName(event.data.seat), cardNamed(before, event.data.card)];
      return t(`${who.es} juega ${card.es} en su corte.`, `${who.en} plays ${card.en} to their court.`);
    }
    case 'TroopTrained': {
      const [who, card, line] = [
        seatName(event.data.seat),
        cardNamed(before, event.data.card),
        LINE_NAMES[event.data.line],
      ];
      return t(`${who.es} entrena ${card.es} en ${line.es}.`, `${who.en} trains ${card.en} in ${line.en}.`);
    }
    case 'LegacyPlayed': {
      const [who, card] = [seatName(event.data.seat), cardNamed(before, event.data.card)];
      return t(`${who.es} juega ${card.es} junto a su héroe.`, `${who.en} plays ${card.en} beside their hero.`);
    }
    default:
      return describeStackEvent(event, before);
  }
}

/** A card played, or played in answer to what is on the stack. */
function cardPlayedLine(event: EventOf<'CardPlayed'>, before: EcgState): Localized {
  const [who, card, on] = [
    seatName(event.data.seat),
    cardNamed(before, event.data.card),
    aimedAt(before, event.data.target),
  ];
  if (event.data.answers !== null) {
    const answered = stackItemName(before, event.data.answers);
    return t(
      `${who.es} responde a ${answered.es} con ${card.es}.`,
      `${who.en} answers ${answered.en} with ${card.en}.`,
    );
  }
  return t(`${who.es} juega ${card.es}${on.es}.`, `${who.en} plays ${card.en}${on.en}.`);
}

function woundedLine(event: EventOf<'TroopWounded'>, before: EcgState): Localized {
  const troop = instanceName(before, event.data.instance);
  const why = event.data.response ? t(' (daño de respuesta)', ' (response damage)') : t('', '');
  return t(
    `${troop.es} sufre ${event.data.amount} ${event.data.amount === 1 ? 'herida' : 'heridas'}${why.es}.`,
    `${troop.en} takes ${event.data.amount} ${event.data.amount === 1 ? 'wound' : 'wounds'}${why.en}.`,
  );
}

/** A troop destroyed: fallen at strength 0 or by an effect. */
function destroyedLine(event: EventOf<'TroopDestroyed'>, before: EcgState): Localized {
  const troop = instanceName(before, event.data.instance);
  return event.data.reason === 'strength'
    ? t(`${troop.es} cae con fuerza 0.`, `${troop.en} falls at strength 0.`)
    : t(`${troop.es} es destruida.`, `${troop.en} is destroyed.`);
}

function describeStackEvent(event: EcgEvent, before: EcgState): Localized | null {
  switch (event.type) {
    case 'CardPlayed':
      return cardPlayedLine(event, before);
    case 'AbilityUsed': {
      const [owner, on] = [instanceName(before, event.data.source), aimedAt(before, event.data.target)];
      return t(`Se usa la habilidad de ${owner.es}${on.es}.`, `${owner.en}'s ability is used${on.en}.`);
    }
    case 'ManeuverDeclared': {
      const [troop, m, on] = [
        instanceName(before, event.data.troop),
        MANEUVER_NAMES[event.data.maneuver],
        aimedAt(before, event.data.target),
      ];
      return t(`${troop.es} hace ${m.es}${on.es}.`, `${troop.en} makes a ${m.en}${on.en}.`);
    }
    case 'Passed': {
      const who = seatName(event.data.seat);
      return t(`${who.es} no responde.`, `${who.en} does not answer.`);
    }
    case 'ItemCancelled': {
      const item = stackItemName(before, event.data.item);
      return t(`${item.es} queda anulado.`, `${item.en} is cancelled.`);
    }
    case 'EffectsStopped':
      return t(
        'Un efecto no se puede cumplir: el resto no se cumple.',
        'An effect cannot be done: the rest is not done.',
      );
    default:
      return describeTroopEvent(event, before);
  }
}

function describeTroopEvent(event: EcgEvent, before: EcgState): Localized | null {
  switch (event.type) {
    case 'TroopWounded':
      return woundedLine(event, before);
    case 'TroopHealed': {
      const troop = instanceName(before, event.data.instance);
      return counted(
        event.data.amount,
        [`${troop.es} recupera {n} de heridas.`, `${troop.es} recupera {n} de heridas.`],
        [`${troop.en} recovers {n} wound.`, `${troop.en} recovers {n} wounds.`],
      );
    }
    case 'TroopBoosted': {
      const troop = instanceName(before, event.data.instance);
      return t(
        `${troop.es} obtiene +${event.data.amount} de fuerza hasta el final del turno.`,
        `${troop.en} gets +${event.data.amount} strength until the end of the turn.`,
      );
    }
    case 'PreparationChanged': {
      const troop = instanceName(before, event.data.instance);
      const n = signed(event.data.amount, t('gana', 'gains'), t('pierde', 'loses'));
      return t(`${troop.es} ${n.es} de preparación.`, `${troop.en} ${n.en} preparation.`);
    }
    case 'TroopMoved': {
      const [troop, line] = [instanceName(before, event.data.instance), LINE_NAMES[event.data.line]];
      return t(`${troop.es} pasa a ${line.es}.`, `${troop.en} moves to ${line.en}.`);
    }
    case 'TroopDestroyed':
      return destroyedLine(event, before);
    case 'ManeuverWon': {
      const [troop, target] = [instanceName(before, event.data.troop), instanceName(before, event.data.target)];
      return t(`${troop.es} gana frente a ${target.es}.`, `${troop.en} wins against ${target.en}.`);
    }
    default:
      return describeHeroEvent(event);
  }
}

function describeHeroEvent(event: EcgEvent): Localized | null {
  switch (event.type) {
    case 'MoraleChanged':
    case 'RenownChanged':
    case 'MadnessChanged': {
      const who = seatName(event.data.seat);
      const what =
        event.type === 'MoraleChanged'
          ? t('de moral', 'morale')
          : event.type === 'RenownChanged'
            ? t('de renombre', 'renown')
            : t('de locura', 'madness');
      const n = signed(event.data.amount, t('gana', 'gains'), t('pierde', 'loses'));
      return t(`${who.es} ${n.es} ${what.es}.`, `${who.en} ${n.en} ${what.en}.`);
    }
    case 'MadnessThresholdCrossed': {
      const who = seatName(event.data.seat);
      return t(
        `La locura de ${who.es} supera su umbral: vuelve a 0 y pierde ${event.data.loss} de moral.`,
        `${who.en}'s madness crosses the threshold: back to 0, and ${event.data.loss} morale lost.`,
      );
    }
    default:
      return null;
  }
}
