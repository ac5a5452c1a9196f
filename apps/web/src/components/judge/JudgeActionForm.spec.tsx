import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localized } from '@cronica/util';
import { translator } from '../../lib/i18n';
import type { ActionState } from '../../lib/tournament-action';
import { answerNothingYet } from '../../testing/action-answer';
import { hidden } from '../../testing/markup';
import { JudgeActionForm, type JudgeFormKind } from './JudgeActionForm';

const answer = vi.hoisted(() => ({ state: null as ActionState | null, pending: false }));
vi.mock('react', async (original) => (await import('../../testing/action-answer')).reactAnswering(original, answer));

const act = async (): Promise<ActionState> => ({ error: null, done: true });
const sent: JudgeFormKind = {
  act,
  testId: 'sent',
  done: localized('Enviada.', 'Sent.'),
  submit: localized('Enviar', 'Send'),
};
const ruled: JudgeFormKind = { act, testId: 'ruled', submit: localized('Resolver', 'Rule') };
const draw = (kind: JudgeFormKind) =>
  renderToStaticMarkup(
    <JudgeActionForm kind={kind} tournamentId="liga" hidden={{ disputeId: 'd-1' }} t={translator('en')}>
      <input name="reason" />
    </JudgeActionForm>,
  );

beforeEach(() => answerNothingYet(answer));

describe('a judge form', () => {
  it('sends the tournament and the record it answers hidden, its fields, and its button in the reader’s language', () => {
    const html = draw(sent);
    expect(hidden(html)).toEqual({ tournamentId: 'liga', disputeId: 'd-1' });
    expect(html).toContain('data-testid="sent"');
    expect(html).toContain('class="form"');
    expect(html).toContain('<input name="reason"/>');
    expect(html).toMatch(/<button type="submit" class="button">Send<\/button>/);
  });

  it('says its done words once applied, and a form without them says nothing then', () => {
    answer.state = { error: null, done: true };
    expect(draw(sent)).toContain('role="status">Sent.</p>');
    expect(draw(ruled)).not.toContain('role="status"');
  });

  it('shows the API’s refusal whether or not it has done words, and takes no second press while on its way', () => {
    answer.state = { error: localized('Ya resuelta.', 'Already ruled.'), done: false };
    for (const kind of [sent, ruled]) expect(draw(kind)).toContain('role="alert" tabindex="-1">Already ruled.</p>');
    answer.pending = true;
    expect(draw(ruled)).toMatch(/<button type="submit" class="button" disabled="">Rule<\/button>/);
  });

  it('asks first, instead of sending at once, when what it does cannot be undone', () => {
    const html = renderToStaticMarkup(
      <JudgeActionForm
        kind={sent}
        tournamentId="liga"
        t={translator('en')}
        irreversible={localized('Nada lo deshace.', 'Nothing undoes it.')}
      >
        <input name="reason" />
      </JudgeActionForm>,
    );
    expect(html).not.toContain('type="submit"');
    // Off in the server's drawing: only the page's code opens the question.
    expect(html).toMatch(/<button type="button" class="button button--danger" disabled="">Send<\/button>/);
  });
});
