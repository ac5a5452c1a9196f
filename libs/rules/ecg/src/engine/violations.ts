import { refusalCatalog } from '@cronica/rules-kernel';
import refusals from './refusals.json' with { type: 'json' };

/** Stable refusal codes with their es/en messages ("Refusals are data"): the catalog is `refusals.json`. */
const table = refusalCatalog(refusals);

export type EcgViolationCode = (typeof table.codes)[number];

export const { refuse, codes: VIOLATION_CODES } = table;
