import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EcgView } from '@cronica/ecg';
import type { MatchView } from '../../../../graphql/match';
import { translator } from '../../../../lib/i18n';
import { boardMarkup } from '../board-markup';
import { EcgBoard, Maneuvers } from './EcgBoard';
import { expectShown } from '../../../../testing/markup';

// The ECG table shows what a player decides with (004_e0e2bf9ed9dd62bf.txt; RULES-NOTES.md, "Battle maneuvers").
const t = translator('es');
const plain = (html: string) => html.replace(/<[^>]+>/g, '');
const match = { matchId: 'm-ecg', eventCount: 9, status: 'live', seats: [] } as unknown as MatchView;

/** A hand-made view: seat 0 (Sol) holds a troop; the rival's maneuver waits on the stack. */
function view(extra: Partial<EcgView> = {}): EcgView {
  const hero = (instance: number, card: string) => ({
    instance,
    card,
    morale: 20,
    maxMorale: 20,
    renown: 0,
    madness: 0,
    crossings: 0,
  });
  const side = (seat: 0 | 1, card: string, hand: string[] | null) => ({
    seat,
    hero: hero(seat + 1, card),
    prayers: 0,
    court: [],
    resources: { ready: 1, used: 0 },
    legacy: [],
    infantry: [
      {
        instance: 101 + seat * 100,
        card: 'sol-t1',
        line: 'infantry',
        strength: 3,
        wounds: 0,
        boost: 0,
        preparation: 0,
        maneuvered: false,
      },
    ],
    support: [],
    hand,
    handCount: hand?.length ?? 4,
    handReasons:
      seat === 0
        ? { 'sol-t5': { es: 'Necesitas 4 de Fe, tienes 1 preparados', en: 'Needs 4 Faith, you have 1 ready' } }
        : {},
    deckCount: 30,
    discard: null,
    discardCount: 0,
    exile: null,
    exileCount: 0,
    reshufflesLeft: 1,
  });
  const ids = ['hero-sol-aurelia', 'sol-t1', 'sol-t5'];
  const cards = Object.fromEntries(ids.map((id) => [id, cardInfo(id)]));
  return {
    viewer: { kind: 'seat', seat: 0 },
    phase: 'action',
    turn: 3,
    active: 1,
    chooser: null,
    waitingFor: [0],
    stack: [
      {
        id: 1,
        seat: 1,
        kind: 'maneuver',
        card: null,
        source: 201,
        ability: null,
        maneuver: 'clash',
        target: 101,
        answers: null,
      },
    ],
    pending: null,
    courtPlayed: false,
    x1Used: [],
    players: [side(0, 'hero-sol-aurelia', ['sol-t5']), side(1, 'hero-sol-aurelia', null)],
    format: { chargeBonus: 1, courtLimit: 6, lineLimit: 5, renownToWin: 30, madnessThreshold: 6, prayersToWin: 4 },
    lastTurn: null,
    result: null,
    cards,
    ...extra,
  } as unknown as EcgView;
}

function cardInfo(id: string) {
  const realm = 'sol';
  if (id.startsWith('hero'))
    return {
      id,
      name: { es: 'Aurelia', en: 'Aurelia' },
      text: { es: 'Héroe.', en: 'Hero.' },
      type: 'hero',
      realm,
      realmCosts: {},
      cost: 0,
    };
  const big = id === 'sol-t5';
  return {
    id,
    name: { es: big ? 'Paladín Radiante' : 'Escudero', en: big ? 'Radiant Paladin' : 'Squire' },
    text: { es: 'Protege a sus aliados.', en: 'Guards its allies.' },
    type: 'troop',
    realm,
    realmCosts: {},
    cost: big ? 4 : 2,
    strength: big ? 5 : 3,
    preparation: big ? 2 : 1,
    formation: 'infantry',
  };
}

const render = (
  v: EcgView,
  legal: { command: { type: string; data: Record<string, unknown> }; text: string; rules: string[] }[] = [],
) => boardMarkup(EcgBoard, { match, state: v, mySeat: 0, canAct: true, legal });

