import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BladesView, HeroView } from '@cronica/blades-of-ash';
import { cardFace } from '@cronica/rules-kernel';
import type { LegalCommand } from '../../../../graphql/match';
import { translator } from '../../../../lib/i18n';
import { actionChoice } from './action-choice';
import { autoPassDue } from './AutoPass';
import { draftChoice, handLimitChoice, type ChoiceContext, type Picks } from './choices';
import { pairingChoice } from './pairing-choice';
import { HandCards } from './ActionCardView';
import { HeroCard } from './HeroCard';
import { StackPanel } from './StackPanel';
import { TurnBanner } from './TurnBanner';

// What a player reads before deciding, as the library's view gives it (000_7cbcfc9bc47f1014.txt,
// "Resolución de Acciones", "Resolviendo Ataques"; RULES-NOTES.md, "How a skirmish ends").
const t = translator('es');
const l = (es: string, en = es) => ({ es, en });
const plain = (html: string) => html.replace(/<[^>]+>/g, '');
const stat = (es: string, value: number, printed: number) => ({
  label: l(es),
  short: l(es.slice(0, 3)),
  value,
  printed,
});

const hero = (index: number, name: string, extra: Partial<HeroView> = {}): HeroView => ({
  index,
  id: `h${index}`,
  name: l(name),
  seat: index < 5 ? 0 : 1,
  slot: index % 5,
  kept: true,
  life: 10,
  maxLife: 12,
  out: false,
  counters: {},
  modifiers: {},
  stats: [stat('Fuerza', 2, 2), stat('Agilidad', 3, 3), stat('Voluntad', 4, 3), stat('Armadura', 3, 3)],
  equipment: [],
  abilities: [],
  ...extra,
});
const dice = [
  { color: 'red', face: 5, spent: false },
  { color: 'red', face: 2, spent: false },
  { color: 'blue', face: 6, spent: false },
] as const;
const player = (seat: number, hand: string[] | null) => ({
  seat,
  hand,
  handCount: hand?.length ?? 9,
  deckCount: 20,
  graveyard: [],
  dice,
  picked: true,
  mulliganed: true,
  overLimit: 0,
  handFaces: hand === null ? null : hand.map(() => slash),
});
const slash = cardFace(l('Tajo Preciso', 'Precise Slash'), {
  cost: l('rojo y cualquier color'),
  kind: l('Ataque'),
  text: l('Hace 4 de daño físico más tu Fuerza.'),
  unavailable: l('Necesitas rojo y cualquier color; tus dados preparados: azul 2'),
});
const parrying = cardFace(l('Esquivar', 'Dodge'), {
  cost: l('azul 4+'),
  kind: l('Reacción'),
  text: l('Anula un ataque físico.', 'Cancel a physical attack.'),
});

function view(extra: Partial<BladesView> = {}): BladesView {
  return {
    viewer: { kind: 'seat', seat: 0 },
    phase: 'actions',
    round: 6,
    roundLine: l('Ronda de batalla 6 de 6 — última ronda; después, más héroes en pie, luego más vida total'),
    handLimit: 7,
    heroesKept: 3,
    moving: [0],
    drawCardCost: [{ color: 'any' }],
    attacker: 0,
    roleChooser: null,
    heroes: [hero(0, 'Maera'), hero(1, 'Ser Odran'), hero(5, 'Sable'), hero(6, 'Korr')],
    players: [player(0, ['tajo']), player(1, null)] as unknown as BladesView['players'],
    pairings: [[0, 5]],
    clash: {
      index: 1,
      heroes: [0, 5],
      diceStep: null,
      reroll: null,
      initiative: 1,
      activation: 1,
      priority: 0,
      stack: [{ id: 3, seat: 1, card: 'esquivar', performer: 5, target: null, face: parrying }],
      pending: [],
    },
    result: null,
    ...extra,
  } as BladesView;
}

function context(v: BladesView, legal: LegalCommand[], picks: Picks = { selected: [], option: null, target: null }) {
  const set: Picks[] = [];
  const c: ChoiceContext = {
    view: v,
    seat: 0,
    legal,
    picks,
    setPicks: (p) => set.push(p),
    submit: () => undefined,
    busy: false,
    t,
  };
  return { c, set };
}
const legalOf = (...commands: { type: string; data: Record<string, unknown> }[]): LegalCommand[] =>
  commands.map((command) => ({ command, text: command.type, rules: [] }));

