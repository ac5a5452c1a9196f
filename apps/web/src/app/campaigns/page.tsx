import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { CreateCampaignForm } from '../../components/campaign/CampaignForms';
import styles from '../../components/campaign/campaign.module.css';
import { CAMPAIGNS, type CampaignListItem } from '../../graphql/campaigns';
import { GAMES } from '../../graphql/match';
import { accountPageHref } from '../../lib/next-path';
import { query } from '../../lib/apollo-rsc';
import { campaignMessages as m } from '../../lib/campaign-messages';
import { translator } from '../../lib/i18n';
import { personName } from '../../lib/person-name';
import { gameLabel } from '../../lib/labels';
import { currentLang } from '../../lib/server-lang';
import { currentViewer } from '../../lib/viewer';
import { PageIntro } from '../../components/PageIntro';
import { titledBy } from '../page-setup';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{ mine?: string }>;
}

export const generateMetadata = titledBy(m.title);

/** The games played in campaigns (the registry's `organizedPlay: sessions`, as the API lists them). */
async function campaignGames(): Promise<{ id: string; name: string }[]> {
  const { data } = await query({ query: GAMES }).catch(() => ({ data: undefined }));
  return (data?.games ?? [])
    .filter((game) => game.organizedPlay === 'sessions' && game.playsOnline)
    .map((game) => ({ id: game.id, name: game.name }));
}

function CampaignCards({
  campaigns,
  lang,
  mine,
}: {
  campaigns: readonly CampaignListItem[];
  lang: Lang;
  mine: boolean;
}) {
  const t = translator(lang);
  if (campaigns.length === 0) return <p className="muted">{t(mine ? m.emptyMine : m.empty)}</p>;
  return (
    <ul className="tournament-list" data-testid="campaign-list">
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="tournament-card" data-testid="campaign-card">
          <div className="tournament-card__head">
            <h3 className="tournament-card__name">
              <Link href={`/campaigns/${encodeURIComponent(campaign.id)}`}>{campaign.name}</Link>
            </h3>
            <span className="badge">{t(campaign.status === 'archived' ? m.archived : m.active)}</span>
          </div>
          <dl className="facts">
            <div>
              <dt>{t(m.game)}</dt>
              <dd>{t(gameLabel(campaign.game))}</dd>
            </div>
            <div>
              <dt>{t(m.gm)}</dt>
              <dd>{personName(campaign.gm.displayName, t)}</dd>
            </div>
            <div>
              <dt>{t(m.sessions)}</dt>
              <dd>{t(m.sessionCount(campaign.sessionCount))}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Starting a campaign: sign in first, or pick one of the games that run campaigns. */
function NewCampaign(props: { signedIn: boolean; games: Awaited<ReturnType<typeof campaignGames>>; lang: Lang }) {
  const { signedIn, games, lang } = props;
  const t = translator(lang);
  return (
    <section className={styles.desk} aria-labelledby="new-campaign">
      <h2 id="new-campaign">{t(m.createTitle)}</h2>
      {!signedIn ? (
        <p>
          <Link className="button" href={accountPageHref('/login', '/campaigns')}>
            {t(m.signIn)}
          </Link>
        </p>
      ) : games.length === 0 ? (
        <p className="muted">{t(m.noGames)}</p>
      ) : (
        <CreateCampaignForm games={games} lang={lang} />
      )}
    </section>
  );
}

export default async function CampaignsPage({ searchParams }: Props) {
  const [lang, viewer, params, games] = await Promise.all([
    currentLang(),
    currentViewer(),
    searchParams,
    campaignGames(),
  ]);
  const mine = params.mine === '1' && viewer !== null;
  const { data } = await query({ query: CAMPAIGNS, variables: { mine } });
  const t = translator(lang);
  return (
    <article data-testid="campaigns-page">
      <PageIntro title={t(m.title)} intro={t(m.intro)} />
      {viewer ? (
        <nav aria-label={t(m.title)} className="tabs">
          <Link href="/campaigns" className="tabs__tab" aria-current={mine ? undefined : 'page'}>
            {t(m.all)}
          </Link>
          <Link href="/campaigns?mine=1" className="tabs__tab" aria-current={mine ? 'page' : undefined}>
            {t(m.mine)}
          </Link>
        </nav>
      ) : null}
      <CampaignCards campaigns={data?.campaigns ?? []} lang={lang} mine={mine} />
      <NewCampaign signedIn={viewer !== null} games={games} lang={lang} />
    </article>
  );
}
