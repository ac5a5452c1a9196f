import { localized as l } from '@cronica/util';

/** The staff's notice to the room: what the desk offers and how every page shows it. */
export const announcementMessages = {
  label: l('Aviso de la organización', 'Notice from the organizers'),
  posted: (time: string) => l(`Publicado a las ${time}`, `Posted at ${time}`),
  desk: {
    title: l('Aviso a la sala', 'Notice to the room'),
    intro: l(
      'Lo que dirías en voz alta a toda la sala: sale arriba en la página del torneo, en el móvil de cada jugador y en la pantalla del torneo, hasta que lo cambies o lo quites.',
      'What you would call out to the whole room: it shows at the top of the event page, on every player’s phone and on the event screen until you change or remove it.',
    ),
    text: l('Texto del aviso (hasta 280 caracteres)', 'Notice (up to 280 characters)'),
    placeholder: l('Pausa para comer: la ronda 3 empieza a las 14:00.', 'Lunch break: round 3 starts at 14:00.'),
    post: l('Publicar el aviso', 'Post the notice'),
    replace: l('Cambiar el aviso', 'Change the notice'),
    posting: l('Publicando…', 'Posting…'),
    clear: l('Quitar el aviso', 'Remove the notice'),
    done: l('Aviso publicado.', 'Notice posted.'),
    cleared: l('Aviso quitado.', 'Notice removed.'),
    current: l('Aviso publicado ahora', 'Notice up now'),
  },
};
