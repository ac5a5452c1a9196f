import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { DraftDesk, type DraftChangeAsked } from './DraftDesk';
import { NextSteps } from './NextSteps';
import { ResultsDesk } from './ResultsDesk';
import { labelOf } from './desk-extras';
import type { DeskExtras } from '../../app/tournaments/[id]/desk/page';

type Names = ReadonlyMap<string, string>;

/** Rounds: the draft being prepared, or the round being played with its results and what comes next. */
export function RoundDesk({
  tournament,
  extras,
  names,
  asked,
  lang,
}: {
  tournament: TournamentDetail;
  extras: DeskExtras;
  names: Names;
  asked: DraftChangeAsked;
  lang: Lang;
}) {
  const t = translator(lang);
  const running = tournament.status === 'registration-closed' || tournament.status === 'top-cut';
  const latest = Math.max(0, ...tournament.pairings.map((p) => p.round));
  const draft = tournament.pairings.some((p) => p.round === latest && !p.published);
  const lastPublished = Math.max(0, ...tournament.pairings.filter((p) => p.published).map((p) => p.round));
  return (
    <section id="rounds" aria-labelledby="rounds-title" className="block desk-section">
      <h2 id="rounds-title">{t(om.rounds.title)}</h2>
      {!running && latest === 0 ? <p className="muted">{t(om.rounds.none)}</p> : null}
      {lastPublished > 0 ? (
        <ResultsDesk tournament={tournament} extras={extras} round={lastPublished} names={names} lang={lang} />
      ) : null}
      {running && draft ? (
        <DraftDesk
          tournament={tournament}
          round={latest}
          label={t(labelOf(extras, latest))}
          names={names}
          asked={asked}
          lang={lang}
        />
      ) : null}
      {running && !draft ? <NextSteps tournament={tournament} extras={extras} latest={latest} lang={lang} /> : null}
    </section>
  );
}
