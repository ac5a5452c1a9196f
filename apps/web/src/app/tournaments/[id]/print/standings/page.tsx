import type { Metadata } from 'next';
import { PrintSheet } from '../../../../../components/paper/PrintSheet';
import { StandingsSheet } from '../../../../../components/paper/StandingsSheet';
import { translator } from '../../../../../lib/i18n';
import { lastCompletedRound } from '../../../../../lib/paper';
import { paperOrNotFound, roundHeading } from '../../../../../lib/paper-page';
import { paperMessages } from '../../../../../lib/paper-messages';
import { currentLang } from '../../../../../lib/server-lang';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(paperMessages.standingsSheet.title) };
}

/** The standings to pin up or keep: every player, every tiebreak, the criteria in order. */
export default async function PrintStandingsPage({ params }: Props) {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const tournament = await paperOrNotFound(id, lang);
  const t = translator(lang);
  const after = lastCompletedRound(tournament.pairings);
  const subtitle =
    after === null ? undefined : t(paperMessages.standingsSheet.after(roundHeading(tournament, after, lang)));
  return (
    <PrintSheet
      tournament={tournament}
      title={t(paperMessages.standingsSheet.title)}
      subtitle={subtitle}
      variant="standings"
      lang={lang}
    >
      <StandingsSheet standings={tournament.standings} placings={tournament.placings} lang={lang} />
    </PrintSheet>
  );
}
