import type { Metadata } from 'next';
import Link from 'next/link';
import { TOURNAMENT_OPTIONS } from '@cronica/tournament';
import { sameInBoth, type Localized } from '@cronica/util';
import { CreateTournamentForm, type OptionInfo } from '../../../components/organizer/CreateTournamentForm';
import { translator } from '../../../lib/i18n';
import { gameFormFormats } from '../../../lib/create-tournament-games';
import { organizerMessages as om } from '../../../lib/organizer-messages';
import { currentLang } from '../../../lib/server-lang';
import { currentViewer } from '../../../lib/viewer';

export const dynamic = 'force-dynamic';

const m = om.create;

/** How a default reads in the form: the words of the matching choice, or the number itself. */
const NAMED_DEFAULTS: Readonly<Record<string, Localized>> = {
  'by-field-size': m.roundsByField,
  loss: m.lateLoss,
  refuse: m.exhaustedRefuse,
  closed: m.no,
  true: m.yes,
  false: m.no,
};

function optionInfo(): Record<string, OptionInfo> {
  return Object.fromEntries(
    TOURNAMENT_OPTIONS.map((option) => {
      const text = String(option.default);
      return [
        option.key,
        { label: option.label, rule: option.rule, shownDefault: NAMED_DEFAULTS[text] ?? sameInBoth(text) },
      ];
    }),
  );
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(m.title) };
}

/** Creating a tournament: every option with its rulebook default, the chosen game's from its library; the caller becomes its organizer. */
export default async function NewTournamentPage() {
  const [lang, viewer] = await Promise.all([currentLang(), currentViewer()]);
  const t = translator(lang);
  return (
    <article data-testid="new-tournament">
      <section className="page-intro">
        <h1>{t(m.title)}</h1>
        <p className="lede">{t(m.intro)}</p>
      </section>
      {viewer ? (
        <CreateTournamentForm games={gameFormFormats()} options={optionInfo()} lang={lang} />
      ) : (
        <p className="notice">
          <Link href="/login?next=/tournaments/new">{t(m.signIn)}</Link>
        </p>
      )}
    </article>
  );
}
