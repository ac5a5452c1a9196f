import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardFace } from '@cronica/rules-kernel';
import type { WotView } from '@cronica/warlords-of-terra';
import { translator } from '../../../../lib/i18n';
import { WotField, WotFieldNotes, fieldIsSparse } from './WotField';
import { expectShown } from '../../../../testing/markup';

const name = (es: string) => ({ es, en: es });
const zones = Array.from({ length: 25 }, (_, zone) => ({
  zone,
  column: zone % 5,
  row: Math.floor(zone / 5),
  name: `${'ABCDE'[zone % 5]}${Math.floor(zone / 5) + 1}`,
  lineOf: null,
  troop: zone === 12 ? 1 : null,
  fieldObject: null,
  threatenedBy: [],
}));
const troop = {
  uid: 1,
  seat: 0,
  name: name('Lanzador de Rocas'),
  zone: 12,
  atk: 2,
  life: 3,
  damage: 1,
  speed: 1,
  objects: [{ uid: 9, seat: 0, card: 'axe', durability: 2 }],
  keywords: [],
  preparing: false,
  tension: false,
  flipped: false,
  face: cardFace(name('Lanzador de Rocas'), {
    stats: [{ label: name('Ataque'), short: name('ATQ'), value: 2, printed: 1 }],
    text: name('Distancia.'),
  }),
};
const view = {
  board: { rows: 5, columns: 5, zones },
  troops: [troop],
  fieldObjects: [],
  cards: { axe: { name: { es: 'Hacha de Guerra', en: 'War Axe' } } },
} as unknown as WotView;
const picking = {
  keys: new Set<string>(),
  selected: null,
  zones: new Set<number>(),
  onPick: () => undefined,
  onZone: () => undefined,
};
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Warlords of Terra battlefield', () => {
  it('explains its symbols in a legend and says a troop’s objects and state in words, not "➜1 +1 ·"', () => {
    const html = renderToStaticMarkup(
      <>
        <WotField view={view} me={0} picking={picking} t={translator('es')} />
        <WotFieldNotes view={view} me={0} t={translator('es')} />
      </>,
    );
    const text = plain(html);
    expectShown(text, [
      '⚔ ataque',
      '♥ vida que le queda',
      '➜ velocidad (zonas por turno)',
      '1 objeto',
      'ataque 2, vida que le queda 2, velocidad 1',
    ]);
    expect(text).not.toMatch(/\+1 ·/);
    expect(html).not.toContain('title=');
  });

  it('lists the troops on the field as cards with the stats the rules use and the printed ones', () => {
    const text = plain(
      renderToStaticMarkup(
        <>
          <WotField view={view} me={0} picking={picking} t={translator('es')} />
          <WotFieldNotes view={view} me={0} t={translator('es')} />
        </>,
      ),
    );
    expect(text).toContain('ATQ Ataque 2 (impreso 1)');
    expect(text).toContain('en C3 · tuya · lleva Hacha de Guerra (2)');
    expect(plain(renderToStaticMarkup(<WotFieldNotes view={view} me={0} t={translator('en')} />))).toContain(
      'on C3 · yours · carries War Axe (2)',
    );
  });

  it('makes a troop the player cannot pick a button that opens its card, and one with moves a toggle that picks it', () => {
    const rival = { ...troop, uid: 2, seat: 1, zone: 7 };
    const withRival = {
      ...view,
      board: { ...view.board, zones: zones.map((z) => (z.zone === 7 ? { ...z, troop: 2 } : z)) },
      troops: [troop, rival],
    } as unknown as WotView;
    const zoneTag = (html: string, name: string) => html.match(new RegExp(`<[^>]*data-zone="${name}"[^>]*>`))![0];
    const mine = { ...picking, keys: new Set(['uid:1']) };
    const html = renderToStaticMarkup(<WotField view={withRival} me={0} picking={mine} t={translator('es')} />);
    expect(zoneTag(html, 'C2')).toMatch(/^<button[^>]*aria-haspopup="dialog"/);
    expect(zoneTag(html, 'C2')).not.toContain('aria-pressed');
    expect(zoneTag(html, 'C3')).toMatch(/^<button[^>]*aria-pressed="false"/);
    expect(zoneTag(html, 'C3')).not.toContain('aria-haspopup');
    // An empty zone is no choice and has no card: a plain box, no stop for the keyboard.
    expect(zoneTag(html, 'A1')).toMatch(/^<div/);
    // The card opens only on a tap: closed, the dialog holds nothing.
    expect(html).toMatch(/<dialog[^>]*data-testid="wot-troop-card"[^>]*><\/dialog>/);
  });

  it('gives a troop a tap picks, or a picked move aims at, an (i) of its own that opens its card', () => {
    const rival = { ...troop, uid: 2, seat: 1, zone: 7, name: name('Arquero Élfico') };
    const withRival = {
      ...view,
      board: { ...view.board, zones: zones.map((z) => (z.zone === 7 ? { ...z, troop: 2 } : z)) },
      troops: [troop, rival],
    } as unknown as WotView;
    const aiming = { ...picking, keys: new Set(['uid:1']), selected: 'uid:1', zones: new Set([7, 11]) };
    const html = renderToStaticMarkup(<WotField view={withRival} me={0} picking={aiming} t={translator('es')} />);
    const cardButtons = [...html.matchAll(/<button[^>]*data-testid="wot-zone-card"[^>]*>/g)].map((m) => m[0]);
    expect(cardButtons).toHaveLength(2);
    expect(cardButtons.join()).toContain('aria-label="Ver la carta de Arquero Élfico"');
    expect(cardButtons.join()).toContain('aria-label="Ver la carta de Lanzador de Rocas"');
    expect(cardButtons.every((b) => b.includes('aria-haspopup="dialog"'))).toBe(true);
    // The aimed-at rival stays the target (a toggle); the empty target zone B3 has no card to open (two (i), not three).
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*data-zone="C2"/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*data-zone="B3"/);
    const en = renderToStaticMarkup(<WotField view={withRival} me={0} picking={aiming} t={translator('en')} />);
    expect(en).toContain('aria-label="Read the card of Arquero Élfico"');
  });

  it('reads as nearly empty (shown small, beside the hand, on a laptop) up to six troops and field objects, not from seven', () => {
    const troops = (n: number) => Array.from({ length: n }, (_, uid) => ({ ...troop, uid }));
    const objects = [{ uid: 99 }];
    expect(fieldIsSparse({ ...view, troops: [] })).toBe(true);
    expect(fieldIsSparse({ ...view, troops: troops(5), fieldObjects: objects } as unknown as WotView)).toBe(true);
    expect(fieldIsSparse({ ...view, troops: troops(6), fieldObjects: objects } as unknown as WotView)).toBe(false);
  });
});
