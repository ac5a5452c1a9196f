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
};

describe('what an event announces', () => {
  it('says when check-in opens by itself, on the venue’s clock, beside the start, in Spanish and in English', () => {
    const es = plainText(renderToStaticMarkup(<EventAnnouncement tournament={saturday} lang="es" />));
    expect(es).toContain('Check-in Se abre a las 08:30 (1 h 30 min antes del inicio)');
    const en = plainText(renderToStaticMarkup(<EventAnnouncement tournament={saturday} lang="en" />));
    expect(en).toContain('Opens at 08:30 (1 h 30 min before the start)');
  });

  it('says nothing of check-in when the organizer opens it at the desk', () => {
    const byHand = { ...saturday, checkInOpensBefore: null, checkInOpensAt: null };
    expect(renderToStaticMarkup(<EventAnnouncement tournament={byHand} lang="es" />)).not.toContain('event-check-in');
  });
});
