import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localized as l } from '@cronica/util';
import type { LegalCommand } from '../../../graphql/match';
import { translator } from '../../../lib/i18n';
import { MovePanel } from './MovePanel';
import { expectShown } from '../../../testing/markup';

const t = translator('es');
const words = {
  moves: l('Tus jugadas', 'Your moves'),
  general: l('Jugadas del turno', 'Turn moves'),
  cancel: l('Cancelar', 'Cancel'),
  pickHint: l('Toca una carta marcada.', 'Tap a marked card.'),
};
const move = (type: string, text: string): LegalCommand => ({ command: { type, data: {} }, text, rules: [] });
const panel = (props: Partial<Parameters<typeof MovePanel>[0]>) =>
  renderToStaticMarkup(
    <MovePanel
      board="wot"
      byKey={
        new Map([
          ['turn', [move('Pass', 'Pasar')]],
          ['card:archer', [move('PlayCard', 'Jugar Arquera')]],
        ])
      }
      picked={null}
      words={words}
      busy={false}
      send={() => undefined}
      t={t}
      {...props}
    />,
  );

describe('card-game move panel', () => {
  it('asks the player to pick a marked object, and offers the turn’s own moves beside it', () => {
    const html = panel({});
    expect(html).toContain('data-testid="wot-pick-hint"');
    expect(html).toContain('data-command-type="Pass"');
    expect(html).not.toContain('wot-picked');
  });

  it('shows the picked card’s text, its moves, where else to aim them and a cancel', () => {
    const picked = {
      card: { name: l('Arquera', 'Archer'), text: l('Ataca a distancia.', 'Ranged.') },
      moves: [move('DiscardCard', 'Descartar Arquera')],
      aimHint: l('O toca la zona.', 'Or tap the zone.'),
      onCancel: () => undefined,
    };
    const html = panel({ board: 'ecg', picked });
    expectShown(html, [
      'data-testid="ecg-picked"',
      '<strong>Arquera</strong>: Ataca a distancia.',
      'data-command-type="DiscardCard"',
      'O toca la zona.',
      'Cancelar',
    ]);
  });

  it('gives no pick hint when only the turn’s own moves and unpickable ones are left', () => {
    const byKey = new Map([
      ['turn', [move('Pass', 'Pasar')]],
      ['sideboard', [move('Sideboard', 'Cambiar')]],
    ]);
    expect(panel({ byKey, unpickable: ['sideboard'] })).not.toContain('wot-pick-hint');
  });

  it('marks its moves busy while one is on its way, and only then, so a greyed-out move reads as waiting', () => {
    expect(panel({ busy: true })).toMatch(/data-testid="commands" aria-busy="true"/);
    expect(panel({})).toMatch(/data-testid="commands" aria-busy="false"/);
  });

  it('says the player waits while they have no move', () => {
    expect(panel({ byKey: new Map() })).toContain('data-testid="waiting"');
  });
});
