import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { modules, playedMatch } from '../../lib/replay-fixture';
import { ReplayViewer } from './ReplayViewer';
import { matchBetween } from '../../testing/match-view';

const file = playedMatch().export({ kind: 'public' }, 'tournament-ended');
const match = matchBetween(['Ana', 'Bruno'], { matchId: 'm-frames', game: 'blades-of-ash', tournamentId: 'liga' });

describe('replay viewer', () => {
  it('opens on the setup step: back buttons off, forward buttons on, the slider and the log', () => {
    const html = renderToStaticMarkup(<ReplayViewer jsonl={file} match={match} modules={modules} lang="es" />);
    expect(html).toContain('data-testid="replay-viewer"');
    expect(html).toContain('data-step="0"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="replay-first"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="replay-previous"/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*data-testid="replay-next"/);
    expect(html).toContain('data-testid="replay-slider"');
    expect(html).toContain('aria-current="step"');
    expect(html).not.toContain('data-testid="replay-open-only"');
  });

  it('says the board cannot be drawn when the file is not a replay', () => {
    const html = renderToStaticMarkup(<ReplayViewer jsonl="not a replay" match={match} modules={modules} lang="en" />);
    expect(html).toContain('data-testid="replay-board-unavailable"');
    expect(html).not.toContain('data-testid="replay-viewer"');
  });
});
