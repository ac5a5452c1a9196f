import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ERASED_NAME } from '@cronica/util';
import type { ListedInvitation } from '../../graphql/invitations';
import { InvitationList } from './InvitationList';
import { expectShown } from '../../testing/markup';

const invitation = (kind: 'match' | 'campaign', id: string) =>
  ({
    id,
    kind,
    gameName: 'Blades of Ash',
    campaignName: kind === 'campaign' ? 'La Marca' : null,
    from: { displayName: 'Jimena' },
    expiresAt: '2026-11-22T10:00:00.000Z',
  }) as unknown as ListedInvitation;

describe('invitation list', () => {
  it('says who invites the reader to what, and sends a match to its answer page and a campaign to its page', () => {
    const html = renderToStaticMarkup(
      <InvitationList
        invitations={[invitation('match', 'i-1'), invitation('campaign', 'c 2')]}
        received
        zone="Europe/Madrid"
        lang="es"
      />,
    );
    expectShown(html, [
      'data-testid="invitations-received"',
      'Jimena te invita a una partida de Blades of Ash',
      'href="/invitations/i-1"',
      'Ver y responder',
      'Jimena te invita a jugar en la campaña «La Marca»',
      'href="/campaigns/c%202"',
      'Ver la campaña',
      // On the reader's clock: 10:00 UTC is 11:00 in Madrid in November.
      'Caduca el 22 nov 2026, 11:00',
    ]);
  });

  it('lists the reader’s own invitations by their game, to follow', () => {
    const html = renderToStaticMarkup(
      <InvitationList invitations={[invitation('match', 'i-1')]} received={false} zone={null} lang="en" />,
    );
    expect(html).toContain('data-testid="invitations-sent"');
    expect(html).toContain('Blades of Ash match');
    expect(html).toContain('>View<');
    // The reader's browser has not told its zone yet: UTC, said so.
    expect(html).toContain('Expires 22 Nov 2026, 10:00 UTC');
  });

  it("names an inviter who erased their account in the reader's language only", () => {
    const erased = { ...invitation('match', 'i-1'), from: { displayName: ERASED_NAME } } as ListedInvitation;
    const es = renderToStaticMarkup(<InvitationList invitations={[erased]} received zone="Europe/Madrid" lang="es" />);
    const en = renderToStaticMarkup(<InvitationList invitations={[erased]} received zone="Europe/Madrid" lang="en" />);
    expect(es).toContain('jugador eliminado te invita a una partida de Blades of Ash');
    expect(en).toContain('deleted player');
    for (const html of [es, en]) expect(html).not.toContain(ERASED_NAME);
  });
});
