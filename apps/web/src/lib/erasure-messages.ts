import { localized as l } from '@cronica/util';

/** The words of "Delete my account" (GDPR art. 17): what stays, what goes, and the confirmation. */
export const erasureMessages = {
  title: l('Borrar mi cuenta', 'Delete my account'),
  staysTitle: l('Qué se queda', 'What stays'),
  stays: l(
    'Tus resultados, partidas y repeticiones siguen donde estaban, pero con «jugador eliminado» en lugar de tu nombre. Así las clasificaciones y los desempates de los demás no cambian y las repeticiones se siguen pudiendo comprobar.',
    'Your results, matches and replays stay where they are, shown as "deleted player" instead of your name. That way other people’s standings and tiebreakers do not change and replays can still be verified.',
  ),
  goesTitle: l('Qué se va', 'What goes'),
  goes: [
    l(
      'Tu nombre visible y tu nombre de usuario: dejan de poder leerse en todas partes, porque la clave que los abría se destruye.',
      'Your display name and username: they can no longer be read anywhere, because the key that opened them is destroyed.',
    ),
    l(
      'Tu contraseña, tu código de recuperación y todas tus sesiones: no podrás volver a entrar, y tu nombre de usuario no quedará libre para nadie.',
      'Your password, your recovery code and every session: you will not be able to sign in again, and your username will not become free for anyone.',
    ),
  ],
  final: l('No se puede deshacer.', 'It cannot be undone.'),
  downloadFirst: l('Descarga antes tus datos si los quieres', 'Download your data first if you want it'),
  password: l('Escribe tu contraseña para confirmar', 'Type your password to confirm'),
  confirm: {
    label: l('Borrar mi cuenta para siempre', 'Delete my account forever'),
    pending: l('Borrando…', 'Deleting…'),
    question: l('¿Borrar tu cuenta?', 'Delete your account?'),
    what: l(
      'Tus resultados quedarán como «jugador eliminado» y no podrás volver a entrar.',
      'Your results will show "deleted player" and you will not be able to sign in again.',
    ),
    yes: l('Sí, borrarla para siempre', 'Yes, delete it forever'),
    cancel: l('No, conservarla', 'No, keep it'),
  },
  missing: l('Escribe tu contraseña para confirmar.', 'Type your password to confirm.'),
  doneTitle: l('Cuenta borrada', 'Account deleted'),
  done: l(
    'Tu cuenta se ha borrado y tu sesión se ha cerrado. Donde aparecía tu nombre ahora pone «jugador eliminado».',
    'Your account has been deleted and you have been signed out. Where your name appeared, it now says "deleted player".',
  ),
} as const;
