import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ecg, type EcgView } from '@cronica/ecg';
import type { Viewer } from '@cronica/rules-kernel';
import { translator } from '../../../../lib/i18n';
import { EcgBattle } from './EcgBattle';
import type { Picking } from './EcgSide';
import { bothFielded, nothing, plain, played, troopsOf } from './fixture';
import { expectShown } from '../../../../testing/markup';

// The ECG battle zone (004_e0e2bf9ed9dd62bf.txt, "Zonas de Juego"): both sides' formation lines
// facing each other, drawn from the library's real views.
const inPlay = played(bothFielded);
const viewOf = (viewer: Viewer) => ecg.view(inPlay, viewer);

function battle(view: EcgView, me = 0, picking: Picking = nothing, lang: 'es' | 'en' = 'es', seated = true) {
  return renderToStaticMarkup(
    <EcgBattle
      view={view}
      me={me}
      seated={seated}
      seatName={(seat) => ['Sol', 'Luna'][seat]!}
      picking={picking}
      t={translator(lang)}
    />,
  );
}

const tiles = (html: string) => [...html.matchAll(/<(button|div)[^>]*data-testid="ecg-troop"[^>]*>/g)].map((m) => m[0]);
const lineOrder = (html: string) =>
  [...html.matchAll(/data-seat="(\d)"|data-line="(\w+)"/g)].map((m) => m[1] ?? m[2]).join(' ');

describe('the ECG battle zone', () => {
  it('faces the sides: the rival’s back line at the top, both front lines at the middle, the player’s back line at the bottom', () => {
    expect(lineOrder(battle(viewOf({ kind: 'seat', seat: 0 }), 0))).toBe('1 support infantry 0 infantry support');
    expect(lineOrder(battle(viewOf({ kind: 'seat', seat: 1 }), 1))).toBe('0 support infantry 1 infantry support');
    const html = battle(viewOf({ kind: 'seat', seat: 0 }));
    const at = (needle: string) => html.indexOf(needle);
    expect(at('Lado de Luna')).toBeLessThan(at('Frente de batalla'));
    expect(at('Frente de batalla')).toBeLessThan(at('Tu lado'));
  });

  it('names whose side each half is and which line is the front and which the back, in Spanish and English', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const me = view.players[0]!;
    const limit = view.format.lineLimit;
    const es = plain(battle(view));
    expect(es).toContain(`Infantería · vanguardia (${me.infantry.length}/${limit})`);
    expect(es).toContain(`Soporte · retaguardia (${me.support.length}/${limit})`);
    expect(es).toContain('Tu lado');
    const en = plain(battle(view, 0, nothing, 'en'));
    expectShown(en, [
      'Luna’s side',
      'Your side',
      'Battle front',
      `Infantry · front line (${me.infantry.length}/${limit})`,
      `Support · back line (${me.support.length}/${limit})`,
    ]);
    // A judge or a spectator sits at no side: both halves are named by their player.
    expect(plain(battle(viewOf({ kind: 'judge' }), 0, nothing, 'es', false))).toContain('Lado de Sol');
  });

  it('says when a line is empty', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const emptied = { ...view.players[0]!, support: [] };
    const html = battle({ ...view, players: [emptied, view.players[1]!] } as EcgView);
    expect(plain(/data-seat="0".*?data-line="support".*?<\/ul>/s.exec(html)![0])).toContain('vacía');
  });

  it('shows each troop with its strength now and printed, and whether it is preparing, has maneuvered or is ready', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const troop = troopsOf(view, 0)[0]!;
    const printed = view.cards[troop.card]!.strength;
    expect(plain(battle(view))).toContain(`⚔ ${troop.strength}/${printed}`);
    const status = (changes: Partial<typeof troop>) => {
      const me = { ...view.players[0]!, infantry: [{ ...troop, ...changes }], support: [] };
      const rival = { ...view.players[1]!, infantry: [], support: [] };
      const html = battle({ ...view, players: [me, rival] } as EcgView);
      return plain(/data-testid="ecg-troop".*?<\/div>/s.exec(html)![0]);
    };
    expect(status({ preparation: 2 })).toContain('preparación 2');
    expect(status({ preparation: 0, maneuvered: true })).toContain('ya maniobró');
    expect(status({ preparation: 0, maneuvered: false })).toContain('lista');
    expect(status({ wounds: 2 })).toContain('2 heridas');
    expect(status({ wounds: 0 })).not.toContain('heridas');
  });

  it('makes a troop a button only when it has moves or a picked move can target it', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const [first] = troopsOf(view, 0);
    const [rivalTroop] = troopsOf(view, 1);
    expect(tiles(battle(view)).every((tile) => tile.startsWith('<div'))).toBe(true);
    const withMoves = tiles(battle(view, 0, { ...nothing, keys: new Set([`obj:${first!.instance}`]) }));
    expect(withMoves.find((tile) => tile.includes(`data-instance="${first!.instance}"`))).toMatch(/^<button/);
    const targeted = tiles(battle(view, 0, { ...nothing, targets: new Set([rivalTroop!.instance]) }));
    expect(targeted.find((tile) => tile.includes(`data-instance="${rivalTroop!.instance}"`))).toMatch(/^<button/);
  });

  it('marks the picked troop as pressed', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const key = `obj:${troopsOf(view, 0)[0]!.instance}`;
    const html = battle(view, 0, { ...nothing, keys: new Set([key]), selected: key });
    expect(tiles(html).some((tile) => tile.includes('aria-pressed="true"'))).toBe(true);
  });
});
