import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../lib/i18n';
import { ColumnHeads, numeric } from './ColumnHeads';

const table = { es: 'Mesa', en: 'Table' };
const player = { es: 'Jugador', en: 'Player' };
const actions = { es: 'Acciones', en: 'Actions' };

describe('a table’s column heads', () => {
  it('name each column in the reader’s language, a numeric one aligned right', () => {
    const html = renderToStaticMarkup(
      <table>
        <ColumnHeads columns={[numeric(table), player]} t={translator('en')} />
      </table>,
    );
    expect(html).toBe('<table><thead><tr><th class="num">Table</th><th>Player</th></tr></thead></table>');
  });

  it('mark each head as its column’s when scoped', () => {
    const html = renderToStaticMarkup(
      <table>
        <ColumnHeads columns={[table, player]} t={translator('es')} scoped />
      </table>,
    );
    expect(html).toBe('<table><thead><tr><th scope="col">Mesa</th><th scope="col">Jugador</th></tr></thead></table>');
  });

  it('leave out a column only some readers see', () => {
    const shown = (organizer: boolean) =>
      renderToStaticMarkup(
        <table>
          <ColumnHeads columns={[player, organizer ? actions : null]} t={translator('es')} />
        </table>,
      );
    expect(shown(true)).toContain('<th>Acciones</th>');
    expect(shown(false)).not.toContain('Acciones');
  });
});