describe('the ECG table', () => {
  it('leads with the turn and the prompt, then the stack and the rival’s side; the battle and the player’s own side follow', () => {
    const legal = [{ command: { type: 'EndTurn', data: {} }, text: 'Terminar el turno', rules: [] }];
    const html = render(view(), legal);
    const order = ['ecg-turn', 'ecg-prompt', 'ecg-stack', 'ecg-rival-side', 'ecg-battle', 'ecg-my-side'].map((id) =>
      html.indexOf(`data-testid="${id}"`),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The prompt is the panel that stays in sight: sticky on a laptop, fixed over a phone's screen bottom.
    expect(html).toMatch(/<div class="table__choice"><div class="choice" data-testid="ecg-prompt">/);
  });

  it('offers no prompt to a player who may not act, and tells a spectator she is watching', () => {
    const html = boardMarkup(EcgBoard, { match, state: view(), mySeat: null, canAct: false });
    expect(html).not.toContain('data-testid="ecg-prompt"');
    expect(plain(html)).toContain('Estás mirando');
  });

  it('shows each hand card with its cost, line, strength, preparation and text (a tap away)', () => {
    const html = render(view());
    const hand = plain(/data-testid="ecg-hand".*?<\/ul>/s.exec(html)![0]);
    expectShown(hand, [
      'Paladín Radiante',
      'Coste: 4 Fe',
      'Tropa · Infantería',
      'Fuerza 5',
      'Preparación 2',
      'Protege a sus aliados.',
    ]);
  });

  it('gives each troop in a formation line its card text behind a button, on both sides of the table', () => {
    const html = render(view());
    const lines = [...html.matchAll(/data-testid="ecg-troop".*?<\/li>/gs)].map((m) => plain(m[0]));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain('Texto');
      expect(line).toContain('Protege a sus aliados.');
    }
  });

  it('says why a card in her hand cannot be played now, as the library words it', () => {
    const hand = plain(/data-testid="ecg-hand".*?<\/ul>/s.exec(render(view()))![0]);
    expect(hand).toContain('Necesitas 4 de Fe, tienes 1 preparados');
  });

  it('reads a picked troop’s maneuvers as cards, each kind once and with what it does, and nothing for moves that are not maneuvers', () => {
    const maneuver = (kind: string, target?: number) => ({
      command: { type: 'Maneuver', data: { seat: 0, troop: 101, maneuver: kind, ...(target ? { target } : {}) } },
      text: kind,
      rules: [],
    });
    const moves = [maneuver('clash', 201), maneuver('clash', 202), maneuver('regroup')];
    const html = renderToStaticMarkup(<Maneuvers view={view()} moves={moves} t={t} />);
    expect(html).toContain('data-testid="ecg-maneuvers"');
    expect(html.match(/<li/g)).toHaveLength(2);
    const text = plain(html);
    expect(text).toContain('Maniobra de batalla');
    expect(text).toContain('Enfrentamiento');
    expect(text).toContain('tropa rival adyacente');
    const ability = {
      command: { type: 'UseAbility', data: { seat: 0, source: 101, ability: 0 } },
      text: '',
      rules: [],
    };
    expect(renderToStaticMarkup(<Maneuvers view={view()} moves={[ability]} t={t} />)).toBe('');
  });

  it('heads the prompt «Te toca responder» while the rival’s maneuver waits in their turn, «Te toca» in her own', () => {
    const pass = [{ command: { type: 'Pass', data: {} }, text: 'Pasar', rules: [] }];
    const heading = (html: string) => /data-testid="commands"[^>]*>\s*<h2>(.*?)<\/h2>/s.exec(html)?.[1];
    expect(heading(render(view(), pass))).toBe('Te toca responder');
    expect(heading(render(view({ active: 0, stack: [] }), pass))).toBe('Te toca');
  });

  it("shows the rival's maneuver on the stack with what it does", () => {
    const stack = plain(/data-testid="ecg-stack".*?<\/ol>/s.exec(render(view()))![0]);
    expect(stack).toContain('Enfrentamiento');
    expect(stack).toContain('tropa rival adyacente');
  });

  // 004_e0e2bf9ed9dd62bf.txt, "Fin de Mazo": "el descarte del jugador puede ser barajado".
  // @rule 004:313
  it('says a player with an empty deck is choosing whether to shuffle her discard, and offers both answers', () => {
    const asked = view({ phase: 'reinforce', active: 0, stack: [], reshuffleOffered: true } as Partial<EcgView>);
    const legal = [
      {
        command: { type: 'Reshuffle', data: { seat: 0, shuffle: true } },
        text: 'Barajar el descarte como mazo nuevo',
        rules: ['004:313'],
      },
      {
        command: { type: 'Reshuffle', data: { seat: 0, shuffle: false } },
        text: 'No barajar el descarte: seguir sin mazo',
        rules: ['004:313'],
      },
    ];
    const html = plain(render(asked, legal));
    expect(html).toContain('Asiento 1: Mazo vacío: decide si baraja el descarte como mazo nuevo');
    expect(html).toContain('Barajar el descarte como mazo nuevo');
    expect(html).toContain('No barajar el descarte: seguir sin mazo');
    expect(plain(render(view()))).not.toContain('Mazo vacío');
  });

  it('names whose turn it is, on the turn line and her side; nobody once the game is over or the match ended otherwise', () => {
    const turnOf = (html: string) => /data-testid="ecg-turn"[^>]*>(.*?)<\/p>/s.exec(html)![1]!;
    const marked = (html: string) =>
      html.split('data-testid="ecg-').filter((part) => /<h2>[^<]*●/.test(part.split('</h2>')[0]!));
    const live = render(view({ active: 1 }));
    expect(plain(turnOf(live))).toContain('Juega Asiento 2');
    expect(marked(live).map((part) => part.slice(0, 10))).toEqual(['rival-side']);
    const over = render(view({ phase: 'over', stack: [] } as Partial<EcgView>));
    const ended = boardMarkup(EcgBoard, {
      match: { ...match, status: 'finished' },
      state: view({ active: 1 }),
      mySeat: 0,
      ended: true,
    });
    for (const html of [over, ended]) {
      expect(plain(turnOf(html))).not.toContain('Juega');
      expect(marked(html)).toEqual([]);
    }
  });

  it('says why the game ended', () => {
    const over = view({
      phase: 'over',
      stack: [],
      result: { outcome: 'win', winner: 0, reason: 'battle' },
    } as Partial<EcgView>);
    expect(plain(render(over))).toContain('Terminó porque la moral del héroe de quien perdió llegó a 0');
  });
});
