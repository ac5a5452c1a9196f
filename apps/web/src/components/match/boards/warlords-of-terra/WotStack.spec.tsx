import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardFace } from '@cronica/rules-kernel';
import type { WotView } from '@cronica/warlords-of-terra';
import { translator } from '../../../../lib/i18n';
import { StackAndCombat } from './WotStack';

// 002 A.6.1: the player with priority answers what is on the stack; she reads it before deciding.
const t = translator('es');
const l = (es: string, en = es) => ({ es, en });
const plain = (html: string) => html.replace(/<[^>]+>/g, '');
const item = (id: number, name: string, text: string) => ({
  id,
  seat: 0,
  kind: 'spell',
  card: `c${id}`,
  ability: null,
  target: null,
  entry: false,
  face: cardFace(l(name), { cost: l('2 de maná'), kind: l('Hechizo'), text: l(text) }),
});

describe('the Warlords of Terra stack', () => {
  it('shows each card waiting for an answer with its cost, type and text, the top one open, not only its name', () => {
    const view = {
      stack: [item(1, 'Rayo', 'Hace 2 daños.'), item(2, 'Contrahechizo', 'Anula un hechizo.')],
      combat: null,
      troops: [],
    } as unknown as WotView;
    const html = renderToStaticMarkup(<StackAndCombat view={view} seatName={(s) => `Asiento ${s + 1}`} t={t} />);
    const text = plain(html);
    expect(text).toContain('Contrahechizo');
    expect(text).toContain('Coste: 2 de maná');
    expect(text).toContain('Hechizo');
    // The top (last cast) is open; the one below keeps its text one tap or Enter away
    expect(html.indexOf('Contrahechizo')).toBeLessThan(html.indexOf('Rayo'));
    expect(html).toMatch(/aria-expanded="true"[^>]*>Ocultar texto/);
    expect(html).toMatch(/aria-expanded="false"[^>]*>Texto</);
    expect(text).toContain('Anula un hechizo.');
  });
});
