import type { MaritalStatus, OwnershipAnswer, TitleType } from '../../../contract/enums';
import type { Residency } from '../../../contract/sectionEnums';

/*
 * Readable labels of the §3 enumerations the declarations ask about (the wire values stay machine names). Each list
 * is in the order the choices are shown: the most common answer first.
 */

/** A choice as the radio groups show it. */
export interface LabelledChoice<V extends string> {
  value: V;
  label: string;
  description?: string;
}

/** §3 marital status. */
export const MARITAL_STATUS_CHOICES: readonly LabelledChoice<MaritalStatus>[] = [
  { value: 'married', label: 'Married' },
  { value: 'unmarried', label: 'Unmarried', description: 'Single, divorced or widowed.' },
];

/** §3 ownership answers ("another person on title"). `complex` brings in a Home Equity Officer. */
export const OWNERSHIP_CHOICES: readonly LabelledChoice<OwnershipAnswer>[] = [
  { value: 'only_me', label: 'Only me' },
  { value: 'me_and_spouse', label: 'Me and my spouse' },
  { value: 'me_and_another', label: 'Me and another person who is not my spouse' },
  { value: 'me_spouse_and_others', label: 'Me, my spouse and other people' },
  { value: 'complex', label: 'It’s more complicated', description: 'For example a trust, a company or an estate.' },
];

/** §3 ownership/title types (title vesting). */
export const TITLE_VESTING_CHOICES: readonly LabelledChoice<TitleType>[] = [
  { value: 'individual', label: 'Individually', description: 'One owner holds the title alone.' },
  { value: 'joint-tenants', label: 'Joint tenants', description: 'Owners share equally; if one dies, the others own it.' },
  { value: 'tenants-in-common', label: 'Tenants in common', description: 'Each owner holds a share they can pass on.' },
  { value: 'community-property', label: 'Community property' },
  { value: 'community-property-with-right-of-survivorship', label: 'Community property with right of survivorship' },
  { value: 'trust', label: 'In a trust' },
  { value: 'life-estate', label: 'Life estate' },
  { value: 'llc', label: 'A limited liability company (LLC)' },
  { value: 'corporation', label: 'A corporation' },
  { value: 'corporation-llc', label: 'A corporation or LLC (not sure which)' },
  { value: 'other', label: 'Another way' },
  { value: 'unknown', label: 'I don’t know' },
];

/** Residency declaration (designed values, contract `Residency`). */
export const RESIDENCY_CHOICES: readonly LabelledChoice<Residency>[] = [
  { value: 'primary-residence', label: 'It is my primary residence', description: 'I live here most of the year.' },
  { value: 'second-home', label: 'It is my second home' },
  { value: 'investment', label: 'It is an investment or rental property' },
  { value: 'does-not-live-here', label: 'I do not live here' },
];

/** The label of `value` in `choices`, or '' when it is not answered (or not one of them). */
export function labelOf<V extends string>(choices: readonly LabelledChoice<V>[], value: V | undefined): string {
  return choices.find((c) => c.value === value)?.label ?? '';
}
