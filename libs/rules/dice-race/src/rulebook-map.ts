import { rulebookMapSchema, type RulebookMap } from '@cronica/rules-kernel';

/**
 * The test game's rulebook map. Dice race has no printed rulebook (RULES-NOTES.md holds its rules),
 * so this map is of a made-up one (rulebook 999, its English translation 998): it lets the tests
 * walk the "why?" beside a move or a log line, and the rulebook page, through the same code the
 * real games use.
 */
export const DICE_RACE_RULEBOOK: RulebookMap = rulebookMapSchema.parse({
  rulebook: '999_d1ce000000000999.txt',
  sha256: '0'.repeat(63) + '9',
  translation: { rulebook: '998_d1ce000000000998.txt', sha256: '0'.repeat(63) + '8' },
  sections: [
    { line: 1, heading: 'Preparación', translated: 'Setup' },
    { line: 5, heading: 'El turno', translated: 'A turn' },
    { line: 11, heading: 'Victoria', translated: 'Winning' },
  ],
  lines: [
    {
      line: 3,
      starts: 'El jugador del asiento 0 empieza la carrera',
      status: 'faithful',
      summary: {
        es: 'El asiento 0 empieza: se barajan los mazos y cada uno roba 2 cartas.',
        en: 'Seat 0 starts: both decks are shuffled and each player draws 2 cards.',
      },
      code: ['libs/rules/dice-race/src/decide.ts'],
      commands: ['StartMatch'],
      events: ['DecksShuffled', 'HandDrawn'],
    },
    {
      line: 7,
      starts: 'En tu turno, tira un dado o juega una carta',
      status: 'faithful',
      summary: {
        es: 'En tu turno tiras un dado o juegas una carta de tu mano.',
        en: 'On your turn you roll a die or play a card from your hand.',
      },
      code: ['libs/rules/dice-race/src/decide.ts'],
      commands: ['RollDie', 'PlayCard'],
      events: [],
    },
    {
      line: 8,
      starts: 'El dado suma de 1 a 6 puntos',
      status: 'faithful',
      summary: { es: 'El dado suma de 1 a 6 puntos a tu marcador.', en: 'The die adds 1 to 6 points to your score.' },
      code: ['libs/rules/dice-race/src/decide.ts'],
      commands: ['RollDie'],
      events: ['DieRolled'],
    },
    {
      line: 9,
      starts: 'La carta suma su valor',
      status: 'faithful',
      summary: {
        es: 'La carta suma su valor; después robas la carta de arriba de tu mazo.',
        en: "The card adds its value; then you draw your deck's top card.",
      },
      code: ['libs/rules/dice-race/src/decide.ts', 'libs/rules/dice-race/src/state.ts'],
      commands: ['PlayCard'],
      events: ['CardPlayed', 'CardDrawn'],
    },
    {
      line: 13,
      starts: 'Gana quien llega primero a 30 puntos',
      status: 'choice',
      summary: {
        es: 'Gana quien llega primero a la meta (30 puntos si el formato no dice otra).',
        en: 'The first to reach the target wins (30 points unless the format says otherwise).',
      },
      code: ['libs/rules/dice-race/src/decide.ts'],
      option: 'target',
      note: {
        es: 'Una carrera necesita una meta: 30 puntos dan una partida corta, y un torneo puede fijar otra.',
        en: 'A race needs a finish line: 30 points make a short game, and a tournament may set another.',
      },
      rulesNotes: ['Winning'],
      commands: [],
      events: ['RaceWon'],
    },
    {
      line: 14,
      starts: 'Se juega con dados de seis caras',
      status: 'not-applicable',
      summary: { es: 'Se juega con dados de seis caras de verdad.', en: 'It is played with real six-sided dice.' },
      code: [],
      note: {
        es: 'El servidor tira los dados con la semilla de la partida.',
        en: 'The server rolls the dice from the match seed.',
      },
      commands: ['RollDie'],
      events: ['DieRolled'],
    },
  ],
});
