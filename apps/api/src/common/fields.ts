import { Field, ID, type ReturnTypeFunc } from '@nestjs/graphql';

/** A field that may be null (an input field that may be left out), with its description when it has one. */
export const NullableField = (type: ReturnTypeFunc, description?: string): PropertyDecorator =>
  Field(type, description === undefined ? { nullable: true } : { nullable: true, description });

/** The options of an argument that may be left out (or null), with its description when it has one. */
export const nullableArg = (type: ReturnTypeFunc, description?: string) =>
  description === undefined ? { type, nullable: true } : { type, nullable: true, description };

/** The options of an ID argument. */
export const idArgs = { type: () => ID } as const;
