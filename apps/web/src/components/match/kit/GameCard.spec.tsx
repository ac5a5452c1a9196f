import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardFace } from '@cronica/rules-kernel';
import { translator } from '../../../lib/i18n';
import { GameCard } from './GameCard';

const t = translator('es');
const soldier = cardFace(
  { es: 'Soldado', en: 'Soldier' },
  {
    cost: { es: '2 oro', en: '2 gold' },
    kind: { es: 'Tropa', en: 'Troop' },
    stats: [{ label: { es: 'Ataque', en: 'Attack' }, short: { es: 'ATQ', en: 'ATK' }, value: 3, printed: 2 }],
    text: { es: 'Al entrar, roba una carta.', en: 'When it enters, draw a card.' },
  },
);
const plain = (html: string) => html.replace(/<[^>]+>/g, '');

describe('a card where a player decides', () => {
  it('shows its cost, kind and the stat the rules use with the printed one beside it', () => {
    const text = plain(renderToStaticMarkup(<GameCard face={soldier} t={t} />));
    expect(text).toContain('Coste: 2 oro');
    expect(text).toContain('Tropa');
    expect(text).toContain('ATQAtaque 3 (impreso 2)');
  });

  it('keeps its full text behind a "Texto" button (not a tooltip) until asked, or open where the decision needs it', () => {
    const closed = renderToStaticMarkup(<GameCard face={soldier} t={t} />);
    expect(closed).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Texto<\/button>/);
    expect(closed).toMatch(/<span[^>]*hidden=""[^>]*>Al entrar, roba una carta.<\/span>/);
    expect(closed).not.toContain('title=');
    const open = renderToStaticMarkup(<GameCard face={soldier} t={t} open />);
    expect(open).toMatch(/aria-expanded="true"[^>]*>Ocultar texto/);
    expect(open).not.toMatch(/hidden=""[^>]*>Al entrar/);
  });

  it('as a choice it cannot take now, is a disabled button described by its reason', () => {
    const face = { ...soldier, unavailable: { es: 'Necesitas 2 de oro, tienes 1', en: 'Needs 2 gold, you have 1' } };
    const html = renderToStaticMarkup(<GameCard face={face} t={t} onPick={() => undefined} />);
    const reasonId = /<span id="([^"]+)"[^>]*>Necesitas 2 de oro, tienes 1<\/span>/.exec(html)?.[1];
    expect(reasonId).toBeDefined();
    expect(html).toMatch(new RegExp(`<button[^>]*disabled=""[^>]*aria-describedby="[^"]*${reasonId}`));
  });

  it('compact (a hand of many), keeps name, cost and stats in sight and reads its type and reason with its text, a tap away', () => {
    const face = { ...soldier, unavailable: { es: 'Necesitas 2 de oro, tienes 1', en: 'Needs 2 gold, you have 1' } };
    const html = renderToStaticMarkup(<GameCard face={face} t={t} onPick={() => undefined} compact />);
    // Not a dead, disabled choice: a tap on the card shows why it can't be played, with its text.
    const pick = plain(/<button[^>]*aria-expanded="false"[^>]*>.*?<\/button>/s.exec(html)![0]);
    expect(html).not.toContain('disabled');
    expect(pick).toContain('Soldado');
    expect(pick).toContain('Coste: 2 oro');
    expect(pick).toContain('ATQAtaque 3');
    expect(pick).not.toContain('Tropa');
    expect(html).toMatch(/<span id="[^"]+"[^>]*hidden=""[^>]*>Necesitas 2 de oro, tienes 1<\/span>/);
    expect(html).toMatch(/hidden=""><span[^>]*>Tropa<\/span>Al entrar, roba una carta.<\/span>/);
    const open = renderToStaticMarkup(<GameCard face={face} t={t} onPick={() => undefined} compact open />);
    expect(open).not.toMatch(/hidden=""[^>]*>(Necesitas|<span[^>]*>Tropa)/);
  });

  it('as an available choice, is an enabled button that says whether it is picked', () => {
    const html = renderToStaticMarkup(<GameCard face={soldier} t={t} onPick={() => undefined} selected />);
    expect(html).toMatch(/<button type="button"[^>]*aria-pressed="true"/);
    expect(html).not.toContain('disabled');
  });
});
