import type { MortgageType } from '../contract/sectionEnums';

/*
 * Customer-facing names of contract enumerations that more than one page offers (the wire values stay machine names).
 * Those only the section forms offer are in sectionLabels.ts, so a page loads only the tables it shows.
 */

/** One option of a select or choice group: the wire value and what a person reads. */
export interface LabelledOption<V extends string> {
  value: V;
  label: string;
}

/** The options of an enumeration in the order of `values` (the contract's order), labelled from `labels`. */
export function optionsOf<V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>): LabelledOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Kinds of mortgage (contract MORTGAGE_TYPE) with the agency spelled out: the qualification wizard's mortgage-details. */
export const MORTGAGE_TYPE_LABELS: Readonly<Record<MortgageType, string>> = {
  conventional: 'Conventional',
  fha: 'FHA (Federal Housing Administration)',
  va: 'VA (Department of Veterans Affairs)',
  usda: 'USDA (Department of Agriculture)',
  reverse: 'Reverse mortgage',
  other: 'Other',
};

/**
 * Kinds of mortgage by their short names (FHA, VA, USDA): the mortgage-details section form. Same kinds as
 * {@link MORTGAGE_TYPE_LABELS}; the two wordings are kept apart only because both pages already show them.
 */
export const MORTGAGE_TYPE_SHORT_LABELS: Readonly<Record<MortgageType, string>> = {
  conventional: 'Conventional',
  fha: 'FHA',
  va: 'VA',
  usda: 'USDA',
  reverse: 'Reverse mortgage',
  other: 'Other',
};
