import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGS, localized, type Lang } from '@cronica/util';
import { STAFF_COMMANDS } from '../../graphql/organizer';
import { lateListMessages as ll } from '../../lib/late-list-messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import type { ActionState } from '../../lib/tournament-action';
import {
  ApplyTablesForm,
  HandInListForm,
  JudgeForm,
  PasteListForm,
  RegisterEntrantForm,
  RemoveJudgeButton,
} from './DeskForms';
import { DeskCommand } from './DeskCommand';
import { control, hidden, plainText, unlabelled } from '../../testing/markup';
import { answerNothingYet } from '../../testing/action-answer';

// Each desk form runs one server action; here its last answer (and whether it is on its way) is set by each test.
const answer = vi.hoisted(() => ({ state: null as ActionState | null, pending: false }));
vi.mock('../../app/tournaments/[id]/desk/actions', () => ({ applyDraftTables: vi.fn(), deskCommand: vi.fn() }));
vi.mock('../../app/tournaments/[id]/desk/event-actions', () => ({ changeJudge: vi.fn() }));
vi.mock('../../app/tournaments/[id]/desk/registration-actions', () => ({
  handInList: vi.fn(),
  registerEntrant: vi.fn(),
  registerList: vi.fn(),
}));
vi.mock('next/navigation', () => ({
  usePathname: () => '/tournaments/liga/desk',
  useRouter: () => ({ replace: vi.fn() }),
}));
vi.mock('react', async (original) => (await import('../../testing/action-answer')).reactAnswering(original, answer));

const plain = (html: string) => plainText(html).trim();
const refused = localized('Ya está inscrito.', 'Already registered.');

beforeEach(() => answerNothingYet(answer));

