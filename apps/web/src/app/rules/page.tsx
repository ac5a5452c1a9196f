import type { Metadata } from 'next';
import Link from 'next/link';
import { GAMES } from '@cronica/games';
import { PageIntro } from '../../components/PageIntro';
import { translator } from '../../lib/i18n';
import { gameLabel } from '../../lib/labels';
import { rulebookMessages as m } from '../../lib/rulebook';
import { currentLang } from '../../lib/server-lang';

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(m.indexTitle) };
}

/** Every game's rulebook page, for whoever comes to `/rules` without a game. */
export default async function RulebooksRoute() {
  const t = translator(await currentLang());
  return (
    <article data-testid="rulebooks-page">
      <PageIntro title={t(m.indexTitle)} intro={t(m.indexIntro)} lede />
      <ul>
        {GAMES.map((game) => (
          <li key={game.id}>
            <Link href={`/rules/${encodeURIComponent(game.id)}`}>{t(m.link(t(gameLabel(game.id))))}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
