import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localized } from '@cronica/util';
import { announcementMessages } from './announcement-messages';
import { eventAlertMessages as m } from './event-alert-messages';
import { eventAlerts, panelFacts, type PanelFacts, type TableFact } from './event-alerts';

const round = (n: number): TableFact['label'] => localized(`Ronda ${n} de 3`, `Round ${n} of 3`);
const QUIET: PanelFacts = {
  waiting: false,
  entered: true,
  checkInDue: false,
  table: null,
  toConfirm: false,
  notice: null,
};
const at = (n: number, table: number, bye = false): TableFact => ({ round: n, label: round(n), number: table, bye });
const tags = (before: PanelFacts, now: PanelFacts) => eventAlerts(before, now).map((alert) => alert.tag);

const factsArb: fc.Arbitrary<PanelFacts> = fc.record({
  waiting: fc.boolean(),
  entered: fc.boolean(),
  checkInDue: fc.boolean(),
  table: fc.option(
    fc
      .record({ round: fc.integer({ min: 1, max: 9 }), number: fc.integer({ min: 1, max: 40 }), bye: fc.boolean() })
      .map((t) => at(t.round, t.number, t.bye)),
  ),
  toConfirm: fc.boolean(),
  notice: fc.option(fc.record({ text: fc.string(), postedAt: fc.constantFrom('10:00', '11:00') })),
});

describe('a player’s alerts on the live event page', () => {
  it('alerts nothing when the page renders again with nothing new', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(eventAlerts(facts, facts)).toEqual([]);
        expect(eventAlerts(facts, structuredClone(facts))).toEqual([]);
      }),
    );
  });

  it('never alerts what the player just did: checking in, or leaving the waiting list', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(eventAlerts(facts, { ...facts, checkInDue: false })).toEqual([]);
        expect(eventAlerts(facts, { ...facts, waiting: false, entered: false })).toEqual([]);
      }),
    );
  });

  it('tells where to sit when a round is published, in both languages', () => {
    const [alert] = eventAlerts({ ...QUIET, table: at(1, 7) }, { ...QUIET, table: at(2, 4) });
    expect(alert).toEqual({
      tag: 'table-2',
      title: localized('Ronda 2 de 3 · Mesa 4', 'Round 2 of 3 · Table 4'),
      body: m.tablePublished,
    });
  });

  it('tells a player re-paired in the same round that their table changed, and which it is now', () => {
    const [alert] = eventAlerts({ ...QUIET, table: at(2, 4) }, { ...QUIET, table: at(2, 9) });
    expect(alert?.title).toEqual(m.tableMoved);
    expect(alert?.body).toEqual(localized('Ronda 2 de 3 · Mesa 9', 'Round 2 of 3 · Table 9'));
  });

  it('tells a player with a bye that they do not play this round', () => {
    const [alert] = eventAlerts(QUIET, { ...QUIET, table: at(1, 5, true) });
    expect(alert).toEqual({
      tag: 'table-1',
      title: localized('Ronda 1 de 3 · Tienes bye', 'Round 1 of 3 · You have a bye'),
      body: m.byeBody,
    });
  });

  it('alerts check-in opening, a place from the waiting list and a result to confirm', () => {
    expect(tags(QUIET, { ...QUIET, checkInDue: true })).toEqual(['check-in']);
    expect(tags({ ...QUIET, waiting: true, entered: false }, QUIET)).toEqual(['seated']);
    expect(tags({ ...QUIET, table: at(1, 2) }, { ...QUIET, table: at(1, 2), toConfirm: true })).toEqual(['confirm']);
  });

  it('does not call registering oneself a place from the waiting list', () => {
    expect(tags({ ...QUIET, entered: false }, QUIET)).toEqual([]);
  });

  it('alerts the organizers’ notice with its text when posted or replaced, and nothing when it is taken down', () => {
    const notice = { text: 'Pausa para comer: la ronda 3 empieza a las 14:00.', postedAt: '2026-12-02T12:00:00Z' };
    const [alert] = eventAlerts(QUIET, { ...QUIET, notice });
    expect(alert).toEqual({
      tag: 'notice',
      title: announcementMessages.label,
      body: localized(notice.text, notice.text),
    });
    const replaced = { text: 'La ronda 3 empieza a las 14:15.', postedAt: '2026-12-02T12:10:00Z' };
    expect(tags({ ...QUIET, notice }, { ...QUIET, notice: replaced })).toEqual(['notice']);
    expect(tags({ ...QUIET, notice }, QUIET)).toEqual([]);
  });
});

describe('the facts of a player’s panel', () => {
  const event = { checkInOpen: true, myWaitlistPlace: null, announcement: null };
  const pairing = (result: { status: string; reportedBy: string } | null, playerB: string | null = 'bea') => ({
    round: 1,
    table: 3,
    playerB,
    label: round(1),
    result,
  });

  it('owes check-in only to an entrant who has not checked in', () => {
    expect(panelFacts({ event, entry: { checkedIn: false }, table: null, viewerId: 'ana' }).checkInDue).toBe(true);
    expect(panelFacts({ event, entry: { checkedIn: true }, table: null, viewerId: 'ana' }).checkInDue).toBe(false);
    expect(panelFacts({ event, entry: undefined, table: null, viewerId: 'ana' }).checkInDue).toBe(false);
  });

  it('asks for a confirmation only of a result the rival reported', () => {
    const facts = (reportedBy: string) =>
      panelFacts({ event, entry: {}, table: pairing({ status: 'reported', reportedBy }), viewerId: 'ana' });
    expect(facts('bea').toConfirm).toBe(true);
    expect(facts('ana').toConfirm).toBe(false);
    const confirmed = pairing({ status: 'confirmed', reportedBy: 'bea' });
    expect(panelFacts({ event, entry: {}, table: confirmed, viewerId: 'ana' }).toConfirm).toBe(false);
  });

  it('reads a table without a rival as a bye, and a waiting-list place as waiting', () => {
    const bye = panelFacts({ event, entry: {}, table: pairing(null, null), viewerId: 'ana' });
    expect(bye.table).toEqual(at(1, 3, true));
    const waiting = panelFacts({
      event: { ...event, myWaitlistPlace: 2 },
      entry: undefined,
      table: null,
      viewerId: 'ana',
    });
    expect(waiting).toMatchObject({ waiting: true, entered: false });
  });
});
