import { Field, type ReturnTypeFunc } from '@nestjs/graphql';

/** A field that may be null (an input field that may be left out), with its description when it has one. */
export const NullableField = (type: ReturnTypeFunc, description?: string): PropertyDecorator =>
  Field(type, description === undefined ? { nullable: true } : { nullable: true, description });
