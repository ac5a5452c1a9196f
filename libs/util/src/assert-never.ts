/** Ends an exhaustive switch: the compiler proves `value` is unreachable. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
