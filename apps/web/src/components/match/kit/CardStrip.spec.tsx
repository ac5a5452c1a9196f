import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardFace } from '@cronica/rules-kernel';
import { translator } from '../../../lib/i18n';
import { CardStrip } from './CardStrip';
import { FieldTile } from './FieldTile';
import { GameCard } from './GameCard';
import { Scores } from './Scores';

const t = translator('es');
const face = (es: string) =>
  cardFace({ es, en: es }, { cost: { es: '1 oro', en: '1 gold' }, text: { es: `${es}: roba.`, en: es } });
const items = (html: string) =>
  [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' '));
const css = readFileSync(new URL('./table.module.css', import.meta.url), 'utf8');

describe('a row of cards', () => {
  it('shows every card as its own item, in order, under the row’s name, each with its cost and its text a tap away', () => {
    const html = renderToStaticMarkup(
      <CardStrip label="Mano (2)" testId="hand" empty="Vacía">
        {['Soldado', 'Arquera'].map((name) => (
          <GameCard key={name} face={face(name)} t={t} />
        ))}
      </CardStrip>,
    );
    expect(html).toMatch(/<span class="side__label">Mano \(2\)<\/span><ul[^>]*data-testid="hand"/);
    const cards = items(html);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('Soldado');
    expect(cards[0]).toContain('Coste: 1 oro');
    expect(cards[1]).toContain('Arquera');
    expect(html).toMatch(/aria-expanded="false"[^>]*>Texto<\/button>/);
    expect(html).not.toContain('Vacía');
  });

  it('says it is empty when it holds no card', () => {
    const html = renderToStaticMarkup(<CardStrip label="Lugares" empty="Vacía" />);
    expect(items(html)).toEqual(['Vacía']);
  });

  it('as a hand on a laptop fills its row: even columns of at least 11rem, each card as tall as its row', () => {
    const html = renderToStaticMarkup(
      <CardStrip label="Mano (1)" wide>
        <GameCard face={face('Soldado')} t={t} />
      </CardStrip>,
    );
    expect(html).toMatch(/<ul class="[^"]*strip[^"]* [^"]*wide[^"]*"/);
    const laptop = css.split('@media')[0]!;
    const wide = /\.strip\.wide \{([^}]*)\}/.exec(laptop)?.[1] ?? '';
    expect(wide).toContain('display: grid');
    expect(wide).toContain('grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr))');
    // On a phone it is the same swiped strip as any row.
    const phone = /@media \(max-width: 40rem\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(phone).toMatch(/\.strip\.wide \{\s*display: flex;/);
  });

  it('on a phone scrolls sideways on its own, one card at a time, and never widens the page', () => {
    const phone = /@media \(max-width: 40rem\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    const strip = /\.strip \{([^}]*)\}/.exec(phone)?.[1] ?? '';
    expect(strip).toContain('overflow-x: auto');
    expect(strip).toContain('flex-wrap: nowrap');
    // Its intrinsic width is none: the side holding it keeps the screen's width.
    expect(strip).toContain('contain: inline-size');
    // The cards' visually hidden words are clipped by the strip, not laid out past the screen.
    expect(strip).toContain('position: relative');
    expect(phone).toMatch(/\.strip > li[^{]*\{[^}]*flex: 0 0 min\(15rem, 78%\)/);
  });

  it('as a line on the field wraps two cards to a row on a phone, so no troop hides behind a swipe', () => {
    const html = renderToStaticMarkup(
      <CardStrip field>
        <FieldTile testId="troop">Lancero</FieldTile>
      </CardStrip>,
    );
    expect(html).toMatch(/<ul class="[^"]*strip[^"]* [^"]*field[^"]*"/);
    const phone = /@media \(max-width: 40rem\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    const field = /\.strip\.field \{([^}]*)\}/.exec(phone)?.[1] ?? '';
    expect(field).toContain('flex-wrap: wrap');
    expect(field).toContain('overflow-x: visible');
    expect(phone).toMatch(/\.strip\.field > li \{[^}]*flex: 1 1 calc\(50% - 0\.35rem\)/);
  });
});

describe('a place or troop on the field', () => {
  it('is a toggle button saying whether it is picked when a tap does something, keeping the board’s data', () => {
    const html = renderToStaticMarkup(
      <FieldTile testId="zone" picked onPress={() => undefined} data={{ 'data-zone': 'C3' }}>
        Lancero
      </FieldTile>,
    );
    expect(html).toMatch(/^<button type="button"[^>]*aria-pressed="true"[^>]*data-testid="zone"[^>]*data-zone="C3"/);
  });

  it('is a plain box, not a button, when a tap does nothing', () => {
    const html = renderToStaticMarkup(<FieldTile testId="zone">Lancero</FieldTile>);
    expect(html).toMatch(/^<div[^>]*data-testid="zone"[^>]*>Lancero<\/div>$/);
    expect(html).not.toContain('aria-pressed');
  });
});

describe('a side’s scores', () => {
  it('names each count beside its value', () => {
    const html = renderToStaticMarkup(<Scores items={[{ label: 'Vida', value: 20, testId: 'life' }]} />);
    expect(html).toMatch(/<dt>Vida<\/dt><dd data-testid="life">20<\/dd>/);
  });
});
