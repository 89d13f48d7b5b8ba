import * as t from 'io-ts';

/** A non-negative whole number of US cents (payoff amounts are exact to the cent). */
export const Cents = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0, 'Cents');
export type Cents = t.TypeOf<typeof Cents>;
