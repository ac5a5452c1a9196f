import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TournamentDetail } from '../../graphql/tournament';
import type { DeskExtras } from '../../app/tournaments/[id]/desk/page';
import { answerNothingYet } from '../../testing/action-answer';
import type { ActionState } from '../../lib/tournament-action';
import { ClockDesk } from './ClockDesk';

const answer = vi.hoisted(() => ({ state: null as ActionState | null, pending: false }));
vi.mock('../../app/tournaments/[id]/desk/actions', () => ({ deskCommand: vi.fn(), extendClock: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/tournaments/liga/desk',
  useRouter: () => ({ replace: vi.fn() }),
}));
vi.mock('react', async (original) => (await import('../../testing/action-answer')).reactAnswering(original, answer));

beforeEach(() => answerNothingYet(answer));

/** Round 2 published, its clock running: the API offers pausing it and ending the time now. */
const running = {
  id: 'liga',
  status: 'running',
  currentRound: 2,
  pairings: [{ round: 2, published: true }],
  staffActions: ['pauseRoundClock', 'endRoundClock'],
  clock: null,
} as unknown as TournamentDetail;

const form = (html: string, command: string) =>
  new RegExp(`data-testid="desk-${command}".*?</form>`, 's').exec(html)?.[0] ?? '';

describe("the desk's round clock", () => {
  it('pauses at once, and asks before ending the time early for every table (it cannot be undone)', () => {
    const html = renderToStaticMarkup(<ClockDesk tournament={running} extras={null as DeskExtras} lang="es" />);
    expect(form(html, 'pauseRoundClock')).toMatch(/<button type="submit"[^>]*>Pausar<\/button>/);
    const end = form(html, 'endRoundClock');
    expect(end).not.toContain('type="submit"');
    expect(end).toMatch(/<button type="button" class="button button--danger"[^>]*>Terminar el tiempo ya<\/button>/);
  });

  it('offers nothing the API does not allow now', () => {
    const html = renderToStaticMarkup(
      <ClockDesk
        tournament={{ ...running, staffActions: ['pauseRoundClock'] }}
        extras={null as DeskExtras}
        lang="en"
      />,
    );
    expect(html).toContain('>Pause<');
    expect(html).not.toContain('End time now');
  });
});
