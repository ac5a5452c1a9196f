import { localized as l } from '@cronica/util';

/** A lead before the start as people write it in both languages: «30 min», «1 h», «1 h 30 min». */
export function leadText(minutes: number): string {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What people read of when and where an event is played, and what its organizer writes to announce it. */
export const eventDetailsMessages = {
  when: l('Cuándo', 'When'),
  where: l('Dónde', 'Where'),
  addToCalendar: l('Añadir al calendario (.ics)', 'Add to calendar (.ics)'),
  checkIn: l('Check-in', 'Check-in'),
  entryFee: l('Inscripción', 'Entry fee'),
  payAtDesk: (fee: string) =>
    l(`${fee}, se paga en la mesa de la organización`, `${fee}, paid at the organizer's desk`),
  checkInOpens: (time: string, lead: string) =>
    l(`Se abre a las ${time} (${lead} antes del inicio)`, `Opens at ${time} (${lead} before the start)`),
  form: {
    legend: l('Cuándo y dónde', 'When and where'),
    startsAt: l('Empieza (hora del lugar)', 'Starts (local time at the venue)'),
    timeZone: l('Zona horaria del lugar', "The venue's time zone"),
    venue: l('Lugar (tienda y dirección, o «en línea»)', 'Venue (shop and address, or "online")'),
    entryFee: l('Cuota de inscripción (vacía: gratis)', 'Entry fee (empty: free)'),
    currency: l('Moneda', 'Currency'),
    checkInByHand: l('Lo abre la organización en su mesa', 'The organizer opens it at the desk'),
    checkInBefore: (minutes: number) =>
      l(`Se abre solo ${leadText(minutes)} antes del inicio`, `Opens by itself ${leadText(minutes)} before the start`),
    hint: l(
      'Opcional. Se muestra en la lista de torneos y en la página del evento, y se puede añadir al calendario.',
      'Optional. Shown on the tournament list and the event page, and can be added to a calendar.',
    ),
  },
  desk: {
    title: l('Datos del evento', 'Event details'),
    intro: l(
      'Nombre, descripción, fecha y lugar tal como los leen los jugadores. Se pueden corregir hasta que el torneo termine.',
      'Name, description, date and venue as players read them. They can be corrected until the event ends.',
    ),
    name: l('Nombre', 'Name'),
    description: l('Descripción', 'Description'),
    save: l('Guardar los datos', 'Save the details'),
    saved: l('Datos guardados.', 'Details saved.'),
    unchanged: l('No había nada que cambiar.', 'There was nothing to change.'),
  },
  calendar: {
    notAnnounced: l('Este torneo no tiene fecha anunciada.', 'This tournament has no announced date.'),
  },
};
