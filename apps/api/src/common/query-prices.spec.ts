import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNullableType, isListType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FIELD_PRICES } from './query-prices.js';

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
