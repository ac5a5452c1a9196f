import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ecg, type EcgState, type EcgView } from '@cronica/ecg';
import { createRandomSource, isRuleViolation, keysFromMatchSeed, type Viewer } from '@cronica/rules-kernel';
import { translator } from '../../../../lib/i18n';
import { EcgSide, type Picking } from './EcgSide';

// One player's half of the ECG table (004_e0e2bf9ed9dd62bf.txt), drawn from the library's real views.
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Two ready decks of different realms, each seat training a troop when it can, else playing its first legal command. */
function played(until: (state: EcgState) => boolean): EcgState {
  const ready = ecg.setup.readyDecks();
  const setup = ecg.setup.create([ready[0]!.deck, ready[2 % ready.length]!.deck], ecg.setup.optionsSchema.parse({}));
  if (isRuleViolation(setup)) throw new Error(setup.code);
  let state = ecg.initialState(setup);
  const keyFor = keysFromMatchSeed(new Uint8Array(32).fill(3));
  for (let step = 0; step < 300 && !until(state); step++) {
    const legal = [0, 1].flatMap((seat) => ecg.legalCommands(state, seat));
    const command = legal.find((c) => c.type === 'Train') ?? legal[0];
    if (!command) break;
    const events = ecg.decide(command, state, {
      random: createRandomSource({ keyFor, counters: ecg.randomCounters(state) }),
    });
    if (isRuleViolation(events)) throw new Error(events.code);
    for (const event of events) state = ecg.evolve(state, event);
  }
  return state;
}

const troopsOf = (view: EcgView, seat: number) => [...view.players[seat]!.infantry, ...view.players[seat]!.support];
const bothFielded = (state: EcgState) => {
  const judge = ecg.view(state, { kind: 'judge' });
  return troopsOf(judge, 0).length > 0 && troopsOf(judge, 1).length > 0;
};
const inPlay = played(bothFielded);
const viewOf = (viewer: Viewer, state: EcgState = inPlay) => ecg.view(state, viewer);

const nothing: Picking = {
  keys: new Set(),
  selected: null,
  targets: new Set(),
  onPick: () => undefined,
  onTarget: () => undefined,
};

function side(view: EcgView, seat: number, mine: boolean, picking: Picking = nothing, lang: 'es' | 'en' = 'es') {
  return renderToStaticMarkup(
    <EcgSide
      view={view}
      player={view.players[seat]!}
      name={['Sol', 'Luna'][seat]!}
      mine={mine}
      picking={picking}
      t={translator(lang)}
    />,
  );
}

const tiles = (html: string) => [...html.matchAll(/<(button|div)[^>]*data-testid="ecg-troop"[^>]*>/g)].map((m) => m[0]);

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

  it('opens the player’s own side with her hand, under her name and before her hero and lines; the rival’s count comes last', () => {
    const at = (html: string, needle: string) => html.indexOf(needle);
    const mine = side(viewOf({ kind: 'seat', seat: 0 }), 0, true);
    expect(at(mine, '<h2>')).toBeLessThan(at(mine, 'data-testid="ecg-hand"'));
    expect(at(mine, 'data-testid="ecg-hand"')).toBeLessThan(at(mine, 'data-testid="ecg-morale"'));
    expect(at(mine, 'data-testid="ecg-hand"')).toBeLessThan(at(mine, 'data-line='));
    const rival = side(viewOf({ kind: 'seat', seat: 0 }), 1, false);
    expect(at(rival, 'data-line="infantry"')).toBeLessThan(at(rival, 'data-testid="ecg-rival-hand"'));
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

  it('puts the player’s infantry nearest the middle: first on her own side, last on the rival’s', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const order = (html: string) => [...html.matchAll(/data-line="(\w+)"/g)].map((m) => m[1]);
    expect(order(side(view, 0, true))).toEqual(['infantry', 'support']);
    expect(order(side(view, 1, false))).toEqual(['support', 'infantry']);
  });

  it('counts each formation line against its limit and says when a line is empty', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const me = view.players[0]!;
    const text = plain(side(view, 0, true));
    expect(text).toContain(`Infantería (${me.infantry.length}/${view.format.lineLimit})`);
    expect(text).toContain(`Soporte (${me.support.length}/${view.format.lineLimit})`);
    const emptied = { ...me, support: [] };
    const html = side({ ...view, players: [emptied, view.players[1]!] } as EcgView, 0, true);
    expect(plain(/data-line="support".*?<\/ul>/s.exec(html)![0])).toContain('vacía');
  });

  it('shows each troop with its strength now and printed, and whether it is preparing, has maneuvered or is ready', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const troop = troopsOf(view, 0)[0]!;
    const printed = view.cards[troop.card]!.strength;
    const text = plain(side(view, 0, true));
    expect(text).toContain(`⚔ ${troop.strength}/${printed}`);
    const status = (changes: Partial<typeof troop>) => {
      const changed = { ...troop, ...changes };
      const me = { ...view.players[0]!, infantry: [changed], support: [] };
      const html = side({ ...view, players: [me, view.players[1]!] } as EcgView, 0, true);
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
    expect(tiles(side(view, 0, true)).every((tile) => tile.startsWith('<div'))).toBe(true);
    const withMoves = tiles(side(view, 0, true, { ...nothing, keys: new Set([`obj:${first!.instance}`]) }));
    expect(withMoves.find((tile) => tile.includes(`data-instance="${first!.instance}"`))).toMatch(/^<button/);
    const targeted = tiles(side(view, 1, false, { ...nothing, targets: new Set([rivalTroop!.instance]) }));
    expect(targeted.find((tile) => tile.includes(`data-instance="${rivalTroop!.instance}"`))).toMatch(/^<button/);
  });

  it('marks the picked troop as pressed', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const key = `obj:${troopsOf(view, 0)[0]!.instance}`;
    const html = side(view, 0, true, { ...nothing, keys: new Set([key]), selected: key });
    expect(tiles(html).some((tile) => tile.includes('aria-pressed="true"'))).toBe(true);
  });

  it('marks the name of the player whose turn it is, and nobody once the game is over', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const heading = (v: EcgView, seat: number) => /<h2>(.*?)<\/h2>/s.exec(side(v, seat, seat === 0))![1];
    expect(heading(view, view.active)).toContain('●');
    expect(heading(view, 1 - view.active)).not.toContain('●');
    expect(heading({ ...view, phase: 'over' } as EcgView, view.active)).not.toContain('●');
  });

  it('writes the side in English when the page is in English', () => {
    const view = viewOf({ kind: 'seat', seat: 0 });
    const text = plain(side(view, 0, true, nothing, 'en'));
    expect(text).toContain('Morale');
    expect(text).toContain('Infantry');
    expect(text).toMatch(/Resources: \d+ ready · \d+ used/);
    expect(text).not.toContain('Moral ');
    expect(plain(side(view, 1, false, nothing, 'en'))).toMatch(/Hand: \d+ hidden cards/);
  });
});
