import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { DraftDesk, type DraftChangeAsked } from './DraftDesk';
import { NextSteps } from './NextSteps';
import { ResultsDesk, type RoundMatches } from './ResultsDesk';
import { labelOf } from './desk-extras';
import type { DeskExtras } from '../../app/tournaments/[id]/desk/page';

type Names = ReadonlyMap<string, string>;

interface RoundDeskProps {
  tournament: TournamentDetail;
  extras: DeskExtras;
  names: Names;
  asked: DraftChangeAsked;
  /** The online matches of the round whose results are shown. */
  matches?: RoundMatches;
  lang: Lang;
}

/** The last round the players were given: the one whose results the desk shows (0 before any). */
export const lastPublishedRound = (tournament: TournamentDetail): number =>
  Math.max(0, ...tournament.pairings.filter((p) => p.published).map((p) => p.round));

/** Rounds: the round being played with what comes next and its results, or the draft being prepared. */
export function RoundDesk(props: RoundDeskProps) {
  const { tournament, lang } = props;
  const t = translator(lang);
  const running = tournament.status === 'registration-closed' || tournament.status === 'top-cut';
  const latest = Math.max(0, ...tournament.pairings.map((p) => p.round));
  return (
    <section id="rounds" aria-labelledby="rounds-title" className="block desk-section">
      <h2 id="rounds-title">{t(om.rounds.title)}</h2>
      {!running && latest === 0 ? <p className="muted">{t(om.rounds.none)}</p> : null}
      <RoundNow {...props} running={running} latest={latest} />
    </section>
  );
}

/**
 * The last published round's results with what comes next under their count, above the tables
 * (with every result in, «Cerrar la ronda» is not 64 tables down); or the next round's draft.
 */
function RoundNow(props: RoundDeskProps & { running: boolean; latest: number }) {
  const { tournament, extras, names, asked, matches, lang, running, latest } = props;
  const draft = tournament.pairings.some((p) => p.round === latest && !p.published);
  const lastPublished = lastPublishedRound(tournament);
  const next =
    running && !draft ? <NextSteps tournament={tournament} extras={extras} latest={latest} lang={lang} /> : null;
  const results = { tournament, extras, names, matches, lang };
  return (
    <>
      {lastPublished > 0 ? <ResultsDesk {...results} round={lastPublished} next={next} /> : next}
      {running && draft ? (
        <DraftDesk
          tournament={tournament}
          round={latest}
          label={translator(lang)(labelOf(extras, latest))}
          names={names}
          asked={asked}
          lang={lang}
        />
      ) : null}
    </>
  );
}
