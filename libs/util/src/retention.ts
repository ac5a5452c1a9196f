import type { Localized } from './localized.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What Crónica keeps about a person to protect their account, and for how long. */
export interface RetentionRule {
  /** What is kept. */
  readonly what: Localized;
  /** Why it is kept. */
  readonly why: Localized;
  /** How long, as a person reads it. */
  readonly period: Localized;
}

/**
 * The one table of retention periods: the API enforces these numbers (sessions.ts,
 * session-prune.ts, failed-sign-ins.ts, login-failures.ts, rate-limiter.ts, ops/retention.ts)
 * and the web's privacy notice prints them, so the promise and the code cannot drift apart.
 */
export const RETENTION = {
  /** A session ends this long after sign-in whatever happens. */
  sessionMaxMs: 30 * DAY_MS,
  /** Default of SESSION_IDLE_MINUTES: a session unused this long ends. */
  sessionIdleDefaultMs: DAY_MS,
  /** Wrong passwords typed for an account, with the sender's coarsened network. */
  failedSignInsMs: 30 * DAY_MS,
  /** A run of wrong passwords (username and client: address or device) is forgotten this long after its last failure. */
  failureRunsMs: DAY_MS,
  /** A rate bucket (account id or client address) unused this long is deleted. */
  rateBucketIdleMs: HOUR_MS,
  /**
   * How often the API deletes what has passed its period. A session's stream goes at most this
   * long plus a few minutes (auth/session-prune.ts: SETTLE_MS and the idle grace) after it ends:
   * within the hour the notice promises.
   */
  pruneEveryMs: 30 * MINUTE_MS,
} as const;

const days = (ms: number): Localized => {
  const n = Math.round(ms / DAY_MS);
  return n === 1 ? { es: '1 día', en: '1 day' } : { es: `${n} días`, en: `${n} days` };
};
const hours = (ms: number): Localized => {
  const n = Math.round(ms / HOUR_MS);
  return n === 1 ? { es: '1 hora', en: '1 hour' } : { es: `${n} horas`, en: `${n} hours` };
};

const minutes = (ms: number): Localized => {
  const n = Math.round(ms / MINUTE_MS);
  return { es: `${n} minutos`, en: `${n} minutes` };
};

/** Where the store-kept rows' data goes on an EventStoreDB deployment (libs/event-store README). */
const SCAVENGE: Localized = {
  es: ' Con EventStoreDB, lo borrado sale del disco en la siguiente compactación («scavenge») que programe el operador.',
  en: ' With EventStoreDB, what is deleted leaves the disk at the next scavenge the operator schedules.',
};

const max = days(RETENTION.sessionMaxMs);
const idle = hours(RETENTION.sessionIdleDefaultMs);
const failed = days(RETENTION.failedSignInsMs);
const runs = hours(RETENTION.failureRunsMs);
const bucket = hours(RETENTION.rateBucketIdleMs);
const prune = minutes(RETENTION.pruneEveryMs);

/** The rows of the privacy notice's retention table, in the order a person meets them. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    what: {
      es: 'Sesiones (solo un resumen SHA-256 del token, cuándo empezó y cuándo se usó por última vez)',
      en: 'Sessions (only a SHA-256 digest of the token, when it began and when it was last used)',
    },
    why: { es: 'Mantener tu sesión abierta.', en: 'Keeping you signed in.' },
    period: {
      es: `Hasta que sales, cambias la contraseña o cierras sesión en todas partes; como mucho ${max.es} desde que entraste o ${idle.es} sin uso (el operador puede acortarlo). Después se borra en la hora siguiente (se revisa cada ${prune.es}); solo queda el resumen del token como nombre de lo borrado, sin cuenta ni fechas.${SCAVENGE.es}`,
      en: `Until you sign out, change your password or sign out everywhere; at most ${max.en} after signing in or ${idle.en} unused (the operator may shorten it). Then deleted within the next hour (checked every ${prune.en}); only the token’s digest stays, as the name of what was deleted, with no account or dates.${SCAVENGE.en}`,
    },
  },
  {
    what: {
      es: 'Contraseñas incorrectas escritas para tu cuenta: día, cuántas, la red aproximada (IPv4 /24, IPv6 /56) y si venían de un dispositivo conocido; nunca la contraseña',
      en: 'Wrong passwords typed for your account: day, how many, the rough network (IPv4 /24, IPv6 /56) and whether from a known device; never the password',
    },
    why: {
      es: 'Que veas en tu cuenta si alguien intenta entrar.',
      en: 'So you can see on your account whether someone tries to get in.',
    },
    period: {
      es: `${failed.es} desde el final del día en que ocurrieron: cada día se borra entero en la hora siguiente.${SCAVENGE.es}`,
      en: `${failed.en} after the end of the day they happened: each day is deleted whole within the next hour.${SCAVENGE.en}`,
    },
  },
  {
    what: {
      es: 'Cuándo cerraste sesión en todas partes (la hora y el motivo: tú o un cambio de contraseña)',
      en: 'When you signed out everywhere (the time and why: you or a password change)',
    },
    why: {
      es: 'Que ninguna sesión anterior vuelva a servir en ningún servidor.',
      en: 'So no earlier session works again on any server.',
    },
    period: {
      es: `${max.es} desde el final del mes en que ocurrió (ninguna sesión dura más): cada mes se borra entero en la hora siguiente.${SCAVENGE.es}`,
      en: `${max.en} after the end of the month it happened (no session lasts longer): each month is deleted whole within the next hour.${SCAVENGE.en}`,
    },
  },
  {
    what: {
      es: 'Rachas de contraseñas incorrectas por usuario y cliente (la dirección del cliente o su dispositivo)',
      en: 'Runs of wrong passwords per username and client (the client’s address or its device)',
    },
    why: {
      es: 'Frenar a quien adivina contraseñas sin bloquear al dueño.',
      en: 'Slowing down password guessing without locking the owner out.',
    },
    period: {
      es: `${runs.es} desde el último fallo.`,
      en: `${runs.en} after the last failure.`,
    },
  },
  {
    what: {
      es: 'Contadores de límite de uso (por cuenta o, sin sesión, por dirección del cliente)',
      en: 'Rate-limit counters (per account or, signed out, per client address)',
    },
    why: { es: 'Proteger el servicio de abusos.', en: 'Protecting the service from abuse.' },
    period: {
      es: `${bucket.es} sin uso.`,
      en: `${bucket.en} unused.`,
    },
  },
];
