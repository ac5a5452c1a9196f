import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CampaignSessionItem } from '../../graphql/campaigns';
import { SessionCard } from './SessionCard';

const live: CampaignSessionItem = {
  number: 2,
  scene: 'El salón de los ecos',
  startedAt: '2026-12-07T07:42:00.000Z',
  matchId: 'm-2',
  status: 'live',
  seats: [
    { id: 'dj', displayName: 'Olga' },
    { id: 'jimena', displayName: 'Jimena' },
  ],
  match: {
    status: 'LIVE',
    yourTurn: true,
    finishedAt: null,
    result: null,
    players: [
      { seat: 0, deckName: '' },
      { seat: 1, deckName: 'El hechicero' },
    ],
  },
};

const card = (session: CampaignSessionItem, lang: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(<SessionCard session={session} gmId="dj" zone="Europe/Madrid" lang={lang} />);

describe('a campaign session’s card', () => {
  it('says who sat, each player with the character they play, the game master without one', () => {
    expect(card(live)).toContain('data-testid="session-seats">En la mesa: Olga, Jimena (El hechicero)</p>');
    expect(card({ ...live, match: null })).toContain('Olga, Jimena</p>');
  });

  it('says «Te toca» beside «En juego» to the reader the session waits on, in either language', () => {
    expect(card(live)).toContain('data-testid="session-your-turn">Te toca</span>');
    expect(card(live, 'en')).toContain('>Your turn</span>');
    expect(card(live)).toContain('data-testid="session-status">En juego</span>');
  });

  it('says nothing of turns to anyone else, and once the session is over', () => {
    expect(card({ ...live, match: { ...live.match!, yourTurn: false } })).not.toContain('session-your-turn');
    const over = {
      ...live,
      status: 'finished',
      match: { ...live.match!, status: 'FINISHED' as const, yourTurn: false },
    };
    expect(card(over)).not.toContain('session-your-turn');
    expect(card({ ...live, match: null })).not.toContain('session-your-turn');
  });
});
