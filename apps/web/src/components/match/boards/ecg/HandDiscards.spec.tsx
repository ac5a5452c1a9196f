import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EcgView } from '@cronica/ecg';
import type { LegalCommand } from '../../../../graphql/match';
import { translator } from '../../../../lib/i18n';
import { discardMatching, ForcedDiscard, ReinforceChoices } from './HandDiscards';

// "Fase de Reforzar" with a hand at its limit (004, "Cartas en la Mano"): drawing 1 or 2 discards first.
const hand = ['sol-t1', 'sol-t1', 'sol-t2', 'sol-t3'];
const reinforce = (draw: number, discard: string[]): LegalCommand =>
  ({
    command: { type: 'Reinforce', data: { seat: 0, draw, discard } },
    text:
      discard.length === 0 ? `Reforzar: robar ${draw}` : `Reforzar: descartar ${discard.join(' y ')} y robar ${draw}`,
    rules: [],
  }) as LegalCommand;
/** Every discard of `n` cards from the hand, as the API lists them (each multiset once). */
function discards(n: number): string[][] {
  const out = new Map<string, string[]>();
  const walk = (from: number, taken: string[]) => {
    if (taken.length === n) out.set([...taken].sort().join(), [...taken].sort());
    else for (let i = from; i < hand.length; i += 1) walk(i + 1, [...taken, hand[i]!]);
  };
  walk(0, []);
  return [...out.values()];
}
const entries = [
  reinforce(0, []),
  ...discards(1).map((d) => reinforce(1, d)),
  ...discards(2).map((d) => reinforce(2, d)),
];
const view = {
  viewer: { kind: 'seat', seat: 0 },
  players: [{ hand }, { hand: null }],
  cards: Object.fromEntries(hand.map((id) => [id, { id, name: { es: `Carta ${id}`, en: `Card ${id}` } }])),
} as unknown as EcgView;

describe('reinforcing with a full hand', () => {
  it('offers each draw once, saying how many cards go first, instead of a menu of every combination', () => {
    const html = renderToStaticMarkup(
      <ReinforceChoices view={view} entries={entries} busy={false} send={() => undefined} t={translator('es')} />,
    );
    expect(entries.length).toBeGreaterThan(6);
    expect(html).not.toContain('move-menu');
    const text = html.replace(/<[^>]+>/g, '|');
    expect(text).toContain('Reforzar: robar 0');
    expect(text).toContain('Reforzar: robar 1, descartando antes 1 carta…');
    expect(text).toContain('Reforzar: robar 2, descartando antes 2 cartas…');
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
  });

  it('sends the move whose discard is exactly the ticked cards, copies counted, and none for a discard the rules do not list', () => {
    const two = entries.filter((e) => (e.command as { data: { draw: number } }).data.draw === 2);
    expect(discardMatching(two, ['sol-t1', 'sol-t1'])?.command).toMatchObject({ data: { draw: 2 } });
    expect(discardMatching(two, ['sol-t3', 'sol-t1'])?.command).toMatchObject({
      data: { discard: ['sol-t1', 'sol-t3'] },
    });
    expect(discardMatching(two, ['sol-t1'])).toBeUndefined();
    expect(discardMatching(two, ['sol-t1', 'sol-t1', 'sol-t2'])).toBeUndefined();
  });
});

describe('a discard an effect asks for', () => {
  const asked = discards(2).map(
    (cards) =>
      ({ command: { type: 'Discard', data: { seat: 0, cards } }, text: 'Descartar', rules: [] }) as LegalCommand,
  );

  it('says what it asks above the hand as ticks, the move off until the ticks make a discard', () => {
    const html = renderToStaticMarkup(
      <ForcedDiscard view={view} entries={asked} busy={false} send={() => undefined} t={translator('es')} />,
    );
    expect(html).toContain('<legend>Debes descartar 2 cartas: márcalas</legend>');
    expect(html.match(/type="checkbox"/g)).toHaveLength(hand.length);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="ecg-discard-confirm"[^>]*>Marcadas 0 de 2</);
    expect(discardMatching(asked, ['sol-t2', 'sol-t1'])?.command).toMatchObject({ type: 'Discard' });
  });
});
