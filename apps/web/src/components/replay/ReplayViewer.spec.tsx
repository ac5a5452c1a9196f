import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { modules, playedMatch } from '../../lib/replay-fixture';
import { translator } from '../../lib/i18n';
import { ReplayControls } from './ReplayControls';
import { ReplayViewer } from './ReplayViewer';
import { matchBetween } from '../../testing/match-view';

const file = playedMatch().export({ kind: 'public' }, 'tournament-ended');
const match = matchBetween(['Ana', 'Bruno'], { matchId: 'm-frames', game: 'blades-of-ash', tournamentId: 'liga' });

describe('replay viewer', () => {
  it('opens on the setup step with the slider and the log, every control off in the server’s HTML so an early tap is not lost', () => {
    const html = renderToStaticMarkup(<ReplayViewer jsonl={file} match={match} modules={modules} lang="es" />);
    expect(html).toContain('data-testid="replay-viewer"');
    expect(html).toContain('data-step="0"');
    for (const control of ['first', 'previous', 'play', 'next', 'last', 'slider'])
      expect(html).toMatch(new RegExp(`<(button|input)[^>]*disabled=""[^>]*data-testid="replay-${control}"`));
    expect(html).toContain('aria-current="step"');
    expect(html).not.toContain('data-testid="replay-open-only"');
  });

  it('once the page runs, offers the forward buttons at the first step and the back buttons at the last', () => {
    const player = {
      step: 0,
      last: 5,
      playing: false,
      ready: true,
      go: () => {},
      onKey: () => {},
      togglePlay: () => {},
    };
    const first = renderToStaticMarkup(<ReplayControls player={player} t={translator('es')} />);
    expect(first).toMatch(/<button[^>]*disabled=""[^>]*data-testid="replay-previous"/);
    expect(first).not.toMatch(/<button[^>]*disabled=""[^>]*data-testid="replay-next"/);
    expect(first).not.toMatch(/<button[^>]*disabled=""[^>]*data-testid="replay-play"/);
    const last = renderToStaticMarkup(<ReplayControls player={{ ...player, step: 5 }} t={translator('es')} />);
    expect(last).not.toMatch(/<button[^>]*disabled=""[^>]*data-testid="replay-previous"/);
    expect(last).toMatch(/<button[^>]*disabled=""[^>]*data-testid="replay-last"/);
  });

  it('says the board cannot be drawn when the file is not a replay', () => {
    const html = renderToStaticMarkup(<ReplayViewer jsonl="not a replay" match={match} modules={modules} lang="en" />);
    expect(html).toContain('data-testid="replay-board-unavailable"');
    expect(html).not.toContain('data-testid="replay-viewer"');
  });
});
