import { localized as l } from '@cronica/util';

/** A forgotten password and the recovery code that replaces it (the sign-in page and the account page). es + en. */
export const recoveryMessages = {
  forgot: l('¿Olvidaste tu contraseña?', 'Forgot your password?'),
  title: l('Recuperar tu cuenta', 'Recover your account'),
  intro: l(
    'Crónica no guarda tu correo: para elegir una contraseña nueva necesitas el código de recuperación que guardaste al crearlo en tu cuenta.',
    'Crónica keeps no e-mail: to choose a new password you need the recovery code you kept when you made it on your account page.',
  ),
  noCode: l(
    '¿No guardaste ningún código? Quien administra este servidor (en un torneo, a menudo la organización) puede darte uno cuando compruebe que la cuenta es tuya. Si no, crea una cuenta nueva; tus torneos pasados siguen a nombre de la antigua.',
    'Kept no code? Whoever runs this server (at an event, often the organizers) can give you one once they check the account is yours. Otherwise, create a new account; your past events stay under the old one.',
  ),
  username: l('Usuario', 'Username'),
  code: l('Código de recuperación', 'Recovery code'),
  codeHint: l(
    'Cinco grupos de cuatro letras y cifras, como te lo dio Crónica; da igual mayúsculas o minúsculas y los guiones.',
    'Five groups of four letters and digits, as Crónica gave it to you; case and dashes do not matter.',
  ),
  newPassword: l('Contraseña nueva', 'New password'),
  submit: l('Cambiar la contraseña y entrar', 'Change the password and sign in'),
  submitting: l('Comprobando…', 'Checking…'),
  missing: l(
    'Escribe tu usuario, tu código de recuperación y la contraseña nueva.',
    'Type your username, your recovery code and the new password.',
  ),
  resetDone: l(
    'Listo: tu contraseña nueva ya vale y se cerraron tus demás sesiones. El código que usaste ya no sirve; este es el nuevo.',
    'Done: your new password works now and your other sessions were closed. The code you used no longer works; this is the new one.',
  ),
  continue: l('Continuar', 'Continue'),
  sectionTitle: l('Código de recuperación', 'Recovery code'),
  sectionIntro: l(
    'Si olvidas tu contraseña, este código te deja volver a entrar por tu cuenta: Crónica no guarda tu correo. Guárdalo fuera de Crónica, en papel o en tu gestor de contraseñas.',
    'If you forget your password, this code lets you back in on your own: Crónica keeps no e-mail. Keep it outside Crónica, on paper or in your password manager.',
  ),
  none: l('Aún no tienes código de recuperación.', 'You have no recovery code yet.'),
  madeOn: (when: string) =>
    l(
      `Tienes un código de recuperación, creado el ${when}. Crear otro anula ese.`,
      `You have a recovery code, made on ${when}. Making another cancels it.`,
    ),
  madeByOperator: (when: string) =>
    l(
      `Tienes un código de recuperación que creó quien administra este servidor el ${when}. Si no lo pediste tú, crea otro ahora: anula ese.`,
      `You have a recovery code made by whoever runs this server on ${when}. If you did not ask for it, make another now: it cancels that one.`,
    ),
  password: l('Tu contraseña, para crear el código', 'Your password, to make the code'),
  create: l('Crear un código de recuperación', 'Make a recovery code'),
  replace: l('Crear un código nuevo', 'Make a new code'),
  creating: l('Creando…', 'Making…'),
  shownOnce: l(
    'Cópialo ahora: no se volverá a mostrar. Crónica solo guarda una huella que lo reconoce.',
    'Copy it now: it will not be shown again. Crónica keeps only a digest that recognises it.',
  ),
  reminderTitle: l('Guarda un código de recuperación', 'Keep a recovery code'),
  reminderText: l(
    'Crónica no guarda tu correo: si olvidas tu contraseña, un código de recuperación te deja volver a entrar sin pedir ayuda a nadie. Se crea en un momento, en tu cuenta.',
    'Crónica keeps no e-mail: if you forget your password, a recovery code lets you back in without asking anyone for help. It takes a moment to make, on your account page.',
  ),
  reminderLink: l('Crear mi código', 'Make my code'),
  later: l('Ahora no', 'Not now'),
  copy: l('Copiar el código', 'Copy the code'),
  copied: l('Copiado.', 'Copied.'),
};
