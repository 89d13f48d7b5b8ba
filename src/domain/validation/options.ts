import { PROPERTY_TYPE_VALUES, PROPERTY_USAGE_VALUES } from '../../contract/enumValues';
import type { PropertyType, PropertyUsage } from '../../contract/enums';
import { DEFAULT_RULE_MESSAGES, type FieldError } from '../formValidation';

/** Customer-facing labels of §3 property types. */
export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyType, string>> = {
  'single-family-detached': 'Single-family detached',
  condominium: 'Condominium',
  townhouse: 'Townhouse',
  '2-4-unit': '2–4 unit property',
  'manufactured-or-mobile-home': 'Manufactured or mobile home',
  '10-acre-property-or-greater': 'Property of 10 acres or more',
  other: 'Other',
};

/** Customer-facing labels of §3 property usage. */
export const PROPERTY_USAGE_LABELS: Readonly<Record<PropertyUsage, string>> = {
  'principal-residence': 'Primary residence',
  'second-home': 'Second home',
  investment: 'Investment property',
};

/** §3 property types, in the contract's order, with the label a select shows. */
export const PROPERTY_TYPE_OPTIONS: ReadonlyArray<{ value: PropertyType; label: string }> = PROPERTY_TYPE_VALUES.map(
  (value) => ({ value, label: PROPERTY_TYPE_LABELS[value] }),
);

/** §3 property usage (occupancy) options with labels. */
export const PROPERTY_USAGE_OPTIONS: ReadonlyArray<{ value: PropertyUsage; label: string }> = PROPERTY_USAGE_VALUES.map(
  (value) => ({ value, label: PROPERTY_USAGE_LABELS[value] }),
);

/** True when `v` is a §3 property type. */
export function isPropertyType(v: unknown): v is PropertyType {
  return typeof v === 'string' && (PROPERTY_TYPE_VALUES as readonly string[]).includes(v);
}

/** True when `v` is a §3 property usage. */
export function isPropertyUsage(v: unknown): v is PropertyUsage {
  return typeof v === 'string' && (PROPERTY_USAGE_VALUES as readonly string[]).includes(v);
}

/** §5: property type must be among the options, otherwise the blank message `''` (missing counts too). */
export function validatePropertyType(v: unknown): FieldError {
  return isPropertyType(v) ? undefined : DEFAULT_RULE_MESSAGES.oneOf;
}

/** §5: property usage (occupancy) must be among the options, otherwise the blank message `''`. */
export function validatePropertyUsage(v: unknown): FieldError {
  return isPropertyUsage(v) ? undefined : DEFAULT_RULE_MESSAGES.oneOf;
}
