import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActionButton } from './ActionButton';

const nothing = async () => ({ error: null, done: false });

describe('a one-button tournament form', () => {
  it('sends the tournament and its own fields hidden, with the words and the spoken label given', () => {
    const html = renderToStaticMarkup(
      <ActionButton
        action={nothing}
        tournamentId="liga"
        fields={{ playerId: 'p-ana', step: 'seat' }}
        label="Dar plaza"
        ariaLabel="Dar plaza a Ana"
        look="small"
        className="desk-row-action"
        lang="es"
      />,
    );
    expect(html).toContain('<form class="desk-row-action"');
    expect(html).toContain('<input type="hidden" name="tournamentId" value="liga"/>');
    expect(html).toContain('<input type="hidden" name="playerId" value="p-ana"/>');
    expect(html).toContain('<input type="hidden" name="step" value="seat"/>');
    expect(html).toMatch(
      /<button type="submit" class="button button--small" aria-label="Dar plaza a Ana">Dar plaza<\/button>/,
    );
  });

  it('reads as the main action unless told otherwise, with what stands before the button', () => {
    const html = renderToStaticMarkup(
      <ActionButton action={nothing} tournamentId="liga" label="Estoy aquí" testId="check-in" lang="es">
        <p>El check-in está abierto.</p>
      </ActionButton>,
    );
    expect(html).toMatch(
      /data-testid="check-in".*<p>El check-in está abierto\.<\/p>.*<button type="submit" class="button">Estoy aquí<\/button>/s,
    );
    expect(html).not.toContain('aria-label');
  });
});
