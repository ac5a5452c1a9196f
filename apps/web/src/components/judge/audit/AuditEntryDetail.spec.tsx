import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../graphql/audit';
import { cardNamesOf } from '../../../lib/audit-values';
import { AuditEntryDetail } from './AuditEntryDetail';

const names = cardNamesOf({
  cards: {
    'ovl-b-08': { name: { es: 'Guerrero de Hierro', en: 'Iron Warrior' } },
    'ovl-b-09': { name: { es: 'Furia del Volcán', en: 'Volcano’s Fury' } },
  },
});
const entry = (over: Partial<AuditEntry>): AuditEntry =>
  ({
    index: 3,
    seq: 5,
    kind: 'event',
    type: 'CardsDrawn',
    actor: 0,
    judge: null,
    text: 'Ana roba 2 cartas',
    decision: null,
    data: {},
    random: [],
    hidden: [],
    ...over,
  }) as AuditEntry;
const render = (e: AuditEntry, lang: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(
    <AuditEntryDetail
      entry={e}
      index={e.index}
      total={10}
      pointed={false}
      names={names}
      seatName={(s) => `Asiento ${s}`}
      judgeName={(j) => j}
      lang={lang}
    />,
  );

describe('the audit’s selected event', () => {
  it('reads hidden card ids by the cards’ names, in Spanish and English', () => {
    const drawn = entry({ hidden: [{ path: ['data', 'cards'], value: ['ovl-b-08', 'ovl-b-09'], visibleTo: [0] }] });
    expect(render(drawn)).toContain('Guerrero de Hierro, Furia del Volcán');
    expect(render(drawn, 'en')).toContain('Iron Warrior, Volcano’s Fury');
    expect(render(drawn)).toContain('<code>data.cards</code>');
    expect(render(drawn)).not.toContain('&quot;ovl-b-08&quot;,&quot;ovl-b-09&quot;]</');
  });

  it('reads a back-up’s restored state as one sentence, never the whole state as JSON', () => {
    const state = { players: [{ hand: ['ovl-b-08'] }], catalog: { 'ovl-b-08': { name: 'x' } } };
    const backedUp = entry({
      kind: 'ruling',
      type: 'JudgeBackedUp',
      actor: null,
      judge: 'juez',
      text: 'Arbitraje: …',
      data: { toSeq: 47, undone: { from: 48, to: 53 }, state, ruling: {} },
      hidden: [{ path: ['data', 'state'], value: state, visibleTo: [] }],
    });
    const html = render(backedUp);
    expect(html).toContain('El estado de la partida tras el evento 46 (solo lo ven los jueces).');
    expect(html).not.toContain('catalog');
    expect(render(backedUp, 'en')).toContain('The match state after event 46 (only judges see it).');
  });

  it('never shows an event by its code where a person reads it, only inside its full data', () => {
    const html = render(entry({ type: 'TurnEnded', text: '' }));
    expect(html).toContain('Evento sin descripción');
    expect(html.split('<details>')[0]).not.toContain('TurnEnded');
  });
});
