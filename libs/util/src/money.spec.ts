import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEE_CURRENCIES, currencyDigits, formatMoney, isFee, moneyAmountText, parseMoney, sumMoney } from './money.js';

describe('money for entry fees', () => {
  it('writes an amount as each language does, without decimals when it is whole', () => {
    expect(formatMoney({ amount: 550, currency: 'EUR' }, 'es')).toBe('5,50\u00a0€');
    expect(formatMoney({ amount: 550, currency: 'EUR' }, 'en')).toBe('€5.50');
    expect(formatMoney({ amount: 500, currency: 'EUR' }, 'es')).toBe('5\u00a0€');
    expect(formatMoney({ amount: 5000, currency: 'CLP' }, 'en')).toBe('CLP\u00a05,000');
  });

  it('reads what a person types, with a comma or a point, and refuses more decimals than the currency has', () => {
    expect(parseMoney('5', 'EUR')).toBe(500);
    expect(parseMoney(' 5,5 ', 'EUR')).toBe(550);
    expect(parseMoney('12.05', 'EUR')).toBe(1205);
    expect(parseMoney('5000', 'CLP')).toBe(5000);
    expect(parseMoney('5,50', 'CLP')).toBeNull();
    expect(parseMoney('5,505', 'EUR')).toBeNull();
    expect(parseMoney('-5', 'EUR')).toBeNull();
    expect(parseMoney('cinco', 'EUR')).toBeNull();
    expect(parseMoney('', 'EUR')).toBeNull();
  });

  it('takes a fee only in a listed currency, whole and above zero', () => {
    expect(isFee({ amount: 500, currency: 'EUR' })).toBe(true);
    expect(isFee({ amount: 0, currency: 'EUR' })).toBe(false);
    expect(isFee({ amount: 5.5, currency: 'EUR' })).toBe(false);
    expect(isFee({ amount: 500, currency: 'XYZ' })).toBe(false);
    expect(isFee({ amount: 10 ** 12, currency: 'EUR' })).toBe(false);
  });

  it('reads back any amount it shows in a form field, in either language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FEE_CURRENCIES),
        fc.integer({ min: 1, max: 10 ** 8 }),
        fc.constantFrom('es' as const, 'en' as const),
        (currency, amount, lang) => {
          expect(parseMoney(moneyAmountText({ amount, currency }, lang), currency)).toBe(amount);
        },
      ),
    );
    expect(moneyAmountText({ amount: 550, currency: 'EUR' }, 'es')).toBe('5,50');
    expect(moneyAmountText({ amount: 500, currency: 'EUR' }, 'en')).toBe('5');
    expect(currencyDigits('CLP')).toBe(0);
  });

  it('sums per currency, keeping the order each first appears', () => {
    expect(
      sumMoney([
        { amount: 500, currency: 'EUR' },
        { amount: 3000, currency: 'CLP' },
        { amount: 700, currency: 'EUR' },
      ]),
    ).toEqual([
      { amount: 1200, currency: 'EUR' },
      { amount: 3000, currency: 'CLP' },
    ]);
  });
});
