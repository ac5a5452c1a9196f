import type { Lang } from '@cronica/util';
import type { FailedSignInGroup } from '../../graphql/account';
import { translator } from '../../lib/i18n';
import { describeGroup, failedSignInMessages as m, lastTyped } from './failed-sign-ins';
import { ZoneRefresh } from '../../components/ReaderZone';

/** Wrong passwords typed for the reader's account lately: when, how many, from which network. */
export function FailedSignIns(props: { groups: readonly FailedSignInGroup[]; zone: string | null; lang: Lang }) {
  const { groups, zone, lang } = props;
  const t = translator(lang);
  if (groups.length === 0) {
    return (
      <p className="form__aside" data-testid="failed-sign-ins">
        {t(m.none)}
      </p>
    );
  }
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  return (
    <>
      {zone === null ? <ZoneRefresh /> : null}
      <p className="form__aside">{t(m.intro(total))}</p>
      <dl className="account-facts" data-testid="failed-sign-ins">
        {groups.map((group) => (
          <FailedGroup
            key={`${group.day}-${group.network ?? ''}-${group.knownDevice}`}
            group={group}
            zone={zone}
            lang={lang}
          />
        ))}
      </dl>
      <p className="form__aside">{t(m.advice)}</p>
    </>
  );
}

function FailedGroup({ group, zone, lang }: { group: FailedSignInGroup; zone: string | null; lang: Lang }) {
  return (
    <>
      <dt>{lastTyped(group, zone, lang)}</dt>
      <dd>{translator(lang)(describeGroup(group))}</dd>
    </>
  );
}