describe('the Blades of Ash table shows what the rules use', () => {
  it('draws each hand card with the table kit: cost, type, text behind a button, and why it cannot be played', () => {
    const pick = { selected: new Set<number>(), toggle: () => undefined, allowed: new Set<number>() };
    const html = renderToStaticMarkup(<HandCards ids={['tajo']} faces={[slash]} seat={0} pick={pick} t={t} />);
    const text = plain(html);
    expect(text).toContain('Coste: rojo y cualquier color');
    expect(text).toContain('Ataque');
    expect(text).toContain('Necesitas rojo y cualquier color; tus dados preparados: azul 2');
    // The text is one keyboard-reachable button away, and the card button is off with its reason read out.
    expect(html).toMatch(/<button type="button"[^>]*aria-expanded="false"[^>]*>Texto<\/button>/);
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-describedby="[^"]+"[^>]*data-testid="hand-card" data-card="tajo"/,
    );
  });

  it("shows the rival's card waiting for an answer with its cost and text, not only its name", () => {
    const text = plain(renderToStaticMarkup(<StackPanel view={view()} seatName={(s) => `Asiento ${s + 1}`} t={t} />));
    expect(text).toContain('Esquivar');
    expect(text).toContain('Coste: azul 4+');
    expect(text).toContain('Anula un ataque físico.');
  });

  it("shows a hero's Will as the rules use it (4), with the printed 3", () => {
    const html = renderToStaticMarkup(<HeroCard hero={view().heroes[0]!} active open={false} t={t} />);
    expect(html).toMatch(/data-stat="voluntad"[^>]*>3→4</);
  });

  it('warns in the turn banner that the last round is being played and what decides after it', () => {
    const text = plain(
      renderToStaticMarkup(<TurnBanner view={view()} mySeat={0} ended={false} seatName={(s) => `A${s}`} t={t} />),
    );
    expect(text).toContain('Ronda de batalla 6 de 6 — última ronda; después, más héroes en pie, luego más vida total');
  });

  it('says how many to discard at the hand limit, and which card the button discards', () => {
    const v = view({
      phase: 'handLimit',
      players: [
        { ...player(0, ['tajo']), handCount: 9, overLimit: 2 },
        player(1, null),
      ] as unknown as BladesView['players'],
    });
    const { c } = context(v, legalOf({ type: 'DiscardCard', data: { card: 'tajo' } }), {
      selected: [0],
      option: null,
      target: null,
    });
    const text = plain(renderToStaticMarkup(<>{handLimitChoice(c).panel}</>));
    expect(text).toContain('Descarta 2: tienes 9, el límite es 7');
    expect(text).toMatch(/Descartar \S+/);
  });
});

describe('choosing and paying', () => {
  const draw = { type: 'DrawCard', data: { dice: [1] } };
  const drawBig = { type: 'DrawCard', data: { dice: [0] } };
  it('shows the cost of "Robar una carta" like every other option', () => {
    const { c } = context(view(), legalOf(draw, { type: 'Pass', data: {} }));
    const html = renderToStaticMarkup(<>{actionChoice(c).panel}</>);
    expect(plain(html)).toMatch(/Robar una carta.*Coste: cualquier color/);
  });

  it('preselects the cheapest dice that pay (the red 2, not the red 5)', () => {
    const { c, set } = context(view(), legalOf(drawBig, draw));
    const hand = actionChoice(c);
    const option = renderToStaticMarkup(<>{hand.panel}</>);
    expect(option).toContain('data-option="DrawCard:"');
    // Tapping the option (the button's own handler) picks it with its cheapest payment.
    pickFirst(c);
    expect(set.at(-1)).toEqual({ option: 'DrawCard:', target: null, selected: [1] });
  });

  it('takes the only legal target without asking', () => {
    const slash = (dice: number[]) => ({ type: 'PlayCard', data: { card: 'tajo', dice, target: 5 } });
    const { c, set } = context(view(), legalOf(slash([0]), slash([1])));
    actionChoice(c).picks.hand!.toggle(0);
    expect(set.at(-1)).toEqual({ option: 'PlayCard:tajo', target: 5, selected: [1] });
  });

  it('auto-passes only when on and the legal moves are nothing but a pass', () => {
    const pass = legalOf({ type: 'Pass', data: {} });
    expect(autoPassDue(true, view(), true, false, pass)).toBe(true);
    expect(autoPassDue(false, view(), true, false, pass)).toBe(false);
    expect(autoPassDue(true, view(), false, false, pass)).toBe(false);
    expect(autoPassDue(true, view({ phase: 'handLimit' }), true, false, pass)).toBe(false);
    expect(autoPassDue(true, view(), true, false, legalOf(draw, { type: 'Pass', data: {} }))).toBe(false);
  });
});

