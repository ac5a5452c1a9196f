import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localized } from '@cronica/util';
import { newCallAlerts, type CallFact } from './judge-call-alerts';

const call = (callId: string, table: number, by = 'Ana', reason = 'No sé si puedo bloquear'): CallFact => ({
  callId,
  round: 2,
  table,
  by,
  reason,
});

describe('the judges’ desk alerts', () => {
  it('tells a judge of each call that arrives: where, who and why, in both languages', () => {
    expect(newCallAlerts([call('c1', 3)], [call('c1', 3), call('c2', 5, 'Bea', 'Me ha robado dos')])).toEqual([
      {
        tag: 'call-c2',
        title: localized('Llamada a juez: Ronda 2, mesa 5', 'Judge call: Round 2, table 5'),
        body: localized('Bea llama: «Me ha robado dos»', 'Bea calls: “Me ha robado dos”'),
      },
    ]);
  });

  it('says nothing when a call is answered and leaves the list, or when the desk renders again', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 6 }), fc.nat(6), (ids, answered) => {
        const open = ids.map((id, index) => call(id, index + 1));
        expect(newCallAlerts(open, open)).toEqual([]);
        expect(newCallAlerts(open, open.slice(answered))).toEqual([]);
      }),
    );
  });

  it('tells of every call that arrived at once, one alert each', () => {
    expect(newCallAlerts([], [call('a', 1), call('b', 2)]).map((alert) => alert.tag)).toEqual(['call-a', 'call-b']);
  });
});
