import { localized as l, NAME_RULES, counted } from '@cronica/util';

/** The limits the API enforces on a new account (apps/api/src/auth/account-input.ts), said to a person. */
export const DISPLAY_NAME_MAX = NAME_RULES.displayName.max;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** Sign-up, the account page, and what a closed live connection means. es + en. */
export const accountMessages = {
  signUp: {
    title: l('Crear una cuenta', 'Create an account'),
    intro: l(
      'Con una cuenta te inscribes en torneos, entregas tu lista de mazo y juegas tus partidas desde el móvil.',
      'With an account you register for tournaments, submit your deck list and play your matches from your phone.',
    ),
    link: l('Crear cuenta', 'Sign up'),
    haveAccount: l('¿Ya tienes cuenta?', 'Already have an account?'),
    noAccount: l('¿No tienes cuenta?', 'No account yet?'),
    username: l('Usuario', 'Username'),
    usernameHint: l(
      'De 3 a 32 caracteres: letras a-z, cifras y _ . - (empieza por letra o cifra). Con él entras; no se puede cambiar.',
      '3 to 32 characters: letters a-z, digits and _ . - (starting with a letter or digit). You sign in with it; it cannot change.',
    ),
    displayName: l('Nombre visible', 'Display name'),
    displayNameHint: l(
      `El nombre que ven los demás en emparejamientos y clasificaciones: de 1 a ${DISPLAY_NAME_MAX} caracteres, sin caracteres de control, invisibles ni de cambio de dirección del texto, y que no se confunda con el de otra cuenta.`,
      `The name others see in pairings and standings: 1 to ${DISPLAY_NAME_MAX} characters, no control, invisible or text-direction characters, and not one that looks like another account's.`,
    ),
    password: l('Contraseña', 'Password'),
    passwordHint: l(
      `De ${PASSWORD_MIN} a ${PASSWORD_MAX} caracteres; ni una de las contraseñas más comunes ni tu usuario con poco más. Una frase de varias palabras es fácil de recordar y difícil de adivinar.`,
      `${PASSWORD_MIN} to ${PASSWORD_MAX} characters; not one of the most common passwords, nor your username with little else. A phrase of several words is easy to remember and hard to guess.`,
    ),
    language: l('Idioma', 'Language'),
    languageHint: l('Idioma de las páginas y los mensajes.', 'Language of the pages and messages.'),
    submit: l('Crear cuenta', 'Create account'),
    submitting: l('Creando la cuenta…', 'Creating the account…'),
    refused: l('Revisa los campos marcados.', 'Check the marked fields.'),
  },
  strength: {
    label: l('Contraseña', 'Password'),
    tooShort: (missing: number) =>
      counted(
        missing,
        ['Falta {n} carácter.', 'Faltan {n} caracteres.'],
        ['{n} more character needed.', '{n} more characters needed.'],
      ),
    tooLong: l(`Más de ${PASSWORD_MAX} caracteres.`, `More than ${PASSWORD_MAX} characters.`),
    nearUsername: l('Se parece demasiado a tu usuario.', 'Too close to your username.'),
    lengthOk: l(
      'Longitud correcta. Al enviarla se comprueba que no sea una de las más comunes.',
      'Length is fine. On sending, it is checked against the most common passwords.',
    ),
  },
  account: {
    title: l('Tu cuenta', 'Your account'),
    link: l('Tu cuenta', 'Your account'),
    username: l('Usuario', 'Username'),
    displayName: l('Nombre visible', 'Display name'),
    language: l('Idioma', 'Language'),
    publicPage: l('Ver tu página pública', 'See your public page'),
    displayNameTitle: l('Cambiar el nombre visible', 'Change the display name'),
    displayNameIntro: l(
      'Si tu nombre no es correcto, corrígelo: las clasificaciones, emparejamientos y partidas, también las pasadas, mostrarán el nuevo.',
      'If your name is not right, correct it: standings, pairings and matches, past ones too, will show the new one.',
    ),
    displayNameSubmit: l('Guardar', 'Save'),
    displayNameSaving: l('Guardando…', 'Saving…'),
    displayNameSaved: (name: string) => l(`Nombre visible guardado: «${name}».`, `Display name saved: "${name}".`),
    changePassword: l('Cambiar la contraseña', 'Change the password'),
    changeIntro: l(
      'Al cambiarla se cierran todas tus sesiones, también las de otros dispositivos; en este sigues dentro.',
      'Changing it ends every session of yours, on other devices too; you stay signed in on this one.',
    ),
    currentPassword: l('Contraseña actual', 'Current password'),
    newPassword: l('Contraseña nueva', 'New password'),
    changeSubmit: l('Cambiar la contraseña', 'Change the password'),
    changing: l('Cambiando…', 'Changing…'),
    changed: l(
      'Contraseña cambiada. Las demás sesiones se han cerrado.',
      'Password changed. Your other sessions have ended.',
    ),
    everywhere: l('Cerrar sesión en todas partes', 'Sign out everywhere'),
    everywhereIntro: l(
      '¿Dejaste la sesión abierta en otro móvil u ordenador? Esto cierra todas tus sesiones, también esta, y corta sus conexiones en vivo.',
      'Left yourself signed in on another phone or computer? This ends every session of yours, this one too, and cuts their live connections.',
    ),
    everywhereConfirm: {
      label: l('Cerrar todas mis sesiones', 'End all my sessions'),
      what: l('Se cerrarán todas tus sesiones, también esta.', 'Every session of yours will end, this one too.'),
      yes: l('Sí, cerrarlas todas', 'Yes, end them all'),
      cancel: l('No, seguir dentro', 'No, stay signed in'),
    },
    missing: l('Escribe la contraseña actual y la nueva.', 'Enter the current and the new password.'),
  },
  ended: {
    everywhere: (count: number) =>
      counted(
        count,
        [
          'Se ha cerrado {n} sesión. Vuelve a entrar cuando quieras.',
          'Se han cerrado {n} sesiones. Vuelve a entrar cuando quieras.',
        ],
        ['{n} session ended. Sign in again whenever you like.', '{n} sessions ended. Sign in again whenever you like.'],
      ),
    session: l(
      'Tu sesión ha terminado (se cerró en otro dispositivo, cambió la contraseña o caducó). Vuelve a entrar.',
      'Your session has ended (signed out elsewhere, the password changed, or it expired). Please sign in again.',
    ),
    erasing: l(
      'Tu sesión ha terminado: lo más probable es que tu cuenta ya esté borrada, aunque la respuesta se perdió por el camino. Si aún puedes entrar con ella, no se borró y puedes borrarla desde «Tu cuenta».',
      'Your session has ended: your account has most likely been deleted, though the answer was lost on the way. If you can still sign in with it, it was not, and you can delete it from “Your account”.',
    ),
    rightsChanged: l(
      'Tus permisos en esta página han cambiado; se ha actualizado con lo que puedes ver ahora.',
      'Your permissions on this page changed; it now shows what you may see.',
    ),
  },
} as const;
