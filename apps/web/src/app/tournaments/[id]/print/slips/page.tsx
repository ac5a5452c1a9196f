import type { Metadata } from 'next';
import { NoRoundSheet, RoundSheet } from '../../../../../components/paper/PrintSheet';
import { ResultSlips } from '../../../../../components/paper/ResultSlips';
import { translator } from '../../../../../lib/i18n';
import { roundToPrint, tablesOf } from '../../../../../lib/paper';
import { namesOf, paperOrNotFound, roundHeading } from '../../../../../lib/paper-page';
import { paperMessages } from '../../../../../lib/paper-messages';
import { lifeCounts } from '../../../../../lib/result-form';
import { currentLang } from '../../../../../lib/server-lang';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ round?: string | string[] }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(paperMessages.slip.title) };
}

/** One result slip per table of a round, for events that keep a paper trail (or lose the network). */
export default async function PrintSlipsPage({ params, searchParams }: Props) {
  const [{ id }, { round: asked }, lang] = await Promise.all([params, searchParams, currentLang()]);
  const tournament = await paperOrNotFound(id, lang);
  const t = translator(lang);
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
