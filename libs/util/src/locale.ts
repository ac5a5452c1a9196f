import type { Lang } from './localized.js';

/**
 * Each language's locale for numbers, dates, plurals and sorting, the same on every page: Spain's
 * Spanish, and British English (the day before the month, as in Spanish: "12 Dec 2026").
 */
export const LOCALES: Readonly<Record<Lang, string>> = { es: 'es-ES', en: 'en-GB' };
