import { localized as l, counted } from '@cronica/util';

/** Texts of the judges' deck check page (002 C.4 "Presentación de listados"). */
export const deckCheckMessages = {
  title: l('Revisión de mazo', 'Deck check'),
  back: l('Volver al torneo', 'Back to the tournament'),
  staffOnly: l('Solo la organización y los jueces revisan mazos.', 'Only organizers and judges check decks.'),
  choose: l('Jugador', 'Player'),
  open: l('Revisar', 'Check'),
  noList: l('Este jugador no tiene lista registrada.', 'This player has no registered list.'),
  registered: (name: string) => l(`Lista registrada de ${name}`, `${name}'s registered list`),
  inPlay: l('Mazo en juego', 'Deck in play'),
  byTicks: l('Marcar sobre la lista', 'Tick the list'),
  byText: l('Escribir en texto', 'Type it as text'),
  ticksHint: l(
    'Cuenta las copias de cada carta del mazo y anótalas; «✓» pone las de la lista.',
    'Count the copies of each card in the deck and write them down; "✓" fills in the listed number.',
  ),
  tickAll: (name: string) => l(`Están todas las copias de ${name}`, `All copies of ${name} are there`),
  found: (name: string) => l(`Copias encontradas de ${name}`, `Copies found of ${name}`),
  extra: l('Cartas que no están en la lista («1 Nombre» por línea)', 'Cards not on the list ("1 Name" per line)'),
  textLabel: l(
    'El mazo en juego, en texto (nombres en español o inglés)',
    'The deck in play, as text (names in Spanish or English)',
  ),
  match: l('Coincide con la lista registrada', 'Matches the registered list'),
  mismatch: (n: number) =>
    counted(
      n,
      ['No coincide: {n} diferencia', 'No coincide: {n} diferencias'],
      ['Does not match: {n} difference', 'Does not match: {n} differences'],
    ),
  nothingYet: l('Anota el mazo en juego para compararlo.', 'Enter the deck in play to compare it.'),
  card: l('Carta', 'Card'),
  section: l('Sección', 'Section'),
  listed: l('En la lista', 'Listed'),
  inDeck: l('En el mazo', 'In the deck'),
  factionDiffers: (listed: string, played: string) =>
    l(
      `Facción: la lista dice ${listed}; el mazo es de ${played}.`,
      `Faction: the list says ${listed}; the deck is ${played}.`,
    ),
  record: l('Registrar la revisión', 'Record the check'),
  recorded: l('Revisión registrada en el torneo.', 'Check recorded in the tournament.'),
  penaltyHint: l(
    'Si procede, impón la sanción desde la mesa de jueces del torneo.',
    'If needed, issue the penalty from the tournament judge desk.',
  ),
  linkTitle: l('Revisar el mazo de un jugador', "Check a player's deck"),
} as const;
