import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { plainText } from '../testing/markup';
import { LiveConnectionNotice, LiveConnectionProvider, LiveDot } from './LiveConnection';

describe('the notice of a lost live connection', () => {
  it('is shown only while the connection is down, as a status a screen reader reads, in both languages', () => {
    expect(renderToStaticMarkup(<LiveConnectionNotice state="idle" lang="es" />)).toBe('');
    expect(renderToStaticMarkup(<LiveConnectionNotice state="up" lang="es" />)).toBe('');
    const es = renderToStaticMarkup(<LiveConnectionNotice state="down" lang="es" />);
    expect(es).toContain('role="status"');
    expect(plainText(es).trim()).toBe('Sin conexión en directo: reintentando… Lo que ves puede no estar al día.');
    const en = renderToStaticMarkup(<LiveConnectionNotice state="down" lang="en" />);
    expect(plainText(en).trim()).toBe('Live connection lost: reconnecting… What you see may be out of date.');
  });
});

describe('the mark beside a list that updates live', () => {
  const dot = (state: 'idle' | 'up' | 'down', lang: 'es' | 'en') =>
    renderToStaticMarkup(
      <LiveConnectionProvider
        source={{ subscribe: () => () => {}, state: () => state, onServer: () => state }}
        lang={lang}
      >
        <LiveDot label="Se actualiza en directo" />
      </LiveConnectionProvider>,
    );

  it('says the list updates live while the connection is up or not yet needed', () => {
    for (const state of ['idle', 'up'] as const)
      expect(plainText(dot(state, 'es')).trim()).toBe('Se actualiza en directo');
  });

  it('never claims updates while the connection is lost: it says they stopped, in the page’s language', () => {
    expect(dot('down', 'es')).toContain('data-live="down"');
    expect(plainText(dot('down', 'es')).trim()).toBe('Sin conexión: no se actualiza');
    expect(plainText(dot('down', 'en')).trim()).toBe('Offline: not updating');
  });
});
