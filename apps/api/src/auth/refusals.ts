import { DomainError } from '../common/errors.js';
import type { WaitReason } from './login-guard.js';

/** Why a password check was not made now: the login guard's reasons, or a full hashing queue (in all, or this network's share). */
export type CheckRefusal = WaitReason | 'network' | 'queue';

/** "12 s", "4 min", "1 h": the same in Spanish and English. */
function span(seconds: number): string {
  if (seconds < 90) return `${seconds} s`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} min`;
  return `${Math.ceil(seconds / 3600)} h`;
}

/** RATE_LIMITED with `retryAfterSeconds`, saying in both languages which limit was met and what to do. */
export function checkRefused(reason: CheckRefusal, waitMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = span(seconds);
  const text = {
    address: {
      es: `Demasiadas comprobaciones de contraseña desde esta dirección; vuelve a intentarlo en ${wait}.`,
      en: `Too many password checks from this address; try again in ${wait}.`,
    },
    client: {
      es: `Demasiadas contraseñas incorrectas para este usuario desde aquí; vuelve a intentarlo en ${wait}.`,
      en: `Too many wrong passwords for this username from here; try again in ${wait}.`,
    },
    attack: {
      es: `Esta cuenta está recibiendo muchas contraseñas incorrectas y desde aquí ya falló una. Entra desde un dispositivo en el que ya hayas iniciado sesión, o vuelve a intentarlo en ${wait}.`,
      en: `This account is getting many wrong passwords and one already failed from here. Sign in from a device you have signed in on before, or try again in ${wait}.`,
    },
    network: {
      es: 'Demasiadas comprobaciones de contraseña a la vez desde tu red; espera un momento.',
      en: 'Too many password checks at once from your network; wait a moment.',
    },
    queue: { es: 'Demasiadas acciones seguidas; espera un momento.', en: 'Too many actions in a row; wait a moment.' },
  }[reason];
  return new DomainError('RATE_LIMITED', text, { retryAfterSeconds: seconds, reason });
}
