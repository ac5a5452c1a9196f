import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DeckCheck, Dispute, JudgeCall, Penalty } from '../../graphql/judging';
import { CallsList, DeckChecksList, DisputesList, PenaltiesList } from './JudgeRecords';

const names = new Map([
  ['ana', 'Ana Alba'],
  ['bea', 'Bea Bruma'],
  ['juez', 'Julián Juez'],
]);
const call: JudgeCall = {
  callId: 'c1',
  calledAt: '2026-11-21T10:00:00Z',
  playerId: 'ana',
  reason: 'Mi rival robó dos cartas',
  round: 2,
  table: 3,
  disputeId: null,
  matchEvent: null,
  onlineMatch: null,
};
const open: Dispute = {
  disputeId: 'd1',
  callId: 'c1',
  round: 2,
  table: 3,
  players: ['ana', 'bea'],
  summary: 'Robo de más',
  status: 'open',
  openedAt: '2026-11-21T10:01:00Z',
  openedBy: 'juez',
  outcome: null,
  ruling: null,
  ruledAt: null,
  ruledBy: null,
  penaltyId: null,
  appeal: null,
};
const ruled: Dispute = {
  ...open,
  disputeId: 'd2',
  status: 'ruled',
  outcome: 'warning',
  ruling: 'Amonestación a Bea',
  ruledAt: '2026-11-21T10:05:00Z',
  ruledBy: 'juez',
  penaltyId: 'p1',
};

describe('judge desk records', () => {
  it('shows who called, where and why, with the judge’s action beside each call', () => {
    const html = renderToStaticMarkup(
      <CallsList items={[call]} names={names} lang="es" action={(c) => <button>abrir {c.callId}</button>} />,
    );
    expect(html).toContain('Ronda 2, mesa 3');
    expect(html).toContain('llama Ana Alba');
    expect(html).toContain('Mi rival robó dos cartas');
    expect(html).toContain('abrir c1');
    expect(renderToStaticMarkup(<CallsList items={[]} names={names} lang="en" />)).toContain('No unanswered calls.');
  });

  it('orders calls by table with their waiting time, and links a call at a match event to the audit there', () => {
    const pointing: JudgeCall = { ...call, callId: 'c2', table: 1, matchEvent: 7, calledAt: '2026-11-21T10:02:00Z' };
    const now = Date.parse('2026-11-21T10:12:30Z');
    const html = renderToStaticMarkup(
      <CallsList
        items={[call, pointing]}
        names={names}
        lang="es"
        now={now}
        auditHref={(c) => (c.matchEvent === null ? null : `/matches/m1/audit?at=${c.matchEvent}`)}
      />,
    );
    expect(html.indexOf('mesa 1')).toBeLessThan(html.indexOf('mesa 3'));
    expect(html).toContain('espera 10 min');
    expect(html).toContain('espera 12 min');
    const justNow = renderToStaticMarkup(
      <CallsList items={[call]} names={names} lang="es" now={Date.parse(call.calledAt) + 40_000} />,
    );
    expect(justNow).toContain('acaba de llamar');
    expect(justNow).not.toContain('espera 0 min');
    expect(html).toContain('href="/matches/m1/audit?at=7"');
    // Position 7 of the log is the line the players read as event 8.
    expect(html).toContain('Auditar en el evento 8');
    expect(html.match(/judge-call-audit/g)).toHaveLength(1);
  });

  it('reads a call left waiting for hours in hours, and for days in days, not in hundreds of minutes', () => {
    const waited = (minutes: number) =>
      renderToStaticMarkup(
        <CallsList
          items={[call]}
          names={names}
          lang="es"
          now={Date.parse(call.calledAt) + minutes * 60_000 + 10_000}
        />,
      );
    expect(waited(59)).toContain('espera 59 min');
    expect(waited(60)).toContain('espera 1 h<');
    expect(waited(187)).toContain('espera 3 h 7 min');
    expect(waited(26 * 60 + 5)).toContain('espera 1 d 2 h');
    expect(waited(48 * 60)).toContain('espera 2 d<');
    expect(
      renderToStaticMarkup(
        <CallsList items={[call]} names={names} lang="en" now={Date.parse(call.calledAt) + 187 * 60_000} />,
      ),
    ).toContain('waiting 3 h 7 min');
  });

  it('shows an appeal beside the first ruling, pending and then with the head judge’s ruling', () => {
    const appeal = {
      playerId: 'ana',
      reason: 'No fue así',
      appealedAt: '2026-11-21T10:06:00Z',
      ruling: null,
      outcome: null,
      ruledBy: null,
      ruledAt: null,
    };
    const pending = renderToStaticMarkup(
      <DisputesList items={[{ ...ruled, appeal }]} names={names} lang="es" after={() => <button>head</button>} />,
    );
    expect(pending).toContain('Ana Alba apela al juez principal');
    expect(pending).toContain('Apelación pendiente del juez principal.');
    expect(pending).toContain('head');
    const badge = (html: string) => /data-testid="dispute-badge"[^>]*>(.*?)</.exec(html)?.[1];
    expect(badge(pending)).toBe('Apelada');
    const decided = {
      ...appeal,
      ruling: 'Se mantiene',
      outcome: 'upheld',
      ruledBy: 'juez',
      ruledAt: '2026-11-21T10:08:00Z',
    };
    const html = renderToStaticMarkup(<DisputesList items={[{ ...ruled, appeal: decided }]} names={names} lang="en" />);
    expect(html).toContain('Ruled: Warning');
    expect(html).toContain('Head judge: the ruling stands');
    expect(html).toContain('Se mantiene');
    expect(badge(html)).toBe('Ruled');
  });

  it('offers a ruling only for open disputes and shows the outcome of ruled ones', () => {
    const html = renderToStaticMarkup(
      <DisputesList
        items={[open, ruled]}
        names={names}
        lang="en"
        action={(d) => <button>rule {d.disputeId}</button>}
      />,
    );
    expect(html).toContain('Ana Alba – Bea Bruma');
    expect(html).toContain('rule d1');
    expect(html).not.toContain('rule d2');
    expect(html).toContain('Ruled: Warning');
    expect(html).toContain('(Julián Juez)');
  });

  it('lists penalties and deck checks in the reader’s language', () => {
    const penalty: Penalty = {
      penaltyId: 'p1',
      playerId: 'bea',
      penalty: 'game-loss',
      infraction: 'deck-problem',
      note: 'Lista distinta',
      round: 2,
      table: 3,
      issuedAt: '2026-11-21T10:05:00Z',
      issuedBy: 'juez',
      disputeId: null,
      deckCheckId: 'k1',
    };
    const check: DeckCheck = {
      checkId: 'k1',
      playerId: 'bea',
      round: 2,
      matches: false,
      presentedHash: 'ab'.repeat(32),
      registeredHash: 'cd'.repeat(32),
      checkedAt: '2026-11-21T10:04:00Z',
      checkedBy: 'juez',
    };
    const penalties = renderToStaticMarkup(<PenaltiesList items={[penalty]} names={names} lang="es" />);
    expect(penalties).toContain('Bea Bruma');
    expect(penalties).toContain('Partida perdida');
    expect(penalties).toContain('Problema de mazo');
    const checks = renderToStaticMarkup(<DeckChecksList items={[check]} names={names} lang="en" />);
    expect(checks).toContain('Does not match the registered list');
  });
});
