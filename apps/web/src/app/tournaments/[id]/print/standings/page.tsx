import { PrintSheet } from '../../../../../components/paper/PrintSheet';
import { StandingsSheet } from '../../../../../components/paper/StandingsSheet';
import { lastCompletedRound } from '../../../../../lib/paper';
import { roundHeading } from '../../../../../lib/paper-page';
import { paperMessages } from '../../../../../lib/paper-messages';
import { titledBy, type IdPageProps } from '../../../../page-setup';
import { paperRequest } from '../paper-request';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy(paperMessages.standingsSheet.title);

/** The standings to pin up or keep: every player, every tiebreak, the criteria in order. */
export default async function PrintStandingsPage({ params }: IdPageProps) {
  const { tournament, lang, t } = await paperRequest(params);
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
