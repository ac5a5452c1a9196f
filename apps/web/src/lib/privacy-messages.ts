import { localized as l } from '@cronica/util';

/**
 * The privacy notice's words (es + en). Its retention table comes from `RETENTION_RULES`
 * (@cronica/util), the same numbers the API enforces, so the two cannot say different things.
 */
export const privacyMessages = {
  title: l('Aviso de privacidad', 'Privacy notice'),
  link: l('Privacidad', 'Privacy'),
  signUpNote: l(
    'Antes de crear la cuenta, lee qué guardamos de ti, por qué y cuánto tiempo:',
    'Before you create the account, read what we keep about you, why and for how long:',
  ),
  intro: l(
    'Crónica registra cada acción de un torneo como un evento que no se modifica, para que las clasificaciones y las repeticiones se puedan comprobar. Este aviso dice qué datos tuyos guarda, por qué, cuánto tiempo, quién los ve y cómo ejercer tus derechos.',
    'Crónica records every action of a tournament as an event that is never modified, so standings and replays can be checked. This notice says what data about you it keeps, why, for how long, who sees it and how to exercise your rights.',
  ),
  collectedTitle: l('Qué guardamos', 'What we keep'),
  collected: [
    l(
      'Tu cuenta: usuario, nombre visible, idioma, fecha de alta, un hash de tu contraseña (scrypt; nunca la contraseña) y, si creaste uno, una huella de tu código de recuperación (nunca el código).',
      'Your account: username, display name, language, sign-up date, a hash of your password (scrypt; never the password) and, if you made one, a keyed digest of your recovery code (never the code).',
    ),
    l(
      'Lo que haces en torneos: inscripciones, listas de mazo, emparejamientos, resultados y clasificaciones.',
      'What you do in tournaments: registrations, deck lists, pairings, results and standings.',
    ),
    l(
      'Tus partidas y sus repeticiones firmadas, tus mazos guardados, invitaciones y campañas.',
      'Your matches and their signed replays, your saved decks, invitations and campaigns.',
    ),
    l(
      'Llamadas a un juez, disputas, decisiones, apelaciones, penalizaciones y comprobaciones de mazo que hiciste o que te afectan, con el texto que se escribió.',
      'Judge calls, disputes, rulings, appeals, penalties and deck checks you made or that concern you, with the text that was written.',
    ),
    l(
      'Sesiones, contraseñas incorrectas escritas para tu cuenta con la dirección de red aproximada, y contadores de límite de uso (ver la tabla).',
      'Sessions, wrong passwords typed for your account with the rough network address, and rate-limit counters (see the table).',
    ),
    l(
      'En tu navegador, no en el servidor: tu idioma y tu zona horaria (cookies «lang» y «tz»), para mostrarte la web en tu idioma y las horas en tu reloj; y, si pides que no te recordemos el código de recuperación, esa elección durante 30 días (cookie «recovery_later»).',
      'In your browser, not on the server: your language and your time zone (cookies "lang" and "tz"), to show you the site in your language and times on your clock; and, if you ask not to be reminded of the recovery code, that choice for 30 days (cookie "recovery_later").',
    ),
  ],
  whyTitle: l('Por qué', 'Why'),
  why: l(
    'Para organizar los torneos y partidas en los que participas (lo que pides al usar el servicio), para que cualquiera pueda comprobar resultados y repeticiones, y para proteger tu cuenta y el servicio de abusos.',
    'To run the tournaments and matches you take part in (what you ask for by using the service), so anyone can check results and replays, and to protect your account and the service from abuse.',
  ),
  keptTitle: l('Cuánto tiempo', 'For how long'),
  keptIntro: l(
    'Estos datos, que solo protegen tu cuenta, se borran solos según esta tabla, también del registro de eventos:',
    'These data, kept only to protect your account, are deleted automatically per this table, from the event log too:',
  ),
  keptWhat: l('Qué', 'What'),
  keptWhy: l('Para qué', 'What for'),
  keptPeriod: l('Cuánto', 'How long'),
  keptEvents: l(
    'Tu cuenta y lo que hiciste en torneos y partidas están en el registro de eventos y se guardan mientras exista tu cuenta; cada evento lleva el identificador del envío que lo causó y una huella de su contenido, para no aplicar dos veces el mismo. Los registros de la API (operación del servidor) no contienen contraseñas, tokens ni el texto que escribes.',
    'Your account and what you did in tournaments and matches are in the event log and are kept while your account exists; each event carries the id of the request that caused it and a fingerprint of its content, so the same one is never applied twice. The API’s logs (server operation) hold no passwords, tokens or the text you type.',
  ),
  whoTitle: l('Quién lo ve', 'Who sees it'),
  who: [
    l(
      'Cualquiera: tu nombre visible en torneos, emparejamientos, clasificaciones, tu página de jugador y las repeticiones públicas, mientras tu cuenta exista.',
      'Anyone: your display name in tournaments, pairings, standings, your player page and public replays, while your account exists.',
    ),
    l(
      'Los jueces y el organizador de un torneo: tus listas de mazo y los registros de juez de ese torneo.',
      'A tournament’s judges and organizer: your deck lists and that tournament’s judge records.',
    ),
    l(
      'Solo tú: tus sesiones, tus contraseñas incorrectas y tu mano y elecciones ocultas durante la partida.',
      'Only you: your sessions, your wrong passwords and your hidden hand and choices during a match.',
    ),
  ],
  rightsTitle: l('Tus derechos', 'Your rights'),
  rights: {
    access: l(
      'Acceso y portabilidad: en tu cuenta, «Descargar mis datos» te da un archivo JSON con todo lo que Crónica guarda ligado a tu cuenta.',
      'Access and portability: on your account, “Download my data” gives you one JSON file with everything Crónica keeps tied to your account.',
    ),
    correct: l(
      'Rectificación: en tu cuenta corriges tu nombre visible, y todas las páginas, también las clasificaciones pasadas, muestran el nuevo. Tus listas de mazo se corrigen mientras la inscripción está abierta.',
      'Correction: on your account you correct your display name, and every page, past standings included, shows the new one. Your deck lists can be corrected while registration is open.',
    ),
    erase: l(
      'Supresión: en tu cuenta puedes borrarla, con tu contraseña. Tu nombre visible, tu usuario, tu contraseña, tu código de recuperación y tus sesiones desaparecen; tus resultados, partidas y repeticiones se quedan con «jugador eliminado» en lugar de tu nombre, para que las clasificaciones de los demás no cambien. También puedes borrar tus mazos guardados.',
      'Erasure: you can delete your account from your account page, with your password. Your display name, username, password, recovery code and sessions go; your results, matches and replays stay, shown as "deleted player" instead of your name, so other people’s standings do not change. You can also delete your saved decks.',
    ),
  },
  accountLink: l('Ir a tu cuenta', 'Go to your account'),
  download: l('Descargar mis datos', 'Download my data'),
  downloadTitle: l('Tus datos', 'Your data'),
  downloadIntro: l(
    'Un archivo JSON con todo lo que Crónica guarda de ti: cuenta, sesiones (sin sus tokens), contraseñas incorrectas, torneos con tus listas y clasificación, llamadas a juez y decisiones, tus partidas con la repetición de tu asiento, tus mazos guardados, campañas e invitaciones pendientes.',
    'One JSON file with everything Crónica keeps about you: account, sessions (without their tokens), wrong passwords, tournaments with your lists and standing, judge calls and rulings, your matches with your seat’s replay, your saved decks, campaigns and pending invitations.',
  ),
  downloadSignedOut: l('Entra para descargar tus datos.', 'Sign in to download your data.'),
  downloadUnavailable: l(
    'No se pudieron reunir tus datos ahora; inténtalo de nuevo en un momento.',
    'Your data could not be gathered now; try again in a moment.',
  ),
};
