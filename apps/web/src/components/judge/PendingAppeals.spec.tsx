import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ERASED_NAME } from '@cronica/util';
import type { Dispute, PendingMatchAppeal } from '../../graphql/judging';
import { PendingAppeals } from './PendingAppeals';
import { expectShown } from '../../testing/markup';

const appeal: PendingMatchAppeal = {
  matchId: 'm1',
  round: 2,
  table: 3,
  rulingSeq: 54,
  rulingIndex: 52,
  judge: 'ines',
  judgeName: 'Inés',
  playerId: 'jose',
  playerName: 'José Núñez',
  reason: 'No robé dos cartas',
  appealedAt: '2026-11-21T10:06:00Z',
};
const head = { id: 'tomas', displayName: 'Tomás' };

describe('pending appeals on the judges’ desk', () => {
  it('lists each appeal with a link for the head judge to rule on it in the match audit, at the ruling’s event', () => {
    const html = renderToStaticMarkup(<PendingAppeals items={[appeal]} head={head} viewerId="tomas" lang="es" />);
    expectShown(html, [
      'Ronda 2, mesa 3',
      'José Núñez apela la resolución de Inés en el evento 53',
      'No robé dos cartas',
      'href="/matches/m1/audit?at=52#audit-entry-title"',
      'Resolver en la auditoría',
    ]);
    expect(renderToStaticMarkup(<PendingAppeals items={[appeal]} head={head} viewerId="tomas" lang="en" />)).toContain(
      'José Núñez appeals Inés’s ruling at event 53',
    );
  });

  it('tells the other judges who rules, and says when nothing is pending', () => {
    const html = renderToStaticMarkup(<PendingAppeals items={[appeal]} head={head} viewerId="ines" lang="es" />);
    expect(html).toContain('Ver en la auditoría');
    expect(html).toContain('Resuelve las apelaciones Tomás, juez principal.');
    expect(renderToStaticMarkup(<PendingAppeals items={[]} head={head} viewerId="ines" lang="es" />)).toContain(
      'No hay apelaciones pendientes.',
    );
  });

  it("names an erased player, judge and head judge in the reader's language only", () => {
    const erased = { ...appeal, playerName: ERASED_NAME, judgeName: ERASED_NAME, reason: ERASED_NAME };
    const gone = { id: 'tomas', displayName: ERASED_NAME };
    const es = renderToStaticMarkup(<PendingAppeals items={[erased]} head={gone} viewerId="ines" lang="es" />);
    expect(es).toContain('jugador eliminado apela la resolución de jugador eliminado en el evento 53');
    expect(es).toContain('Resuelve las apelaciones jugador eliminado, juez principal.');
    const en = renderToStaticMarkup(<PendingAppeals items={[erased]} head={gone} viewerId="ines" lang="en" />);
    expect(en).toContain('deleted player appeals deleted player’s ruling at event 53');
    for (const html of [es, en]) expect(html).not.toContain(ERASED_NAME);
  });

  // A dispute whose ruling a player appealed: the head judge rules on it at the dispute, further down the desk.
  const appealedDispute = {
    disputeId: 'd-9',
    round: 1,
    table: 2,
    players: ['jose', 'ana'],
    ruledBy: 'ines',
    appeal: { playerId: 'jose', reason: 'El juez no vio la carta', appealedAt: '2026-11-21T10:01:00Z', ruling: null },
  } as unknown as Dispute;
  const names = new Map([
    ['jose', 'José Núñez'],
    ['ines', 'Inés'],
  ]);

  it('lists an appealed dispute among the pending appeals, oldest first, linking the head judge to the dispute', () => {
    const html = renderToStaticMarkup(
      <PendingAppeals
        items={[appeal]}
        disputes={[appealedDispute]}
        names={names}
        head={head}
        viewerId="tomas"
        lang="es"
      />,
    );
    expectShown(html, [
      'Ronda 1, mesa 2',
      'José Núñez apela el fallo de Inés en una disputa',
      'El juez no vio la carta',
      'href="#dispute-d-9"',
      'Resolver en la disputa ↓',
      'Ronda 2, mesa 3',
    ]);
    expect(html.indexOf('Ronda 1, mesa 2')).toBeLessThan(html.indexOf('Ronda 2, mesa 3'));
    const judge = renderToStaticMarkup(
      <PendingAppeals items={[]} disputes={[appealedDispute]} names={names} head={head} viewerId="ines" lang="en" />,
    );
    expect(judge).not.toContain('No pending appeals.');
    expect(judge).toContain('See the dispute ↓');
    expect(judge).toContain('Tomás, the head judge, rules on appeals.');
  });

  it('leaves out a dispute whose appeal the head judge already decided', () => {
    const decided = { ...appealedDispute, appeal: { ...appealedDispute.appeal!, ruling: 'Se mantiene' } } as Dispute;
    const html = renderToStaticMarkup(
      <PendingAppeals items={[]} disputes={[decided]} names={names} head={head} viewerId="tomas" lang="es" />,
    );
    expect(html).toContain('No hay apelaciones pendientes.');
  });
});
