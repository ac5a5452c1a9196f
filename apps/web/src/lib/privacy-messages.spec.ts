import { describe, expect, it } from 'vitest';
import { LANGS, RETENTION, RETENTION_RULES, type Localized } from '@cronica/util';
import { privacyMessages } from './privacy-messages';

const DAY_MS = 24 * 60 * 60_000;

/** Every text of the notice, nested lists included. */
function texts(entry: unknown): Localized[] {
  if (Array.isArray(entry)) return entry.flatMap(texts);
  const record = entry as Record<string, unknown>;
  if (typeof record.es === 'string' && typeof record.en === 'string') return [record as unknown as Localized];
  return Object.values(record).flatMap(texts);
}

describe('the privacy notice', () => {
  it('says every text in Spanish and English', () => {
    const all = [...texts(privacyMessages), ...RETENTION_RULES.flatMap((rule) => [rule.what, rule.why, rule.period])];
    expect(all.length).toBeGreaterThan(30);
    for (const text of all) for (const lang of LANGS) expect(text[lang].trim()).not.toBe('');
  });

  it('prints the periods the API enforces, from its own table', () => {
    const [sessions, failed, signOuts, runs, buckets] = RETENTION_RULES;
    expect(sessions!.period.es).toContain(`${RETENTION.sessionMaxMs / DAY_MS} días`);
    expect(sessions!.period.en).toContain(`${RETENTION.sessionIdleDefaultMs / (60 * 60_000)} hours unused`);
    expect(sessions!.period.en).toContain('deleted within the next hour');
    expect(failed!.period.es).toMatch(new RegExp(`^${RETENTION.failedSignInsMs / DAY_MS} días desde el final del día`));
    expect(failed!.period.en).toMatch(
      new RegExp(`^${RETENTION.failedSignInsMs / DAY_MS} days after the end of the day`),
    );
    expect(signOuts!.period.en).toMatch(
      new RegExp(`^${RETENTION.sessionMaxMs / DAY_MS} days after the end of the month`),
    );
    for (const rule of [sessions!, failed!, signOuts!]) expect(rule.period.en).toContain('next scavenge');
    expect(runs!.period.en).toBe(`${RETENTION.failureRunsMs / (60 * 60_000)} hours after the last failure.`);
    expect(buckets!.period.es).toBe('1 hora sin uso.');
  });

  it('points to the account deletion and the name correction the account page offers, saying what an erasure leaves', () => {
    expect(privacyMessages.rights.erase.en).toContain('you can delete your account from your account page');
    expect(privacyMessages.rights.erase.en).toContain('"deleted player"');
    expect(privacyMessages.rights.erase.es).toContain('«jugador eliminado»');
    expect(privacyMessages.rights.correct.en).toContain('on your account you correct your display name');
    expect(privacyMessages.rights.correct.es).toContain('en tu cuenta corriges tu nombre visible');
  });
});
