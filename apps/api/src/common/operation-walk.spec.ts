import fc from 'fast-check';
import {
  buildSchema,
  getOperationAST,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type InlineFragmentNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { walkOperation, type OperationShape } from './operation-walk.js';

const schema = buildSchema(`
  type Item { id: ID! tags: [String!]! items(limit: Int): [Item!]! next: Item }
  type Query { item: Item items(limit: Int, ids: [ID!]): [Item!]! replay: String! }
  type Mutation { logout: Boolean! ping: Boolean! }
`);
const prices = {
  prices: { 'Query.replay': { weight: 100, maxPerOperation: 2 }, 'Item.tags': { listSize: 3 } },
  defaultListSize: 10,
};

function shape(text: string | DocumentNode, variables: Record<string, unknown> = {}): OperationShape {
  const document = typeof text === 'string' ? parse(text) : text;
  return walkOperation(schema, document, getOperationAST(document)!, variables, prices);
}

/** `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } … fragment Fn on Query { replay }`: 2^n replays once spread out. */
function fragmentBomb(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  return ['query { ...F0 }', ...fragments, `fragment F${levels} on Query { replay }`].join('\n');
}

/** Selections written in a document (fields, spreads and inline fragments, in every definition). */
function selectionsIn(document: DocumentNode): number {
  let count = 0;
  visit(document, {
    Field: () => void (count += 1),
    FragmentSpread: () => void (count += 1),
    InlineFragment: () => void (count += 1),
  });
  return count;
}

/** The same operation with every fragment spread written out in place (as many times as it is spread). */
function spreadOut(document: DocumentNode): DocumentNode {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operation = getOperationAST(document)!;
  const written = visit(operation, {
    FragmentSpread(node): InlineFragmentNode {
      const fragment = fragments.get(node.name.value)!;
      return {
        kind: Kind.INLINE_FRAGMENT,
        typeCondition: fragment.typeCondition,
        directives: node.directives ?? [],
        selectionSet: fragment.selectionSet,
      };
    },
  });
  return { kind: Kind.DOCUMENT, definitions: [written] };
}

/**
 * A random document read from a tape of choices (fast-check shrinks the tape, so a failure
 * shrinks to a small document): fragments on Item or Query, each spreading only later ones (no
 * cycles), fields with unique aliases, lists with and without a limit, inline fragments, spreads
 * repeated, and `@skip`/`@include`.
 */
function documentFrom(tape: readonly number[], limits: { fragments: number; depth: number; width: number }): string {
  let at = 0;
  let alias = 0;
  const next = (n: number) => (n <= 1 ? 0 : (tape[at++] ?? 0) % n);
  const count = next(limits.fragments + 1);
  const types = Array.from({ length: count }, () => (next(2) === 0 ? 'Item' : 'Query'));
  const spreadAfter = (type: string, from: number) => {
    const later = types.map((t, i) => (t === type && i > from ? i : -1)).filter((i) => i >= 0);
    return later.length > 0 ? `...F${later[next(later.length)]}` : null;
  };
  const directive = () => [' ', ' ', ' @skip(if: true)', ' @include(if: false)', ' @include(if: true)'][next(5)];
  const set = (type: string, depth: number, from: number): string => {
    const parts: string[] = [];
    for (let n = 1 + next(limits.width); n > 0; n -= 1) {
      const deeper = depth < limits.depth;
      const field = (text: string) => `a${(alias += 1)}: ${text}${directive()}`;
      const choice = next(6);
      if (choice === 4) parts.push(spreadAfter(type, from) ?? field(type === 'Item' ? 'id' : 'replay'));
      else if (choice === 5 && deeper) parts.push(`... on ${type}${directive()} { ${set(type, depth + 1, from)} }`);
      else if (type === 'Item' && deeper && choice === 2)
        parts.push(`${field(next(2) ? 'items' : `items(limit: ${next(4)})`)} { ${set('Item', depth + 1, from)} }`);
      else if (deeper && choice === 3)
        parts.push(`${field(type === 'Item' ? 'next' : 'item')} { ${set('Item', depth + 1, from)} }`);
      else if (type === 'Query' && deeper && choice === 2)
        parts.push(`${field('items(limit: 2)')} { ${set('Item', depth + 1, from)} }`);
      else parts.push(field(type === 'Item' ? ['id', 'tags'][next(2)]! : ['replay', '__typename'][next(2)]!));
    }
    return parts.join(' ');
  };
  const operation = `query { ${set('Query', 0, -1)} }`;
  const fragments = types.map((type, i) => `fragment F${i} on ${type} { ${set(type, 0, i)} }`);
  return [operation, ...fragments].join('\n');
}

describe('the operation walk', () => {
  it('measures a 25-level fragment bomb in a few dozen steps and prices all 2^25 fields it would run', () => {
    const bomb = shape(fragmentBomb(25));
    expect(bomb.work).toBeLessThanOrEqual(selectionsIn(parse(fragmentBomb(25))));
    expect(bomb.work).toBeLessThan(60);
    expect(bomb.cost).toBe(2 ** 25 * 101);
    expect(bomb.capped.get('Query.replay')).toBe(2 ** 25);
  });

  it('counts the runs of a capped field through aliases, fragments and the lists around it', () => {
    expect(shape('{ a: replay b: replay }').capped.get('Query.replay')).toBe(2);
    expect(shape('{ ...R ...R } fragment R on Query { replay }').capped.get('Query.replay')).toBe(2);
    const inList = walkOperation(
      schema,
      parse('{ items(limit: 3) { tags } }'),
      getOperationAST(parse('{ items(limit: 3) { tags } }'))!,
      {},
      {
        ...prices,
        prices: { 'Item.tags': { listSize: 3, maxPerOperation: 1 } },
      },
    );
    expect(inList.capped.get('Item.tags')).toBe(3);
  });

  it('measures depth from the root fields, fragments included, leaving out what @skip or @include(if: false) drops', () => {
    expect(shape('{ replay }').depth).toBe(0);
    expect(shape('{ item { next { id } } }').depth).toBe(2);
    expect(shape('{ item { ...N } } fragment N on Item { next { next { id } } }').depth).toBe(3);
    const conditional = 'query ($deep: Boolean!) { item { id next @include(if: $deep) { next { id } } } }';
    expect(shape(conditional, { deep: false }).depth).toBe(1);
    expect(shape(conditional, { deep: true }).depth).toBe(3);
  });

  it('sizes a list kept to some ids by how many ids it names, literal or in a variable', () => {
    expect(shape('{ items { id } }').cost).toBe(11);
    expect(shape('{ items(ids: ["a", "b"]) { id } }').cost).toBe(3);
    expect(shape('query ($ids: [ID!]) { items(ids: $ids) { id } }', { ids: ['a', 'b', 'c'] }).cost).toBe(4);
    expect(shape('{ items(ids: ["a", "b"], limit: 1) { id } }').cost).toBe(2);
  });

  it('counts the root fields of a mutation by response name, fragments read once', () => {
    expect(shape('mutation { logout a: logout ping }').rootFields).toBe(3);
    expect(
      shape('mutation { ...M ...M ... on Mutation { b: logout } } fragment M on Mutation { logout ping }').rootFields,
    ).toBe(3);
    expect(shape('mutation { logout __typename }').rootFields).toBe(1);
  });

  it('does not recurse into a fragment cycle (validation refuses it before the walk runs)', () => {
    expect(shape('query { ...A } fragment A on Query { replay ...B } fragment B on Query { ...A }').cost).toBe(101);
  });

  it('gives the shape the document would have with every fragment written out in place', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { maxLength: 300 }), (tape) => {
        const document = parse(documentFrom(tape, { fragments: 5, depth: 3, width: 4 }));
        const measured = shape(document);
        const written = shape(spreadOut(document));
        expect({ ...measured, work: 0 }).toEqual({ ...written, work: 0 });
      }),
      { numRuns: 300 },
    );
  });

  it('visits no more selections than the document holds, however often its fragments are spread', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 200, maxLength: 2000 }), (tape) => {
        const document = parse(documentFrom(tape, { fragments: 32, depth: 6, width: 8 }));
        expect(shape(document).work).toBeLessThanOrEqual(selectionsIn(document));
      }),
      { numRuns: 200 },
    );
  });
});
