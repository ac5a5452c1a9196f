import { localized as l, counted, type Localized } from '@cronica/util';

/** Names as a list people say, in each language: «Ana, Bea y Carla», "Ana, Bea and Carla". */
export const namesListed = (names: readonly string[]): Localized =>
  l(
    ...((['es', 'en'] as const).map((lang) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(names)) as [
      string,
      string,
    ]),
  );

/** Texts of the match, practice and replay pages, in Spanish (default) and English. */
export const matchMessages = {
  title: l('Partida', 'Match'),
  titleOf: (game: string) => l(`Partida de ${game}`, `${game} match`),
  format: l('Formato:', 'Format:'),
  formatOptions: (count: number) =>
    counted(
      count,
      ['{n} opción (toca para verla)', '{n} opciones (toca para verlas)'],
      ['{n} option (tap to see it)', '{n} options (tap to see them)'],
    ),
  log: l('Registro de la partida', 'Game log'),
  logWhole: (n: number) =>
    counted(
      n,
      ['Ver el registro entero ({n} línea)', 'Ver el registro entero ({n} líneas)'],
      ['Show the whole log ({n} line)', 'Show the whole log ({n} lines)'],
    ),
  logRecent: (n: number) =>
    counted(
      n,
      ['Ver solo la última', 'Ver solo las {n} últimas'],
      ['Show only the last one', 'Show only the last {n}'],
    ),
  /** A game ("partida") is one game; the match ("encuentro") is the best of N. */
  concede: {
    ask: l('Rendirse…', 'Concede…'),
    confirmText: l('¿Seguro? Tu rival gana la partida.', 'Sure? Your opponent wins the game.'),
    confirm: l('Sí, me rindo', 'Yes, I concede'),
    cancel: l('No, seguir jugando', 'No, keep playing'),
    /** Best of N: concede the game being played, or the whole match. */
    which: (game: number, bestOf: number) =>
      l(
        `¿Qué concedes? Se juega la partida ${game} de un encuentro al mejor de ${bestOf}.`,
        `What do you concede? Game ${game} of a best-of-${bestOf} match is being played.`,
      ),
    game: (game: number) => l(`Conceder la partida ${game}`, `Concede game ${game}`),
    gameWhat: (needed: number) =>
      counted(
        needed,
        [
          'Tu rival gana esta partida; el encuentro sigue mientras nadie llegue a {n} partida ganada.',
          'Tu rival gana esta partida; el encuentro sigue mientras nadie llegue a {n} partidas ganadas.',
        ],
        [
          'Your opponent wins this game; the match goes on until someone has won {n} game.',
          'Your opponent wins this game; the match goes on until someone has won {n} games.',
        ],
      ),
    match: l('Conceder el encuentro', 'Concede the match'),
    matchWhat: l(
      'Tu rival gana el encuentro: todas las partidas que quedan.',
      'Your opponent wins the match: every game still to play.',
    ),
  },
  notFound: l('Esa partida no existe', 'That match does not exist'),
  kind: {
    practice: l('Práctica contra el bot', 'Practice against the bot'),
    friendly: l('Amistosa', 'Friendly'),
    tournament: l('De torneo', 'Tournament'),
  },
  status: {
    'awaiting-seeds': l('Esperando semillas', 'Waiting for seeds'),
    live: l('En juego', 'Live'),
    finished: l('Terminada', 'Finished'),
  },
  viewer: {
    seat: (n: number) => l(`Juegas en el asiento ${n + 1}`, `You play seat ${n + 1}`),
    /** For a game whose seats have roles (a game master's, players'), by the name the seat bar gives it. */
    role: (role: Localized) => l(`Juegas como ${role.es}`, `You play as ${role.en}`),
    spectator: l('Vista de espectador (con retraso)', 'Spectator view (delayed)'),
    judge: l('Vista de juez: toda la información', 'Judge view: full information'),
  },
  delayed: (n: number) =>
    counted(
      n,
      [
        '{n} evento aún retenido por el retraso de espectador',
        '{n} eventos aún retenidos por el retraso de espectador',
      ],
      ['{n} event still held back by the spectator delay', '{n} events still held back by the spectator delay'],
    ),
  tableOf: (round: number, table: number) =>
    l(`Torneo · ronda ${round}, mesa ${table}`, `Tournament · round ${round}, table ${table}`),
  /** A table named by its round as the event names it: «Final, mesa 1», «Ronda 2 de 3, mesa 4». */
  tableAt: (label: Localized, table: number) => ({
    es: `${label.es}, mesa ${table}`,
    en: `${label.en}, table ${table}`,
  }),
  backToTournament: l('Volver al torneo', 'Back to the tournament'),
  sessionOf: (campaign: string, session: number) =>
    l(`${campaign} · sesión ${session}`, `${campaign} · session ${session}`),
  sessionScene: (scene: string) => l(`Sesión de campaña · ${scene}`, `Campaign session · ${scene}`),
  you: l('Tú', 'You'),
  rival: l('Rival', 'Opponent'),
  bot: l('Bot', 'Bot'),
  seatLabel: (n: number) => l(`Asiento ${n + 1}`, `Seat ${n + 1}`),
  life: l('Vida', 'Life'),
  dice: l('Dados', 'Dice'),
  yourMove: l('Te toca', 'Your move'),
  /** The prompt's heading while the rival plays their turn and the viewer answers (a card of theirs on the stack, their attack). */
  yourResponse: l('Te toca responder', 'Your turn to respond'),
  waiting: l('Esperando al rival…', 'Waiting for the opponent…'),
  spectating: l('Estás mirando esta partida', 'You are watching this match'),
  sending: l('Enviando…', 'Sending…'),
  commandsCount: (n: number) => counted(n, ['{n} opción', '{n} opciones'], ['{n} option', '{n} options']),
  seed: {
    title: l('Aleatoriedad justa', 'Fair randomness'),
    commitment: l('Compromiso de la semilla del servidor', 'Server seed commitment'),
    explain: l(
      'El servidor publicó este compromiso antes de que nadie actuara. Aporta tu propia semilla aleatoria: ni el servidor ni nadie en la mesa podrá elegir los resultados.',
      'The server published this commitment before anyone acted. Add your own random seed: neither the server nor anyone at the table can steer the outcomes.',
    ),
    contribute: l('Aportar mi semilla y empezar', 'Add my seed and start'),
    waitingOthers: l('Esperando a que los demás aporten su semilla…', 'Waiting for the others to add their seeds…'),
    contributed: l('Semilla aportada', 'Seed added'),
    pending: l('Pendiente', 'Pending'),
  },
  result: {
    title: l('Resultado', 'Result'),
    win: (name: string) => l(`Gana ${name}`, `${name} wins`),
    /** A side of several seats wins together (a party of players). */
    winMany: (names: Localized) => l(`Ganan ${names.es}`, `${names.en} win`),
    draw: l('Empate', 'Draw'),
    /** The viewer's own outcome, over the winners' names. */
    yours: {
      won: l('Has ganado', 'You won'),
      lost: l('Has perdido', 'You lost'),
      drawn: l('Has empatado', 'You drew'),
    },
    replay: l('Ver y verificar la repetición', 'View and verify the replay'),
  },
  live: l('En directo', 'Live'),
  replay: {
    title: l('Repetición verificable', 'Verifiable replay'),
    intro: l(
      'El archivo es la propia secuencia de eventos de la partida, encadenada con hashes y firmada. Tu navegador la comprueba sin fiarse del servidor: cadena, firma, semillas, reglas y resultado.',
      "The file is the match's own event stream, hash-chained and signed. Your browser checks it without trusting the server: chain, signature, seeds, rules and result.",
    ),
    back: l('Volver a la partida', 'Back to the match'),
    view: l('Vista', 'View'),
    views: {
      public: l('Pública', 'Public'),
      judge: l('Juez', 'Judge'),
    },
    download: l('Descargar el archivo (.jsonl)', 'Download the file (.jsonl)'),
    fileMissing: l('No hay repetición de esa partida.', 'There is no replay of that match.'),
    verify: l('Verificar de nuevo', 'Verify again'),
    verifying: l('Verificando en tu navegador…', 'Verifying in your browser…'),
    gameUnavailable: l(
      'No se pudieron descargar las reglas de este juego para comprobar el archivo. Revisa la conexión y pulsa «Verificar de nuevo».',
      'The rules of this game could not be downloaded to check the file. Check the connection and press «Verify again».',
    ),
    verified: l('Verificada en lo que esta vista muestra', 'Verified as far as this view shows'),
    fullyVerified: l('Verificada por completo', 'Fully verified'),
    notVerified: l('NO verificada', 'NOT verified'),
    incomplete: l('Incompleta: sin sello', 'Incomplete: no seal'),
    keyPinned: (id: string) =>
      l(
        `Firma comprobada con la clave publicada por el servidor (${id}).`,
        `Signature checked against the key the server publishes (${id}).`,
      ),
    keyUnpinned: l(
      'No se pudo obtener la clave publicada: se usó la que declara el propio archivo.',
      "The published key could not be fetched: the file's own key was used.",
    ),
    checksEach: l('Cada comprobación y la clave', 'Each check and the key'),
    check: {
      chain: l('Cadena de hashes', 'Hash chain'),
      signature: l('Firma', 'Signature'),
      seed: l('Semillas y azar', 'Seeds and randomness'),
      rules: l('Reglas', 'Rules'),
      result: l('Resultado', 'Result'),
      judging: l('Arbitraje (jueces del torneo)', 'Judging (the tournament’s judges)'),
    },
    // Said after each check's name ("Reglas", "Resultado", "Cadena de hashes"): words that agree with any of them.
    status: {
      passed: l('sin problemas', 'passed'),
      partial: l('en parte (esta vista oculta datos)', 'partial (this view withholds data)'),
      unverifiable: l('no se puede comprobar en esta vista', 'not checkable in this view'),
      incomplete: l('sin terminar', 'incomplete'),
      skipped: l('sin comprobar', 'skipped'),
      failed: l('CON ERRORES', 'FAILED'),
    },
    errors: l('Problemas encontrados', 'Problems found'),
    line: (n: number) => l(`línea ${n}`, `line ${n}`),
    events: (n: number) => counted(n, ['{n} evento', '{n} eventos'], ['{n} event', '{n} events']),
    ownFile: l('Verificar otro archivo de repetición', 'Verify another replay file'),
    ownFileHint: l('El archivo no sale de tu navegador.', 'The file never leaves your browser.'),
    eventList: l('Eventos', 'Events'),
    unavailable: l(
      'La repetición todavía no está sellada: estará disponible al terminar la partida.',
      'The replay is not sealed yet: it will be available when the match ends.',
    ),
  },
  practice: {
    title: l('Practicar contra el bot', 'Practice against the bot'),
    intro: l(
      'Juega una partida contra el bot que elijas, con uno de tus mazos o uno preparado. La partida queda registrada y su repetición se puede verificar.',
      'Play a match against the bot you choose, with one of your decks or a ready-made one. The match is recorded and its replay can be verified.',
    ),
    game: l('Juego', 'Game'),
    yourDeck: l('Tu mazo', 'Your deck'),
    botDeck: l('Mazo del bot', "Bot's deck"),
    /** The opponent's strength: the game's bots, weakest first. */
    bot: l('Rival', 'Opponent'),
    anyDeck: l('Cualquiera', 'Any'),
    start: l('Empezar la partida', 'Start the match'),
    starting: l('Preparando la partida…', 'Setting up the match…'),
    signInFirst: l('Entra con tu cuenta para jugar.', 'Sign in to play.'),
  },
} as const;
