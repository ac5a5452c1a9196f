import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@cronica/util';
import { translator } from '../../../../lib/i18n';
import { typeOf } from '../picks';
import { ActionStep, CardStep, KindStep, TargetStep } from './AccionSteps';
import { ambushTable, seatOf } from './fixture';
import { cardsOf, kindOf, NO_CHOICE, remaining, targetOf, type Choice } from './steps';
import { pickerWords as w } from './words';
import styles from './accion.module.css';

// Each step of a turn in La Regla de Acción (003_9d379b4d763b9b92.txt), drawn from the library's real table.
const state = ambushTable();
const seatName = (seat: number) => ['Kestrel', 'Wren', 'Moth'][seat]!;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const table = (lang: Lang = 'es') => seatOf(state, 1, lang);
const buttons = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>`, 'g'))].map((x) => x[0]);

/** The first attack target and kind that have combos, from the legal commands. */
function attackChoice(): Choice {
  const attacks = remaining(table().legal, { ...NO_CHOICE, type: 'Attack' });
  const entry = attacks.find((e) => kindOf(e) !== null && cardsOf(e).length > 0)!;
  return { type: 'Attack', target: targetOf(entry), kind: kindOf(entry), cards: [] };
}

describe('step 1: the action', () => {
  const render = (lang: Lang = 'es', busy = false) => {
    const { view, legal } = table(lang);
    return renderToStaticMarkup(
      <ActionStep view={view} legal={legal} busy={busy} onType={() => undefined} t={translator(lang)} />,
    );
  };

  it('offers each action of the game’s menu once, with its cost in actions or free', () => {
    const { view } = table();
    const html = render();
    const offered = buttons(html, 'accion-action').map((b) => /data-command-type="([^"]+)"/.exec(b)![1]);
    expect(offered).toEqual(view.menu!.map((o) => o.type));
    for (const option of view.menu!) {
      const cost = option.cost === 0 ? w.free.es : w.actions(option.cost).es;
      expect(plain(html)).toContain(`${option.name.es} · ${cost}`);
    }
  });

  it('disables each action that cannot be taken and ties its reason to the button', () => {
    const { view } = table();
    const html = render();
    for (const option of view.menu!) {
      const button = buttons(html, 'accion-action').find((b) => b.includes(`data-command-type="${option.type}"`))!;
      if (option.unavailable === null) {
        expect(button, option.type).not.toContain('disabled');
        continue;
      }
      expect(button, option.type).toContain('disabled=""');
      const why = /aria-describedby="([^"]+)"/.exec(button)![1];
      expect(html).toContain(`<span id="${why}" class="${styles.why}">${option.unavailable.es}</span>`);
    }
  });

  it('disables every action while a move is on its way', () => {
    for (const button of buttons(render('es', true), 'accion-action')) expect(button).toContain('disabled=""');
  });

  it('asks in the page’s language', () => {
    for (const lang of LANGS) expect(plain(render(lang))).toContain(w.step1[lang]);
  });
});

describe('step 2: the target', () => {
  it('makes each legal target a button, and the living enemies it cannot aim at disabled with why', () => {
    const { view, legal } = table();
    const entries = remaining(legal, { ...NO_CHOICE, type: 'Attack' });
    const html = renderToStaticMarkup(
      <TargetStep
        view={view}
        entries={entries}
        onTarget={() => undefined}
        seatName={seatName}
        lang="es"
        t={translator('es')}
      />,
    );
    const legalTargets = new Set(entries.map(targetOf).filter((x) => x !== null));
    const shown = buttons(html, 'accion-target');
    expect(shown.length).toBeGreaterThanOrEqual(legalTargets.size);
    for (const button of shown) {
      const key = /data-target="([^"]+)"/.exec(button)![1]!;
      expect(button.includes('disabled'), key).toBe(!legalTargets.has(key));
    }
    const unaimed = shown.filter((b) => b.includes('disabled')).length;
    expect(html.match(new RegExp(w.notTarget.es, 'g'))?.length ?? 0).toBe(unaimed);
  });
});

describe('step 3: the kind of attack', () => {
  it('always names the three kinds, enabling only those the target can take', () => {
    const choice = attackChoice();
    const entries = remaining(table().legal, { ...choice, kind: null });
    const kinds = new Set(entries.map(kindOf));
    const html = renderToStaticMarkup(<KindStep entries={entries} onKind={() => undefined} t={translator('en')} />);
    const shown = buttons(html, 'accion-kind');
    expect(shown.map((b) => /data-kind="(\w+)"/.exec(b)![1])).toEqual(['physical', 'magical', 'social']);
    for (const button of shown) {
      const kind = /data-kind="(\w+)"/.exec(button)![1]!;
      expect(button.includes('disabled'), kind).toBe(!kinds.has(kind));
    }
    expect(plain(html)).toContain(w.step3.en);
  });
});

describe('step 4: the combo’s cards', () => {
  const render = (cards: string[], lang: Lang = 'es', action: Choice = attackChoice()) => {
    const choice = { ...action, cards };
    const { view, legal } = table(lang);
    const entries = remaining(legal, choice);
    return renderToStaticMarkup(
      <CardStep
        view={view}
        entries={entries}
        choice={choice}
        onChoice={() => undefined}
        busy={false}
        go={() => undefined}
        t={translator(lang)}
      />,
    );
  };
  const why = (html: string) => plain(/data-testid="accion-combo-why"[^>]*>(.*?)<\/p>/s.exec(html)![1]!).trim();

  it('offers every card the combos may use, pressed once chosen', () => {
    const choice = attackChoice();
    const entries = remaining(table().legal, choice);
    const cards = [...new Set(entries.flatMap(cardsOf))];
    const html = render([cards[0]!]);
    const shown = buttons(html, 'accion-card');
    expect(shown.map((b) => /data-card="([^"]+)"/.exec(b)![1])).toEqual(cards);
    expect(shown.filter((b) => b.includes('aria-pressed="true"'))).toHaveLength(1);
  });

  it('says how many cards a combo takes, from the table’s rule', () => {
    const { view } = table('en');
    expect(plain(render([], 'en'))).toContain(w.step4(view.rules.maxCombo).en);
  });

  it('sends nothing without cards, and says why in a polite live region', () => {
    const html = render([]);
    expect(html).toMatch(/aria-live="polite" data-testid="accion-combo-why"/);
    expect(why(html)).toBe(w.noCards.es);
    expect(buttons(html, 'command')[0]).toContain('disabled=""');
  });

  it('refuses more cards than the table allows', () => {
    const { view } = table();
    const many = Array.from({ length: view.rules.maxCombo + 1 }, (_, i) => `h:x${i}`);
    expect(why(render(many))).toBe(w.tooMany(view.rules.maxCombo).es);
  });

  it('says when the chosen cards make no combo against the target', () => {
    expect(why(render(['h:no-such-card']))).toBe(w.noCombo.es);
  });

  describe('charging mana, which takes two cards (003, «Cargar maná»)', () => {
    const charge: Choice = { ...NO_CHOICE, type: 'ChargeMana' };
    const pairs = remaining(table().legal, charge).map(cardsOf);
    const [first, second] = pairs[0]!;
    const disabled = (html: string) =>
      buttons(html, 'accion-card')
        .filter((b) => b.includes('disabled'))
        .map((b) => /data-card="([^"]+)"/.exec(b)![1]);

    it('asks for another card after one, with every card that pairs with it still open', () => {
      expect(pairs.every((pair) => pair.length === 2)).toBe(true);
      const html = render([first!], 'es', charge);
      expect(why(html)).toBe(w.addCard.es);
      expect(disabled(html)).toEqual([]);
      expect(buttons(html, 'command')[0]).toContain('disabled=""');
      expect(why(render([first!], 'en', charge))).toBe(w.addCard.en);
    });

    it('makes the charge with two, greying out a third card that no charge could take', () => {
      const html = render([first!, second!], 'es', charge);
      const others = [...new Set(pairs.flat())].filter((card) => card !== first && card !== second);
      expect(others.length).toBeGreaterThan(0);
      expect(disabled(html)).toEqual(others);
      expect(buttons(html, 'command')[0]).not.toContain('disabled');
    });
  });

  it('reads the combo the cards make in the game’s words, ready to send', () => {
    const choice = attackChoice();
    const entry = remaining(table().legal, choice).find((e) => cardsOf(e).length > 0)!;
    const html = render(cardsOf(entry));
    expect(why(html)).toBe(entry.text);
    const go = buttons(html, 'command')[0]!;
    expect(go).not.toContain('disabled');
    expect(go).toContain(`data-command-type="${typeOf(entry)}"`);
  });
});
