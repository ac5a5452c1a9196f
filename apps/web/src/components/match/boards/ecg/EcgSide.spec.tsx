import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ecg, type EcgState, type EcgView } from '@cronica/ecg';
import type { Viewer } from '@cronica/rules-kernel';
import { translator } from '../../../../lib/i18n';
import { EcgSide, type Picking } from './EcgSide';
import { bothFielded, nothing, plain, played, troopsOf } from './fixture';

// One player's cards outside the battle (004_e0e2bf9ed9dd62bf.txt), drawn from the library's real views.
const inPlay = played(bothFielded);
const viewOf = (viewer: Viewer, state: EcgState = inPlay) => ecg.view(state, viewer);

function side(view: EcgView, seat: number, mine: boolean, picking: Picking = nothing, lang: 'es' | 'en' = 'es') {
  return renderToStaticMarkup(
    <EcgSide
      view={view}
      player={view.players[seat]!}
      name={['Sol', 'Luna'][seat]!}
      mine={mine}
      onTurn={false}
      picking={picking}
      t={translator(lang)}
    />,
  );
}

describe('a player’s half of the ECG table', () => {
  it('shows the rival’s hand only as a count of hidden cards', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const rival = view.players[1]!;
    expect(rival.hand).toBeNull();
    const html = side(view, 1, false);
    expect(plain(html)).toContain(`Mano: ${rival.handCount} cartas ocultas`);
    expect(html).not.toContain('data-testid="ecg-hand"');
    expect(html).not.toContain('ecg-hand-card');
    const secret = viewOf({ kind: 'judge' }).players[1]!.hand ?? [];
    const seenByMe = new Set([...(view.players[0]!.hand ?? []), ...troopsOf(view, 0).map((t) => t.card)]);
    for (const card of secret.filter((id) => !seenByMe.has(id) && !troopsOf(view, 1).some((t) => t.card === id)))
      expect(html).not.toContain(`data-card="${card}"`);
  });

  it('lays out the player’s own hand card by card, with its count', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const me = view.players[0]!;
    const html = side(view, 0, true);
    expect(plain(html)).toContain(`Mano (${me.handCount})`);
    expect(html.match(/data-testid="ecg-hand-card"/g) ?? []).toHaveLength(me.hand!.length);
  });

  it('opens the player’s own side with her hand, under her name and before her hero; the rival’s count comes after her hero', () => {
    const at = (html: string, needle: string) => html.indexOf(needle);
    const mine = side(viewOf({ kind: 'seat', seat: 0 }), 0, true);
    expect(at(mine, '<h2>')).toBeLessThan(at(mine, 'data-testid="ecg-hand"'));
    expect(at(mine, 'data-testid="ecg-hand"')).toBeLessThan(at(mine, 'data-testid="ecg-morale"'));
    const rival = side(viewOf({ kind: 'seat', seat: 0 }), 1, false);
    expect(at(rival, 'data-testid="ecg-morale"')).toBeLessThan(at(rival, 'data-testid="ecg-rival-hand"'));
  });

  it('leaves the formation lines to the battle zone, where the two sides face each other', () => {
    expect(side(viewOf({ kind: 'seat', seat: 0 }), 0, true)).not.toContain('data-line=');
  });

  it('lets a judge read both hands without making any card a choice', () => {
    const view = viewOf({ kind: 'judge' });
    const html = side(view, 1, false, {
      ...nothing,
      keys: new Set((view.players[1]!.hand ?? []).map((id) => `card:${id}`)),
    });
    expect(html.match(/data-testid="ecg-hand-card"/g) ?? []).toHaveLength(view.players[1]!.hand!.length);
    expect(html).not.toContain('aria-pressed');
  });

  it('shows morale, renown, madness and prayers against what the format counts them to', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const hero = view.players[0]!.hero;
    const text = plain(side(view, 0, true));
    expect(text).toContain(`Moral ${hero.morale}/${hero.maxMorale}`);
    expect(text).toContain(`Renombre ${hero.renown}/${view.format.renownToWin}`);
    expect(text).toContain(`Locura ${hero.madness}/${view.format.madnessThreshold}`);
    expect(text).toContain(`Oraciones ${view.players[0]!.prayers}/${view.format.prayersToWin}`);
  });

  it('counts ready and used resources and the court against its limit', () => {
    const view = viewOf({ kind: 'seat', seat: 1 });
    const player = view.players[1]!;
    const text = plain(side(view, 1, true));
    expect(text).toContain(`Recursos: ${player.resources.ready} listos · ${player.resources.used} usados`);
    expect(text).toContain(`Corte (${player.court.length}/${view.format.courtLimit})`);
  });

  it('marks the name of the player whose turn it is (the board says whose)', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const heading = (onTurn: boolean) =>
      /<h2>(.*?)<\/h2>/s.exec(
        renderToStaticMarkup(
          <EcgSide
            view={view}
            player={view.players[0]!}
            name="Sol"
            mine
            onTurn={onTurn}
            picking={nothing}
            t={translator('es')}
          />,
        ),
      )![1];
    expect(heading(true)).toContain('●');
    expect(heading(false)).not.toContain('●');
  });

  it('counts a rival’s last card in the singular: one hidden card, in both languages', () => {
    const rival = inPlay.players[1]!;
    const oneCardLeft: EcgState = {
      ...inPlay,
      players: [inPlay.players[0], { ...rival, hand: rival.hand.slice(0, 1) }],
    };
    const view = viewOf({ kind: 'seat', seat: 0 }, oneCardLeft);
    expect(view.players[1]!.handCount).toBe(1);
    expect(plain(side(view, 1, false))).toContain('Mano: 1 carta oculta');
    expect(plain(side(view, 1, false, nothing, 'en'))).toContain('Hand: 1 hidden card');
    expect(plain(side(view, 1, false, nothing, 'en'))).not.toContain('hidden cards');
  });

  it('writes the side in English when the page is in English', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const text = plain(side(view, 0, true, nothing, 'en'));
    expect(text).toContain('Morale');
    expect(text).toMatch(/Resources: \d+ ready · \d+ used/);
    expect(text).not.toContain('Moral ');
    expect(plain(side(view, 1, false, nothing, 'en'))).toMatch(/Hand: \d+ hidden cards/);
  });
});
