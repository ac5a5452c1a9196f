import { getOperationAST, getVariableValues, Kind, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { walkOperation, type OperationShape } from './operation-walk.js';
import { DEFAULT_LIST_SIZE, FIELD_PRICES, SIZE_ARGUMENTS, type FieldPrice } from './query-prices.js';

type Variables = Record<string, unknown>;

/** What an operation costs, how deep it goes, and how often it runs each field that has a per-operation cap. */
export type OperationCost = OperationShape;

/** A capped field asked for more often than its price allows. */
export interface CapExceeded {
  readonly field: string;
  readonly count: number;
  readonly max: number;
}

/**
 * Query cost that bounds the size of the answer and the work: every field costs 1 plus its weight,
 * and a list multiplies what each item costs by its size (the `limit`/`first` argument, else the
 * size the price table expects, else DEFAULT_LIST_SIZE); with it the operation's depth, its capped
 * fields' runs and its root fields (`operation-walk.ts`). Computed once per parsed document and
 * operation unless the cost depends on the variables (`@skip`/`@include`, or a size argument given
 * by a variable); Apollo hands the same DocumentNode for the same query text.
 */
export class QueryCost {
  private readonly byDocument = new WeakMap<
    DocumentNode,
    { readonly variable: boolean; readonly costs: Map<string, OperationCost> }
  >();

  constructor(
    private readonly prices: Readonly<Record<string, FieldPrice>> = FIELD_PRICES,
    private readonly defaultListSize = DEFAULT_LIST_SIZE,
  ) {}

  /** Throws the GraphQLError of a variable that does not coerce or a document too large to walk. */
  of(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | undefined,
    variables: Variables,
  ): OperationCost {
    let entry = this.byDocument.get(document);
    if (!entry)
      this.byDocument.set(document, (entry = { variable: costDependsOnVariables(document), costs: new Map() }));
    if (entry.variable) return this.compute(schema, document, operationName, variables);
    const key = operationName ?? '';
    const known = entry.costs.get(key);
    if (known) return known;
    const cost = this.compute(schema, document, operationName, variables);
    entry.costs.set(key, cost);
    return cost;
  }

  /** The first capped field asked for too often, if any. */
  overCap(cost: OperationCost): CapExceeded | null {
    for (const [field, count] of cost.capped) {
      const max = this.prices[field]?.maxPerOperation;
      if (max !== undefined && count > max) return { field, count, max };
    }
    return null;
  }

  private compute(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | undefined,
    variables: Variables,
  ): OperationCost {
    const operation = getOperationAST(document, operationName);
    if (!operation) return { cost: 0, depth: 0, capped: new Map(), rootFields: 0, work: 0 };
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 });
    if (coerced.errors) throw coerced.errors[0];
    return walkOperation(schema, document, operation, coerced.coerced, {
      prices: this.prices,
      defaultListSize: this.defaultListSize,
    });
  }
}

/** True when `@skip`/`@include` or a size argument set by a variable makes the cost vary per request. */
function costDependsOnVariables(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.DIRECTIVE](node) {
      if (node.name.value === 'skip' || node.name.value === 'include') found = true;
    },
    [Kind.ARGUMENT](node) {
      if (SIZE_ARGUMENTS.includes(node.name.value) && node.value.kind === Kind.VARIABLE) found = true;
    },
  });
  return found;
}
