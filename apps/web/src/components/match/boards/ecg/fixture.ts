import { ecg, type EcgState, type EcgView } from '@cronica/ecg';
import type { Picking } from './EcgSide';
import { playedByLibrary } from '../../../../testing/played-match';

// For the ECG board's specs: a real match played by the library until both sides have troops.

/** Markup as the words a person reads. */
export const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Two ready decks of different realms, each seat training a troop when it can, else playing its first legal command. */
export const played = (until: (state: EcgState) => boolean): EcgState =>
  playedByLibrary(ecg, {
    seed: 3,
    steps: 300,
    decks: [0, 2],
    until,
    pick: (legal) => legal.find((c) => c.type === 'Train') ?? legal[0],
  });

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
