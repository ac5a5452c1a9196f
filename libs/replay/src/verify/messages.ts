import type { Localized } from '@cronica/util';
import { REPLAY_VERSION } from '../format.js';

/** Stable codes and es/en texts of every verifier finding. */
export const MESSAGES = {
  'replay.empty': ['El archivo de repetición está vacío.', 'The replay file is empty.'],
  'replay.line-not-json': ['Una línea no es JSON válido.', 'A line is not valid JSON.'],
  'replay.line-not-canonical': [
    'Una línea no está en JSON canónico (RFC 8785).',
    'A line is not canonical JSON (RFC 8785).',
  ],
  'replay.line-malformed': [
    'Una línea no tiene la forma del formato de repetición.',
    'A line does not have the replay format’s shape.',
  ],
  'replay.unsupported-version': [
    `El archivo usa otra versión del formato de repetición; este verificador lee la versión ${REPLAY_VERSION}.`,
    `The file uses another version of the replay format; this verifier reads version ${REPLAY_VERSION}.`,
  ],
  'replay.no-header': ['La primera línea no es una cabecera de repetición.', 'The first line is not a replay header.'],
  'replay.unknown-view': ['La cabecera declara una vista desconocida.', 'The header declares an unknown view.'],
  'replay.seq-gap': ['Los números de secuencia no son contiguos.', 'Sequence numbers are not contiguous.'],
  'replay.seeds-misplaced': [
    'La línea de semillas falta, se repite o no va antes de los eventos.',
    'The seeds line is missing, repeated or not before the events.',
  ],
  'replay.hash-mismatch': [
    'El hash de la línea no coincide con su contenido.',
    'The line’s hash does not match its content.',
  ],
  'replay.prev-mismatch': [
    'La línea no enlaza con el hash de la anterior.',
    'The line does not link to the previous line’s hash.',
  ],
  'replay.secret-mismatch': [
    'Un secreto revelado no coincide con su compromiso.',
    'A revealed secret does not match its commitment.',
  ],
  'replay.reveal-without-secret': [
    'Se revela un campo que no está oculto.',
    'A reveal points at a field that is not hidden.',
  ],
  'replay.misplaced-line': [
    'Hay una línea fuera de su lugar (sello que no es el último o cabecera repetida).',
    'A line is out of place (a seal that is not last, or a second header).',
  ],
  'replay.incomplete': [
    'La repetición no tiene sello: está incompleta y no puede darse por verificada.',
    'The replay has no seal: it is incomplete and cannot be verified.',
  ],
  'replay.key-unpinned': [
    'No se fijó ninguna clave pública: se usó la de la cabecera, que el propio archivo declara.',
    'No public key was pinned: the header’s own key was used.',
  ],
  'replay.key-not-pinned': [
    'El archivo está firmado con una clave que no es la fijada.',
    'The file is signed with a key other than the pinned one.',
  ],
  'replay.key-id-mismatch': [
    'El identificador de clave no corresponde a la clave de la cabecera.',
    'The key id does not match the header’s key.',
  ],
  'replay.signature-invalid': ['La firma Ed25519 no es válida.', 'The Ed25519 signature is invalid.'],
  'replay.head-mismatch': [
    'El sello firma una cabeza de cadena distinta de la de este archivo.',
    'The seal signs a chain head other than this file’s.',
  ],
  'replay.seal-not-at-head': [
    'El sello no cubre la última línea de la cadena.',
    'The seal does not cover the chain’s last line.',
  ],
  'replay.match-mismatch': ['El sello pertenece a otra partida.', 'The seal belongs to another match.'],
  'replay.master-commitment': [
    'La semilla maestra revelada no coincide con su compromiso.',
    'The revealed master seed does not match its commitment.',
  ],
  'replay.sub-seed-commitment': [
    'Una subsemilla revelada no coincide con su compromiso.',
    'A revealed sub-seed does not match its commitment.',
  ],
  'replay.seed-withheld': [
    'Algunos resultados aleatorios no son verificables en esta vista: su semilla no se revela aquí.',
    'Some random outcomes are not verifiable in this view: their seed is not revealed here.',
  ],
  'replay.outcome-mismatch': [
    'Un resultado aleatorio no es el que deriva la semilla revelada.',
    'A random outcome is not the one the revealed seed derives.',
  ],
  'replay.counter-gap': ['Los contadores de aleatoriedad saltan o se repiten.', 'Random counters skip or repeat.'],
  'replay.rules-unknown-game': [
    'No se dispone de la biblioteca de reglas que nombra la cabecera.',
    'The rules library the header names is not available.',
  ],
  'replay.rules-version': [
    'La versión de las reglas disponible no es la que nombra la cabecera.',
    'The available rules version is not the one the header names.',
  ],
  'replay.rules-hidden': [
    'Esta vista aún oculta información: las reglas se re-ejecutan con la vista de juez, y con cualquier vista cuando termine el torneo.',
    'This view still hides information: the rules are re-executed with the judge view, and with any view once the tournament ends.',
  ],
  'replay.event-without-decision': [
    'Un evento no procede de ninguna decisión registrada.',
    'An event does not come from any recorded decision.',
  ],
  'replay.wrong-actor': [
    'La decisión se atribuye a un asiento que no es el que la envía.',
    'The decision is attributed to a seat other than the one sending it.',
  ],
  'replay.illegal-decision': [
    'Una decisión registrada es ilegal según las reglas.',
    'A recorded decision is illegal under the rules.',
  ],
  'replay.events-differ': [
    'Re-ejecutar la decisión no reproduce los eventos registrados.',
    'Re-executing the decision does not reproduce the recorded events.',
  ],
  'replay.draws-differ': [
    'Re-ejecutar la decisión consume una aleatoriedad distinta de la registrada.',
    'Re-executing the decision consumes different randomness than recorded.',
  ],
  'replay.rules-crashed': [
    'Las reglas fallaron al re-ejecutar una decisión.',
    'The rules failed while re-executing a decision.',
  ],
  'replay.state-mismatch': [
    'El estado re-ejecutado no coincide con el hash sellado.',
    'The re-executed state does not match the sealed hash.',
  ],
  'replay.state-unkeyed': [
    'El hash de estado solo es comprobable con la semilla maestra (vista de juez).',
    'The state hash can only be checked with the master seed (judge view).',
  ],
  'replay.result-mismatch': [
    'El resultado sellado no es el que da el estado final.',
    'The sealed result is not what the final state says.',
  ],
  'replay.deck-hash-mismatch': [
    'La lista de mazo que juega la partida no es la comprometida en la cabecera.',
    'The deck list the match plays is not the one the header commits to.',
  ],
  'replay.judge-other-tournament': [
    'Una resolución arbitral no es de un juez del torneo de esta partida.',
    'A ruling is not by a judge of this match’s tournament.',
  ],
  'replay.judge-signature': [
    'La firma del servidor que acredita a un juez no es válida.',
    'The server’s signature vouching for a judge is invalid.',
  ],
  'replay.judge-not-judge': [
    'Una resolución arbitral la firma una cuenta que no es juez del torneo.',
    'A ruling is made by an account that is not a judge of the tournament.',
  ],
  'replay.judges-unlisted': [
    'No se dio la lista de jueces del torneo: solo la firma del servidor acredita a los jueces.',
    'The tournament’s judges were not listed: only the server’s signature vouches for them.',
  ],
  'replay.judge-malformed': [
    'Una resolución arbitral no tiene la forma esperada.',
    'A ruling does not have the expected shape.',
  ],
  'replay.backup-mismatch': [
    'Una vuelta atrás no restaura exactamente el estado del evento al que vuelve.',
    'A back-up does not restore exactly the state of the event it backs up to.',
  ],
  'replay.correction-mismatch': [
    'Una corrección arbitral no parte del valor real o el juego no la admite.',
    'A judge’s correction does not start from the actual value, or the game does not accept it.',
  ],
  'replay.award-mismatch': [
    'Una derrota otorgada no da el resultado que corresponde.',
    'An awarded loss does not give the result it should.',
  ],
  'replay.closure-mismatch': [
    'El cierre de la partida por el torneo no da el resultado que corresponde a su mesa.',
    'The tournament’s closing of the match does not give the result its table had.',
  ],
  'replay.closure-not-closer': [
    'El cierre de la partida no lo firma la cuenta que cerró la mesa.',
    'The match’s closing is not signed for the account that closed the table.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type FindingCode = keyof typeof MESSAGES;

export function messageOf(code: FindingCode, detail?: string): Localized {
  const [es, en] = MESSAGES[code];
  return detail === undefined ? { es, en } : { es: `${es} (${detail})`, en: `${en} (${detail})` };
}
