import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventLineSchema, lineSchema } from '../format.js';
import { simulated } from '../testing/fixtures.js';
import { parse } from '../testing/tamper.js';
import { asEventLine } from './event-line.js';

const judgeLines = parse(simulated('event-line', { target: 12 }).export({ kind: 'judge' }, 'match-ended'));
const eventLines = judgeLines.filter((line) => line.kind === 'event');
const withReveals = eventLines.filter((line) => Array.isArray(line.reveals));

/** Values a forger could put anywhere in a line: any JSON, and the edge cases of each member's rule. */
const anyMember = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    0,
    -1,
    -2,
    1,
    1.5,
    2 ** 53,
    -0,
    '',
    'event',
    'a'.repeat(64),
    'A'.repeat(64),
    `${'a'.repeat(64)}\n`,
    [],
    {},
    null,
    [-1],
    ['x', 0],
    [0.5],
  ),
);
/** The schema's members, then names it does not know (two that every object inherits). */
const memberName = fc.constantFrom(...Object.keys(eventLineSchema.shape), 'extra', '__proto__', 'toString');
const revealMemberName = fc.constantFrom('path', 'value', 'salt', 'family', 'visibleTo');

type Mutation = (line: Record<string, unknown>) => unknown;
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(memberName, anyMember).map(([name, member]): Mutation => (line) => ({ ...line, [name]: member })),
  memberName.map(
    (name): Mutation =>
      (line) =>
        Object.fromEntries(Object.entries(line).filter(([key]) => key !== name)),
  ),
  fc.tuple(revealMemberName, anyMember, fc.boolean()).map(([name, member, remove]): Mutation => (line) => {
    const given = Array.isArray(line.reveals) ? (line.reveals as unknown[]) : [];
    const [first = { path: [], value: 1, salt: 'b'.repeat(64) }, ...rest] = given;
    const reveal = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
    const changed = remove
      ? Object.fromEntries(Object.entries(reveal).filter(([key]) => key !== name))
      : { ...reveal, [name]: member };
    return { ...line, reveals: [changed, ...rest] };
  }),
  anyMember.map(
    (value): Mutation =>
      () =>
        value,
  ),
);

describe('asEventLine', () => {
  it('takes every event line of a real replay as the schema reads it, and no other kind of line', () => {
    for (const line of judgeLines) {
      const taken = asEventLine(line);
      if (line.kind === 'event') expect(taken).toEqual(eventLineSchema.parse(line));
      else expect(taken).toBeUndefined();
    }
    expect(withReveals.length).toBeGreaterThan(0);
  });

  it('never takes a line the schema refuses: the same verdict on any mutation of an event line, through JSON', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...eventLines, ...withReveals),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        (line, mutations) => {
          const applied = mutations.reduce(
            (value: unknown, change) =>
              typeof value === 'object' && value !== null && !Array.isArray(value)
                ? change(value as Record<string, unknown>)
                : value,
            line,
          );
          const mutated = JSON.parse(JSON.stringify(applied) ?? 'null') as unknown;
          const taken = asEventLine(mutated);
          const schema = lineSchema.safeParse(mutated);
          if (taken !== undefined) {
            expect(schema.success).toBe(true);
            expect(taken).toEqual(schema.data);
          } else if (schema.success) expect(schema.data.kind).not.toBe('event');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
