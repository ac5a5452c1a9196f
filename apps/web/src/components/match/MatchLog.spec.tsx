import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n';
import { MatchLog, PHONE_LOG_LINES } from './MatchLog';

const es = translator('es');
const lines = (n: number) =>
  Array.from({ length: n }, (_, index) => ({ index, text: `línea ${index}`, seat: null, rules: [] as string[] }));

describe('the game log on a phone', () => {
  it('folds a long log to its newest lines behind a toggle that says how many lines the whole log has, keeping every line in the page', () => {
    const html = renderToStaticMarkup(<MatchLog lines={lines(PHONE_LOG_LINES + 4)} t={es} />);
    expect(html).toContain('class="match-log match-log--recent"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain(`Ver el registro entero (${PHONE_LOG_LINES + 4} líneas)`);
    expect(html.match(/<li /g)).toHaveLength(PHONE_LOG_LINES + 4);
    // Newest first: the first line listed is the last event.
    expect(html.indexOf(`línea ${PHONE_LOG_LINES + 3}`)).toBeLessThan(html.indexOf('línea 0'));
    // Only the lines past the newest ones are marked to fold away.
    expect(html.match(/class="match-log__older"/g)).toHaveLength(4);
    expect(html).toMatch(/class="match-log__older"[^>]*>línea 0/);
    expect(html).not.toMatch(/class="match-log__older"[^>]*>línea 4/);
  });

  it('has no toggle when the whole log already fits', () => {
    const html = renderToStaticMarkup(<MatchLog lines={lines(PHONE_LOG_LINES)} t={es} />);
    expect(html).not.toContain('aria-expanded');
    expect(html).toContain('class="match-log"');
  });
});
