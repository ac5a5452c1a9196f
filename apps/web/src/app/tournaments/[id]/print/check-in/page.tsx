import { PrintSheet } from '../../../../../components/paper/PrintSheet';
import { RollCallSheet, rollCallOrder } from '../../../../../components/paper/RollCallSheet';
import { paperMessages } from '../../../../../lib/paper-messages';
import { titledBy, type IdPageProps } from '../../../../page-setup';
import { paperRequest } from '../paper-request';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy(paperMessages.rollCall.title);

/** The arrival sheet for a check-in on paper: the players by name, a box each. */
export default async function PrintRollCallPage({ params }: IdPageProps) {
  const { tournament, lang, t } = await paperRequest(params);
  const count = rollCallOrder(tournament.players, lang).length;
  return (
    <PrintSheet
      tournament={tournament}
      title={t(paperMessages.rollCall.title)}
      subtitle={t(paperMessages.rollCall.players(count))}
      variant="roll-call"
      lang={lang}
    >
      <RollCallSheet players={tournament.players} fee={tournament.entryFee?.text ?? null} lang={lang} />
    </PrintSheet>
  );
}
