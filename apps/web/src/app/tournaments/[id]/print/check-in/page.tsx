import type { Metadata } from 'next';
import { PrintSheet } from '../../../../../components/paper/PrintSheet';
import { RollCallSheet, rollCallOrder } from '../../../../../components/paper/RollCallSheet';
import { translator } from '../../../../../lib/i18n';
import { paperOrNotFound } from '../../../../../lib/paper-page';
import { paperMessages } from '../../../../../lib/paper-messages';
import { currentLang } from '../../../../../lib/server-lang';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(paperMessages.rollCall.title) };
}

/** The arrival sheet for a check-in on paper: the players by name, a box each. */
export default async function PrintRollCallPage({ params }: Props) {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const tournament = await paperOrNotFound(id, lang);
  const t = translator(lang);
  const count = rollCallOrder(tournament.players, lang).length;
  return (
    <PrintSheet
      tournament={tournament}
      title={t(paperMessages.rollCall.title)}
      subtitle={t(paperMessages.rollCall.players(count))}
      variant="roll-call"
      lang={lang}
    >
      <RollCallSheet players={tournament.players} lang={lang} />
    </PrintSheet>
  );
}
