import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ERASED_NAME } from '@cronica/util';
import { translator } from '../../../../lib/i18n';
import { boardMarkup } from '../board-markup';
import { AccionBoard, liveChoice } from './AccionBoard';
import { AccionGrid } from './AccionGrid';
import { AccionPicker } from './AccionPicker';
import { decideAndFold } from '@cronica/accion';
import { isRuleViolation } from '@cronica/rules-kernel';
import { ambushTable, seatOf, still } from './fixture';
import { NO_CHOICE, remaining, targetOf, type Choice } from './steps';
import styles from './accion.module.css';

const state = ambushTable();
const seatName = (seat: number) => ['Kestrel', 'Wren', 'Moth'][seat]!;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const board = (lang: 'es' | 'en' = 'es') => {
  const { view, legal } = seatOf(state, 1, lang);
  return boardMarkup(AccionBoard, { state: view, legal, canAct: true, mySeat: 1, seatName, lang });
};
const picker = (choice: Choice, lang: 'es' | 'en' = 'es') => {
  const { view, legal } = seatOf(state, 1, lang);
  // A seat whose picks and commands go nowhere: only what the picker draws is read.
  const idle = { onChoice: () => undefined, busy: false, send: () => undefined, seatName, lang, t: translator(lang) };
  return renderToStaticMarkup(<AccionPicker view={view} legal={legal} choice={choice} {...idle} />);
};

describe("La Regla de Acción: a player's turn in steps", () => {
  it('once the game master concedes shows the result, no longer whose turn it is or what they repeated', () => {
    const conceded = decideAndFold({ type: 'Concede', data: { seat: 0 } }, state, { random: still });
    if (isRuleViolation(conceded)) throw new Error(conceded.code);
    const { view, legal } = seatOf(conceded.state, 1);
    expect(view.phase).toBe('ended');
    expect(view.turn).not.toBeNull();
    const html = boardMarkup(AccionBoard, { state: view, legal, canAct: false, mySeat: 1, seatName, lang: 'es' });
    expect(html).toContain('data-testid="accion-result"');
    expect(html).not.toContain('data-testid="accion-turn"');
    expect(plain(html)).not.toContain('Avaricia');
    expect(plain(board())).toMatch(/Turno de/);
  });

  it('shows no turn and waits for nobody once the match ended outside the game (time, the desk)', () => {
    const { view } = seatOf(state, 1);
    const html = boardMarkup(AccionBoard, { state: view, legal: [], canAct: false, ended: true, mySeat: 1, seatName });
    expect(html).not.toContain('data-testid="accion-turn"');
    expect(html).not.toContain('data-testid="accion-waiting"');
    expect(board()).toContain('data-testid="accion-turn"');
  });

  it('starts with one question, the action, instead of a wall of one button per combination (229 before)', () => {
    expect(seatOf(state, 1).legal.length).toBeGreaterThan(200);
    const html = board();
    expect(html.match(/<button/g)!.length).toBeLessThan(30);
    const text = plain(html);
    expect(text).toContain('1. Elige la acción');
    expect(text).toContain('Atacar · 1 acción');
    expect(text).toContain('Concentración · 3 acciones');
    expect(text).toContain('Terminar el turno · gratis');
  });

  it('marks the turn busy only while a move is on its way: an action greyed out otherwise is unavailable, not waiting', () => {
    const { view, legal } = seatOf(state, 1);
    const busy = boardMarkup(AccionBoard, {
      state: view,
      legal,
      canAct: true,
      mySeat: 1,
      seatName,
      lang: 'es',
      busy: true,
    });
    expect(busy).toMatch(/data-testid="commands" aria-busy="true"/);
    expect(board()).toMatch(/data-testid="commands" aria-busy="false"/);
  });

  it('a half-made attack on a target the table no longer offers starts over at the action, not at a step with nothing to tap', () => {
    const { legal } = seatOf(state, 1);
    const attacks = remaining(legal, { ...NO_CHOICE, type: 'Attack' });
    const aimed: Choice = { ...NO_CHOICE, type: 'Attack', target: targetOf(attacks[0]!) };
    expect(liveChoice(legal, aimed)).toEqual(aimed);
    const others = legal.filter((entry) => !attacks.includes(entry) || targetOf(entry) !== aimed.target);
    expect(remaining(others, { ...NO_CHOICE, type: 'Attack' }).length).toBeGreaterThan(0);
    expect(liveChoice(others, aimed)).toEqual(NO_CHOICE);
  });

  it('an action that cannot be taken now is disabled and says why', () => {
    const html = picker(NO_CHOICE);
    const recover = /<button[^>]*disabled=""[^>]*aria-describedby="([^"]+)"[^>]*data-command-type="Recover"/.exec(html);
    expect(recover).not.toBeNull();
    expect(html).toContain(`id="${recover![1]}" class="${styles.why}">Tu descarte está vacío.</span>`);
  });

  it('then asks for the target, each enemy by a distinct name (English: Bandit 1, Bandit 2)', () => {
    const es = plain(picker({ ...NO_CHOICE, type: 'Attack' }));
    expect(es).toContain('2. Elige el objetivo');
    expect(es).toMatch(/Bandido .*Bandida .*Arquera/);
    const en = plain(picker({ ...NO_CHOICE, type: 'Attack' }, 'en'));
    expect(en).toMatch(/Bandit 1 .*Bandit 2 .*Archer/);
  });

  it('then the kind of attack, one the target ignores disabled with its reason', () => {
    const html = picker({ ...NO_CHOICE, type: 'Attack', target: 'bandido' });
    expect(plain(html)).toContain('3. Elige el tipo de ataque');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-kind="social"/);
    expect(plain(html)).toContain('Ese objetivo no se ve afectado por ese tipo de ataque.');
  });

  it('then the cards: nothing is sent until they make a combo, and the panel says why', () => {
    const none = picker({ type: 'Attack', target: 'bandido', kind: 'physical', cards: [] });
    expect(plain(none)).toContain('4. Elige las cartas del combo (de 1 a 3)');
    expect(none).toMatch(/<button type="button" class="command" disabled=""[^>]*data-testid="command"/);
    expect(plain(none)).toContain('Toca al menos una carta.');
    const card = /data-card="(h:[^"]+)"/.exec(none)![1]!;
    const one = picker({ type: 'Attack', target: 'bandido', kind: 'physical', cards: [card] });
    expect(one).toMatch(
      /<button type="button" class="command"[^>]*data-testid="command" data-command-type="Attack">Hacerlo/,
    );
    expect(one).not.toMatch(/disabled=""[^>]*data-testid="command"/);
  });

  it('names the greed banner’s repeated actions in words, never raw keys', () => {
    const repeated = { ...state, turn: { ...state.turn!, repeats: ['attack:magical', 'attack:magical'] } };
    const { view, legal } = seatOf(repeated, 1);
    const html = boardMarkup(AccionBoard, { state: view, legal, canAct: true, mySeat: 1, seatName });
    expect(plain(html)).toContain('Avaricia (repeticiones este turno): Ataque mágico ×2');
    expect(html).not.toContain('attack:magical');
  });
});

