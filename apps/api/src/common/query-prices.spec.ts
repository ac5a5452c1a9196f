import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNullableType, isListType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FIELD_PRICES, SIZE_ARGUMENTS } from './query-prices.js';

const schema = buildSchema(readFileSync(join(import.meta.dirname, '..', '..', 'schema.gql'), 'utf8'));

describe('the price table', () => {
  it.each(Object.entries(FIELD_PRICES))('prices %s, a field of the committed schema', (key, price) => {
    const [typeName, fieldName] = key.split('.') as [string, string];
    const type = schema.getType(typeName);
    expect(type && isObjectType(type), `${typeName} is an object type`).toBe(true);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    expect(field, `${key} exists`).toBeDefined();
    if (price.listSize !== undefined) expect(isListType(getNullableType(field!.type)), `${key} is a list`).toBe(true);
  });
});

describe('every list of the schema', () => {
  const lists = Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => !type.name.startsWith('__'))
    .flatMap((type) => Object.values(type.getFields()).map((field) => ({ key: `${type.name}.${field.name}`, field })))
    .filter(({ field }) => isListType(getNullableType(field.type)));

  it.each(lists.map(({ key, field }) => [key, field] as const))(
    '%s says how long it is: a size argument or a price',
    (key, field) => {
      const sized = field.args.some((arg) => SIZE_ARGUMENTS.includes(arg.name));
      expect(
        sized || FIELD_PRICES[key]?.listSize !== undefined,
        `${key} has neither a size argument nor a listSize: the cost would take it for 10 items`,
      ).toBe(true);
    },
  );
});
