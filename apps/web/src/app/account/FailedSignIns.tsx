import type { Lang } from '@cronica/util';
import type { FailedSignInGroup } from '../../graphql/account';
import { translator } from '../../lib/i18n';
import { describeGroup, failedSignInMessages as m, lastTyped } from './failed-sign-ins';

/** Wrong passwords typed for the reader's account lately: when, how many, from which network. */
export function FailedSignIns({ groups, lang }: { groups: readonly FailedSignInGroup[]; lang: Lang }) {
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
      <p className="form__aside">{t(m.intro(total))}</p>
      <dl className="account-facts" data-testid="failed-sign-ins">
        {groups.map((group) => (
          <FailedGroup key={`${group.day}-${group.network ?? ''}-${group.knownDevice}`} group={group} lang={lang} />
        ))}
      </dl>
      <p className="form__aside">{t(m.advice)}</p>
    </>
  );
}

function FailedGroup({ group, lang }: { group: FailedSignInGroup; lang: Lang }) {
  return (
    <>
      <dt>{lastTyped(group, lang)}</dt>
      <dd>{translator(lang)(describeGroup(group))}</dd>
    </>
  );
}
