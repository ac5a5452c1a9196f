import { counted, localized as l } from '@cronica/util';

/** The table kit's own words: what every board's cards say the same way. */
export const kitWords = {
  cost: l('Coste', 'Cost'),
  printed: (value: number) => l(`(impreso ${value})`, `(printed ${value})`),
  showText: l('Texto', 'Text'),
  hideText: l('Ocultar texto', 'Hide text'),
  close: l('Cerrar', 'Close'),
  /** A hand's strip, with how many cards it holds; a rival's hand, only as that count. */
  hand: (n: number) => l(`Mano (${n})`, `Hand (${n})`),
  rivalHand: (n: number) =>
    counted(
      n,
      ['Mano: {n} carta oculta', 'Mano: {n} cartas ocultas'],
      ['Hand: {n} hidden card', 'Hand: {n} hidden cards'],
    ),
  /** The (i) on a field tile that a tap picks or aims at. */
  readCard: (name: string) => l(`Ver la carta de ${name}`, `Read the card of ${name}`),
} as const;
