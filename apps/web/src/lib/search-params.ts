/** The value of a URL search param as Next.js hands it over; a param given more than once counts by its first value. */
export const firstParam = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
