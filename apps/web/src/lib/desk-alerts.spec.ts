import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localized } from '@cronica/util';
import { deskAlertMessages as m, deskAlerts, deskFacts, type DeskFacts } from './desk-alerts';

const label = localized('Ronda 2 de 4', 'Round 2 of 4');
const facts = (outstanding: number, round = 2, tables = 3): DeskFacts => ({ round, label, tables, outstanding });

describe('the organizer’s desk alerts', () => {
  it('tells the organizer when the last result of the round comes in, in both languages', () => {
    expect(deskAlerts(facts(1), facts(0))).toEqual([
      {
        tag: 'round-2-done',
        title: localized('Ronda 2 de 4: todos los resultados están cerrados', 'Round 2 of 4: every result is final'),
        body: m.doneBody,
      },
    ]);
  });

  it('is silent while results are still missing, on opening a finished round, and when a new round starts', () => {
    fc.assert(
      fc.property(fc.nat(8), fc.nat(8), (was, now) => {
        const alerts = deskAlerts(facts(was), facts(now));
        expect(alerts.length).toBe(was > 0 && now === 0 ? 1 : 0);
      }),
    );
    expect(deskAlerts(facts(0), facts(0))).toEqual([]);
    expect(deskAlerts(facts(2, 1), facts(0, 2))).toEqual([]);
    expect(deskAlerts(facts(1, 2, 0), facts(0, 2, 0))).toEqual([]);
  });

  it('counts the current round’s published tables with two players, and those without a final result', () => {
    const pairing = (round: number, status: string | null, playerB: string | null = 'b', published = true) => ({
      round,
      playerB,
      published,
      result: status === null ? null : { status },
    });
    const read = deskFacts({
      currentRound: 2,
      roundLabel: label,
      pairings: [
        pairing(1, null),
        pairing(2, 'confirmed'),
        pairing(2, 'reported'),
        pairing(2, null),
        pairing(2, null, null),
      ],
    });
    expect(read).toEqual({ round: 2, label, tables: 3, outstanding: 2 });
    const unpublished = deskFacts({ currentRound: 2, pairings: [pairing(2, null, 'b', false)] });
    expect(unpublished).toMatchObject({ tables: 0, outstanding: 0, label: localized('Ronda 2', 'Round 2') });
  });
});
