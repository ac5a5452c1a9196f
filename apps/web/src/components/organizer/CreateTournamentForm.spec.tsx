import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOURNAMENT_OPTIONS } from '@cronica/tournament';
import { LANGS, localized, type Lang } from '@cronica/util';
import type { CreateState } from '../../app/tournaments/new/actions';
import { FORM_DEFAULTS } from '../../lib/create-tournament-defaults';
import { gameFormFormats } from '../../lib/create-tournament-games';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { CreateTournamentForm, type OptionInfo } from './CreateTournamentForm';
import { unlabelled } from '../../testing/markup';
import { answerNothingYet } from '../../testing/action-answer';

// The form's server action creates through the API; here the answer it last gave is set by each test.
const answer = vi.hoisted(() => ({ state: null as CreateState | null, pending: false }));
vi.mock('../../app/tournaments/new/actions', () => ({ createTournament: vi.fn() }));
vi.mock('react', async (original) => (await import('../../testing/action-answer')).reactAnswering(original, answer));

const games = gameFormFormats();
/** The tournament's option table as the page hands it to the form: label, rule and default in words. */
const options: Record<string, OptionInfo> = Object.fromEntries(
  TOURNAMENT_OPTIONS.map((o) => [
    o.key,
    { label: o.label, rule: o.rule, shownDefault: localized(String(o.default), String(o.default)) },
  ]),
);
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const render = (lang: Lang = 'es') =>
  renderToStaticMarkup(<CreateTournamentForm games={games} options={options} lang={lang} />);

/** The value an input starts with, by its name. */
const inputValue = (html: string, name: string) =>
  /value="([^"]*)"/.exec(
    [...html.matchAll(/<input\b[^>]*>/g)].find((m) => m[0].includes(`name="${name}"`))?.[0] ?? '',
  )?.[1];

/** The block of one option (its control, default line and problems). */
const option = (html: string, field: string) =>
  new RegExp(`<div class="form-option[^"]*" data-option="${field.replace('.', '\\.')}">.*?</div>`, 's').exec(
    html,
  )?.[0] ?? '';

beforeEach(() => answerNothingYet(answer));

