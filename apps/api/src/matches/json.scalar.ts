import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';

/**
 * Any JSON value. Game commands, views and results are each game's own shapes (its library's
 * command schema and view), so the API carries them as JSON and the game's module validates them.
 */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value: a game command ({ type, data }), a game view or a result, shaped by the game.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => (ast.kind === Kind.NULL ? null : valueFromASTUntyped(ast)),
});
