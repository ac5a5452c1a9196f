import Link from 'next/link';
import { RETENTION_RULES, type Localized } from '@cronica/util';
import { translator, type Translate } from '../../lib/i18n';
import { privacyMessages as m } from '../../lib/privacy-messages';
import { currentLang } from '../../lib/server-lang';
import { ColumnHeads } from '../../components/ColumnHeads';
import { titledBy } from '../page-setup';

export const generateMetadata = titledBy(m.title);

/** What Crónica keeps about a person, why, for how long (the API's own retention table), who sees it, and their rights. */
export default async function PrivacyPage() {
  const t = translator(await currentLang());
  return (
    <section className="narrow privacy-notice" data-testid="privacy-notice">
      <h1>{t(m.title)}</h1>
      <p className="lede">{t(m.intro)}</p>
      <h2>{t(m.collectedTitle)}</h2>
      <Items items={m.collected} t={t} />
      <h2>{t(m.whyTitle)}</h2>
      <p>{t(m.why)}</p>
      <h2>{t(m.keptTitle)}</h2>
      <p>{t(m.keptIntro)}</p>
      <RetentionTable t={t} />
      <p>{t(m.keptEvents)}</p>
      <h2>{t(m.whoTitle)}</h2>
      <Items items={m.who} t={t} />
      <h2>{t(m.rightsTitle)}</h2>
      <Items items={[m.rights.access, m.rights.correct, m.rights.erase]} t={t} />
      <p>
        <Link href="/account">{t(m.accountLink)}</Link>
      </p>
    </section>
  );
}

function Items({ items, t }: { items: readonly Localized[]; t: Translate }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.en}>{t(item)}</li>
      ))}
    </ul>
  );
}

/**
 * The periods the API enforces (RETENTION_RULES, @cronica/util), never a copy of them; on a phone
 * each row is a card naming its why and how long.
 */
function RetentionTable({ t }: { t: Translate }) {
  return (
    <div className="table-wrap">
      <table data-testid="retention-table" className="stack-table stack-table--single">
        <ColumnHeads columns={[m.keptWhat, m.keptWhy, m.keptPeriod]} t={t} scoped />
        <tbody>
          {RETENTION_RULES.map((rule) => (
            <tr key={rule.what.en}>
              <td className="stack-table__title">{t(rule.what)}</td>
              <td data-label={t(m.keptWhy)}>{t(rule.why)}</td>
              <td data-label={t(m.keptPeriod)}>{t(rule.period)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
