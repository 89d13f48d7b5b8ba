import { MortgageDetailsValues, type Mortgage } from '../../../contract/sections';

/*
 * The wizard's mortgage answers (§2 has-mortgages, mortgages, mortgage-details) as kept in the kernel wizard's
 * formValues and saved into the mortgage-details section.
 */

/** The kernel wizard flow this feature drives. */
export const FLOW = 'qualification' as const;

const MORTGAGE_KEYS = ['has_mortgages', 'mortgages', 'mortgages_verified'] as const;

/** The mortgage answers among a values record (wizard formValues, a draft or a section record); invalid ones dropped. */
export function mortgageValuesOf(values: Record<string, unknown> | undefined): MortgageDetailsValues {
  const picked: Record<string, unknown> = {};
  for (const key of MORTGAGE_KEYS) if (values?.[key] !== undefined) picked[key] = values[key];
  return MortgageDetailsValues.is(picked) ? picked : {};
}

/** The values record saved into the draft: exactly the mortgage-details keys that are set (copies). */
export function mortgageDraftValues(values: MortgageDetailsValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (values.has_mortgages !== undefined) out.has_mortgages = values.has_mortgages;
  if (values.mortgages !== undefined) out.mortgages = values.mortgages.map((m: Mortgage) => ({ ...m }));
  if (values.mortgages_verified !== undefined) out.mortgages_verified = values.mortgages_verified;
  return out;
}
