import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n';
import { ConcedeQuestion, type GameInMatch } from './ConcedeButton';
import { expectShown } from '../../testing/markup';

const question = (current: GameInMatch | null, lang: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(
    <ConcedeQuestion
      current={current}
      busy={false}
      onConcede={() => undefined}
      onConcedeGame={() => undefined}
      onCancel={() => undefined}
      t={translator(lang)}
    />,
  );

describe('conceding, said plainly', () => {
  it('in one game, says the rival wins the game', () => {
    const html = question(null);
    expect(html).toContain('¿Seguro? Tu rival gana la partida.');
    expect(html).not.toContain('encuentro');
  });

  it('in a best of 3, asks whether the game being played or the whole match is conceded, each said for what it is', () => {
    const html = question({ game: 2, bestOf: 3 });
    expectShown(html, [
      'Se juega la partida 2 de un encuentro al mejor de 3',
      'Conceder la partida 2',
      'el encuentro sigue mientras nadie llegue a 2 partidas ganadas',
      'Conceder el encuentro',
      'Tu rival gana el encuentro: todas las partidas que quedan.',
    ]);
    expect(html).not.toContain('Tu rival gana la partida.');
    const en = question({ game: 2, bestOf: 3 }, 'en');
    expect(en).toContain('Concede game 2');
    expect(en).toContain('Your opponent wins the match: every game still to play.');
  });
});