describe('creating a tournament', () => {
  it('names every field it asks for with a label', () => {
    const html = render();
    expect(html.match(/<(input|select|textarea)\b/g)!.length).toBeGreaterThan(10);
    expect(unlabelled(html)).toEqual([]);
  });

  it('groups the options in sections, in Spanish by default and in English when asked', () => {
    const game = games.find((g) => g.id === FORM_DEFAULTS.game)!;
    const sections = [
      om.create.sections.event,
      om.create.sections.game(game.name),
      om.create.sections.swiss,
      om.create.sections.cut,
      om.create.sections.entry,
    ];
    for (const lang of LANGS) {
      const legends = [...render(lang).matchAll(/<legend>(.*?)<\/legend>/g)].map((m) => m[1]);
      for (const section of sections) expect(legends).toContain(section[lang]);
    }
  });

  it('offers every game organizers run Swiss events of, and starts on the default game', () => {
    const html = render();
    const select = /<select name="game"[^>]*>.*?<\/select>/s.exec(html)![0];
    expect([...select.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1])).toEqual(games.map((g) => g.id));
    expect(select).toMatch(new RegExp(`<option value="${FORM_DEFAULTS.game}" selected=""`));
    expect(html).toContain(`data-game="${FORM_DEFAULTS.game}"`);
  });

  it('shows each tournament option’s default and where it comes from', () => {
    const html = render();
    for (const field of ['bestOf', 'topCut.size', 'prizePlaces', 'registration', 'lateEntry']) {
      const block = plain(option(html, field));
      expect(block, field).toContain('Por defecto:');
      const rule = TOURNAMENT_OPTIONS.find((o) => o.key === field)?.rule;
      if (rule === null) expect(block, field).toContain('El reglamento no dice nada');
      else expect(block, field).toMatch(/Reglamento: |Crónica aplica/);
    }
  });

  it('asks for a card catalog file only for a game that takes one', () => {
    const chosen = games.find((g) => g.id === FORM_DEFAULTS.game)!;
    expect(render().includes('name="catalog"')).toBe(chosen.takesCatalog);
  });

  it('starts every field at its default', () => {
    const html = render();
    expect(inputValue(html, 'rounds')).toBe(FORM_DEFAULTS.rounds);
    expect(inputValue(html, 'prizePlaces')).toBe(FORM_DEFAULTS.prizePlaces);
    expect(html).toMatch(/<select name="roundsMode"[^>]*>.*?<option value="by-field-size" selected=""/s);
    expect(html).toMatch(/<select name="exhaustedPairings"[^>]*>.*?<option value="refuse" selected=""/s);
  });

  it('lists the problems of a refused form at the top and beside each field, so a screen reader announces them', () => {
    const problem = localized('Entre 1 y 7 partidas.', 'Between 1 and 7 games.');
    answer.state = { problems: [{ field: 'bestOf', message: problem }], values: { ...FORM_DEFAULTS, bestOf: '9' } };
    const html = render();
    const notice = /<div[^>]*data-testid="create-problems".*?<\/div>/s.exec(html)![0];
    expect(notice).toContain('role="alert"');
    expect(plain(notice)).toContain(om.create.problems.es);
    expect(plain(notice)).toContain(problem.es);
    const field = option(html, 'bestOf');
    expect(field).toContain('form-option--bad');
    expect(field).toMatch(/<p class="form__error" role="alert">Entre 1 y 7 partidas\.<\/p>/);
    expect(option(html, 'prizePlaces')).not.toContain('form__error');
  });

  it('keeps what the organizer typed when the form is refused', () => {
    answer.state = {
      problems: [{ field: 'name', message: localized('Falta el nombre.', 'Name missing.') }],
      values: { ...FORM_DEFAULTS, name: 'Liga de otoño', rounds: '7', roundsMode: 'fixed', description: 'En el local' },
    };
    const html = render('en');
    expect(inputValue(html, 'name')).toBe('Liga de otoño');
    expect(inputValue(html, 'rounds')).toBe('7');
    expect(html).toMatch(/<select name="roundsMode"[^>]*>.*?<option value="fixed" selected=""/s);
    expect(html).toMatch(/<textarea name="description"[^>]*>En el local<\/textarea>/);
    expect(plain(html)).toContain('Name missing.');
  });

  it('asks when and where, the venue’s zone first set to Spain’s, and keeps a refused start beside its problem', () => {
    expect(render()).toMatch(/<select name="timeZone"[^>]*>.*?<option value="Europe\/Madrid" selected=""/s);
    const problem = localized('Zona horaria desconocida.', 'Unknown time zone.');
    answer.state = {
      problems: [{ field: 'timeZone', message: problem }],
      values: { ...FORM_DEFAULTS, startsAt: '2026-12-12T10:00', timeZone: 'Pacific/Auckland', venue: 'La Guarida' },
    };
    const html = render();
    expect(inputValue(html, 'startsAt')).toBe('2026-12-12T10:00');
    expect(inputValue(html, 'venue')).toBe('La Guarida');
    expect(html).toMatch(/<option value="Pacific\/Auckland" selected="">Pacific\/Auckland<\/option>/);
    expect(option(html, 'timeZone')).toContain('Zona horaria desconocida.');
  });

  it('lets the organizer have check-in open by itself before the start, and keeps a refused choice beside its problem', () => {
    expect(render()).toMatch(
      /<select name="checkInOpensBefore"[^>]*>\s*<option value="" selected="">Lo abre la organización/s,
    );
    expect(plain(render('en'))).toContain('Opens by itself 1 h 30 min before the start');
    const problem = localized('Para que el check-in se abra solo, indica cuándo empieza el torneo.', 'Give a start.');
    answer.state = {
      problems: [{ field: 'checkInOpensBefore', message: problem }],
      values: { ...FORM_DEFAULTS, checkInOpensBefore: '60' },
    };
    const html = render();
    expect(html).toMatch(/<option value="60" selected="">Se abre solo 1 h antes del inicio<\/option>/);
    expect(option(html, 'checkInOpensBefore')).toContain('indica cuándo empieza el torneo');
  });

  it('asks for an entry fee and its currency, free by default, and keeps a refused fee beside its problem', () => {
    expect(inputValue(render(), 'entryFee')).toBe('');
    expect(render()).toMatch(/<select name="entryFeeCurrency"[^>]*>\s*<option value="EUR" selected="">EUR · euro/s);
    expect(plain(render('en'))).toContain('MXN · Mexican Peso');
    answer.state = {
      problems: [
        { field: 'entryFee', message: localized('La cuota de inscripción debe ser un importe…', 'An amount.') },
      ],
      values: { ...FORM_DEFAULTS, entryFee: 'cinco', entryFeeCurrency: 'ARS' },
    };
    const html = render();
    expect(inputValue(html, 'entryFee')).toBe('cinco');
    expect(html).toMatch(/<option value="ARS" selected="">ARS · peso argentino/);
    expect(option(html, 'entryFee')).toContain('debe ser un importe');
  });

  it('shows no problems notice before the first answer', () => {
    expect(render()).not.toContain('data-testid="create-problems"');
  });

  it('says it is creating, and takes no second press, while the answer is on its way', () => {
    expect(plain(render())).toContain(om.create.submit.es);
    answer.pending = true;
    const button = /<button type="submit"[^>]*>.*?<\/button>/s.exec(render('en'))![0];
    expect(button).toContain('disabled=""');
    expect(plain(button)).toContain(om.create.submitting.en);
  });
});