describe('registering at the desk', () => {
  const form = (late: boolean, lang: Lang = 'es') =>
    renderToStaticMarkup(<RegisterEntrantForm tournamentId="liga" late={late} lang={lang} />);

  it('asks whether it is an account or a walk-in, and who, with every field labelled', () => {
    const html = form(false);
    expect(unlabelled(html)).toEqual([]);
    expect(html).toContain('data-testid="register-form"');
    const text = plain(html);
    for (const words of [
      om.registration.kind,
      om.registration.kindAccount,
      om.registration.kindGuest,
      om.registration.who,
    ])
      expect(text).toContain(words.es);
    expect(hidden(html)).toEqual({ tournamentId: 'liga', late: 'no' });
  });

  it('offers to take the entry fee with the entry only when the event has one', () => {
    expect(form(false)).not.toContain('name="feePaid"');
    const paid = renderToStaticMarkup(<RegisterEntrantForm tournamentId="liga" late={false} fee="5 €" lang="es" />);
    expect(unlabelled(paid)).toEqual([]);
    expect(paid).toContain('<input type="checkbox" name="feePaid"/>');
    expect(plain(paid)).toContain('Ha pagado la cuota (5 €)');
  });

  it('offers, on a pasted list, a box saying everyone on it paid only when the event asks a fee, in both languages', () => {
    expect(renderToStaticMarkup(<PasteListForm tournamentId="liga" lang="es" />)).not.toContain('name="feePaid"');
    for (const [lang, fee, words] of [
      ['es', '5 €', 'Todos los de la lista han pagado la cuota (5 € cada uno)'],
      ['en', '€5', 'Everyone on the list paid the entry fee (€5 each)'],
    ] as const) {
      const html = renderToStaticMarkup(<PasteListForm tournamentId="liga" fee={fee} lang={lang} />);
      expect(unlabelled(html)).toEqual([]);
      expect(html).toContain('<input type="checkbox" name="feePaid"/>');
      expect(plain(html)).toContain(words);
    }
  });

  it('takes a late entry’s deck list too, and says what happens without one', () => {
    const html = form(true, 'en');
    expect(html).toContain('data-testid="late-entry-form"');
    expect(html).toContain('data-testid="late-entry-deck"');
    expect(unlabelled(html)).toEqual([]);
    expect(plain(html)).toContain(ll.deckHint.en);
    expect(plain(html)).toContain(om.registration.lateSubmit.en);
    expect(hidden(html).late).toBe('yes');
    expect(form(false)).not.toContain('late-entry-deck');
  });

  it('needs a name before it sends', () => {
    expect(control(form(false), 'who')).toContain('required=""');
  });

  it('names who was registered once the entry is in, as a status a screen reader reads', () => {
    expect(form(false)).not.toContain('role="status"');
    answer.state = { error: null, done: true, said: om.registration.registered('Rocío Paseante') };
    expect(form(false)).toContain(
      '<span class="notice-inline" role="status">Inscripción hecha: Rocío Paseante.</span>',
    );
    expect(form(false, 'en')).toContain('role="status">Registered: Rocío Paseante.</span>');
  });

  it('announces the API’s refusal in the page’s language', () => {
    answer.state = { error: refused, done: false };
    for (const lang of LANGS)
      expect(form(false, lang)).toContain(`<p class="form__error" role="alert" tabindex="-1">${refused[lang]}</p>`);
  });

  it('takes no second press while the first is on its way', () => {
    answer.pending = true;
    expect(form(false)).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});

describe('handing in a list for a player without one', () => {
  const players = [
    { playerId: 'p-ana', name: 'Ana' },
    { playerId: 'p-bea', name: 'Bea' },
  ];

  it('offers only the players it is given, by name, and requires the list', () => {
    const html = renderToStaticMarkup(<HandInListForm tournamentId="liga" players={players} lang="es" />);
    expect([...html.matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['p-ana', 'Ana'],
      ['p-bea', 'Bea'],
    ]);
    expect(control(html, 'deck')).toContain('required=""');
    expect(unlabelled(html)).toEqual([]);
    expect(plain(html)).toContain(ll.handInPlayer.es);
  });
});

describe('the judges of the event', () => {
  it('appoints a judge by username, with the field labelled and required', () => {
    const html = renderToStaticMarkup(<JudgeForm tournamentId="liga" lang="en" />);
    expect(hidden(html)).toEqual({ tournamentId: 'liga', change: 'appoint' });
    expect(unlabelled(html)).toEqual([]);
    expect(control(html, 'username')).toContain('required=""');
    expect(plain(html)).toContain(om.staff.appoint.en);
  });

  it('removes the judge its row names', () => {
    const html = renderToStaticMarkup(<RemoveJudgeButton tournamentId="liga" username="jueza" lang="es" />);
    expect(hidden(html)).toEqual({ tournamentId: 'liga', change: 'remove', username: 'jueza' });
    expect(plain(html)).toBe(om.staff.remove.es);
  });

  it('shows why a judge could not be removed', () => {
    answer.state = { error: localized('No es juez.', 'Not a judge.'), done: false };
    expect(renderToStaticMarkup(<RemoveJudgeButton tournamentId="liga" username="x" lang="en" />)).toContain(
      'role="alert" tabindex="-1">Not a judge.</p>',
    );
  });
});

describe('a round command at the desk', () => {
  const command = (what?: string) =>
    renderToStaticMarkup(
      <DeskCommand tournamentId="liga" command="publishPairings" label="Publicar" what={what} lang="es" />,
    );

  it('sends the command and the tournament it belongs to', () => {
    const html = command();
    expect(html).toContain('data-testid="desk-publishPairings"');
    expect(hidden(html)).toEqual({ tournamentId: 'liga', command: 'publishPairings' });
    expect(html).toMatch(/<button type="submit"[^>]*>Publicar<\/button>/);
  });

  it('asks first, instead of submitting at once, when it says what the command will do', () => {
    const html = command(om.confirm.what.publishPairings.es);
    expect(html).not.toContain('type="submit"');
    expect(html).toMatch(/<button type="button"[^>]*>Publicar<\/button>/);
  });

  it('names a staff command the API knows for every form it draws', () => {
    for (const name of STAFF_COMMANDS) {
      const html = renderToStaticMarkup(<DeskCommand tournamentId="t" command={name} label={name} lang="en" />);
      expect(hidden(html).command).toBe(name);
    }
  });

  it('is disabled while it runs, and shows a refusal', () => {
    answer.pending = true;
    answer.state = { error: localized('Faltan resultados.', 'Results missing.'), done: false };
    const html = command();
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toContain('role="alert" tabindex="-1">Faltan resultados.</p>');
  });
});

describe('applying the tables the organizer previewed', () => {
  it('sends exactly the previewed tables, under the label given', () => {
    const tables = JSON.stringify([{ table: 1, a: 'p-ana', b: 'p-bea' }]);
    const html = renderToStaticMarkup(
      <ApplyTablesForm tournamentId="liga" tables={tables} label="Aplicar" lang="es" />,
    );
    expect(html).toContain('data-testid="apply-tables"');
    expect(html).toContain(`value="${tables.replace(/"/g, '&quot;')}"`);
    expect(plain(html)).toBe('Aplicar');
  });
});
