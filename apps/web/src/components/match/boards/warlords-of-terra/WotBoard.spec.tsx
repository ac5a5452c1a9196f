import { describe, expect, it } from 'vitest';
import { type Viewer } from '@cronica/rules-kernel';
import { warlordsOfTerra as wot, type WotView } from '@cronica/warlords-of-terra';
import type { Lang } from '@cronica/util';
import type { LegalCommand, MatchView } from '../../../../graphql/match';
import { typeOf } from '../picks';
import { boardMarkup } from '../board-markup';
import { WotBoard, wotMoveKey } from './WotBoard';
import { wotGameInMatch } from './view';
import { playedByLibrary } from '../../../../testing/played-match';

// Warlords of Terra (002_a36596f8eaed8fcc.txt) as the web draws it, from the game library's own views.
type WotState = ReturnType<typeof wot.initialState>;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** A match of two different ready decks, each seat playing its first legal command until `until` holds. */
const played = (until: (state: WotState) => boolean, options: Record<string, unknown> = {}): WotState =>
  playedByLibrary(wot, { seed: 7, steps: 200, options, until });

/** A seat's legal commands with the library's words, as the API sends them. */
function legalOf(state: WotState, seat: number, lang: Lang = 'es'): LegalCommand[] {
  return wot
    .legalCommands(state, seat)
    .map((command) => ({ command, text: wot.describer.command(command, state)[lang], rules: [] }) as LegalCommand);
}

const handMoves = (state: WotState) => legalOf(state, 0).some((entry) => wotMoveKey(entry).startsWith('card:'));
const inPlay = played(handMoves);
const viewOf = (state: WotState, viewer: Viewer) => wot.view(state, viewer) as WotView;
const match = (status = 'live') => ({ matchId: 'm-wot', status, seats: [] }) as unknown as MatchView;

function render(
  state: WotState,
  { seat = 0 as number | null, canAct = true, lang = 'es' as Lang, status = 'live', ended = false } = {},
): string {
  const viewer: Viewer = seat === null ? { kind: 'spectator' } : { kind: 'seat', seat };
  return boardMarkup(WotBoard, {
    match: match(status),
    state: viewOf(state, viewer),
    mySeat: seat,
    canAct,
    ended,
    legal: seat === null ? [] : legalOf(state, seat, lang),
    seatName: (s) => ['Ana', 'Bruno'][s]!,
    lang,
  });
}

const section = (html: string, testId: string) =>
  new RegExp(`<section[^>]*data-testid="${testId}".*?</section>`, 's').exec(html)?.[0] ?? '';