describe('the draft ("Draft de Héroes")', () => {
  it("asks for the view's number of heroes and keeps them by their place in the seat's list", () => {
    const sent: unknown[] = [];
    const v = view({ phase: 'draft', heroesKept: 2, clash: null, pairings: [] });
    const picks = { selected: [6, 5], option: null, target: null };
    const c: ChoiceContext = { ...context(v, []).c, seat: 1, picks, submit: (command) => sent.push(command) };
    const choice = draftChoice(c);
    expect(plain(renderToStaticMarkup(<>{choice.panel}</>))).toContain('Elige 2 héroes para la escaramuza');
    pressButton(choice.panel, 'confirm');
    // Korr and Sable are heroes 6 and 5 of the table, the second and first of seat 1's list.
    expect(sent).toEqual([{ type: 'PickHeroes', data: { keep: [0, 1] } }]);
  });
});

describe('hero pick buttons', () => {
  it("name the hero, and in the pairing your own heroes say 'Elegir' while the rival's say 'Enfrentar'", () => {
    const v = view({ phase: 'pairing', clash: null, pairings: [] });
    const { c } = context(
      v,
      legalOf({ type: 'PairHeroes', data: { hero: 0, rival: 5 } }, { type: 'PairHeroes', data: { hero: 1, rival: 5 } }),
      {
        selected: [],
        option: null,
        target: 0,
      },
    );
    const pick = pairingChoice(c).picks.hero!;
    const html = [0, 1, 2]
      .map((i) => renderToStaticMarkup(<HeroCard hero={v.heroes[i]!} active={false} open={false} pick={pick} t={t} />))
      .join('');
    expect(html).toContain('aria-label="Elegir: Maera"');
    expect(html).toContain('aria-label="Elegir: Ser Odran"');
    expect(html).toContain('aria-label="Enfrentar: Sable"');
  });

  it('the pairing prompt itself lists your unpaired heroes and, once one is picked, only the rivals it may face', () => {
    const v = view({ phase: 'pairing', clash: null, pairings: [] });
    // The fixture's heroes sit at positions 0–3 of the view's list (Sable 2, Korr 3).
    const legal = legalOf(
      { type: 'PairHeroes', data: { hero: 0, rival: 2 } },
      { type: 'PairHeroes', data: { hero: 1, rival: 3 } },
    );
    const before = renderToStaticMarkup(<>{pairingChoice(context(v, legal).c).panel}</>);
    expect(before).toContain('>Maera</button>');
    expect(before).toContain('>Ser Odran</button>');
    expect(before).not.toContain('>Sable</button>');
    const picked = { selected: [], option: null, target: 1 };
    const after = renderToStaticMarkup(<>{pairingChoice(context(v, legal, picked).c).panel}</>);
    expect(after).toContain('Ser Odran se enfrenta a:');
    expect(after).toContain('>Korr</button>');
    expect(after).not.toContain('>Sable</button>');
  });
});

/** Taps the first option of the action list, as a player would. */
function pickFirst(c: ChoiceContext) {
  pressButton(actionChoice(c).panel, 'option');
}

/** Presses the first button of a panel with this test id (a button's own or a BarButton's), as a player would. */
function pressButton(panel: unknown, testId: string) {
  type Props = { 'data-testid'?: string; testId?: string; onClick?: () => void; children?: unknown };
  const buttons: { props: Props }[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object' || !('props' in node)) return;
    const el = node as { props: Props };
    if (el.props['data-testid'] === testId || el.props.testId === testId) buttons.push(el);
    walk(el.props.children);
  };
  walk(panel);
  buttons[0]!.props.onClick!();
}
