import { ecg, type EcgState, type EcgView } from '@cronica/ecg';
import { createRandomSource, isRuleViolation, keysFromMatchSeed } from '@cronica/rules-kernel';
import type { Picking } from './EcgSide';

// For the ECG board's specs: a real match played by the library until both sides have troops.

/** Markup as the words a person reads. */
export const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Two ready decks of different realms, each seat training a troop when it can, else playing its first legal command. */
export function played(until: (state: EcgState) => boolean): EcgState {
  const ready = ecg.setup.readyDecks();
  const setup = ecg.setup.create([ready[0]!.deck, ready[2 % ready.length]!.deck], ecg.setup.optionsSchema.parse({}));
  if (isRuleViolation(setup)) throw new Error(setup.code);
  let state = ecg.initialState(setup);
  const keyFor = keysFromMatchSeed(new Uint8Array(32).fill(3));
  for (let step = 0; step < 300 && !until(state); step++) {
    const legal = [0, 1].flatMap((seat) => ecg.legalCommands(state, seat));
    const command = legal.find((c) => c.type === 'Train') ?? legal[0];
    if (!command) break;
    const events = ecg.decide(command, state, {
      random: createRandomSource({ keyFor, counters: ecg.randomCounters(state) }),
    });
    if (isRuleViolation(events)) throw new Error(events.code);
    for (const event of events) state = ecg.evolve(state, event);
  }
  return state;
}

export const troopsOf = (view: EcgView, seat: number) => [
  ...view.players[seat]!.infantry,
  ...view.players[seat]!.support,
];

/** Both seats have a troop in battle. */
export const bothFielded = (state: EcgState) => {
  const judge = ecg.view(state, { kind: 'judge' });
  return troopsOf(judge, 0).length > 0 && troopsOf(judge, 1).length > 0;
};

/** Nothing on the table may be picked. */
export const nothing: Picking = {
  keys: new Set(),
  selected: null,
  targets: new Set(),
  onPick: () => undefined,
  onTarget: () => undefined,
};
