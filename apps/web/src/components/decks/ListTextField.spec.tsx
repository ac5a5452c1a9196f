import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListTextField } from './ListTextField';

describe('a card list typed as text', () => {
  it('stands under its label, in monospace and never spell-checked, holding the list as typed', () => {
    const html = renderToStaticMarkup(
      <ListTextField label="Lista" rows={12} text={'4 Bolt\n2 Shock'} onText={() => undefined} />,
    );
    expect(html).toBe(
      '<label class="form__field"><span>Lista</span>' +
        '<textarea rows="12" class="mono" spellCheck="false">4 Bolt\n2 Shock</textarea></label>',
    );
  });
});
