import { NoRoundSheet, RoundSheet } from '../../../../../components/paper/PrintSheet';
import { ResultSlips } from '../../../../../components/paper/ResultSlips';
import { roundToPrint, tablesOf } from '../../../../../lib/paper';
import { namesOf, roundHeading } from '../../../../../lib/paper-page';
import { paperMessages } from '../../../../../lib/paper-messages';
import { lifeCounts } from '../../../../../lib/result-form';
import { titledBy, type IdPageProps } from '../../../../page-setup';
import { paperRequest } from '../paper-request';

export const dynamic = 'force-dynamic';

interface Props extends IdPageProps {
  searchParams: Promise<{ round?: string | string[] }>;
}

export const generateMetadata = titledBy(paperMessages.slip.title);

/** One result slip per table of a round, for events that keep a paper trail (or lose the network). */
export default async function PrintSlipsPage({ params, searchParams }: Props) {
  const [{ tournament, lang, t }, { round: asked }] = await Promise.all([paperRequest(params), searchParams]);
  const round = roundToPrint(tournament.pairings, asked);
  const title = t(paperMessages.slip.title);
  if (round === null) {
    return <NoRoundSheet tournament={tournament} title={title} lang={lang} />;
  }
  const tables = tablesOf(tournament.pairings, round);
  const heading = roundHeading(tournament, round, lang);
  const needLife = lifeCounts(tournament.format?.tiebreakers ?? []);
  return (
    <RoundSheet tournament={tournament} title={title} subtitle={heading} tables={tables} variant="slips" lang={lang}>
      <ResultSlips
        tables={tables}
        names={namesOf(tournament)}
        needLife={needLife}
        heading={tournament.name}
        lang={lang}
      />
    </RoundSheet>
  );
}
