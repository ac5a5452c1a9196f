import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlayerView, WotView } from '@cronica/warlords-of-terra';
import { translator } from '../../../../lib/i18n';
import { WotSide } from './WotSide';

const name = (es: string) => ({ es, en: es });
const player = {
  seat: 0,
  hero: 'hero',
  life: 20,
  mana: 1,
  gold: 1,
  power: 0,
  production: { mana: 1, gold: 1 },
  heroPoint: false,
  places: [{ uid: 7, card: 'forge' }],
  armory: [{ uid: 8, card: 'axe', durability: 2 }],
  hand: ['forge', 'archer'],
  handCount: 2,
  battleCount: 20,
  constructionCount: 10,
  discard: [],
} as unknown as PlayerView;
const view = {
  active: 0,
  phase: 'end',
  cards: { hero: { name: name('Héroe') }, forge: { name: name('Fragua Tribal') }, archer: { name: name('Arquera') }, axe: { name: name('Hacha') } },
} as unknown as WotView;

describe('Warlords of Terra side', () => {
  it('makes each card with a move a button of its own, never inside an inline wrapper that would take the tap', () => {
    const keys = new Set(['card:forge', 'card:archer', 'uid:7', 'uid:8', 'hero']);
    const html = renderToStaticMarkup(<WotSide view={view} player={player} name="Ana" mine keys={keys} selected={null} onPick={() => undefined} t={translator('es')} />);
    expect(html.match(/data-testid="wot-hand-card"/g)).toHaveLength(2);
    // A chip is a block box: only a list item or a flex holder may hold it.
    const buttons = [...html.matchAll(/<(\w+)(?: class="([^"]*)")?>[^<]*<button [^>]*class="card/g)].map(([, tag, classes]) => `${tag}.${classes ?? ''}`);
    expect(buttons).toHaveLength(5);
    for (const parent of buttons) expect(parent === 'li.' || (parent.startsWith('span.') && parent.includes('holder'))).toBe(true);
  });

  it('shows a hand the view holds face up by card name, the rival’s too on a judge’s board, and never as a tap target', () => {
    const keys = new Set(['card:forge']);
    const html = renderToStaticMarkup(<WotSide view={view} player={player} name="Bea" mine={false} keys={keys} selected={null} onPick={() => undefined} t={translator('es')} />);
    expect(html).toContain('Fragua Tribal');
    expect(html).toContain('Arquera');
    expect(html).not.toContain('ocultas');
    expect(html).not.toContain('<button');
    const hidden = renderToStaticMarkup(
      <WotSide view={view} player={{ ...player, hand: null }} name="Bea" mine={false} keys={keys} selected={null} onPick={() => undefined} t={translator('es')} />,
    );
    expect(hidden).toContain('data-testid="wot-rival-hand"');
    expect(hidden).not.toContain('Arquera');
  });
});
