/**
 * What every read model holds where an erased person's name was, in both languages at once (README
 * "Personal data"): the API hands a sealed field whose key is gone to the projections as this text,
 * and the web shows it in its reader's language only. One definition, so the two cannot drift.
 */
export const ERASED_NAME = 'jugador eliminado / deleted player';