describe('the Warlords of Terra table', () => {
  it('draws nothing for a state that is not a Warlords of Terra view', () => {
    const html = boardMarkup(WotBoard, {
      match: match(),
      state: { phase: 'action', players: 'none' },
      mySeat: 0,
      canAct: true,
      seatName: String,
    });
    expect(html).toBe('');
  });

  it('shows the rival’s hand only as a count, never its cards', () => {
    const judge = viewOf(inPlay, { kind: 'judge' });
    const rivalHand = judge.players[1]!.hand ?? [];
    expect(rivalHand.length).toBeGreaterThan(0);
    const mine = new Set([
      ...(judge.players[0]!.hand ?? []),
      ...judge.troops.map((troop) => troop.card),
      ...judge.players.flatMap((p) => [...p.places, ...p.armory].map((x) => x.card)),
    ]);
    const secret = rivalHand.filter((card) => !mine.has(card));
    expect(secret.length).toBeGreaterThan(0);
    const html = render(inPlay);
    const rival = section(html, 'wot-rival-side');
    expect(plain(rival)).toContain(`Mano: ${rivalHand.length} cartas ocultas`);
    for (const card of secret) expect(html).not.toContain(judge.cards[card]!.name.es);
  });

  it('leads with the prompt, then the rival’s side, the field and the player’s own side, her hand first', () => {
    const html = render(inPlay);
    const order = ['wot-prompt', 'wot-rival-side', 'wot-field', 'wot-my-side', 'wot-hand'].map((id) =>
      html.indexOf(`data-testid="${id}"`),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The prompt is the panel that stays in sight: sticky on a laptop, fixed over a phone's screen bottom.
    expect(html).toMatch(/<div class="table__choice"><div class="choice" data-testid="wot-prompt">/);
  });

  it('says which game of the match, which turn and who is to play', () => {
    const view = viewOf(inPlay, { kind: 'seat', seat: 0 });
    const line = plain(/data-testid="wot-turn".*?<\/p>/s.exec(render(inPlay))![0]);
    expect(line).toContain(`Partida ${view.game} de ${view.bestOf}`);
    expect(line).toContain(`Turno ${view.turn}`);
    expect(line).toContain(`Juega ${['Ana', 'Bruno'][view.active]}`);
    expect(line).not.toContain('Partidas ganadas');
  });

  it('names nobody to play once the match ended mid-game (a concession, time, the desk fixing the result)', () => {
    const html = render(inPlay, { canAct: false, status: 'finished', ended: true });
    expect(plain(/data-testid="wot-turn".*?<\/p>/s.exec(html)![0])).not.toContain('Juega');
    expect(html).not.toContain('jugador activo');
    expect(render(inPlay)).toContain('jugador activo');
  });

  it('keeps the score of games won in a best-of-three match', () => {
    const bestOfThree = played(handMoves, { bestOf: 3 });
    const line = plain(/data-testid="wot-turn".*?<\/p>/s.exec(render(bestOfThree))![0]);
    expect(line).toContain('Partida 1 de 3');
    expect(line).toContain('Partidas ganadas 0–0');
  });

  it('writes the table in English when the page is in English', () => {
    const line = plain(/data-testid="wot-turn".*?<\/p>/s.exec(render(inPlay, { lang: 'en' }))![0]);
    expect(line).toMatch(/Game 1 of 1/);
    expect(line).toMatch(/Turn \d+/);
    expect(line).toMatch(/(Ana|Bruno) to play/);
    expect(line).not.toContain('Turno');
  });

  it('offers a player who may act the prompt with her moves; the turn’s own moves are buttons there', () => {
    const html = render(inPlay);
    const prompt = /data-testid="wot-prompt".*$/s.exec(html)?.[0] ?? '';
    expect(prompt).not.toBe('');
    const turnMoves = legalOf(inPlay, 0).filter((entry) => wotMoveKey(entry) === 'turn');
    for (const entry of turnMoves) expect(prompt).toContain(`data-command-type="${typeOf(entry)}"`);
  });

  it('makes each hand card with a move a choice, and the others cards that cannot be picked', () => {
    const html = render(inPlay);
    const playable = new Set(
      legalOf(inPlay, 0)
        .map(wotMoveKey)
        .filter((key) => key.startsWith('card:'))
        .map((key) => key.slice('card:'.length)),
    );
    expect(playable.size).toBeGreaterThan(0);
    const cards = [...html.matchAll(/<div[^>]*data-testid="wot-hand-card" data-card="([^"]+)"[^>]*>(.*?)<\/div>/gs)];
    expect(cards.length).toBe(viewOf(inPlay, { kind: 'seat', seat: 0 }).players[0]!.handCount);
    for (const [, card, body] of cards) {
      const button = /<button[^>]*>/.exec(body!)?.[0] ?? '';
      if (playable.has(card!)) {
        expect(button, card).toMatch(/aria-pressed="false"/);
        expect(button, card).not.toContain('disabled');
      } else {
        // No choice: a disabled one, or a card whose tap says why it can't be played (no aria-pressed).
        const why = button.includes('aria-expanded') && !button.includes('aria-pressed');
        expect(button === '' || button.includes('disabled=""') || why, card).toBe(true);
      }
    }
    expect(section(html, 'wot-rival-side')).not.toContain('aria-pressed');
  });

  it('shows a spectator the live match with no prompt, and says they are watching', () => {
    const html = render(inPlay, { seat: null, canAct: false });
    expect(html).not.toContain('data-testid="wot-prompt"');
    expect(html).toContain('class="waiting"');
    expect(html).not.toContain('data-testid="wot-my-side"');
    expect(plain(html)).toMatch(/Mano: \d+ cartas ocultas/);
  });

  it('drops the watching note once the match is no longer live', () => {
    expect(render(inPlay, { seat: null, canAct: false, status: 'finished' })).not.toContain('class="waiting"');
  });
});

describe('which game of a Warlords of Terra match is being played', () => {
  it('names the game and the match length in a best-of-three', () => {
    const view = viewOf(played(handMoves, { bestOf: 3 }), { kind: 'seat', seat: 0 });
    expect(wotGameInMatch(view)).toEqual({ game: 1, bestOf: 3 });
  });

  it('says nothing in a one-game match, once it is over, or for another game’s view', () => {
    const single = viewOf(inPlay, { kind: 'seat', seat: 0 });
    expect(wotGameInMatch(single)).toBeNull();
    const bestOfThree = viewOf(played(handMoves, { bestOf: 3 }), { kind: 'seat', seat: 0 });
    expect(wotGameInMatch({ ...bestOfThree, phase: 'over' })).toBeNull();
    expect(wotGameInMatch({ phase: 'action', heroes: [] })).toBeNull();
    expect(wotGameInMatch(null)).toBeNull();
  });
});

describe('grouping a player’s moves by what they are picked from', () => {
  const move = (type: string, data: Record<string, unknown>) =>
    ({ command: { type, data: { seat: 0, ...data } }, text: type, rules: [] }) as LegalCommand;

  it('groups each hand card’s moves under that card', () => {
    for (const type of ['SummonTroop', 'BuildPlace', 'ForgeObject', 'CastSpell', 'DiscardCard'])
      expect(wotMoveKey(move(type, { card: 'archer' }))).toBe('card:archer');
  });

  it('groups a troop’s moves and attacks under the troop, an ability under its source, an object’s under it', () => {
    expect(wotMoveKey(move('MoveTroop', { troop: 4, to: 7 }))).toBe('uid:4');
    expect(wotMoveKey(move('Attack', { troop: 4 }))).toBe('uid:4');
    expect(wotMoveKey(move('RangedAttack', { troop: 4, zone: 2 }))).toBe('uid:4');
    expect(wotMoveKey(move('ActivateAbility', { source: 9 }))).toBe('uid:9');
    expect(wotMoveKey(move('EquipObject', { object: 12, troop: 4 }))).toBe('uid:12');
    expect(wotMoveKey(move('DestroyObject', { object: 12 }))).toBe('uid:12');
  });

  it('keeps hero powers, the sideboard and the turn’s own moves apart', () => {
    expect(wotMoveKey(move('UseHeroPower', { power: 'Temple' }))).toBe('power:Temple');
    expect(wotMoveKey(move('SwapSideboardCard', { out: 'a', in: 'b' }))).toBe('sideboard');
    expect(wotMoveKey(move('EndPhase', {}))).toBe('turn');
  });

  it('gives every legal move of a real turn one group', () => {
    const keys = legalOf(inPlay, 0).map(wotMoveKey);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^(card|uid|power):.+|^(turn|sideboard)$/);
  });
});

