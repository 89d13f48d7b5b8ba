import { PROPERTY_TYPE, PROPERTY_USAGE } from '../../../src/contract/enums';
import {
  PROPERTY_TYPE_OPTIONS,
  PROPERTY_USAGE_OPTIONS,
  validatePropertyType,
  validatePropertyUsage,
} from '../../../src/domain/validation/options';

describe('§5 property type and occupancy must be among the options', () => {
  it('accepts every §3 property type and usage', () => {
    for (const v of PROPERTY_TYPE.values) expect(validatePropertyType(v)).toBeUndefined();
    for (const v of PROPERTY_USAGE.values) expect(validatePropertyUsage(v)).toBeUndefined();
  });

  it.each(['', 'castle', 'Condominium', 'principal-residence', null, undefined, 7])(
    'blanks the property type %j',
    (v) => expect(validatePropertyType(v)).toBe(''),
  );

  it.each(['', 'vacation', 'condominium', null, undefined])('blanks the property usage %j', (v) => {
    expect(validatePropertyUsage(v)).toBe('');
  });

  it('offers every option once, with a label', () => {
    expect(PROPERTY_TYPE_OPTIONS.map((o) => o.value)).toEqual([...PROPERTY_TYPE.values]);
    expect(PROPERTY_USAGE_OPTIONS.map((o) => o.value)).toEqual([...PROPERTY_USAGE.values]);
    for (const o of [...PROPERTY_TYPE_OPTIONS, ...PROPERTY_USAGE_OPTIONS]) expect(o.label.trim()).not.toBe('');
  });
});
