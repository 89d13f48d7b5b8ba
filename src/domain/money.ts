import { formatGroupedInput, MAX_WHOLE_DIGITS, parseWholeInput } from './numberInput';

/*
 * Money as people type it (§9 currency): whole US dollars, the contract's `Usd`. What is typed is read digit by digit,
 * so "$1,250" is 1250 and cents are never asked for; the `$` is the input's prefix, not part of what it holds. The
 * display of a saved amount is formatCurrency (src/domain/format.ts).
 */

/**
 * Reads a typed dollar amount as whole USD: `'$650,000'` → 650000, `'1,234,567.89'` → 1234567 (cents dropped),
 * `''` or no digits → undefined (not answered). At most 15 digits, so a pasted number stays exact; never throws.
 */
export const parseUsdInput: (text: unknown) => number | undefined = parseWholeInput;

/** Shows whole USD with thousands separators while typing (`1234567` → `'1,234,567'`; the `$` is the prefix). */
export const formatUsdInput: (value: unknown) => string = formatGroupedInput;

/** Characters a money input holds at most: 15 digits and their 4 thousands separators (`999,999,999,999,999`). */
export const USD_INPUT_MAX_LENGTH = MAX_WHOLE_DIGITS + Math.floor((MAX_WHOLE_DIGITS - 1) / 3);

/** Shown when a money amount is missing in the application's section forms (the sandbox answers the same words). */
export const USD_REQUIRED_MESSAGE = 'Enter an amount in whole dollars.';
/** Shown when an amount that must be above $0 is $0 (a payoff; the sandbox answers the same words). */
export const USD_ABOVE_ZERO_MESSAGE = 'Enter an amount above $0.';

/** The messages of a {@link usdRule}: `missing` when there is no amount, `zero` (if given) when $0 is not an answer. */
export interface UsdRuleMessages {
  missing: string;
  zero?: string;
}

/**
 * A field rule (react-final-form `validate` shape) for a whole-USD amount: `messages.missing` when the value is not a
 * number, `messages.zero` for an amount ≤ 0 when `zero` is given (else $0 is valid), undefined when valid.
 * E.g. `usdRule({ missing: USD_REQUIRED_MESSAGE, zero: USD_ABOVE_ZERO_MESSAGE })` for a payoff.
 */
export function usdRule(messages: UsdRuleMessages): (value: unknown) => string | undefined {
  return (value) => {
    if (typeof value !== 'number') return messages.missing;
    return messages.zero !== undefined && value <= 0 ? messages.zero : undefined;
  };
}
