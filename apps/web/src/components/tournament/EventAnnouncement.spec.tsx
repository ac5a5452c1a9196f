import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { plainText } from '../../testing/markup';
import { EventAnnouncement, type Announcement } from './EventAnnouncement';

const saturday: Announcement = {
  id: 'sabado',
  description: '',
  startsAt: '2026-12-12T10:00',
  timeZone: 'Europe/Madrid',
  venue: 'La Guarida',
  checkInOpensBefore: 90,
  checkInOpensAt: '2026-12-12T07:30:00.000Z',
  entryFee: null,
};

describe('what an event announces', () => {
  it('says when check-in opens by itself, on the venue’s clock, beside the start, in Spanish and in English', () => {
    const es = plainText(renderToStaticMarkup(<EventAnnouncement tournament={saturday} lang="es" />));
    expect(es).toContain('Check-in Se abre a las 08:30 (1 h 30 min antes del inicio)');
    const en = plainText(renderToStaticMarkup(<EventAnnouncement tournament={saturday} lang="en" />));
    expect(en).toContain('Opens at 08:30 (1 h 30 min before the start)');
  });

  it('says what a player pays and where, in the reader’s language; nothing for a free event', () => {
    const paid = { ...saturday, entryFee: { amount: 500, currency: 'EUR', text: { es: '5\u00a0€', en: '€5' } } };
    const es = plainText(renderToStaticMarkup(<EventAnnouncement tournament={paid} lang="es" />));
    expect(es).toContain('Inscripción 5 €, se paga en la mesa de la organización');
    const en = plainText(renderToStaticMarkup(<EventAnnouncement tournament={paid} lang="en" />));
    expect(en).toContain("Entry fee €5, paid at the organizer's desk");
    expect(renderToStaticMarkup(<EventAnnouncement tournament={saturday} lang="es" />)).not.toContain('event-fee');
  });

  it('offers the calendar file until the event is over, the day it was played kept', () => {
    expect(renderToStaticMarkup(<EventAnnouncement tournament={saturday} lang="es" />)).toContain('event.ics');
    const ended = renderToStaticMarkup(<EventAnnouncement tournament={saturday} ended lang="es" />);
    expect(ended).not.toContain('event.ics');
    expect(ended).toContain(`dateTime="${saturday.startsAt}"`);
  });

  it('says nothing of check-in when the organizer opens it at the desk', () => {
    const byHand = { ...saturday, checkInOpensBefore: null, checkInOpensAt: null };
    expect(renderToStaticMarkup(<EventAnnouncement tournament={byHand} lang="es" />)).not.toContain('event-check-in');
  });
});
