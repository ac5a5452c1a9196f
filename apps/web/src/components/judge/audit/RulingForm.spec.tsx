import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PENALTY_GUIDE } from '@cronica/tournament';
import { LANGS, pick, type Lang } from '@cronica/util';
import type { GuideEntry } from '../../../graphql/audit';
import { matchAppealMessages as am, rulingMessages as m } from '../../../lib/audit-messages';
import { ruleCitation } from '../../../lib/code-labels';
import { guideRule, RULING_KINDS } from '../../../lib/ruling-form';
import { namedRules, type NamedRule } from '../../../lib/rulebook';
import { RulingForm, type RulingLink } from './RulingForm';
import { control, options, plainText as plain, unlabelled } from '../../../testing/markup';
import { matchBetween } from '../../../testing/match-view';

// The form sends its ruling through Apollo's client in the browser; these tests only draw it.
vi.mock('@apollo/client/react', () => ({ useMutation: () => [vi.fn()] }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

/** The penalty guide as the API sends it to a judge reading in `lang` (apps/api, penaltyGuide). */
const guideIn = (lang: Lang): GuideEntry[] =>
  PENALTY_GUIDE.infractions.map((i) => ({
    code: i.code,
    section: i.section,
    name: pick(i.name, lang),
    rule: i.rule,
    base: i.base,
    escalationRepeat: i.escalation?.repeat ?? null,
    escalatesTo: i.escalation?.to ?? null,
  }));

const match = matchBetween(['Ana', 'Bea'], { matchId: 'm-1' });

const render = (
  extra: { calls?: RulingLink[]; call?: string | null; appeals?: RulingLink[]; rules?: NamedRule[] } = {},
  lang: Lang = 'es',
) => renderToStaticMarkup(<RulingForm match={match} index={4} guide={guideIn(lang)} lang={lang} {...extra} />);

describe('the judge’s ruling form', () => {
  it('names the event it rules on by the number players see in the log', () => {
    for (const lang of LANGS) expect(plain(render({}, lang))).toContain(m.intro(4)[lang]);
  });

  it('offers the four kinds of ruling as one labelled choice, upholding the play at first', () => {
    const html = render();
    const radios = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)]
      .map((r) => r[0])
      .filter((tag) => tag.includes('name="kind"'));
    const value = (tag: string) => /value="(\w+)"/.exec(tag)![1];
    expect(radios.map(value)).toEqual([...RULING_KINDS]);
    expect(radios.filter((tag) => tag.includes('checked=""')).map(value)).toEqual(['uphold']);
    const legend = /<fieldset[^>]*><legend>(.*?)<\/legend>/.exec(html)![1];
    expect(legend).toBe(m.kind.es);
    for (const kind of RULING_KINDS) expect(plain(html)).toContain(m.kinds[kind].es);
  });

  it('offers «Registrar el fallo» disabled in the server’s HTML, so a tap before the page runs does not post the fields as a plain GET', () => {
    const submit = /<button type="submit"[^>]*>([^<]*)<\/button>/.exec(render())!;
    expect(submit[1]).toBe(m.submit.es);
    expect(submit[0]).toContain('disabled=""');
  });

  it('keeps its choices off in the server’s HTML, so a rule picked before the page runs is not put back', () => {
    const html = render({ rules: namedRules('blades-of-ash', ['000:39'], {}) });
    const group = /<fieldset class="bare-fieldset"([^>]*)>([\s\S]*)<\/fieldset>/.exec(html)!;
    expect(group[1]).toContain('disabled=""');
    for (const name of ['kind', 'ruleChoice', 'infraction', 'remedy']) expect(group[2]).toContain(`name="${name}"`);
  });

  it('labels every field and requires the remedy both players read', () => {
    const html = render({ calls: [{ value: 'c-1', label: 'Ana, 10:02' }], appeals: [{ value: 'd-1', label: 'Bea' }] });
    expect(unlabelled(html)).toEqual([]);
    expect(control(html, 'remedy')).toContain('required=""');
  });

  it('offers every infraction of the penalty guide by section and name, and none at first', () => {
    for (const lang of LANGS) {
      const offered = options(render({}, lang), 'infraction');
      expect(offered[0]).toEqual(['', m.noInfraction[lang]]);
      expect(offered.slice(1)).toEqual(
        PENALTY_GUIDE.infractions.map((i) => [i.code, `${i.section} · ${i.name[lang]}`]),
      );
    }
  });

  it('cites each guide rule by the guide and rulebook names, with writing one by hand as the last choice', () => {
    const offered = options(render({}, 'en'), 'ruleChoice');
    const guide = guideIn('en');
    expect(offered.slice(0, -1)).toEqual(
      guide.map((g) => [guideRule('cronica-penalty-guide', g), ruleCitation(guideRule('cronica-penalty-guide', g)).en]),
    );
    for (const [, words] of offered) expect(words).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
    expect(offered.at(-1)).toEqual(['other', m.ruleOther.en]);
  });

  it('offers first the rule lines the event follows, by their sections, cited by their ids', () => {
    const rules = namedRules('blades-of-ash', ['000:39', '000:41'], { '000:39': 'Dados de Acción' });
    for (const lang of LANGS) {
      const html = render({ rules }, lang);
      expect(html).toContain(`<optgroup label="${m.rulesOfEvent(4)[lang]}">`);
      expect(options(html, 'ruleChoice').slice(0, 2)).toEqual([
        ['000:39', lang === 'es' ? 'Regla 000:39, «Dados de Acción»' : 'Rule 000:39, “Dados de Acción”'],
        ['000:41', lang === 'es' ? 'Regla 000:41' : 'Rule 000:41'],
      ]);
    }
    // A ruling citing one reads it by its book and line wherever it is shown.
    expect(ruleCitation('000:39').es).toBe('Espadas de Ceniza, línea 39');
    // An event no rule line governs offers the guide and the hand-written rule only.
    expect(render()).not.toContain(m.rulesOfEvent(4).es);
  });

  it('asks for a rule by hand at first, saying it is optional while there is no infraction', () => {
    const html = render();
    expect(control(html, 'ruleText')).not.toBe('');
    expect(plain(html)).toContain(m.ruleTextOptional.es);
  });

  it('suggests naming the rule as a judge does, by the match’s game’s rulebook, never by its file', () => {
    const input = (lang: Lang) => render({}, lang).match(/<input[^>]*name="ruleText"[^>]*>/)![0];
    expect(input('es')).toContain(`placeholder="Reglamento de ${match.gameName}, sección…"`);
    expect(input('en')).toContain(`placeholder="${match.gameName} rulebook, section…"`);
    expect(input('es')).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
  });

  it('lets the ruling answer one of the table’s open calls, the one the judge came from chosen', () => {
    const calls = [
      { value: 'c-1', label: 'Ana · 10:02' },
      { value: 'c-2', label: 'Bea · 10:05' },
    ];
    const html = render({ calls, call: 'c-2' });
    expect(html).toContain('data-testid="ruling-callId"');
    expect(options(html, 'callId')).toEqual([
      ['', am.noCall.es],
      ['c-1', 'Ana · 10:02'],
      ['c-2', 'Bea · 10:05'],
    ]);
    expect(html).toMatch(/<option value="c-2" selected=""/);
    expect(render({ calls, call: 'c-9' })).toMatch(/<select name="callId"[^>]*>\s*<option value="" selected=""/);
  });

  it('offers to decide an appeal only to a judge who has appeals to decide', () => {
    expect(render()).not.toContain('data-testid="ruling-appealOf"');
    expect(render()).not.toContain('data-testid="ruling-callId"');
    const html = render({ appeals: [{ value: 'd-1', label: am.rulingAt(4, 'Bea').es }] });
    expect(options(html, 'appealOf')).toEqual([
      ['', am.noAppeal.es],
      ['d-1', am.rulingAt(4, 'Bea').es],
    ]);
  });

  it('asks nothing about values or seats while the play is upheld', () => {
    const html = render();
    for (const name of ['path', 'value', 'seat', 'scope']) expect(control(html, name), name).toBe('');
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain('role="alert"');
  });
});
