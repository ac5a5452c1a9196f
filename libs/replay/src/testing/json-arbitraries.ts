import fc from 'fast-check';

/** The same JSON value with each object's members listed in another order (reversed). */
export function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, member]) => [key, reordered(member)]),
  );
}

const anyString = fc.string({ unit: 'binary' });
/** Member names that engines list first (integer-like), in RFC 8785 order after others, lone surrogates, look-alikes. */
export const memberName = fc.oneof(
  anyString,
  fc.nat({ max: 20 }).map(String),
  fc.constantFrom('$secret', '', 'a', 'a:', 'B', 'é', '\u{1F600}'),
);

/** JSON values whose member names and strings may hold any UTF-16 unit, lone surrogates included. */
export const jsonWithAnyNames = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    anyString,
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(memberName, tie('value'), { maxKeys: 6 }),
})).value;