describe('the end-of-turn discard', () => {
  // The active seat ends its turn over the hand maximum of 8 cards (002 A.1): ten cards in hand.
  const overLimit = (): WotState => {
    const hand = inPlay.players[inPlay.active].hand;
    const ten = Array.from({ length: 10 }, (_, i) => hand[i % hand.length]!);
    const players = inPlay.players.map((p, seat) => (seat === inPlay.active ? { ...p, hand: ten } : p));
    return { ...inPlay, phase: 'end', step: null, stack: null, pending: [], players } as unknown as WotState;
  };

  it('tells the player why cards must go and how many, above the discard moves, in both languages', () => {
    const state = overLimit();
    const seat = state.active;
    expect(legalOf(state, seat).every((entry) => typeOf(entry) === 'DiscardCard')).toBe(true);
    expect(plain(render(state, { seat }))).toContain(
      'Fin del turno: la mano es de 8 cartas como máximo; hay que descartar 2.',
    );
    expect(plain(render(state, { seat, lang: 'en' }))).toContain(
      'End of turn: a hand holds at most 8 cards; 2 must be discarded.',
    );
    expect(render(inPlay, { seat })).not.toContain('data-testid="wot-decision"');
  });

  it('does not ask the rival to discard: the player waiting on it reads no «hay que descartar» in her prompt', () => {
    const state = overLimit();
    const rival = 1 - state.active;
    expect(legalOf(state, rival)).toEqual([]);
    const html = render(state, { seat: rival });
    expect(html).not.toContain('data-testid="wot-decision"');
    expect(plain(html)).not.toContain('hay que descartar');
    // Who decides is still on the turn line.
    expect(plain(section(html, 'commands') || html)).toContain(`Decide: ${['Ana', 'Bruno'][state.active]}`);
  });
});

describe('the pre-sideboard before a game (002 C.3)', () => {
  // A match starts at its pre-sideboard step: the decks are not dealt yet.
  const before = playedByLibrary(wot, { seed: 7, steps: 0, options: {}, until: () => true });

  it('folds the optional swaps under what they are, so «Listo para jugar» is in sight at once', () => {
    expect(before.phase).toBe('sideboard');
    const html = render(before);
    const box = /<details[^>]*data-testid="wot-sideboard-box"[^>]*>/.exec(html)?.[0] ?? '';
    expect(box).not.toBe('');
    expect(box).not.toContain('open');
    expect(plain(html)).toMatch(/Cambiar cartas con tu prebanquillo \(opcional; \d+ cartas\)/);
    expect(plain(html)).toContain('Listo para jugar');
  });
});

describe('answering a card the rival played in their turn', () => {
  // The active seat's card waits on the stack; the other seat answers it or lets it resolve (002 A.5).
  const cardOnStack = playedByLibrary(wot, {
    seed: 7,
    steps: 400,
    // Each seat casts or summons whenever it can, so cards reach the stack.
    pick: (legal) => legal.find((c) => ['CastSpell', 'SummonTroop'].includes(c.type)) ?? legal[0],
    until: (state) => state.stack !== null && state.stack.priority !== state.active,
  });
  const answering = 1 - cardOnStack.active;
  const heading = (html: string) => /<section[^>]*data-testid="commands"[^>]*>\s*<h2>(.*?)<\/h2>/s.exec(html)?.[1];

  it('heads the prompt «Te toca responder», and names the rival the active player, not «le toca»', () => {
    expect(legalOf(cardOnStack, answering).length).toBeGreaterThan(0);
    const html = render(cardOnStack, { seat: answering });
    expect(heading(html)).toBe('Te toca responder');
    expect(plain(html)).toContain(`${['Ana', 'Bruno'][cardOnStack.active]} · jugador activo`);
    expect(plain(html)).not.toContain('le toca');
    expect(heading(render(cardOnStack, { seat: answering, lang: 'en' }))).toBe('Your turn to respond');
  });

  it('keeps «Te toca» for the player whose own turn it is', () => {
    expect(heading(render(inPlay, { seat: inPlay.active }))).toBe('Te toca');
  });
});
