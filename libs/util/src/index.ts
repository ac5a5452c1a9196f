export type { Lang, Localized } from './localized.js';
export { LANGS, DEFAULT_LANG, isLocalized, localized, pick, sameInBoth } from './localized.js';
export { assertNever } from './assert-never.js';
export { parseEnvFlag } from './env-flag.js';
export { MAX_NAME_SEARCH, foldName, nameMatches } from './name-search.js';
export type { NameKind, NameProblem, NameProblemKind } from './names.js';
export { NAME_RULES, cleanName, nameProblem } from './names.js';
export { byType, type ByType } from './by-type.js';
export { RETENTION, RETENTION_RULES, type RetentionRule } from './retention.js';
export { ERASED_NAME } from './erased-name.js';
export { isRecord } from './record.js';
export { LOCALES } from './locale.js';
export { counted, type OneAndOther } from './plural.js';
export { startInstant } from './venue-clock.js';
export type { Money } from './money.js';
export {
  FEE_CURRENCIES,
  MAX_FEE_UNITS,
  currencyDigits,
  formatMoney,
  isFee,
  moneyAmountText,
  parseMoney,
  sumMoney,
} from './money.js';
