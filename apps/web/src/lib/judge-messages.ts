import { eventNumber } from '@cronica/rules-kernel';
import { INFRACTIONS, PENALTY_GUIDE, type Infraction } from '@cronica/tournament';
import { localized as l, type Localized } from '@cronica/util';

// Penalties and outcomes as the API offers them (002_a36596f8eaed8fcc.txt, 7.4: sanctions in competitive play).

/** Texts of the player's "call a judge" button and the staff's judge desk. */
/** A wait in minutes as a judge reads it at a glance: «12 min», «3 h 5 min», «2 d 4 h» (units alike in both languages). */
function span(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return hours % 24 === 0 ? `${Math.floor(hours / 24)} d` : `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export const judgeMessages = {
  call: {
    title: l('¿Necesitas un juez?', 'Need a judge?'),
    reason: l('Motivo (breve)', 'Reason (short)'),
    submit: l('Llamar a un juez', 'Call a judge'),
    sent: l('Has llamado a un juez: va de camino a tu mesa.', 'You called a judge: one is on the way to your table.'),
    /** The reader's call no judge has answered yet: it stands in place of the form (one call at a time). */
    pending: (at: string, reason: string) =>
      l(
        `Llamaste a un juez a las ${at}: «${reason}». Va de camino a tu mesa.`,
        `You called a judge at ${at}: “${reason}”. One is on the way to your table.`,
      ),
    pendingHint: l(
      'Cuando el juez la atienda podrás volver a llamar si lo necesitas.',
      'Once a judge answers it you can call again if you need to.',
    ),
  },
  desk: {
    title: l('Llamadas, disputas y sanciones', 'Calls, disputes and penalties'),
    intro: l('Solo la organización y los jueces ven esta sección.', 'Only organizers and judges see this section.'),
    live: l('Las llamadas llegan en directo', 'Calls arrive live'),
    calls: l('Llamadas abiertas', 'Open calls'),
    /** The desk's status line: heard when a call arrives or is answered. */
    openCount: (n: number) => l(`Llamadas abiertas: ${n}`, `Open calls: ${n}`),
    noCalls: l('No hay llamadas sin atender.', 'No unanswered calls.'),
    callAt: (round: number, table: number) => l(`Ronda ${round}, mesa ${table}`, `Round ${round}, table ${table}`),
    calledBy: (name: string) => l(`llama ${name}`, `called by ${name}`),
    /** The desk's alerts to a judge on the floor, phone in pocket. */
    alerts: {
      signals: l('Avisos de llamadas', 'Call alerts'),
      sound: l(
        'Sonido (y vibración en el móvil) con cada llamada nueva',
        'Sound (and a buzz on a phone) for each new call',
      ),
      notify: l(
        'Aviso del navegador con la pestaña oculta o el móvil bloqueado',
        'Browser notification while the tab is hidden or the phone locked',
      ),
      title: (where: Localized) => l(`Llamada a juez: ${where.es}`, `Judge call: ${where.en}`),
      body: (name: string, reason: string) => l(`${name} llama: «${reason}»`, `${name} calls: “${reason}”`),
    },
    summary: l('Resumen de la disputa', 'Dispute summary'),
    openDispute: l('Abrir disputa', 'Open a dispute'),
    handleCall: l('Atendida', 'Handled'),
    handleCallHint: l(
      'Resuelta en la mesa, sin disputa: la llamada sale de la cola.',
      'Settled at the table, with no dispute: the call leaves the queue.',
    ),
    disputes: l('Disputas', 'Disputes'),
    noDisputes: l('No hay disputas.', 'No disputes.'),
    appeals: l('Apelaciones pendientes', 'Pending appeals'),
    noAppeals: l('No hay apelaciones pendientes.', 'No pending appeals.'),
    /** A pending appeal of a dispute's ruling: who appealed whose ruling. */
    disputeAppeal: (player: string, judge: string) =>
      l(`${player} apela el fallo de ${judge} en una disputa`, `${player} appeals ${judge}’s ruling on a dispute`),
    ruleAtDispute: l('Resolver en la disputa ↓', 'Rule at the dispute ↓'),
    seeDispute: l('Ver la disputa ↓', 'See the dispute ↓'),
    /** A pending appeal: who appealed which ruling (its log position, read as the log's event number) and why. */
    matchAppeal: (player: string, index: number, judge: string) =>
      l(
        `${player} apela la resolución de ${judge} en el evento ${eventNumber(index)}`,
        `${player} appeals ${judge}’s ruling at event ${eventNumber(index)}`,
      ),
    ruleInAudit: l('Resolver en la auditoría', 'Rule in the audit'),
    seeInAudit: l('Ver en la auditoría', 'See in the audit'),
    statusOpen: l('Abierta', 'Open'),
    statusRuled: l('Resuelta', 'Ruled'),
    /** Ruled, and appealed to the head judge, who has not decided yet. */
    statusAppealed: l('Apelada', 'Appealed'),
    outcome: l('Decisión', 'Outcome'),
    ruling: l('Fallo (explicación)', 'Ruling (explanation)'),
    penalised: l('Jugador sancionado', 'Penalised player'),
    winner: l('Resultado corregido', 'Corrected result'),
    rule: l('Resolver', 'Rule'),
    ruledAs: (outcome: string) => l(`Resuelta: ${outcome}`, `Ruled: ${outcome}`),
    penalties: l('Sanciones', 'Penalties'),
    noPenalties: l('No hay sanciones.', 'No penalties.'),
    issuePenalty: l('Imponer una sanción', 'Issue a penalty'),
    player: l('Jugador', 'Player'),
    penalty: l('Sanción', 'Penalty'),
    infraction: l('Infracción', 'Infraction'),
    note: l('Nota', 'Note'),
    issue: l('Imponer', 'Issue'),
    disqualifyWhat: l(
      'El jugador queda descalificado: sale del torneo (su partida en juego se da por perdida) y nada lo deshace: ninguna reincorporación lo devuelve.',
      'The player is disqualified: they leave the event (a match they are playing is lost) and nothing undoes it: no reinstatement brings them back.',
    ),
    deckChecks: l('Revisiones de mazo', 'Deck checks'),
    noDeckChecks: l('No hay revisiones de mazo.', 'No deck checks.'),
    checkDeck: l('Revisar un mazo', 'Check a deck'),
    presented: l('Lista presentada (pégala)', 'Presented list (paste it)'),
    check: l('Comparar con la registrada', 'Compare with the registered one'),
    deckMatches: l('Coincide con la lista registrada', 'Matches the registered list'),
    deckDiffers: l('No coincide con la lista registrada', 'Does not match the registered list'),
    disputeOpened: l('Disputa abierta.', 'Dispute opened.'),
    ruled: l('Fallo registrado.', 'Ruling recorded.'),
    penaltyIssued: l('Penalización registrada.', 'Penalty recorded.'),
    callHandled: l('Llamada atendida.', 'Call handled.'),
    at: (round: number | null, table: number | null) =>
      round === null
        ? l('Fuera de mesa', 'Away from a table')
        : table === null
          ? l(`Ronda ${round}`, `Round ${round}`)
          : l(`Ronda ${round}, mesa ${table}`, `Round ${round}, table ${table}`),
    unknownAction: l('Acción desconocida.', 'Unknown action.'),
    /** How long a call has waited, from whole minutes: under one, it has only just come in. */
    waiting: (minutes: number) =>
      minutes < 1 ? l('acaba de llamar', 'just called') : l(`espera ${span(minutes)}`, `waiting ${span(minutes)}`),
    audit: l('Auditar la partida', 'Audit the match'),
    /** The call's log position, read by the match log's numbering. */
    auditAt: (index: number) => l(`Auditar en el evento ${eventNumber(index)}`, `Audit at event ${eventNumber(index)}`),
    appealedBy: (name: string) => l(`${name} apela al juez principal`, `${name} appeals to the head judge`),
    appealPending: l('Apelación pendiente del juez principal.', 'Appeal awaiting the head judge.'),
    headRuling: (outcome: string) => l(`Juez principal: ${outcome}`, `Head judge: ${outcome}`),
    appealOutcomes: {
      upheld: l('se mantiene el fallo', 'the ruling stands'),
      overturned: l('se revoca el fallo', 'the ruling is overturned'),
    },
    appealRuling: l('Fallo del juez principal', 'Head judge’s ruling'),
    appealOutcome: l('Decisión sobre la apelación', 'Decision on the appeal'),
    ruleAppeal: l('Resolver la apelación', 'Rule on the appeal'),
    appeal: l('Apelar al juez principal', 'Appeal to the head judge'),
    appealReason: l('Por qué apelas', 'Why you appeal'),
    appealSent: l('Apelación enviada al juez principal.', 'Appeal sent to the head judge.'),
    myDisputes: l('Tus disputas', 'Your disputes'),
    headJudgeRules: (name: string) =>
      l(`Resuelve las apelaciones ${name}, juez principal.`, `${name}, the head judge, rules on appeals.`),
    noHeadJudge: l(
      'La organización aún no ha nombrado juez principal.',
      'The organizer has not named a head judge yet.',
    ),
    ownRuling: l(
      'Dictaste este fallo: nadie resuelve la apelación de su propio fallo. La organización puede nombrar otro juez principal para resolverla.',
      'You made this ruling: nobody rules on the appeal of their own ruling. The organizer can name another head judge to decide it.',
    ),
  },
  outcomes: {
    // Also the ruling on a call during play, before any result: nothing in the game or its result changes.
    'result-stands': l('Sin cambios', 'No change'),
    'result-overridden': l('Se corrige el resultado', 'The result is corrected'),
    warning: l('Amonestación', 'Warning'),
    'game-loss': l('Partida perdida', 'Game loss'),
    'match-loss': l('Encuentro perdido', 'Match loss'),
    disqualification: l('Descalificación', 'Disqualification'),
  },
  /** The penalty guide's own names (libs/tournament `PENALTY_GUIDE`), one table for the whole site. */
  infractions: Object.fromEntries(PENALTY_GUIDE.infractions.map((entry) => [entry.code, entry.name])) as Record<
    Infraction,
    Localized
  >,
} as const;

export type DisputeOutcome = keyof typeof judgeMessages.outcomes;
export type PenaltyKind = Exclude<DisputeOutcome, 'result-stands' | 'result-overridden'>;
export type { Infraction };

export const DISPUTE_OUTCOMES = Object.keys(judgeMessages.outcomes) as DisputeOutcome[];
export const PENALTY_KINDS: readonly PenaltyKind[] = ['warning', 'game-loss', 'match-loss', 'disqualification'];
export { INFRACTIONS };

/** A code the API sent that this web does not know yet still shows, as itself. */
export function labelOf(table: Readonly<Record<string, Localized>>, code: string): Localized {
  return table[code] ?? l(code, code);
}
