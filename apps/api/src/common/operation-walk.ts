import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { ID_LIST_ARGUMENT, SIZE_ARGUMENTS, type FieldPrice } from './query-prices.js';

/** What one operation asks for, measured once over its document. */
export interface OperationShape {
  /** The answer's size bound: every field costs 1 plus its weight, a list multiplies its items' cost by its size. */
  readonly cost: number;
  /** Deepest field, root fields at 0 (the children of `__schema`/`__type` not counted). */
  readonly depth: number;
  /** `Type.field` → how many times it runs (aliases, fragment uses and enclosing lists included), for capped fields only. */
  readonly capped: ReadonlyMap<string, number>;
  /** Root fields that run, by response name (`__typename` aside): for a mutation, the commands it sends. */
  readonly rootFields: number;
  /** Selections the walk visited: each definition once, so never more than the document holds. */
  readonly work: number;
}

export interface WalkPrices {
  readonly prices: Readonly<Record<string, FieldPrice>>;
  readonly defaultListSize: number;
}

/** What a selection set costs per evaluation, memoised per fragment. */
interface Summary {
  readonly cost: number;
  readonly height: number;
  readonly capped: ReadonlyMap<string, number> | null;
}

const NOTHING: Summary = { cost: 0, height: 0, capped: null };

/**
 * Measures an operation in one pass over its document: each fragment is summarised once, by name,
 * and a spread uses that summary however many times it is spread, so the work is linear in the
 * document (a fragment spread twice by each of 25 nested fragments is measured 26 times, not 2^25).
 * Runs after graphql's validation (known fields, no fragment cycles); a cycle met anyway counts as
 * empty rather than recursing.
 */
export function walkOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  prices: WalkPrices,
): OperationShape {
  const walk = new Walk(schema, document, variables, prices);
  const root = rootType(schema, operation);
  if (!root) return { cost: 0, depth: 0, capped: new Map(), rootFields: 0, work: 0 };
  const summary = walk.selectionSet(operation.selectionSet, root);
  const rootFields = walk.rootFields(operation.selectionSet);
  return {
    cost: summary.cost,
    depth: Math.max(0, summary.height - 1),
    capped: summary.capped ?? new Map(),
    rootFields,
    work: walk.work,
  };
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  if (operation.operation === 'mutation') return schema.getMutationType();
  if (operation.operation === 'subscription') return schema.getSubscriptionType();
  return schema.getQueryType();
}

class Walk {
  work = 0;
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly summaries = new Map<string, Summary | 'walking'>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly variables: Record<string, unknown>,
    private readonly prices: WalkPrices,
  ) {
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
  }

  selectionSet(set: SelectionSetNode, parent: GraphQLCompositeType): Summary {
    let cost = 0;
    let height = 0;
    let capped: Map<string, number> | null = null;
    for (const selection of set.selections) {
      this.work += 1;
      if (!this.runs(selection)) continue;
      const part = this.selection(selection, parent);
      cost += part.cost;
      height = Math.max(height, part.height);
      if (part.capped) capped = addCounts(capped, part.capped, 1);
    }
    return { cost, height, capped };
  }

  /** Distinct response names of the root fields, through fragments (each read once). */
  rootFields(set: SelectionSetNode, names = new Set<string>(), seen = new Set<string>()): number {
    for (const selection of set.selections) {
      if (!this.runs(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') names.add(selection.alias?.value ?? selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        this.rootFields(selection.selectionSet, names, seen);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = this.fragments.get(selection.name.value);
        if (fragment) this.rootFields(fragment.selectionSet, names, seen);
      }
    }
    return names.size;
  }

  private selection(selection: SelectionNode, parent: GraphQLCompositeType): Summary {
    switch (selection.kind) {
      case Kind.FIELD:
        return this.field(selection, parent);
      case Kind.INLINE_FRAGMENT: {
        const type = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent;
        return type && isCompositeType(type) ? this.selectionSet(selection.selectionSet, type) : NOTHING;
      }
      case Kind.FRAGMENT_SPREAD:
        return this.fragment(selection.name.value);
    }
  }

  private fragment(name: string): Summary {
    const known = this.summaries.get(name);
    if (known === 'walking') return NOTHING;
    if (known) return known;
    this.summaries.set(name, 'walking');
    const definition = this.fragments.get(name);
    const type = definition ? this.schema.getType(definition.typeCondition.name.value) : undefined;
    const summary =
      definition && type && isCompositeType(type) ? this.selectionSet(definition.selectionSet, type) : NOTHING;
    this.summaries.set(name, summary);
    return summary;
  }

  private field(node: FieldNode, parent: GraphQLCompositeType): Summary {
    const field = fieldOf(parent, node.name.value);
    if (!field) return NOTHING;
    const key = `${parent.name}.${field.name}`;
    const price = this.prices.prices[key];
    const own = 1 + (price?.weight ?? 0);
    const named = getNamedType(field.type);
    const child = node.selectionSet && isCompositeType(named) ? this.selectionSet(node.selectionSet, named) : NOTHING;
    const list = isListType(getNullableType(field.type));
    const size = list ? (this.sizeArgument(field, node) ?? price?.listSize ?? this.prices.defaultListSize) : 1;
    const cost = list ? own + size * Math.max(1, child.cost) : own + child.cost;
    let capped = child.capped ? addCounts(null, child.capped, size) : null;
    if (price?.maxPerOperation !== undefined) capped = addCounts(capped, new Map([[key, 1]]), 1);
    // Introspection's own nesting (`ofType { ofType … }`) is not the schema's depth.
    const height = 1 + (node.name.value.startsWith('__') ? 0 : child.height);
    return { cost, height, capped };
  }

  private sizeArgument(field: GraphQLField<unknown, unknown>, node: FieldNode): number | undefined {
    const sizing = [...SIZE_ARGUMENTS, ID_LIST_ARGUMENT];
    if (!field.args.some((arg) => sizing.includes(arg.name))) return undefined;
    const args = getArgumentValues(field, node, this.variables);
    for (const name of SIZE_ARGUMENTS) {
      const value = args[name];
      if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, value);
    }
    const ids = args[ID_LIST_ARGUMENT];
    return Array.isArray(ids) ? ids.length : undefined;
  }

  /** False when `@skip(if: true)` or `@include(if: false)` leaves the selection out. */
  private runs(selection: SelectionNode): boolean {
    if (!selection.directives?.length) return true;
    if (getDirectiveValues(GraphQLSkipDirective, selection, this.variables)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, selection, this.variables)?.if !== false;
  }
}

function fieldOf(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** `target` plus `times` × `source` (a new map when `target` is null). */
function addCounts(
  target: Map<string, number> | null,
  source: ReadonlyMap<string, number>,
  times: number,
): Map<string, number> {
  const sum = target ?? new Map<string, number>();
  for (const [key, count] of source) sum.set(key, (sum.get(key) ?? 0) + count * times);
  return sum;
}
