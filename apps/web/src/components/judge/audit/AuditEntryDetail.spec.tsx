import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuditCall, AuditEntry } from '../../../graphql/audit';
import { cardNamesOf } from '../../../lib/audit-values';
import type { AuditPlace } from '../../../lib/audit-place';
import { namedRules, type NamedRule } from '../../../lib/rulebook';
import { AuditCalls, AuditEntryDetail } from './AuditEntryDetail';

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
    decisionText: null,
    data: {},
    random: [],
    hidden: [],
    ...over,
  }) as AuditEntry;
const render = (e: AuditEntry, lang: 'es' | 'en' = 'es', from: AuditPlace = {}, rules: NamedRule[] = []) =>
  renderToStaticMarkup(
    <AuditEntryDetail
      entry={e}
      index={e.index}
      total={10}
      pointed={false}
      from={from}
      names={names}
      seatName={(s) => `Asiento ${s}`}
      judgeName={(j) => j}
      rules={rules}
      lang={lang}
    />,
  );

describe('the audit’s selected event', () => {
  it('steps to its neighbours keeping the call the judge came from, the page staying on the event', () => {
    const html = render(entry({ index: 3 }), 'es', { call: 'call-1', point: 3 });
    expect(html).toContain('href="?at=2&amp;call=call-1&amp;point=3#audit-entry-title"');
    expect(html).toContain('href="?at=4&amp;call=call-1&amp;point=3#audit-entry-title"');
  });

  it('says an event follows from a seat’s decision, leading to that decision’s event, and names a decision’s own seat', () => {
    const roll = entry({ index: 16, actor: 0, decision: null, text: 'Asiento 1 tira sus dados' });
    const follows = renderToStaticMarkup(
      <AuditEntryDetail
        entry={roll}
        index={16}
        total={40}
        pointed={false}
        from={{ call: 'call-1', point: 16 }}
        names={names}
        seatName={(s) => `Asiento ${s}`}
        judgeName={(j) => j}
        decidedAt={14}
        lang="es"
      />,
    );
    expect(follows).toContain(
      '<a href="?at=14&amp;call=call-1&amp;point=16#audit-entry-title">Sigue a la decisión de Asiento 0 del evento 15</a>',
    );
    expect(follows).not.toContain('Decisión de');
    expect(render(entry({ decision: { type: 'PairHeroes' } }))).toContain('Decisión de Asiento 0');
  });

  it('lists the rule lines it follows, each opening its own line of the rulebook in another tab', () => {
    const rules = namedRules('blades-of-ash', ['000:39', '000:41'], { '000:39': 'Dados de Acción' });
    const html = render(entry({}), 'es', {}, rules);
    expect(html).toContain('data-testid="audit-rules"');
    expect(html).toContain('href="/rules/blades-of-ash?ids=000:39#r-000-39"');
    expect(html).toContain('href="/rules/blades-of-ash?ids=000:41#r-000-41"');
    expect(html).toContain('aria-label="Regla 000:39, «Dados de Acción» (se abre en otra pestaña)"');
    expect(render(entry({}), 'en', {}, rules)).toContain('>Rule 000:39, “Dados de Acción”</a>');
    expect(render(entry({}))).not.toContain('data-testid="audit-rules"');
  });

  it('links each call of the table to its event, as the call the ruling answers', () => {
    const call = { callId: 'call-7', playerId: 'p1', reason: '¿Podía?', matchEvent: 5 };
    const html = renderToStaticMarkup(
      <AuditCalls calls={[call] as unknown as AuditCall[]} playerName={() => 'Ana'} lang="es" />,
    );
    expect(html).toContain('href="?at=5&amp;call=call-7&amp;point=5#audit-entry-title"');
  });

  it('reads hidden card ids by the cards’ names, in Spanish and English', () => {
    const drawn = entry({ hidden: [{ path: ['data', 'cards'], value: ['ovl-b-08', 'ovl-b-09'], visibleTo: [0] }] });
    expect(render(drawn)).toContain('Guerrero de Hierro, Furia del Volcán');
    expect(render(drawn, 'en')).toContain('Iron Warrior, Volcano’s Fury');
    expect(render(drawn)).toContain('<code>cards</code>');
    expect(render(drawn)).not.toContain('&quot;ovl-b-08&quot;,&quot;ovl-b-09&quot;]</');
  });

  it('reads the player’s command in the words the game offered it, and its fields as the game names and words them', () => {
    const picked = entry({
      type: 'HeroesPicked',
      text: 'Ana se queda con Nox, Sable y Ayranel',
      decision: { type: 'PickHeroes', data: { seat: 1, keep: [0, 1, 2] } },
      decisionText: 'Quedarte con Nox, Sable y Ayranel',
      hidden: [
        { path: ['decision'], value: { type: 'PickHeroes', data: { seat: 1, keep: [0, 1, 2] } }, visibleTo: [1] },
        {
          path: ['data', 'keep'],
          value: [0, 1, 2],
          visibleTo: [1],
          name: 'Héroes con los que se queda',
          text: 'Nox, Sable y Ayranel',
        },
      ],
    });
    const rows = render(picked).split('<tbody>')[1]!.split('</tbody>')[0]!;
    expect(rows).toContain(
      '<td>Orden del jugador</td><td><span class="audit-value">Quedarte con Nox, Sable y Ayranel</span>',
    );
    expect(rows).toContain(
      '<td>Héroes con los que se queda</td><td><span class="audit-value">Nox, Sable y Ayranel</span>',
    );
    expect(rows).not.toContain('keep');
    expect(rows).not.toMatch(/[{}[\]]|&quot;/);
    expect(render(picked, 'en')).toContain('<td>Player’s command</td>');
  });

  it('names a correction’s two values and reads a record by its fields, card ids named, never as JSON', () => {
    const corrected = entry({
      kind: 'ruling',
      type: 'JudgeCorrected',
      actor: null,
      judge: 'juez',
      data: { path: ['players', '0'], visibleTo: [0] },
      hidden: [
        { path: ['data', 'previous'], value: { hand: ['ovl-b-08', 'ovl-b-09'], life: 3 }, visibleTo: [0] },
        { path: ['data', 'value'], value: { hand: ['ovl-b-08'], life: 3 }, visibleTo: [0] },
      ],
    });
    const html = render(corrected);
    expect(html).toContain(
      '<td>Valor anterior</td><td><span class="audit-value">hand: (Guerrero de Hierro, Furia del Volcán) · life: 3</span>',
    );
    expect(html).toContain(
      '<td>Valor corregido</td><td><span class="audit-value">hand: (Guerrero de Hierro) · life: 3</span>',
    );
    expect(render(corrected, 'en')).toContain('<td>Previous value</td>');
  });

  it('reads each draw of the randomness it used in words: a number and its range, a shuffle’s new order, seats by name', () => {
    const rolled = entry({
      type: 'DiceRolled',
      random: [
        { kind: 'int', label: 'dice:seat1', from: 4, count: 1, bound: 6, value: 3 },
        { kind: 'shuffle', label: 'deck:seat0', from: 0, count: 2, size: 3, permutation: [2, 0, 1] },
      ],
    });
    const list = render(rolled)
      .split('data-testid="audit-random">')[1]!
      .split('</ul>')[0]!
      .replace(/<[^>]+>/g, '\n');
    expect(list).toContain('Número «dice:Asiento 1»: 3 (de 0 a 5; uso 5 de su serie)');
    expect(list).toContain(
      'Barajada «deck:Asiento 0» de 3: de arriba abajo, los que estaban en 3, 1, 2 (usos 1–2 de su serie)',
    );
    expect(list).not.toMatch(/[{}"]|&quot;/);
    expect(render(rolled, 'en')).toContain('Number &quot;dice:Asiento 1&quot;: 3 (0 to 5; use 5 of its stream)');
  });

  it('puts what a draw decided in the game’s words first, with its stream and counters beneath', () => {
    const rolled = entry({
      type: 'ClashRolled',
      random: [{ kind: 'int', label: 'dice', from: 2, count: 1, bound: 36, value: 34, text: 'Dados (2d6): 5 y 6' }],
    });
    const list = render(rolled).split('data-testid="audit-random">')[1]!.split('</ul>')[0]!;
    expect(list).toContain(
      '<span class="audit-random__words">Dados (2d6): 5 y 6</span><span class="audit-value muted">Número «dice»: 34 (de 0 a 35; uso 3 de su serie)</span>',
    );
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
