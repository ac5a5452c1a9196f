import { describe, expect, it } from 'vitest';
import type { Message, RuleViolation } from '../decider.js';
import { violation } from '../violation.js';
import { deciderSpecification, type SpecifiedDecider } from './decider-specification.js';

/** A tally a judge keeps: points are added up to a cap; adding nothing records nothing. */
type TallyEvent = Message<'PointsAdded', { readonly points: number }>;
type TallyCommand = Message<'AddPoints', { readonly points: number }>;
interface Tally {
  total: number;
}

const CAP = 10;
const tally: SpecifiedDecider<Tally, TallyCommand, TallyEvent, { readonly cap: number }> = {
  initialState: () => ({ total: 0 }),
  decide(command, state, { cap }): readonly TallyEvent[] | RuleViolation {
    if (state.total + command.data.points > cap)
      return violation('tally.over-cap', command, { es: 'Pasa del tope.', en: 'Over the cap.' });
    return command.data.points === 0 ? [] : [{ type: 'PointsAdded', data: { points: command.data.points } }];
  },
  evolve: (state, event) => ({ total: state.total + event.data.points }),
};

const added = (points: number): TallyEvent => ({ type: 'PointsAdded', data: { points } });
const add = (points: number): TallyCommand => ({ type: 'AddPoints', data: { points } });
const spec = deciderSpecification(tally, () => ({ cap: CAP }));

describe('given past events, when a command, then the events it records or its refusal', () => {
  it('folds the history before deciding, and returns the state the recorded events lead to', () => {
    expect(
      spec
        .given([added(4), added(3)])
        .when(add(3))
        .then([added(3)]),
    ).toEqual({ total: 10 });
    expect(spec.given([]).when(add(0)).thenNothingHappens()).toEqual({ total: 0 });
    expect(
      spec
        .given([added(9)])
        .when(add(2))
        .thenRefused('tally.over-cap').message.en,
    ).toBe('Over the cap.');
  });

  it('fails a scenario whose events differ, or which expected a refusal the decider did not give', () => {
    expect(() =>
      spec
        .given([])
        .when(add(2))
        .then([added(3)]),
    ).toThrow();
    expect(() => spec.given([]).when(add(2)).thenNothingHappens()).toThrow();
    expect(() => spec.given([]).when(add(2)).thenRefused('tally.over-cap')).toThrow(/accepted \(1 events\)/);
    expect(() =>
      spec
        .given([added(9)])
        .when(add(2))
        .then([]),
    ).toThrow(/refused \(tally.over-cap/);
    expect(() =>
      spec
        .given([added(9)])
        .when(add(2))
        .thenRefused('tally.other'),
    ).toThrow();
  });

  it('fails a refusal worded in one language only', () => {
    const mute = deciderSpecification(
      { ...tally, decide: (command) => violation('tally.mute', command, { es: 'No.', en: ' ' }) },
      () => ({ cap: CAP }),
    );
    expect(() => mute.given([]).when(add(1)).thenRefused('tally.mute')).toThrow();
  });

  it('fails a decider that changes the state it was given, accepted or refused', () => {
    const meddling: typeof tally = {
      ...tally,
      decide(command, state, context) {
        const outcome = tally.decide(command, state, context);
        (state as Tally).total = -1;
        return outcome;
      },
    };
    const spoiled = deciderSpecification(meddling, () => ({ cap: CAP }));
    expect(() =>
      spoiled
        .given([])
        .when(add(1))
        .then([added(1)]),
    ).toThrow(/decide changed the state/);
    expect(() =>
      spoiled
        .given([added(9)])
        .when(add(5))
        .thenRefused('tally.over-cap'),
    ).toThrow(/a refusal changed/);
  });
});
