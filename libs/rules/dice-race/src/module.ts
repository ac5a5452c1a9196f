import { seatSecrets, type GameBotSpec, type GameModule, type MatchReport, type Viewer } from '@cronica/rules-kernel';
import { decide, diceRaceCommandSchema, legalCommands, type DiceRaceCommand } from './decide.js';
import { diceRaceDescriber } from './describe.js';
import { DICE_RACE_RULEBOOK } from './rulebook-map.js';
import { DICE_RACE_ID, diceRaceSetupSpec, type DiceRaceOptions } from './setup.js';
import { evolve, initialState, type DiceRaceEvent, type DiceRaceSetup, type DiceRaceState } from './state.js';

export interface DiceRaceView {
  readonly target: number;
  readonly started: boolean;
  readonly scores: readonly number[];
  readonly turn: number;
  /** The viewer's own hand; null for spectators and judges' seatless view. */
  readonly hand: readonly number[] | null;
  readonly handSizes: readonly number[];
  readonly deckSizes: readonly number[];
  readonly winner: number | null;
}

function view(state: DiceRaceState, viewer: Viewer): DiceRaceView {
  return {
    target: state.target,
    started: state.started,
    scores: state.scores,
    turn: state.turn,
    hand: viewer.kind === 'seat' ? (state.hands[viewer.seat] ?? null) : null,
    handSizes: state.hands.map((h) => h.length),
    deckSizes: state.decks.map((d) => d.length),
    winner: state.result?.outcome === 'win' ? state.result.winner : null,
  };
}

const secrets = seatSecrets<DiceRaceEvent>({ HandDrawn: ['cards'], CardDrawn: ['card'] });

/** A race is one game; its "final life" for SCORE is each seat's score (RULES-NOTES.md). */
function matchReport(state: DiceRaceState): MatchReport | null {
  if (state.result === null) return null;
  const game = { winner: state.result.outcome === 'win' ? state.result.winner : null, life: state.scores };
  return { result: state.result, games: [state.result.reason === 'concede' ? { ...game, endedEarly: true } : game] };
}

const bots: readonly GameBotSpec<DiceRaceState, DiceRaceCommand>[] = [
  {
    name: 'greedy',
    label: {
      es: 'Bot: juega su carta más alta si vale más que un dado',
      en: 'Bot: plays its highest card when it beats a die',
    },
    create: (random) => ({
      choose(_state, _seat, legal) {
        const best = legal.reduce(
          (top, c) => (c.type === 'PlayCard' && (top?.type !== 'PlayCard' || c.data.card > top.data.card) ? c : top),
          legal[0],
        );
        if (best?.type === 'PlayCard' && best.data.card >= 4) return best;
        const roll = legal.find((c) => c.type === 'RollDie');
        if (roll !== undefined) return roll;
        const index = random.int('bot', legal.length);
        random.takeDraws();
        return legal[index]!;
      },
    }),
  },
  {
    name: 'random',
    label: { es: 'Bot aleatorio', en: 'Random bot' },
    create: (random) => ({
      choose(_state, _seat, legal) {
        const index = random.int('bot', legal.length);
        random.takeDraws();
        return legal[index]!;
      },
    }),
  },
];

/** Dice race: the test game (RULES-NOTES.md). Registered only where tests ask for it. */
export const diceRace: GameModule<
  DiceRaceState,
  DiceRaceCommand,
  DiceRaceEvent,
  DiceRaceView,
  DiceRaceSetup,
  DiceRaceOptions
> = {
  id: DICE_RACE_ID,
  version: '1.0.0',
  name: { es: 'Carrera de dados (juego de prueba)', en: 'Dice race (test game)' },
  initialState,
  decide,
  evolve,
  legalCommands,
  view,
  result: (state) => state.result,
  seatOf: (command) => command.data.seat,
  randomCounters: (state) => state.counters,
  secrets,
  commandSchema: diceRaceCommandSchema,
  systemCommands: [],
  describer: diceRaceDescriber,
  setup: diceRaceSetupSpec,
  bots,
  matchReport,
  rulebook: DICE_RACE_RULEBOOK,
};
