import type { Localized } from './localized.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What Crónica keeps about a person outside the event log, and for how long. */
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
 * failed-sign-ins.ts, login-failures.ts, rate-limiter.ts, ops/retention.ts) and the web's
 * privacy notice prints them, so the promise and the code cannot drift apart.
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
  /** How often the API deletes what has passed its period. */
  pruneEveryMs: HOUR_MS,
} as const;

const days = (ms: number): Localized => {
  const n = Math.round(ms / DAY_MS);
  return n === 1 ? { es: '1 día', en: '1 day' } : { es: `${n} días`, en: `${n} days` };
};
const hours = (ms: number): Localized => {
  const n = Math.round(ms / HOUR_MS);
  return n === 1 ? { es: '1 hora', en: '1 hour' } : { es: `${n} horas`, en: `${n} hours` };
};

const max = days(RETENTION.sessionMaxMs);
const idle = hours(RETENTION.sessionIdleDefaultMs);
const failed = days(RETENTION.failedSignInsMs);
const runs = hours(RETENTION.failureRunsMs);
const bucket = hours(RETENTION.rateBucketIdleMs);
const prune = hours(RETENTION.pruneEveryMs);

/** The rows of the privacy notice's retention table, in the order a person meets them. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    what: {
      es: 'Sesiones (solo un resumen SHA-256 del token, cuándo empezó y cuándo se usó por última vez)',
      en: 'Sessions (only a SHA-256 digest of the token, when it began and when it was last used)',
    },
    why: { es: 'Mantener tu sesión abierta.', en: 'Keeping you signed in.' },
    period: {
      es: `Hasta que sales, cambias la contraseña o cierras sesión en todas partes; como mucho ${max.es} desde que entraste o ${idle.es} sin uso (el operador puede acortarlo). Se borran en la hora siguiente (cada ${prune.es}).`,
      en: `Until you sign out, change your password or sign out everywhere; at most ${max.en} after signing in or ${idle.en} unused (the operator may shorten it). Deleted within the next hour (every ${prune.en}).`,
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
    period: { es: failed.es, en: failed.en },
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
