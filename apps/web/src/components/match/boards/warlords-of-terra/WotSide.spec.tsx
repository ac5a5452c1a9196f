import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardFace } from '@cronica/rules-kernel';
import type { PlayerView, WotView } from '@cronica/warlords-of-terra';
import { translator } from '../../../../lib/i18n';
import { WotSide } from './WotSide';

const name = (es: string) => ({ es, en: es });
const stat = (short: string, value: number) => ({ label: name(short), short: name(short), value });
const power = (id: string, cost: number, unavailable: string | null) => ({
  id,
  face: cardFace(name(id), {
    cost: name(`${cost} puntos de poder`),
    kind: name('Poder del héroe'),
    text: name(`Texto de ${id}`),
    unavailable: unavailable === null ? null : name(unavailable),
  }),
});
const player = {
  seat: 0,
  hero: 'hero',
  powers: [power('Temple', 1, null), power('Forja Rápida', 3, 'Necesitas 3 puntos de poder, tienes 1')],
  life: 20,
  mana: 1,
  gold: 1,
  power: 1,
  production: { mana: 1, gold: 1 },
  heroPoint: false,
  places: [{ uid: 7, card: 'forge' }],
  armory: [{ uid: 8, card: 'axe', durability: 2 }],
  hand: ['palisade', 'archer'],
  handCount: 2,
  battleCount: 20,
  constructionCount: 10,
  discard: [],
} as unknown as PlayerView;
const view = {
  active: 0,
  phase: 'summoning',
  dealt: true,
  cards: {
    hero: { name: name('Grask') },
    forge: { name: name('Fragua Tribal') },
    archer: { name: name('Arquera') },
    axe: { name: name('Hacha') },
    palisade: { name: name('Empalizada') },
  },
  faces: {
    hero: cardFace(name('Grask'), { kind: name('Héroe') }),
    forge: cardFace(name('Fragua Tribal'), {
      cost: name('1 de oro'),
      kind: name('Lugar'),
      stats: [stat('ORO', 1)],
      text: name('Produce 1 de oro por turno.'),
    }),
    axe: cardFace(name('Hacha'), {
      cost: name('2 de oro'),
      kind: name('Objeto'),
      stats: [stat('+ATQ', 1)],
      text: name('Arma.'),
    }),
    archer: cardFace(name('Arquera'), {
      cost: name('2 de maná'),
      kind: name('Tropa · nivel 1'),
      stats: [stat('ATQ', 2), stat('VIDA', 2), stat('VEL', 1)],
      text: name('Distancia.'),
    }),
    palisade: cardFace(name('Empalizada'), {
      cost: name('3 de oro'),
      kind: name('Lugar'),
      text: name('Muro.'),
      unavailable: name('Necesitas 3 de oro, tienes 1'),
    }),
  },
} as unknown as WotView;
const t = translator('es');
const plain = (html: string) => html.replace(/<[^>]+>/g, '');
const side = (props: Partial<Parameters<typeof WotSide>[0]> = {}) =>
  renderToStaticMarkup(
    <WotSide
      view={view}
      player={player}
      name="Ana"
      mine
      onTurn={false}
      keys={new Set(['card:archer', 'uid:7', 'uid:8', 'power:Temple'])}
      selected={null}
      onPick={() => undefined}
      t={t}
      {...props}
    />,
  );

describe('Warlords of Terra side', () => {
  it('shows every card of hand, places and armory with its cost, stats and text one tap away, never in a title tooltip', () => {
    const html = side();
    const text = plain(html);
    expect(text).toContain('Arquera');
    expect(text).toContain('Coste: 2 de maná');
    expect(text).toContain('Tropa · nivel 1');
    expect(text).toMatch(/ATQATQ 2.*VIDAVIDA 2.*VELVEL 1/);
    expect(text).toContain('Coste: 1 de oro');
    expect(text).toContain('durabilidad 2');
    // A hand card is compact: its type is read with its text, a tap away.
    expect(html).toMatch(
      /aria-expanded="false"[^>]*>Texto<\/button><span[^>]*hidden=""><span[^>]*>Tropa · nivel 1<\/span>Distancia\.<\/span>/,
    );
    expect(html).not.toContain('title=');
  });

  it('makes a card I cannot play no choice: a tap on it says why, "Necesitas 3 de oro, tienes 1"', () => {
    const html = side();
    const palisade = html.slice(html.indexOf('data-card="palisade"'));
    expect(palisade).toMatch(/^[^>]*><button type="button"[^>]*aria-expanded="false"/);
    expect(palisade.slice(0, palisade.indexOf('</button>'))).not.toContain('aria-pressed');
    expect(plain(palisade)).toContain('Necesitas 3 de oro, tienes 1');
    const archer = html.slice(html.indexOf('data-card="archer"'));
    expect(archer).toMatch(/^[^>]*><button type="button"[^>]*aria-pressed="false"/);
  });

  it("shows the hero's powers with their cost, the usable one a choice and the other with its reason", () => {
    const html = side();
    expect(html.match(/data-testid="wot-power"/g)).toHaveLength(2);
    const text = plain(html);
    expect(text).toContain('Poderes del héroe');
    expect(text).toContain('Coste: 1 puntos de poder');
    expect(text).toContain('Necesitas 3 puntos de poder, tienes 1');
    const forge = html.slice(html.indexOf('data-card="Forja Rápida"'));
    expect(forge).toMatch(/^[^>]*><button type="button"[^>]*disabled=""/);
  });

  it('shows a hand the view holds face up, the rival’s too on a judge’s board, and never as a tap target', () => {
    const html = side({ mine: false, name: 'Bea', keys: new Set(['card:archer']) });
    expect(html).toContain('Empalizada');
    expect(html).toContain('Arquera');
    expect(html).not.toContain('ocultas');
    expect(html).not.toMatch(/<button type="button" class="[^"]*pick/);
    const hidden = side({ mine: false, player: { ...player, hand: null } });
    expect(hidden).toContain('data-testid="wot-rival-hand"');
    expect(hidden).not.toContain('Arquera');
  });

  it('says the decks are not shuffled or dealt yet during the pre-sideboard, instead of "Mazo de batalla 0"', () => {
    const html = side({
      view: { ...view, dealt: false, phase: 'sideboard' } as WotView,
      player: { ...player, battleCount: 0, constructionCount: 0 },
    });
    expect(plain(html)).toContain('Mazos aún sin barajar ni repartir');
    expect(plain(html)).not.toContain('Mazo de batalla 0');
  });
});
