import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { QueryCost } from './query-cost.js';

const schema = buildSchema(`
  type Replay { jsonl: String! }
  type Standing { rank: Int! tiebreakers: [Int!]! }
  type Tournament { id: ID! standings: [Standing!]! }
  type Query { tournaments(limit: Int = 50): [Tournament!]! tournament: Tournament replay(id: ID!): Replay! me: Standing }
`);

const prices = {
  'Query.replay': { weight: 100, maxPerOperation: 2 },
  'Tournament.standings': { listSize: 20 },
  'Standing.tiebreakers': { listSize: 3 },
};

describe('query cost bounds the size of the answer', () => {
  it('multiplies a list by its limit argument, else by its expected size, else by the default', () => {
    const costs = new QueryCost(prices, 10);
    // 1 + 50 × (id)
    expect(costs.of(schema, parse('{ tournaments { id } }'), undefined, {}).cost).toBe(51);
    expect(costs.of(schema, parse('{ tournaments(limit: 5) { id } }'), undefined, {}).cost).toBe(6);
    // tournament 1 + standings (1 + 20 × (rank 1 + tiebreakers (1 + 3 × 1)))
    expect(costs.of(schema, parse('{ tournament { standings { rank tiebreakers } } }'), undefined, {}).cost).toBe(
      1 + 1 + 20 * (1 + 4),
    );
    // nested lists multiply: 1 + 50 × (1 + 20 × 1)
    expect(costs.of(schema, parse('{ tournaments { standings { rank } } }'), undefined, {}).cost).toBe(1 + 50 * 21);
  });

  it('adds the weight of an expensive field and counts its aliases', () => {
    const costs = new QueryCost(prices, 10);
    const three = costs.of(
      schema,
      parse('{ a: replay(id: "1") { jsonl } b: replay(id: "2") { jsonl } c: replay(id: "3") { jsonl } }'),
      undefined,
      {},
    );
    expect(three.cost).toBe(3 * (1 + 100 + 1));
    expect(costs.overCap(three)).toEqual({ field: 'Query.replay', count: 3, max: 2 });
    const viaFragments = costs.of(
      schema,
      parse(
        '{ ...R ...S } fragment R on Query { a: replay(id: "1") { jsonl } } fragment S on Query { b: replay(id: "2") { jsonl } c: replay(id: "3") { jsonl } }',
      ),
      undefined,
      {},
    );
    expect(costs.overCap(viaFragments)?.count).toBe(3);
    expect(costs.overCap(costs.of(schema, parse('{ replay(id: "1") { jsonl } }'), undefined, {}))).toBeNull();
  });

  it('gives the same cost on every request of a document, per operation', () => {
    const costs = new QueryCost(prices, 10);
    const document = parse('query A { tournament { id } } query B { me { rank } }');
    expect(costs.of(schema, document, 'A', {}).cost).toBe(2);
    expect(costs.of(schema, document, 'A', { unused: 1 }).cost).toBe(2);
    expect(costs.of(schema, document, 'B', {}).cost).toBe(2);
  });

  it('recomputes when @include or @skip, or a size argument given by a variable, makes the cost depend on the variables', () => {
    const costs = new QueryCost(prices, 10);
    const conditional = parse('query ($all: Boolean!) { me { rank } tournaments(limit: 2) @include(if: $all) { id } }');
    expect(costs.of(schema, conditional, undefined, { all: false }).cost).toBe(2);
    expect(costs.of(schema, conditional, undefined, { all: true }).cost).toBe(5);
    expect(costs.of(schema, conditional, undefined, { all: false }).cost).toBe(2);
    const sized = parse('query ($n: Int) { tournaments(limit: $n) { id } }');
    expect(costs.of(schema, sized, undefined, { n: 10 }).cost).toBe(11);
    expect(costs.of(schema, sized, undefined, { n: 100 }).cost).toBe(101);
  });

  it('throws on a variable that does not coerce, for the guard to answer BAD_USER_INPUT', () => {
    const costs = new QueryCost(prices, 10);
    expect(() =>
      costs.of(schema, parse('query ($n: Int) { tournaments(limit: $n) { id } }'), undefined, { n: 'many' }),
    ).toThrow(/\$n/);
  });
});
