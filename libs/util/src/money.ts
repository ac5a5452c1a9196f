import { LOCALES } from './locale.js';
import type { Lang } from './localized.js';

/**
 * An amount of money in the currency's smallest unit (cents for the euro, whole pesos for the
 * Chilean peso), so sums are exact; `currency` is an ISO 4217 code.
 */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/**
 * The currencies an entry fee may be asked in: the euro and those of the Spanish-speaking countries
 * where the games are played, then the dollar and the pound. The forms offer them in this order.
 */
export const FEE_CURRENCIES = ['EUR', 'MXN', 'ARS', 'CLP', 'COP', 'PEN', 'UYU', 'USD', 'GBP'] as const;

/** The most an entry fee may be, in whole units of its currency (a typo guard, not a policy). */
export const MAX_FEE_UNITS = 1_000_000;

/** How many decimals the currency's amounts have (2 for the euro, 0 for the Chilean peso). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Whether `money` is an entry fee the forms could have written: a known currency, a whole positive amount. */
export function isFee(money: Money): boolean {
  if (!(FEE_CURRENCIES as readonly string[]).includes(money.currency)) return false;
  const most = MAX_FEE_UNITS * 10 ** currencyDigits(money.currency);
  return Number.isInteger(money.amount) && money.amount > 0 && money.amount <= most;
}

/** The amount as a reader writes it: `5,50 €` in Spanish, `€5.50` in English. */
export function formatMoney(money: Money, lang: Lang): string {
  const digits = currencyDigits(money.currency);
  const format = new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: money.amount % 10 ** digits === 0 ? 0 : digits,
    maximumFractionDigits: digits,
  });
  return format.format(money.amount / 10 ** digits);
}

/** The amount as a form field shows it for editing, without the currency: `5`, `5,50` (Spanish), `5.50` (English). */
export function moneyAmountText(money: Money, lang: Lang): string {
  const digits = currencyDigits(money.currency);
  return new Intl.NumberFormat(LOCALES[lang], {
    minimumFractionDigits: money.amount % 10 ** digits === 0 ? 0 : digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(money.amount / 10 ** digits);
}

/**
 * An amount typed in a form (`5`, `5,50`, `5.50`) in the currency's smallest unit; null when it is not
 * a plain positive number with at most the currency's decimals.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (match === null) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Sums amounts per currency, in the order each currency first appears. */
export function sumMoney(amounts: readonly Money[]): Money[] {
  const totals = new Map<string, number>();
  for (const { amount, currency } of amounts) totals.set(currency, (totals.get(currency) ?? 0) + amount);
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}
