import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../graphql/audit';
import { AuditLog } from './AuditLog';

const entry = (index: number, text: string, kind = 'event') => ({ index, text, kind, type: 'Played' }) as AuditEntry;
const entries = [entry(0, 'Ana roba'), entry(1, ''), entry(2, 'Juez: se repite el robo', 'ruling')];

describe('audit log', () => {
  it('links the opening state and every entry to the page at that entry, the selected one marked current', () => {
    const html = renderToStaticMarkup(<AuditLog entries={entries} selected={0} pointed={new Set()} lang="en" />);
    expect(html).toContain('href="?at=-1#audit-entry-title"');
    expect(html).toContain('Opening state (before any event)');
    expect(html).toContain('href="?at=0#audit-entry-title"');
    const current = html.slice(html.indexOf('class="is-current"'));
    expect(current.slice(0, current.indexOf('</li>'))).toContain(
      'aria-current="step" data-testid="audit-entry" data-index="0"',
    );
    expect(html).toContain('An event with no description (see its full data)');
  });

  it('keeps the call the judge came from, and its event, in every entry’s link', () => {
    const from = { call: 'call-2', point: 1 };
    const html = renderToStaticMarkup(
      <AuditLog entries={entries} selected={0} pointed={new Set([1])} from={from} lang="es" />,
    );
    expect(html).toContain('href="?at=-1&amp;call=call-2&amp;point=1#audit-entry-title"');
    expect(html).toContain('href="?at=2&amp;call=call-2&amp;point=1#audit-entry-title"');
  });

  it('marks the entries a call points at and the rulings, in words', () => {
    const html = renderToStaticMarkup(<AuditLog entries={entries} selected={-1} pointed={new Set([1])} lang="es" />);
    expect(html).toContain('data-pointed="true"');
    expect(html).toContain('La llamada señala aquí');
    expect(html).toContain('class="is-ruling"');
    expect(html).toContain('Fallo');
  });
});
