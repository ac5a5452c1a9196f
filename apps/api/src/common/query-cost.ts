import { Kind, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

type Variables = Record<string, unknown>;

/**
 * Query cost (issue 6, "Limits") computed once per parsed document and operation. Apollo hands
 * the same DocumentNode for the same query text (its document store), so a client repeating an
 * operation pays the cost walk once. The cost only varies with the variables when the document
 * uses `@skip`/`@include` or a field of the schema declares a complexity function; then it is
 * computed on every request, as before.
 */
export class QueryCost {
  private readonly byDocument = new WeakMap<DocumentNode, { readonly conditional: boolean; readonly costs: Map<string, number> }>();
  private readonly schemaUsesArguments = new WeakMap<GraphQLSchema, boolean>();

  of(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, variables: Variables): number {
    const compute = () =>
      getComplexity({
        schema,
        operationName,
        query: document,
        variables,
        estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
      });
    let entry = this.byDocument.get(document);
    if (!entry) this.byDocument.set(document, (entry = { conditional: hasConditionalDirective(document), costs: new Map() }));
    if (entry.conditional || this.usesArguments(schema)) return compute();
    const key = operationName ?? '';
    const known = entry.costs.get(key);
    if (known !== undefined) return known;
    const cost = compute();
    entry.costs.set(key, cost);
    return cost;
  }

  private usesArguments(schema: GraphQLSchema): boolean {
    let uses = this.schemaUsesArguments.get(schema);
    if (uses === undefined) this.schemaUsesArguments.set(schema, (uses = hasComplexityFunction(schema)));
    return uses;
  }
}

function hasConditionalDirective(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.DIRECTIVE](node) {
      if (node.name.value === 'skip' || node.name.value === 'include') found = true;
    },
  });
  return found;
}

function hasComplexityFunction(schema: GraphQLSchema): boolean {
  return Object.values(schema.getTypeMap()).some((type) => {
    if (!('getFields' in type) || type.name.startsWith('__')) return false;
    return Object.values(type.getFields()).some((field) => typeof (field.extensions as { complexity?: unknown }).complexity === 'function');
  });
}
