import { localized as l, counted } from '@cronica/util';

/** The entry fee: what the desk marks and reads, and what a player reads of their own payment. */
export const entryFeeMessages = {
  desk: {
    column: l('Cuota', 'Fee'),
    paid: l('Pagada', 'Paid'),
    unpaid: l('Pendiente', 'Not paid'),
    mark: (fee: string) => l(`Cobrar ${fee}`, `Collect ${fee}`),
    markFor: (name: string, fee: string) => l(`Cobrar ${fee} a ${name}`, `Collect ${fee} from ${name}`),
    undo: l('Deshacer', 'Undo'),
    undoFor: (name: string) => l(`Deshacer el pago de ${name}`, `Undo ${name}’s payment`),
    collected: (total: string) => l(`Cobrado: ${total}`, `Collected: ${total}`),
    paidWithEntry: (fee: string) => l(`Ha pagado la cuota (${fee})`, `Paid the entry fee (${fee})`),
    allPaidWithList: (fee: string) =>
      l(
        `Todos los de la lista han pagado la cuota (${fee} cada uno)`,
        `Everyone on the list paid the entry fee (${fee} each)`,
      ),
    paidNotEntered: l(
      'Pagaron y ya no están en la lista (devuélveles la cuota si corresponde):',
      'Paid and no longer on the list (hand the fee back if due):',
    ),
    handedBack: l('Devuelta', 'Handed back'),
    handedBackFor: (name: string, fee: string) =>
      l(`Marcar que se devolvieron ${fee} a ${name}`, `Mark ${fee} handed back to ${name}`),
    nothingYet: l('Cobrado: nada todavía', 'Collected: nothing yet'),
    count: (paid: number, entrants: number) =>
      counted(
        paid,
        [`ha pagado {n} de ${entrants}`, `han pagado {n} de ${entrants}`],
        [`{n} of ${entrants} has paid`, `{n} of ${entrants} have paid`],
      ),
  },
  player: {
    paid: (fee: string) => l(`Inscripción pagada (${fee}).`, `Entry fee paid (${fee}).`),
    due: (fee: string) =>
      l(
        `Inscripción: ${fee}, se paga en la mesa de la organización al llegar.`,
        `Entry fee: ${fee}, paid at the organizer's desk when you arrive.`,
      ),
  },
};
