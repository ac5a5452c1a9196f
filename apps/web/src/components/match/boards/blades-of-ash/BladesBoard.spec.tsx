import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bladesOfAsh, type BladesState } from '@cronica/blades-of-ash';
import type { Message, Viewer } from '@cronica/rules-kernel';
import type { MatchView } from '../../../../graphql/match';
import { bladesWriter } from '../../../../lib/replay-fixture';
import { translator } from '../../../../lib/i18n';
import columns from '../../kit/table.module.css';
import heroes from './heroes.module.css';
import { bladesTableMarkup } from './fixture';
import { Pairings } from './Pairings';

/** A match just past the draft (both seats kept their first three heroes): the opening hands. */
function atMulligan(): BladesState {
  const writer = bladesWriter<BladesState>('board', 'm-board');
  for (const seat of [0, 1]) writer.play({ type: 'PickHeroes', data: { seat, keep: [0, 1, 2] } } as Message);
  return writer.state;
}

/** The same match played on by its library (each seat's first legal command) until the round is paired. */
function atFirstPairing(): BladesState {
  const writer = bladesWriter<BladesState>('paired', 'm-paired');
  for (const seat of [0, 1]) writer.play({ type: 'PickHeroes', data: { seat, keep: [0, 1, 2] } } as Message);
  for (let step = 0; step < 40 && writer.state.pairings.length === 0; step += 1) {
    const seat = [0, 1].find((s) => bladesOfAsh.legalCommands(writer.state, s).length > 0)!;
    writer.play(bladesOfAsh.legalCommands(writer.state, seat)[0] as Message);
  }
  return writer.state;
}

/** How many heroes show their abilities open, not a tap away. */
const openAbilities = (html: string) => html.split(`<details class="${heroes.heroAbilities}" open=""`).length - 1;

/** Whether the table's prompt column stands beside its sides on a laptop. */
const laidBeside = (html: string) => html.includes(`class="${columns.play} ${columns.beside}`);

const state = atMulligan();
const match = { matchId: 'm-board', eventCount: 12, status: 'live', seats: [] } as unknown as MatchView;

const render = (viewer: Viewer): string => bladesTableMarkup(state, viewer, match);

const idsIn = (html: string, side: string) =>
  [
    ...html
      .split(side)[1]!
      .split('data-testid="side-')[0]!
      .matchAll(/data-card="([^"]+)"/g),
  ].map((m) => m[1]);

describe('the Blades of Ash table', () => {
  it('asks a player at the opening hand to pick the cards to put back, their hand shown as cards with costs', () => {
    const html = render({ kind: 'seat', seat: 0 });
    expect(html).toContain('Mano inicial: elige las cartas que devuelves');
    expect(html).toContain('Quedarme la mano');
    expect(html.match(/data-testid="hand-card"/g)).toHaveLength(5);
    expect(html).toContain('data-pip="');
    expect(html).toContain('data-testid="whose-move">Te toca');
  });

  it('says nobody moves once the match ended mid-game (a concession, time, the desk fixing the result on paper)', () => {
    const finished = { ...match, status: 'finished' } as MatchView;
    const html = bladesTableMarkup(state, { kind: 'seat', seat: 0 }, finished, true);
    expect(html).toContain('data-testid="whose-move">Partida terminada');
    expect(html).not.toContain('Te toca');
    expect(html).not.toContain('turn-banner--mine');
    expect(bladesTableMarkup(state, { kind: 'spectator' }, finished, true)).not.toContain('Esperando a');
  });

  it("never draws the rival's cards: a seat sees its own hand, the rival's as a count", () => {
    const html = render({ kind: 'seat', seat: 0 });
    expect(idsIn(html, 'data-testid="side-0"')).toHaveLength(5);
    expect(idsIn(html, 'data-testid="side-1"')).toEqual([]);
    expect(html).toContain('5 cartas en la mano');
  });

  it('is read-only for a spectator: no choice, no hand, both counts and the phase in sight', () => {
    const html = render({ kind: 'spectator' });
    expect(html).not.toContain('data-testid="choice"');
    expect(html).not.toContain('data-testid="hand-0"');
    expect(html.match(/5 cartas en la mano/g)).toHaveLength(2);
    expect(html).toContain('Mano inicial');
    expect(html).toContain('Ambos jugadores eligen en secreto');
  });

  it('puts the choice of the moment before both sides, so a laptop shows it at the top of the first screen', () => {
    const html = render({ kind: 'seat', seat: 0 });
    const choice = html.indexOf('data-testid="choice"');
    expect(choice).toBeGreaterThan(-1);
    expect(choice).toBeLessThan(html.indexOf('data-testid="side-1"'));
    expect(choice).toBeLessThan(html.indexOf('data-testid="side-0"'));
  });

  it('shows every hero with its abilities and their dice costs', () => {
    const html = render({ kind: 'spectator' });
    expect(html.match(/data-testid="hero"/g)).toHaveLength(10);
    expect(html).toContain('data-ability="cuchillada-precisa"');
  });

  it('names who attacks and who defends under the pairings title, in the names’ own case', () => {
    const view = { ...bladesOfAsh.view(state, { kind: 'spectator' }), attacker: 1 };
    const names = ['Ana Espada', 'Bea Espada'];
    const html = renderToStaticMarkup(
      <Pairings view={view} mySeat={0} seatName={(seat) => names[seat]!} t={translator('es')} />,
    );
    expect(html).toContain('<h2 class="section-title">Emparejamientos de la ronda</h2>');
    expect(html).toMatch(/data-testid="pairing-roles">Bea Espada: atacante · Ana Espada: defensor<\/p>/);
  });

  it('read-only before the first pairing (a replay, a judge), gives the heroes the whole width: no column holding only "not paired yet"', () => {
    const html = render({ kind: 'spectator' });
    expect(html).toContain('Aún sin emparejar');
    expect(laidBeside(html)).toBe(false);
    expect(laidBeside(render({ kind: 'seat', seat: 0 }))).toBe(true);
    const paired = atFirstPairing();
    expect(paired.pairings.length).toBeGreaterThan(0);
    expect(laidBeside(bladesTableMarkup(paired, { kind: 'spectator' }, match))).toBe(true);
  });

  it('in the draft opens every hero’s abilities to a player choosing, and leaves them a tap away for a spectator or a judge', () => {
    const draft = bladesWriter<BladesState>('draft', 'm-draft').state;
    expect(draft.phase).toBe('draft');
    expect(openAbilities(bladesTableMarkup(draft, { kind: 'seat', seat: 0 }, match))).toBe(10);
    const watched = bladesTableMarkup(draft, { kind: 'spectator' }, match);
    expect(watched.match(/data-testid="hero"/g)).toHaveLength(10);
    expect(watched).toContain('data-ability="cuchillada-precisa"');
    expect(openAbilities(watched)).toBe(0);
  });

  it('says an empty hand shown to its reader (a judge, or a seat before the opening hand) has no cards, not a blank row', () => {
    const draft = bladesWriter<BladesState>('draft', 'm-draft').state;
    const judged = bladesTableMarkup(draft, { kind: 'judge' }, match);
    expect(judged.match(/0 cartas en la mano/g)).toHaveLength(2);
    expect(judged).not.toContain('data-testid="hand-0"');
  });
});
