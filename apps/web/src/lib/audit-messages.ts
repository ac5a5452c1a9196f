import { eventNumber as n } from '@cronica/rules-kernel';
import { localized as l } from '@cronica/util';
import { infractionLabel, ruleCitation } from './code-labels';

/**
 * Texts of the judge's audit of a match: log, board before and after, rulings, sandbox; and the player's call at an event.
 * Every function here that names an event takes its log position (as the API addresses it) and reads it by the one
 * numbering people see in the match log (`eventNumber`, rules-kernel): a ruling read aloud names the line both players see.
 */
export const auditMessages = {
  title: l('Auditoría de la partida', 'Match audit'),
  lede: l(
    'Todo a la vista: manos, robos, elecciones, orden del mazo y el azar usado. Solo los jueces del torneo ven esta página.',
    'Everything in sight: hands, draws, picks, deck order and the randomness used. Only the tournament’s judges see this page.',
  ),
  refused: l(
    'Solo los jueces y la organización de este torneo pueden auditar esta partida.',
    'Only this tournament’s judges and organizer may audit this match.',
  ),
  noTournament: l(
    'Esta partida no es de ningún torneo: no tiene jueces que la auditen. Su repetición se comprueba desde la página de la partida.',
    'This match belongs to no tournament: it has no judges to audit it. Its replay is verified from the match page.',
  ),
  signIn: l('Entra con tu cuenta de juez para auditarla.', 'Sign in with your judge account to audit it.'),
  backToMatch: l('Volver a la partida', 'Back to the match'),
  backToTournament: l('Volver al torneo', 'Back to the tournament'),
  calls: l('Llamadas de esta mesa', 'Calls from this table'),
  callPoints: (name: string, index: number) =>
    l(`${name} señala el evento ${n(index)}`, `${name} points at event ${n(index)}`),
  goToEvent: l('Ir al evento', 'Go to the event'),
  log: l('Registro completo', 'Full log'),
  logHint: l('Toca un evento para ver el tablero antes y después.', 'Tap an event to see the board before and after.'),
  opening: l('Estado inicial (antes de cualquier evento)', 'Opening state (before any event)'),
  /** The event at log position `index` among `count` events. */
  eventN: (index: number, count: number) => l(`Evento ${n(index)} de ${count}`, `Event ${n(index)} of ${count}`),
  pointed: l('La llamada señala aquí', 'The call points here'),
  rulesFollowed: l('Reglas que sigue', 'Rules it follows'),
  /** An event its game left without words (a describer that failed on it): never shown by its code. */
  noLine: l('Evento sin descripción (mira sus datos completos)', 'An event with no description (see its full data)'),
  ruling: l('Fallo', 'Ruling'),
  previous: l('Anterior', 'Previous'),
  next: l('Siguiente', 'Next'),
  selected: l('Evento seleccionado', 'Selected event'),
  before: l('Antes', 'Before'),
  after: l('Después', 'After'),
  boardOf: (which: string) => l(`Tablero (vista de juez): ${which}`, `Board (judge’s view): ${which}`),
  noBefore: l('Es el estado inicial: no hay un antes.', 'This is the opening state: there is no before.'),
  actor: (name: string) => l(`Decisión de ${name}`, `Decided by ${name}`),
  followsDecision: (name: string, event: number) =>
    l(`Sigue a la decisión de ${name} del evento ${event}`, `Follows from ${name}'s decision at event ${event}`),
  ruledBy: (name: string) => l(`Fallo de ${name}`, `Ruled by ${name}`),
  hidden: l('Valores ocultos', 'Hidden values'),
  noHidden: l('Este evento no oculta nada.', 'This event hides nothing.'),
  path: l('Dato', 'Field'),
  value: l('Valor', 'Value'),
  visibleTo: l('Lo ven', 'Seen by'),
  nobody: l('nadie (solo jueces)', 'nobody (judges only)'),
  random: l('Azar usado', 'Randomness used'),
  noRandom: l('Sin tiradas ni barajadas.', 'No rolls or shuffles.'),
  decision: l('Orden del jugador', 'Player’s command'),
  raw: l('Datos completos del evento', 'Full event data'),
  /** Past the boards, which run long on a phone, to the ruling form. */
  toRuling: l('Dictar un fallo sobre este evento ↓', 'Rule on this event ↓'),
  rulings: l('Fallos registrados en la partida', 'Rulings recorded in the match'),
  noRulings: l('Aún no hay fallos en esta partida.', 'No rulings in this match yet.'),
  /** The infraction by its name in the penalty guide, never its code. */
  infractionOf: (code: string) => {
    const name = infractionLabel(code);
    return l(`Infracción: ${name.es}`, `Infraction: ${name.en}`);
  },
  /** The rule cited, with the guide and the rulebook named (code-labels.ts). */
  ruleOf: (rule: string) => {
    const cited = ruleCitation(rule);
    return l(`Regla: ${cited.es}`, `Rule: ${cited.en}`);
  },
  /** The remedy as the judge wrote it, with one final stop (never two). */
  remedyOf: (remedy: string) => {
    const text = remedy.trim().replace(/[.。]+$/u, '');
    return l(`Remedio: ${text}.`, `Remedy: ${text}.`);
  },
  kinds: {
    JudgeUpheld: l('Se mantiene la jugada', 'Play upheld'),
    JudgeBackedUp: l('Vuelta atrás', 'Back-up'),
    JudgeCorrected: l('Corrección', 'Correction'),
    JudgeAwardedLoss: l('Derrota por sanción', 'Loss awarded'),
  } as Record<string, ReturnType<typeof l>>,
};

