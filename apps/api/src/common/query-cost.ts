import { getNullableType, isListType, Kind, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { DEFAULT_LIST_SIZE, FIELD_PRICES, SIZE_ARGUMENTS, type FieldPrice } from './query-prices.js';

type Variables = Record<string, unknown>;

/** What an operation costs, and how many times it asks for each field that has a per-operation cap. */
export interface OperationCost {
  readonly cost: number;
  /** `Type.field` → occurrences (aliases and fragment uses included), for capped fields only. */
  readonly capped: ReadonlyMap<string, number>;
}

/** A capped field asked for more often than its price allows. */
export interface CapExceeded {
  readonly field: string;
  readonly count: number;
  readonly max: number;
}

/**
 * Query cost that bounds the size of the answer: every field costs 1 plus its weight, and a list
 * multiplies what each item costs by its size (the `limit`/`first` argument, else the size the
 * price table expects, else DEFAULT_LIST_SIZE). Computed once per parsed document and operation
 * unless the cost depends on the variables (`@skip`/`@include`, or a size argument given by a
 * variable); Apollo hands the same DocumentNode for the same query text.
 */
export class QueryCost {
  private readonly byDocument = new WeakMap<DocumentNode, { readonly variable: boolean; readonly costs: Map<string, OperationCost> }>();

  constructor(
    private readonly prices: Readonly<Record<string, FieldPrice>> = FIELD_PRICES,
    private readonly defaultListSize = DEFAULT_LIST_SIZE,
  ) {}

  /** Throws the GraphQLError of a variable that does not coerce or a document too large to walk. */
  of(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, variables: Variables): OperationCost {
    let entry = this.byDocument.get(document);
    if (!entry) this.byDocument.set(document, (entry = { variable: costDependsOnVariables(document), costs: new Map() }));
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

  private compute(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, variables: Variables): OperationCost {
    const capped = new Map<string, number>();
    const estimate = ({ type, field, args, childComplexity }: ComplexityEstimatorArgs): number => {
      const key = `${type.name}.${field.name}`;
      const price = this.prices[key];
      if (price?.maxPerOperation !== undefined) capped.set(key, (capped.get(key) ?? 0) + 1);
      const own = 1 + (price?.weight ?? 0);
      if (!isListType(getNullableType(field.type))) return own + childComplexity;
      const size = sizeArgument(args) ?? price?.listSize ?? this.defaultListSize;
      return own + size * Math.max(1, childComplexity);
    };
    const cost = getComplexity({ schema, operationName, query: document, variables, estimators: [estimate] });
    return { cost, capped };
  }
}

function sizeArgument(args: Record<string, unknown>): number | undefined {
  for (const name of SIZE_ARGUMENTS) {
    const value = args[name];
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, value);
  }
  return undefined;
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
