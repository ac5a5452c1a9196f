import { refusalCatalog } from '@cronica/rules-kernel';
import refusals from './refusals.json' with { type: 'json' };

/** Refusals: stable codes (`accion.<code>`) with a message in Spanish and English. */
const table = refusalCatalog(refusals, 'accion.');

export type AccionViolationCode = (typeof table.codes)[number];

export const { refuse, message: violationMessage, codes: VIOLATION_CODES } = table;
