import { describe, expect, it } from 'vitest';
import { auditHref, auditQuery } from './audit-place';

describe('a place in a match audit', () => {
  it('steps to an entry keeping the call the judge came from and its event, landing on the entry', () => {
    expect(auditQuery({ at: 12, call: 'call-1', point: 9 })).toBe('?at=12&call=call-1&point=9#audit-entry-title');
  });

  it('names the opening state as entry -1, and leaves out what the judge did not come from', () => {
    expect(auditQuery({ at: -1 })).toBe('?at=-1#audit-entry-title');
    expect(auditQuery({ at: 3, call: null, point: null })).toBe('?at=3#audit-entry-title');
  });

  it('without an entry, opens at the latest one, still landing on it', () => {
    expect(auditQuery({ call: 'c/1' })).toBe('?call=c%2F1#audit-entry-title');
    expect(auditHref('m-42')).toBe('/matches/m-42/audit#audit-entry-title');
  });

  it('escapes the match id and a call id that a URL would misread', () => {
    expect(auditHref('m 1', { at: 0, call: 'a&b=c#d' })).toBe(
      '/matches/m%201/audit?at=0&call=a%26b%3Dc%23d#audit-entry-title',
    );
  });
});
