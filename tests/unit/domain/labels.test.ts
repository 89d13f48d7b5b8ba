import { LIEN_TYPE, MORTGAGE_TYPE, SECTION_NAME, USE_OF_PROCEEDS } from '../../../src/contract/sectionEnums';
import { MORTGAGE_TYPE_LABELS, MORTGAGE_TYPE_SHORT_LABELS, optionsOf } from '../../../src/domain/labels';
import { LIEN_TYPE_LABELS, USE_OF_PROCEEDS_LABELS } from '../../../src/domain/sectionLabels';
import { SECTION_TITLES } from '../../../src/domain/sections';
import { fromYesNo, toYesNo, YES_NO_CHOICES } from '../../../src/domain/yesNo';

describe('customer-facing names of the section enumerations', () => {
  it('offers every value in the contract order, each with its own readable name', () => {
    for (const [values, labels] of [
      [MORTGAGE_TYPE.values, MORTGAGE_TYPE_LABELS],
      [MORTGAGE_TYPE.values, MORTGAGE_TYPE_SHORT_LABELS],
      [LIEN_TYPE.values, LIEN_TYPE_LABELS],
      [USE_OF_PROCEEDS.values, USE_OF_PROCEEDS_LABELS],
      [SECTION_NAME.values, SECTION_TITLES],
    ] as const) {
      const options = optionsOf<string>(values, labels as Readonly<Record<string, string>>);
      expect(options.map((o) => o.value)).toEqual([...values]);
      expect(new Set(options.map((o) => o.label)).size).toBe(values.length);
      for (const o of options) expect(o.label.trim()).not.toBe('');
    }
  });

  it('shows liens as Property Financing (§2)', () => {
    expect(SECTION_TITLES.liens).toBe('Property Financing');
  });

  it('spells out the mortgage agencies where the long names are used', () => {
    expect(MORTGAGE_TYPE_LABELS.fha).toBe('FHA (Federal Housing Administration)');
    expect(MORTGAGE_TYPE_SHORT_LABELS.fha).toBe('FHA');
  });
});

describe('yes/no radio answers', () => {
  it('offers Yes then No and maps them to the boolean answer and back', () => {
    expect(YES_NO_CHOICES.map((c) => c.label)).toEqual(['Yes', 'No']);
    for (const answer of [true, false, undefined]) expect(fromYesNo(toYesNo(answer))).toBe(answer);
    expect(fromYesNo('maybe')).toBeUndefined();
  });
});