/** The ruling form on the audit page. */
export const rulingMessages = {
  title: l('Dictar un fallo', 'Make a ruling'),
  intro: (index: number) =>
    l(
      `Sobre el evento ${n(index)}. Queda firmado en la partida con tu nombre.`,
      `On event ${n(index)}. It is signed into the match with your name.`,
    ),
  kind: l('Fallo', 'Ruling'),
  kinds: {
    uphold: l('Mantener la jugada', 'Uphold the play'),
    backUp: l('Volver a este evento', 'Back up to this event'),
    correct: l('Corregir un valor', 'Correct a value'),
    loss: l('Dar partida o encuentro perdido', 'Award a game or match loss'),
  },
  backUpNote: l(
    'La partida vuelve al estado tras este evento con un evento compensatorio (nada se borra). Lo revelado entretanto sigue sabido por ambos y el azar continúa donde estaba.',
    'The game returns to the state after this event through a compensating event (nothing is deleted). What was revealed meanwhile stays known to both players, and randomness continues where it was.',
  ),
  infraction: l('Infracción', 'Infraction'),
  noInfraction: l('Ninguna (solo resolver la jugada)', 'None (only resolve the play)'),
  rule: l('Regla citada', 'Rule cited'),
  ruleOther: l('Otra: reglamento y sección', 'Other: rulebook and section'),
  /** The rule lines the event ruled on follows, offered first to cite. */
  rulesOfEvent: (index: number) => l(`Reglas que sigue el evento ${n(index)}`, `Rules event ${n(index)} follows`),
  guideRules: l('Guía de sanciones', 'Penalty guide'),
  ruleText: l('Reglamento y sección', 'Rulebook and section'),
  /** The rule typed by hand, as a judge names it: the game's rulebook, not its file. */
  rulePlaceholder: (game: string) => l(`Reglamento de ${game}, sección…`, `${game} rulebook, section…`),
  ruleTextOptional: l(
    'Opcional: sin infracción no hay norma que citar.',
    'Optional: with no infraction there is no rule to cite.',
  ),
  remedy: l('Remedio (lo leen ambos jugadores)', 'Remedy (both players read it)'),
  path: l(
    'Ruta del valor en el estado de juez (p. ej. heroes/1/life)',
    'Value path in the judge’s state (e.g. heroes/1/life)',
  ),
  value: l('Valor nuevo (JSON: 20, "texto", true…)', 'New value (JSON: 20, "text", true…)'),
  seat: l('Pierde', 'Loses'),
  scope: l('Alcance', 'Scope'),
  scopes: {
    game: l('La partida en juego', 'The game being played'),
    match: l('El encuentro entero', 'The whole match'),
  },
  submit: l('Registrar el fallo', 'Record the ruling'),
  done: l('Fallo registrado en la partida.', 'Ruling recorded in the match.'),
  doneMatchOver: l('Fallo registrado: la partida ha terminado.', 'Ruling recorded: the match is over.'),
  badValue: l(
    'El valor nuevo no es JSON válido (un número, "texto" entre comillas, true o false).',
    'The new value is not valid JSON (a number, "text" in quotes, true or false).',
  ),
  needRemedy: l('Escribe el remedio.', 'Write the remedy.'),
  needRule: l('Cita la regla.', 'Cite the rule.'),
};

