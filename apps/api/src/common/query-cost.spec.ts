import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { QueryCost } from './query-cost.js';

const schema = buildSchema(`
  type Player { id: ID! name: String! }
  type Query { players(first: Int): [Player!]! me: Player }
`);

describe('query cost per document (issue 6, "Limits")', () => {
  it('gives the same cost on every request of a document, per operation', () => {
    const costs = new QueryCost();
    const document = parse('query A { players { id name } } query B { me { id } }');
    expect(costs.of(schema, document, 'A', {})).toBe(3);
    expect(costs.of(schema, document, 'A', { unused: 1 })).toBe(3);
    expect(costs.of(schema, document, 'B', {})).toBe(2);
  });

  it('recomputes when @include or @skip makes the cost depend on the variables', () => {
    const costs = new QueryCost();
    const document = parse('query ($all: Boolean!) { me { id } players @include(if: $all) { id name } }');
    expect(costs.of(schema, document, undefined, { all: false })).toBe(2);
    expect(costs.of(schema, document, undefined, { all: true })).toBe(5);
    expect(costs.of(schema, document, undefined, { all: false })).toBe(2);
  });

  it('recomputes when a field of the schema prices its arguments', () => {
    const priced = buildSchema('type Player { id: ID! } type Query { players(first: Int): [Player!]! }');
    priced.getQueryType()!.getFields()['players']!.extensions = {
      complexity: ({ args, childComplexity }: { args: { first?: number }; childComplexity: number }) => (args.first ?? 1) * childComplexity,
    };
    const costs = new QueryCost();
    const document = parse('query ($n: Int) { players(first: $n) { id } }');
    expect(costs.of(priced, document, undefined, { n: 10 })).toBe(10);
    expect(costs.of(priced, document, undefined, { n: 100 })).toBe(100);
  });
});
