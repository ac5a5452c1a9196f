import {
  deckDrawWords,
  diceRolled,
  readsSeatSecrets,
  seatMark,
  secretWords,
  type GameDescriber,
  type RandomDraw,
  type Viewer,
} from '@cronica/rules-kernel';
import { counted, localized as l, type Localized } from '@cronica/util';
import type { DiceRaceCommand } from './decide.js';
import type { DiceRaceEvent, DiceRaceState } from './state.js';

const who = (seat: number) => seatMark(seat);

function event(e: DiceRaceEvent, _before: DiceRaceState, viewer: Viewer): Localized | null {
  switch (e.type) {
    case 'DecksShuffled':
      return l(
        `Se barajan los mazos (${e.data.sizes.join(' y ')} cartas)`,
        `The decks are shuffled (${e.data.sizes.join(' and ')} cards)`,
      );
    case 'HandDrawn':
      return readsSeatSecrets(viewer, e.data.seat)
        ? l(
            `${who(e.data.seat)} roba ${e.data.cards.join(' y ')}`,
            `${who(e.data.seat)} draws ${e.data.cards.join(' and ')}`,
          )
        : counted(
            e.data.cards.length,
            [`${who(e.data.seat)} roba {n} carta`, `${who(e.data.seat)} roba {n} cartas`],
            [`${who(e.data.seat)} draws {n} card`, `${who(e.data.seat)} draws {n} cards`],
          );
    case 'DieRolled':
      return l(`${who(e.data.seat)} tira un dado: ${e.data.value}`, `${who(e.data.seat)} rolls a die: ${e.data.value}`);
    case 'CardPlayed':
      return l(`${who(e.data.seat)} juega un ${e.data.card}`, `${who(e.data.seat)} plays a ${e.data.card}`);
    case 'CardDrawn':
      return readsSeatSecrets(viewer, e.data.seat)
        ? l(`${who(e.data.seat)} roba un ${e.data.card}`, `${who(e.data.seat)} draws a ${e.data.card}`)
        : l(`${who(e.data.seat)} roba una carta`, `${who(e.data.seat)} draws a card`);
    case 'RaceWon':
      return l(`${who(e.data.seat)} llega a la meta y gana`, `${who(e.data.seat)} reaches the target and wins`);
    case 'RaceConceded':
      return l(`${who(e.data.seat)} se rinde`, `${who(e.data.seat)} concedes`);
  }
}

function command(c: DiceRaceCommand): Localized {
  switch (c.type) {
    case 'StartMatch':
      return l('Empezar la carrera', 'Start the race');
    case 'RollDie':
      return l('Tirar el dado', 'Roll the die');
    case 'PlayCard':
      return l(`Jugar el ${c.data.card}`, `Play the ${c.data.card}`);
    case 'Concede':
      return l('Rendirte', 'Concede');
  }
}

/** A hidden draw for a judge's audit: the cards are numbers, the same in both languages. */
const secret = secretWords<DiceRaceState, DiceRaceEvent>({
  HandDrawn: {
    cards: {
      name: l('Cartas robadas', 'Cards drawn'),
      value: (data) => l(data.cards.join(', '), data.cards.join(', ')),
    },
  },
  CardDrawn: {
    card: { name: l('Carta robada', 'Card drawn'), value: (data) => l(String(data.card), String(data.card)) },
  },
});

/** A draw as a judge reads it: the die a seat rolled (`dice:roll`), or a seat's deck shuffled. */
const draw = (d: RandomDraw): Localized | null =>
  d.kind === 'int' && d.label === 'dice:roll' ? diceRolled([d.value + 1], d.bound) : deckDrawWords(d);

/** The race in words; a drawn card is named only to its owner and to judges. */
export const diceRaceDescriber: GameDescriber<DiceRaceState, DiceRaceCommand, DiceRaceEvent> = {
  event,
  command,
  secret,
  draw,
};
