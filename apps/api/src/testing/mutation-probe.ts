import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  isListType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/** One mutation called with the smallest arguments its types allow and a chosen commandId. */
export interface MutationProbe {
  readonly field: string;
  /** Where the commandId sits: `commandId` or `<input>.commandId`. */
  readonly commandIdPath: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
}

const SCALAR_SAMPLES: Readonly<Record<string, unknown>> = {
  String: 'x',
  ID: 'x',
  Int: 1,
  Float: 1,
  Boolean: false,
  JSON: {},
};

/** A value of the type with only its required parts; `commandId` fields get the given id. */
function sample(type: GraphQLInputType, commandId: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, commandId);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) return SCALAR_SAMPLES[type.name] ?? 'x';
  if (isInputObjectType(type)) return requiredOf(Object.values(type.getFields()), commandId);
  throw new Error(`no sample for ${String(type)}`);
}

function requiredOf(
  fields: ReadonlyArray<GraphQLArgument | GraphQLInputField>,
  commandId: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.name === 'commandId') values[field.name] = commandId;
    else if (isNonNullType(field.type) && field.defaultValue === undefined)
      values[field.name] = sample(field.type, commandId);
  }
  return values;
}

function commandIdPathOf(args: readonly GraphQLArgument[]): string | null {
  if (args.some((arg) => arg.name === 'commandId')) return 'commandId';
  const input = args.find((arg) => {
    const named = getNamedType(arg.type);
    return isInputObjectType(named) && 'commandId' in named.getFields();
  });
  return input ? `${input.name}.commandId` : null;
}

/**
 * Every mutation of the schema that takes a command id (as an argument or in its input object),
 * ready to send with `commandId` in place and every other required argument at a neutral value.
 */
export function mutationsTakingCommandIds(schema: GraphQLSchema, commandId: string): MutationProbe[] {
  const fields = Object.values(schema.getMutationType()?.getFields() ?? {});
  return fields.flatMap((field) => {
    const commandIdPath = commandIdPathOf(field.args);
    if (commandIdPath === null) return [];
    const args = field.args.filter(
      (arg) => arg.name === 'commandId' || (isNonNullType(arg.type) && arg.defaultValue === undefined),
    );
    const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
    const query = `mutation (${declared}) { ${field.name}(${passed})${selection} }`;
    return [{ field: field.name, commandIdPath, query, variables: requiredOf(args, commandId) }];
  });
}
