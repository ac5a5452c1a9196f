import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementDesk } from '../organizer/AnnouncementDesk';
import { RoomNotice } from './RoomNotice';

// The desk's forms import the server's GraphQL client; these tests render without a server.
vi.mock('../../lib/apollo-rsc', () => ({ query: vi.fn() }));

const lunch = { text: 'Pausa para comer:\nla ronda 3 empieza a las 14:00', postedAt: '2026-12-12T12:05:00.000Z' };

describe('the notice to the room', () => {
  it('shows the staff’s words with their line breaks and when they were posted, on the venue’s clock', () => {
    const html = renderToStaticMarkup(<RoomNotice notice={lunch} timeZone="Atlantic/Canary" lang="es" />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Pausa para comer:\nla ronda 3 empieza a las 14:00');
    // 12:05 UTC is 12:05 in the Canaries in December, 13:05 in Madrid.
    expect(html).toContain('Aviso de la organización · Publicado a las 12:05');
    const madrid = renderToStaticMarkup(<RoomNotice notice={lunch} lang="en" />);
    expect(madrid).toContain('Notice from the organizers · Posted at 13:05');
    expect(renderToStaticMarkup(<RoomNotice notice={null} lang="es" />)).toBe('');
  });

  it('is written at the desk: posting a first one, changing or removing the one up, nothing once the event has ended', () => {
    const desk = (announcement: typeof lunch | null, status = 'registration-closed') =>
      renderToStaticMarkup(<AnnouncementDesk tournament={{ id: 'liga', status, announcement }} lang="es" />);
    const none = desk(null);
    expect(none).toContain('maxLength="280"');
    expect(none).toContain('Publicar el aviso');
    expect(none).not.toContain('Quitar el aviso');
    const up = desk(lunch);
    expect(up).toContain('Cambiar el aviso');
    expect(up).toContain('Quitar el aviso');
    expect(up).toContain('>Pausa para comer:\nla ronda 3 empieza a las 14:00</textarea>');
    expect(desk(lunch, 'ended')).toBe('');
  });
});
