import { accountDisplayNames, type ReadDb } from '@cronica/projections';
import { localized, NAME_RULES } from '@cronica/util';
import { badInput } from '../common/errors.js';
import { lookalikeMessage, NameKeyCache } from '../common/name-keys.js';
import { StreamLocks } from '../commands/stream-locks.js';

const ANOTHER_ACCOUNT = localized('el de otra cuenta', "another account's name");

/**
 * Display names that cannot pass for one another: a new one is refused when its confusable
 * skeleton (UTS #39, blind to case and accents) matches an existing account's. Sign-ups on this
 * instance take turns from the check until their account is in the read models, so two at once
 * cannot both take look-alike names; instances sharing a store see each other's accounts once
 * projected (a window of the store's polling interval).
 */
export class DisplayNames {
  private readonly keys = new NameKeyCache();
  private readonly turns = new StreamLocks();

  constructor(private readonly readDb: ReadDb) {}

  /** BAD_USER_INPUT on `displayName` when the name looks like another account's (never the account's own). */
  refuseLookalike(displayName: string, accountId: string): void {
    const others = accountDisplayNames(this.readDb).filter((account) => account.id !== accountId);
    const twin = this.keys.lookalike(displayName, others);
    if (!twin) return;
    const message = lookalikeMessage(NAME_RULES.displayName.subject, ANOTHER_ACCOUNT, twin.name);
    throw badInput([{ path: 'displayName', message: message.en, messages: message }]);
  }

  /** Runs a sign-up after the check, one at a time, until `work` has made the account readable. */
  claim<T>(displayName: string, accountId: string, work: () => Promise<T>): Promise<T> {
    return this.turns.run('display-names', async () => {
      this.refuseLookalike(displayName, accountId);
      return work();
    });
  }
}