describe('La Regla de Acción grid', () => {
  it('is a table with a row per line, each square named by who stands there and where, with distinct markers', () => {
    const { view } = seatOf(state, 1, 'en');
    const html = renderToStaticMarkup(<AccionGrid view={view} lang="en" seatName={seatName} t={translator('en')} />);
    expect(html).not.toContain('role="grid"');
    expect(html.match(/<tr>/g)!.length).toBe(6);
    expect(plain(html)).toMatch(/Bandit 1, enemy, [A-E][1-5]/);
    expect(plain(html)).toMatch(/Bandit 2, enemy, [A-E][1-5]/);
    expect(html).toContain('>B1<');
    expect(html).toContain('>B2<');
    expect(html).not.toContain('title=');
  });

  it('makes the targets of the action being chosen buttons on their squares', () => {
    const { view } = seatOf(state, 1);
    const html = renderToStaticMarkup(
      <AccionGrid
        view={view}
        lang="es"
        seatName={seatName}
        t={translator('es')}
        targets={{ keys: new Set(['bandida']), onTarget: () => undefined }}
      />,
    );
    expect(html).toMatch(
      new RegExp(`<button type="button" class="${styles.aim}" aria-label="Bandida, enemigo, [A-E][1-5]"`),
    );
    expect(html.match(/accion-square-target/g)).toHaveLength(1);
  });
});

describe('La Regla de Acción: a character whose player erased their account', () => {
  it("is named in the reader's language only on the board", () => {
    const render = (lang: 'es' | 'en') => {
      const { view, legal } = seatOf(state, 1, lang);
      const erased = { ...view, players: view.players.map((p, i) => (i === 0 ? { ...p, name: ERASED_NAME } : p)) };
      return boardMarkup(AccionBoard, { state: erased, legal, canAct: true, mySeat: 1, seatName, lang });
    };
    expect(plain(render('es'))).toContain('jugador eliminado (');
    expect(plain(render('en'))).toContain('deleted player (');
    for (const lang of ['es', 'en'] as const) expect(render(lang)).not.toContain(ERASED_NAME);
  });
});

describe('La Regla de Acción: hands as playing cards', () => {
  it("shows the player's own hand as cards with their values, hearts and diamonds red, and the others' as a count", () => {
    const { view } = seatOf(state, 1);
    const own = view.players.find((p) => p.seat === 1)!.hand!;
    const html = board();
    const hand = /data-testid="accion-own-hand"[^>]*>([\s\S]*?)<\/ul>/.exec(html)![1]!;
    const faces = [
      ...hand.matchAll(/<li class="([^"]+)" data-card="([^"]+)">.*?<span class="visually-hidden">([^<]+)<\/span>/g),
    ];
    expect(faces.map((f) => f[2])).toEqual(own);
    for (const [, className, card, label] of faces) {
      expect(className.includes(styles.cardRed!), card).toBe(/[HD]$/.test(card!));
      expect(label).toMatch(/^(10|[2-9JQKA])[♠♥♦♣], valor (1[0-4]|[2-9])$/);
    }
    expect(plain(html)).toMatch(/Mano: \d+ ocultas/);
  });
});
