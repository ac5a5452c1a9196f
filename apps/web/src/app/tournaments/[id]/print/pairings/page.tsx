import type { Metadata } from 'next';
import { PairingsByName, PairingsByTable } from '../../../../../components/paper/PairingSheets';
import { NoRoundSheet, RoundSheet } from '../../../../../components/paper/PrintSheet';
import { translator } from '../../../../../lib/i18n';
import { roundToPrint, tablesOf } from '../../../../../lib/paper';
import { namesOf, roundHeading } from '../../../../../lib/paper-page';
import { paperMessages } from '../../../../../lib/paper-messages';
import { firstParam } from '../../../../../lib/search-params';
import { currentLang } from '../../../../../lib/server-lang';
import type { IdPageProps } from '../../../../page-setup';
import { paperRequest } from '../paper-request';

export const dynamic = 'force-dynamic';

interface Props extends IdPageProps {
  searchParams: Promise<{ round?: string | string[]; by?: string | string[] }>;
}

/** The two sheets of a round's pairings (`?by=name` asks for the wall's), each with its title and its list. */
const SHEETS = {
  tables: { title: paperMessages.byTable.title, Pairings: PairingsByTable },
  wall: { title: paperMessages.byName.title, Pairings: PairingsByName },
} as const;

const sheetAsked = (by: string | string[] | undefined) => (firstParam(by) === 'name' ? 'wall' : 'tables');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ by }, lang] = await Promise.all([searchParams, currentLang()]);
  return { title: translator(lang)(SHEETS[sheetAsked(by)].title) };
}

/** Printable pairings of one round: by table for the staff, by name (alphabetical) for the wall. */
export default async function PrintPairingsPage({ params, searchParams }: Props) {
  const [{ tournament, lang, t }, { round: asked, by }] = await Promise.all([paperRequest(params), searchParams]);
  const round = roundToPrint(tournament.pairings, asked);
  const variant = sheetAsked(by);
  const { Pairings } = SHEETS[variant];
  const title = t(SHEETS[variant].title);
  if (round === null) {
    return <NoRoundSheet tournament={tournament} title={title} lang={lang} />;
  }
  const tables = tablesOf(tournament.pairings, round);
  const names = namesOf(tournament);
  const seated = tables.reduce((sum, p) => sum + (p.playerB === null ? 1 : 2), 0);
  const subtitle = `${roundHeading(tournament, round, lang)} · ${t(paperMessages.sheet.tables(tables.length))} · ${t(paperMessages.sheet.players(seated))}`;
  return (
    <RoundSheet tournament={tournament} title={title} subtitle={subtitle} tables={tables} variant={variant} lang={lang}>
      <Pairings tables={tables} names={names} lang={lang} />
    </RoundSheet>
  );
}