/** The sandbox on the audit page. */
export const sandboxMessages = {
  title: l('Banco de pruebas', 'Sandbox'),
  intro: (index: number) =>
    l(
      `Prueba otra línea desde el evento ${n(index)} con órdenes de cualquier asiento, sobre una copia: la partida real no cambia y el azar es de usar y tirar.`,
      `Try another line from event ${n(index)} with commands for either seat, on a copy: the real match does not change and the randomness is throwaway.`,
    ),
  seat: l('Asiento', 'Seat'),
  command: l('Orden', 'Command'),
  noCommands: l('Este asiento no tiene órdenes legales ahora.', 'This seat has no legal commands now.'),
  try: l('Probar', 'Try'),
  discard: l('Descartar la prueba', 'Throw the sandbox away'),
  discarded: l('Prueba descartada: nada se ha escrito.', 'Sandbox thrown away: nothing was written.'),
  lines: l('Lo que pasaría', 'What would happen'),
  refused: (reason: string) => l(`Rechazada: ${reason}`, `Refused: ${reason}`),
  result: l('La partida terminaría así', 'The game would end like this'),
  untouched: l('Nada de esto se guarda en la partida.', 'None of this is saved in the match.'),
};

/** The player's call at an event, on the match page. */
export const callAtEventMessages = {
  title: l('Llamar a un juez por un evento', 'Call a judge about an event'),
  event: l('Evento del registro', 'Log event'),
  comment: l('Comentario (qué pasó)', 'Comment (what happened)'),
  submit: l('Llamar a un juez', 'Call a judge'),
  sent: (index: number) =>
    l(
      `Has llamado a un juez por el evento ${n(index)}: va de camino.`,
      `You called a judge about event ${n(index)}: one is on the way.`,
    ),
};

/** Rulings in a match, their appeals to the head judge and the head judge's ruling beside the first. */
export const matchAppealMessages = {
  title: l('Resoluciones de los jueces', 'Judges’ rulings'),
  intro: l(
    'Puedes apelar una vez cada resolución al juez principal; su resolución es firme y queda junto a la primera.',
    'You may appeal each ruling once to the head judge; their ruling is final and stands beside the first.',
  ),
  atEvent: (index: number) => l(`en el evento ${n(index)}`, `at event ${n(index)}`),
  appealedBy: (name: string, reason: string) => l(`${name} apeló: «${reason}»`, `${name} appealed: “${reason}”`),
  pending: (head: string) => l(`Pendiente de ${head}, juez principal.`, `Awaiting ${head}, the head judge.`),
  decidedAt: (index: number) =>
    l(`El juez principal resolvió en el evento ${n(index)}.`, `The head judge ruled at event ${n(index)}.`),
  onAppeal: (index: number) =>
    l(
      `Resolución del juez principal sobre la apelación del evento ${n(index)} (firme).`,
      `Head judge’s ruling on the appeal of event ${n(index)} (final).`,
    ),
  noHead: l(
    'La organización aún no ha nombrado juez principal: no se puede apelar todavía.',
    'The organizer has not named a head judge yet: no appeal is possible yet.',
  ),
  reason: l('Por qué apelas', 'Why you appeal'),
  appeal: l('Apelar al juez principal', 'Appeal to the head judge'),
  sent: l('Apelación enviada al juez principal.', 'Appeal sent to the head judge.'),
  decideAppeal: l('Resuelve la apelación de', 'Rules on the appeal of'),
  noAppeal: l('Ninguna (resolución nueva)', 'None (a new ruling)'),
  answersCall: l('Responde a la llamada', 'Answers the call'),
  noCall: l('Ninguna', 'None'),
  rulingAt: (index: number, name: string) =>
    l(`resolución del evento ${n(index)}, apelada por ${name}`, `ruling at event ${n(index)}, appealed by ${name}`),
};
